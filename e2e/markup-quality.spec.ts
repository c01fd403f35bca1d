import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * What the HTML checker cannot see: that a field announced as required is one the server requires
 * (and the other way round), and that a form keeps its submit button once JavaScript runs.
 */

/** Each named control's required state as announced: aria-required or required, and its label's "required". */
async function announced(page: Page, formSelector: string) {
  return page.locator(formSelector).evaluate((form) => {
    const controls = [...form.querySelectorAll<HTMLInputElement>("input, select, textarea")].filter(
      (el) => el.name && el.type !== "hidden" && el.name !== "website" && el.type !== "submit",
    );
    const byName = new Map<string, { control: boolean; label: boolean }>();
    for (const el of controls) {
      // A checkbox group (several boxes, one name) announces "required" on its fieldset.
      if (el.type === "checkbox" && form.querySelectorAll(`input[name="${el.name}"]`).length > 1) continue;
      const control = el.getAttribute("aria-required") === "true" || el.required;
      const label = [...(el.labels ?? [])].some((l) => /\brequired\b/.test(l.textContent ?? ""));
      byName.set(el.name, { control, label });
    }
    return [...byName].map(([name, state]) => ({ name, ...state }));
  });
}

const ADD_GYM_REQUIRED = [
  "contactName",
  "contactEmail",
  "gymName",
  "address",
  "city",
  "country",
  "description",
  "gymRules",
  "dayPassRate",
  "businessName",
  "businessType",
  "message",
  // The partner terms (issue 17): approval is refused without them.
  "acceptedTerms",
];
const ADD_GYM_OPTIONAL = ["contactPhone", "hourlyRate", "weeklyRate", "monthlyRate", "maxTeamSize", "bsb"];

const AMBASSADOR_REQUIRED = [
  "fullName",
  "email",
  "phone",
  "location",
  "primarySport",
  "competitionLevel",
  "yearsExperience",
  "followersCount",
  "contentStyle",
  "motivations",
  "travelFrequency",
  "agreeToTerms",
];
const AMBASSADOR_OPTIONAL = [
  "achievements",
  "instagramHandle",
  "tiktokHandle",
  "youtubeChannel",
  "agreeToMarketing",
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`required fields are announced as the server requires them (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    for (const [path, form, required, optional] of [
      ["/add-gym", "form#gym-application", ADD_GYM_REQUIRED, ADD_GYM_OPTIONAL],
      ["/ambassador-application", "form#ambassador-application", AMBASSADOR_REQUIRED, AMBASSADOR_OPTIONAL],
    ] as const) {
      test(`${path}: required fields say so to screen readers, optional ones do not`, async ({ page }) => {
        await page.goto(path);
        if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
        const fields = await announced(page, form);
        const names = fields.map((f) => f.name);
        for (const name of [...required, ...optional]) expect(names, `${path} has ${name}`).toContain(name);
        expect(
          fields
            .filter((f) => f.control)
            .map((f) => f.name)
            .sort(),
          "aria-required / required",
        ).toEqual([...required].sort());
        // The label's visible mark and the control's state agree on every field.
        expect(
          fields.filter((f) => f.label !== f.control).map((f) => f.name),
          "label and control disagree",
        ).toEqual([]);
      });
    }
  });
}

test("the server requires what the form announces: an empty application names each required field", async ({
  request,
}) => {
  const response = await request.post("/ambassador-application", { form: {} });
  expect(response.status()).toBe(400);
  const html = await response.text();
  for (const message of [
    "Full name is required",
    "Valid email is required",
    "Location is required",
    "Please select your primary sport",
    "You must agree to the terms and conditions",
  ])
    expect(html).toContain(message);
});

test("/gyms: Sort by belongs to the search form, which keeps a submit button once JavaScript runs, and a change still sorts", async ({
  page,
}) => {
  await page.goto("/gyms?city=Wellington");
  await page.locator("html[data-hydrated]").waitFor();
  const sort = page.getByRole("combobox", { name: "Sort by" });
  // The form's own elements, wherever they sit (the form attribute): one of them is a visible submit button.
  const visibleSubmits = await sort.evaluate((el) => {
    const form = (el as unknown as HTMLSelectElement).form;
    if (!form) return -1;
    return [...form.elements].filter(
      (e) => e instanceof HTMLButtonElement && e.type === "submit" && e.checkVisibility(),
    ).length;
  });
  expect(visibleSubmits).toBeGreaterThan(0);
  await sort.selectOption("price");
  await expect(page).toHaveURL(/sort=price/);
});
