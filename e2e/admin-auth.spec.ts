import { adminPassword } from "./admin";
import { expect, expectAccessible, test } from "./fixtures";

test("admin: redirected to sign in, wrong password refused, sign in, log out, locked out again", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Password").fill("definitely-wrong");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid password. Please try again.")).toBeVisible();

  await page.getByLabel("Password").fill(adminPassword());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByText("Welcome to the admin dashboard")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await expectAccessible(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "__Host-gr_admin")).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
  });

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByText("You have been logged out successfully")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("admin API: bearer token from POST /api/admin/login; 401 without", async ({ request }) => {
  const denied = await request.post("/api/admin/login", { data: { password: "nope" } });
  expect(denied.status()).toBe(401);
  const ok = await request.post("/api/admin/login", { data: { password: adminPassword() } });
  expect(ok.status()).toBe(200);
  const { token } = (await ok.json()) as { token: string };
  expect(token.length).toBeGreaterThan(20);
});
