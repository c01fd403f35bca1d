import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * Team inquiries respect what the gym can host (issue 20): 100 athletes at a gym whose largest team
 * is smaller, or any team at a gym that hosts none, is refused with the reason (page and API), and
 * no Book for Team is offered where teams are not hosted.
 */

test.skip(({ isMobile }) => isMobile, "the phone layout is covered by team-inquiry.spec.ts");

interface ListedGym {
  id: number;
  name: string;
  canHostTeams: boolean;
  maxTeamSize: number | null;
}

async function seededGyms(request: APIRequestContext): Promise<ListedGym[]> {
  const all: ListedGym[] = [];
  for (const city of ["Wellington", "Auckland", "Sydney"])
    all.push(...((await (await request.get(`/api/gyms?city=${city}`)).json()) as ListedGym[]));
  return all;
}

const inquiry = (gymId: number, teamSize: number) => ({
  gymId,
  teamName: "Hosting Check XV",
  contactName: "Mere Parata",
  email: "mere@hosting.example",
  teamSize,
  preferredDates: "First week of July",
});

test("the API refuses 100 athletes above the gym's largest team, and any team where none are hosted", async ({
  request,
}) => {
  const gyms = await seededGyms(request);
  const small = gyms.find((g) => g.canHostTeams && g.maxTeamSize !== null && g.maxTeamSize < 100)!;
  const none = gyms.find((g) => !g.canHostTeams)!;
  expect(small, "a seeded gym with a largest team size").toBeTruthy();
  expect(none, "a seeded gym that hosts no teams").toBeTruthy();

  const tooBig = await request.post("/api/team-booking-inquiry", { data: inquiry(small.id, 100) });
  expect(tooBig.status()).toBe(400);
  const sizeMessage = `${small.name} hosts teams of up to ${small.maxTeamSize} athletes. Please enter a team size of ${small.maxTeamSize} or fewer, or choose another gym.`;
  expect(await tooBig.json()).toEqual({ error: sizeMessage, errors: { teamSize: [sizeMessage] } });

  const noTeams = await request.post("/api/team-booking-inquiry", { data: inquiry(none.id, 4) });
  expect(noTeams.status()).toBe(400);
  expect(((await noTeams.json()) as { error: string }).error).toBe(
    `${none.name} does not host teams. Please choose a gym that hosts teams.`,
  );

  const fits = await request.post("/api/team-booking-inquiry", {
    data: inquiry(small.id, small.maxTeamSize!),
  });
  expect(fits.status()).toBe(201);
});

test("Book for Team only on gyms that host the searched team; the form refuses a larger team on its field", async ({
  page,
  request,
}) => {
  const gyms = await seededGyms(request);
  await page.goto("/team-booking?city=Wellington&teamSize=6");
  await page.locator("html[data-hydrated]").waitFor();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const name = ((await card.getByRole("heading").first().textContent()) ?? "").trim();
    const gym = gyms.find((g) => g.name === name);
    const offered = await card.getByRole("link", { name: /^Book for Team/ }).count();
    if (gym && (!gym.canHostTeams || (gym.maxTeamSize ?? 0) < 6)) expect(offered, name).toBe(0);
  }

  // A team larger than the gym's largest: refused on the Team size field, with the reason.
  const link = page.getByRole("link", { name: /^Book for Team/ }).first();
  const gymId = Number(
    new URL((await link.getAttribute("href")) ?? "", "http://x").searchParams.get("inquire"),
  );
  const gym = gyms.find((g) => g.id === gymId)!;
  await link.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Team name").fill("Hosting Check XV");
  await dialog.getByLabel("Contact name").fill("Mere Parata");
  await dialog.getByLabel("E-mail").fill("mere@hosting.example");
  await dialog.getByLabel("Team size").fill(String((gym.maxTeamSize ?? 0) + 1));
  await dialog.getByLabel("Preferred dates").fill("First week of July");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  const message = `${gym.name} hosts teams of up to ${gym.maxTeamSize} athletes. Please enter a team size of ${gym.maxTeamSize} or fewer, or choose another gym.`;
  const teamSize = page.getByRole("dialog").getByLabel("Team size");
  await expect(teamSize).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog").getByText(message, { exact: true })).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/team-hosting-refused-1280.png" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an inquiry link for a gym that hosts no teams shows why, and no form", async ({ page, request }) => {
    const none = (await seededGyms(request)).find((g) => !g.canHostTeams)!;
    const response = await page.goto(`/team-booking?inquire=${none.id}`);
    expect(response?.status()).toBe(400);
    await expect(
      page.getByText(`${none.name} does not host teams. Please choose a gym that hosts teams.`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Inquiry" })).toHaveCount(0);
  });
});
