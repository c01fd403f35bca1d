import type { Page } from "@playwright/test";
import { closeToast, expect, expectAccessible, test } from "./fixtures";

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);
const cards = (page: Page) => page.getByRole("article");
const cartCount = (page: Page) => page.getByTestId("cart-count");

/** The current price on each card, in dollars, in page order. */
async function cardPrices(page: Page) {
  const texts = await page.locator("article [data-slot=price-amount]").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test.describe("merchandise /merchandise", () => {
  test("filter by category; sort by price low to high and high to low", async ({ page }) => {
    await page.goto("/merchandise");
    await hydrated(page);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText("More coming soon")).toBeVisible();
    await expectAccessible(page);

    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link")).toHaveText([
      "All",
      "Athletic Wear",
      "Casual Wear",
      "Outerwear",
      "Accessories",
    ]);
    await categories.getByRole("link", { name: "Outerwear" }).click();
    await expect(page).toHaveURL(/category=outerwear/);
    await expect(cards(page).getByRole("heading")).toHaveText([
      "Packable Windbreaker",
      "Lightweight Puffer Vest",
    ]);
    await expect(categories.getByRole("link", { name: "Outerwear" })).toHaveAttribute("aria-current", "page");
    await categories.getByRole("link", { name: "Accessories" }).click();
    await expect(cards(page).getByRole("heading")).toHaveText(["Snapback Cap"]);
    await categories.getByRole("link", { name: "All" }).click();
    await expect(cards(page)).toHaveCount(10);

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort.locator("option")).toHaveText([
      "Featured",
      "Price: Low to High",
      "Price: High to Low",
      "Most Popular",
      "Newest",
    ]);
    await sort.selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sort=price-asc/);
    const ascending = await cardPrices(page);
    expect(ascending).toHaveLength(10);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(35);
    expect(ascending.at(-1)).toBe(95);

    await sort.selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(cards(page).first().getByRole("heading")).toHaveText("Packable Windbreaker");
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // The category keeps the sort, and the sort keeps the category.
    await categories.getByRole("link", { name: "Athletic Wear" }).click();
    await expect(page).toHaveURL(/category=athletic-wear/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(cards(page).getByRole("heading")).toHaveText([
      "Compression Leggings",
      "Flex Training Shorts",
      "Performance Training Tee",
      "Roam Training Singlet",
    ]);
  });

  test("the detail shows Save $; Add to Cart counts it; the cart sheet lists it @phone", async ({
    page,
  }, testInfo) => {
    await page.goto("/merchandise");
    await hydrated(page);
    await expect(cartCount(page)).toHaveText("0");

    await page.getByRole("link", { name: "View details: Compression Leggings" }).click();
    const dialog = page.getByRole("dialog", { name: "Compression Leggings" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/product=\d+/);
    await expect(dialog.getByText("Save $15")).toBeVisible();
    await expect(dialog.getByText("NZ$75.00")).toBeVisible();
    await expect(dialog.getByText("Squat-proof fabric")).toBeVisible();
    await expect(dialog.getByRole("group", { name: "Size" }).getByRole("radio")).toHaveCount(6);
    const add = dialog.getByRole("button", { name: "Add to Cart" });
    await expect(add).toBeDisabled();
    // The radios are visually hidden inside their chip labels: click the chips, as a user does.
    await dialog.locator("label", { hasText: /^M$/ }).click();
    await dialog.locator("label", { hasText: /^Navy$/ }).click();
    await expect(dialog.getByRole("radio", { name: "Navy" })).toBeChecked();
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/merchandise-detail-${testInfo.project.name}.png` });
    await add.click();

    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/product=/);
    await expect(cartCount(page)).toHaveText("1");

    // The same item again adds to its line.
    await page.getByRole("link", { name: "View details: Snapback Cap" }).click();
    const cap = page.getByRole("dialog", { name: "Snapback Cap" });
    await expect(cap.getByRole("radio", { name: "One Size" })).toBeChecked();
    await cap.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await cap.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartCount(page)).toHaveText("3");

    await closeToast(page);
    await page.getByRole("link", { name: /^Cart \d+ items?$/ }).click();
    const sheet = page.getByRole("dialog", { name: "Your cart" });
    await expect(sheet).toBeVisible();
    const lines = sheet.getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText("Compression Leggings");
    await expect(lines.first()).toContainText("Size M · Navy");
    await expect(lines.first()).toContainText("Qty 1 × NZ$75.00");
    await expect(lines.nth(1)).toContainText("Qty 2 × NZ$35.00");
    await expect(lines.nth(1)).toContainText("NZ$70.00");
    await expect(sheet.locator("[data-slot=cart-subtotal]")).toHaveText("NZ$145.00");
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/merchandise-cart-${testInfo.project.name}.png` });

    await sheet.getByRole("button", { name: "Remove Snapback Cap" }).click();
    await expect(lines).toHaveCount(1);
    await expect(sheet.locator("[data-slot=cart-subtotal]")).toHaveText("NZ$75.00");
    await expect(cartCount(page)).toHaveText("1");
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(page).not.toHaveURL(/cart=/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("?product=ID opens the detail; Add to Cart posts; ?cart=open shows the cart", async ({ page }) => {
      await page.goto("/merchandise");
      await page.getByRole("link", { name: "View details: Travel Joggers" }).click();
      await expect(page).toHaveURL(/product=\d+/);
      const detail = page.getByRole("region", { name: "Travel Joggers" });
      await expect(detail).toBeVisible();
      await expect(detail.getByText("Save $15")).toBeVisible();
      await detail.getByText("L", { exact: true }).click();
      await detail.getByRole("button", { name: "Add to Cart" }).click();

      await expect(page).not.toHaveURL(/product=/);
      await expect(cartCount(page)).toHaveText("1");
      await page.getByRole("link", { name: /^Cart \d+ items?$/ }).click();
      const cart = page.getByRole("region", { name: "Your cart" });
      await expect(cart).toBeVisible();
      await expect(cart.getByRole("listitem")).toContainText("Travel Joggers");
      await expect(cart.getByRole("listitem")).toContainText("Size L · Black");
      await cart.getByRole("button", { name: "Remove Travel Joggers" }).click();
      await expect(page.getByRole("region", { name: "Your cart" })).toContainText("Your cart is empty");
      await page.getByRole("link", { name: "Close" }).click();
      await expect(page.getByRole("region", { name: "Your cart" })).toHaveCount(0);
    });
  });

  test("an unknown product link is a 404 with a way back", async ({ page }) => {
    const response = await page.goto("/merchandise?product=999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute(
      "href",
      "/merchandise",
    );
  });

  test("screenshots at 390 and 1280 px", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/merchandise");
      await hydrated(page);
      await page.screenshot({ path: `e2e/screenshots/merchandise-${width}.png`, fullPage: true });
    }
  });
});
