import type { Page } from "@playwright/test";

/** Pays the held booking on its payment step with the test provider's card form. */
export async function payWith(page: Page, card: string, expiry = "12/30") {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill(expiry);
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
}
