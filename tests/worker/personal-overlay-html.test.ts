/**
 * The visitor's part of a shared page is set by editing the page's string in place (ADR 039). It must
 * give what an HTML rewriter gives with the selectors the markers stand for (ADR 028's first version,
 * kept here as the reference), on the real pages: search results with hearts, a gym page with its
 * heart and review part, the home page. workerd's HTMLRewriter is the reference parser.
 */
import { describe, expect, it } from "vitest";
import { REVIEW_REASONS } from "~/domain/schemas/review";
import { PERSONAL_ATTR, PERSONAL_SCRIPT_ID, type Personal } from "~/lib/personal";
import { applyPersonal } from "~/lib/personal-overlay.server";
import GymPage, { loader as gymLoader } from "~/routes/gym/route";
import GymsPage, { loader as gymsLoader } from "~/routes/gyms/route";
import { insertGym } from "./helpers";
import { renderRoute } from "./route-helpers";

const SAVE_LABEL = /^Save (.*)$/s;

/** The reference: HTMLRewriter with the selectors, as the worker did before (ADR 028, ADR 036). */
async function reference(html: string, personal: Personal): Promise<string> {
  const saved = new Set(personal.saved);
  let heartSaved = false;
  const json = JSON.stringify({
    signedIn: personal.signedIn,
    saved: personal.saved,
    ...(personal.review ? { review: personal.review } : {}),
  }).replaceAll("<", "\\u003c");
  const review = personal.review;
  const account = `a[${PERSONAL_ATTR.account}]`;
  const heart = `form[${PERSONAL_ATTR.savedGym}]`;
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(`<script type="application/json" id="${PERSONAL_SCRIPT_ID}">${json}</script>`, {
          html: true,
        });
      },
    })
    .on(account, {
      element(link) {
        if (personal.signedIn) link.setAttribute("href", "/account");
      },
    })
    .on(`${account} span`, {
      element(label) {
        if (personal.signedIn) label.setInnerContent("ACCOUNT");
      },
    })
    .on(heart, {
      element(form) {
        heartSaved = saved.has(Number(form.getAttribute(PERSONAL_ATTR.savedGym)));
      },
    })
    .on(`${heart} input[name="intent"]`, {
      element(input) {
        if (heartSaved) input.setAttribute("value", "unsave");
      },
    })
    .on(`${heart} button[aria-pressed]`, {
      element(button) {
        if (!heartSaved) return;
        button.setAttribute("aria-pressed", "true");
        button.setAttribute("data-pressed", "true");
        const name = SAVE_LABEL.exec(button.getAttribute("aria-label") ?? "")?.[1];
        if (name !== undefined) button.setAttribute("aria-label", `Remove ${name} from favourites`);
      },
    })
    .on(`p[${PERSONAL_ATTR.review}]`, {
      element(note) {
        if (review && "reason" in review) note.setInnerContent(REVIEW_REASONS[review.reason]);
      },
    })
    .on(`form[${PERSONAL_ATTR.review}] input[name="bookingId"]`, {
      element(input) {
        if (review && "bookingId" in review) input.setAttribute("value", String(review.bookingId));
      },
    })
    .transform(new Response(html))
    .text();
}

/**
 * A document as a parser sees it: each element's name and attributes, and the text, in order (how a
 * changed tag is written out, `<input …/>` or `<input … />`, is the rewriter's own).
 */
async function parsed(html: string): Promise<string[]> {
  const out: string[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        const attributes = [...(element.attributes as unknown as Iterable<[string, string]>)]
          .map(([name, value]) => `${name}=${value}`)
          .join(" ");
        out.push(`<${element.tagName} ${attributes}>`);
      },
      text(text) {
        if (text.text) out.push(text.text);
      },
    })
    .transform(new Response(html))
    .text();
  return out;
}

/** A whole document around a page, with the header link the root layout renders. */
const documentAround = (page: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>t</title></head><body><header><nav><a class="gap-1.5" ${PERSONAL_ATTR.account}="" href="/sign-in" data-discover="true"><svg class="icon" aria-hidden="true"><use href="/i.svg#user"></use></svg><span class="max-sm:sr-only">SIGN IN</span></a></nav></header><main>${page}</main></body></html>`;

describe("applyPersonal edits the page as an HTML rewriter would", () => {
  it("search results: ACCOUNT, the saved hearts pressed (names with &, quotes, <, emoji), the others not", async () => {
    const city = `Overlaytown${crypto.randomUUID().slice(0, 6)}`;
    const names = [
      "Tom & Jerry's Gym",
      'The "Iron" Room',
      "Lift <Heavy> Co",
      "Kōwhai Strength 💪",
      "Plain Gym",
    ];
    const ids: number[] = [];
    for (const name of names) ids.push((await insertGym({ name, city })).id);
    const html = documentAround(await renderRoute(GymsPage, gymsLoader, `/gyms?city=${city}`));
    expect(html.match(new RegExp(PERSONAL_ATTR.savedGym, "g"))?.length).toBe(names.length);
    const cases: Personal[] = [
      { signedIn: true, saved: ids.slice(0, 4) },
      { signedIn: false, saved: [ids[4]!] },
      { signedIn: true, saved: [] },
      { signedIn: true, saved: [999_999_999] },
    ];
    for (const personal of cases) {
      const ours = applyPersonal(html, personal);
      expect(await parsed(ours), JSON.stringify(personal)).toEqual(
        await parsed(await reference(html, personal)),
      );
    }
    const mine = applyPersonal(html, cases[0]!);
    expect(mine).toContain('aria-label="Remove Tom &amp; Jerry&#x27;s Gym from favourites"');
    expect(mine.match(/aria-pressed="true"/g)?.length).toBe(4);
    expect(mine).toContain(">ACCOUNT</span>");
  });

  it("a gym page: its heart, and the review part (the note's reason, or the form's booking id)", async () => {
    const gym = await insertGym({ name: "Overlay Peak & Co", city: "Overlay City" });
    const html = documentAround(
      await renderRoute(GymPage, gymLoader, `/gym/${gym.id}`, { params: { id: String(gym.id) } }),
    );
    const cases: Personal[] = [
      { signedIn: true, saved: [gym.id], review: { gymId: gym.id, reason: "notCompleted" } },
      { signedIn: true, saved: [], review: { gymId: gym.id, reason: "alreadyReviewed" } },
      { signedIn: false, saved: [gym.id] },
    ];
    for (const personal of cases)
      expect(await parsed(applyPersonal(html, personal)), JSON.stringify(personal)).toEqual(
        await parsed(await reference(html, personal)),
      );
    expect(applyPersonal(html, cases[0]!)).toContain(
      REVIEW_REASONS.notCompleted.replaceAll("'", "&#39;").slice(0, 20),
    );
  });

  it("the review form's booking id, and facts with a `<` kept out of the script's end", async () => {
    const form = `<form method="post" ${PERSONAL_ATTR.review}=""><input type="hidden" name="intent" value="review"/><input type="hidden" name="bookingId" value=""/><textarea name="comment"></textarea></form>`;
    const html = documentAround(form);
    const personal: Personal = { signedIn: true, saved: [], review: { gymId: 3, bookingId: 41 } };
    expect(await parsed(applyPersonal(html, personal))).toEqual(
      await parsed(await reference(html, personal)),
    );
    expect(applyPersonal(html, personal)).toContain('name="bookingId" value="41"');
  });
});
