/**
 * The visitor's own part of a shared page (ADR 028), read and set by the worker.
 *
 * - `visitorStatements` are the few indexed reads that say who the visitor is and what of theirs a
 *   page shows, sent in the same D1 batch as the catalogue version (one round trip in all):
 *   the account session behind a validly signed cookie (so a revoked or expired session is signed
 *   out), the gyms they saved (the account's, else the anonymous identity's, as getVisitorId), and
 *   on a gym page their bookings there, for the review part (the form with their booking, or why not;
 *   ADR 036: app/domain/review-eligibility.ts decides, as it does for the visitor's own render).
 * - `applyPersonal` sets the header link, the hearts (aria-pressed, the label and the form's intent)
 *   and the review part (the note's text, or the review form's booking id) in the HTML as it streams, and adds the same facts as a JSON script that the client reads before
 *   hydrating (app/lib/personal.ts), so the page is right without JavaScript and hydrates as rendered.
 */
import { accountCookieToken } from "~/auth.server";
import { type ReviewableBooking, type ReviewState, reviewStateOf } from "~/domain/review-eligibility";
import { REVIEW_REASONS } from "~/domain/schemas/review";
import type { AppConfig } from "~/env.server";
import { getSession } from "~/session.server";
import { linkedIds } from "./booking-access.server";
import { PERSONAL_ATTR, PERSONAL_SCRIPT_ID, type Personal, type PersonalReview } from "./personal";

/** How many saved gyms are read at most (a page shows 24; a visitor saves a few dozen). */
const SAVED_LIMIT = 500;

export interface VisitorQuery {
  /** The statements to run (in the caller's batch, after its own). */
  statements: D1PreparedStatement[];
  /** Reads the facts from the statements' results (in the same order). */
  read: (results: D1Result[]) => VisitorFacts;
}

export interface VisitorFacts {
  signedIn: boolean;
  /** Every gym the visitor saved (at most SAVED_LIMIT). */
  saved: number[];
  /** On a gym page: whether and what the visitor may review there (from their bookings there). */
  review?: { gymId: number; state: ReviewState };
}

const NOBODY: VisitorFacts = { signedIn: false, saved: [] };

/** What the visitor's cookies say, checked for their signatures (no database read). */
export interface VisitorCookies {
  /** The account session's token, when the account cookie is validly signed. */
  token?: string;
  /** The anonymous identity in the visitor session (ADR 003). */
  anonymousId?: number;
  /** A toast flashed before a redirect waits in the session: the page must be the visitor's own. */
  toast: boolean;
  /** The bookings found on this browser by e-mail and reference (My Bookings lists them too). */
  linked: number[];
}

export async function visitorCookies(config: AppConfig, request: Request): Promise<VisitorCookies> {
  if (config.sessionSecrets.length === 0) return { toast: false, linked: [] };
  const session = await getSession(config, request);
  return {
    token: await accountCookieToken(config, request),
    anonymousId: session.get("userId"),
    toast: session.has("toast"),
    linked: linkedIds(session),
  };
}

/** The live account session's user behind a token (?1) at a moment (?2). */
const ACCOUNT_SQL = `SELECT s.user_id FROM account_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token = ?1 AND s.expires_at > ?2 AND u.email_verified = 1 AND u.email IS NOT NULL`;

export interface BookingListFacts {
  catalogVersion: number;
  /** The live account's user, else the anonymous identity; null when neither. */
  owner: number | null;
  signedIn: boolean;
  /** How often each list the page shows changed: "athlete:version" in athlete order ("" if never). */
  versions: string;
}

/**
 * Whose booking lists My Bookings shows for these cookies and how often each changed (ADR 039), with
 * the catalogue version (the cards show the gyms): one statement. Undefined when the visitor has no
 * list at all (no identity, no booking found on this browser).
 */
export function bookingListStatement(
  db: D1Database,
  { token, anonymousId, linked }: VisitorCookies,
  now: number,
): { read: () => Promise<BookingListFacts> } | undefined {
  if (token === undefined && anonymousId === undefined && linked.length === 0) return undefined;
  // Every list by its primary key: written with OR, as b.id IN (…json_each) or with the found bookings
  // in a plain JOIN (workerd's SQLite then loops over every booking), SQLite scans.
  // A list order that ever differed would only miss the kept copy, never show a stale one.
  const statement = db
    .prepare(
      `WITH account AS (${ACCOUNT_SQL}),
        owner AS (SELECT COALESCE((SELECT user_id FROM account), ?3) AS id, EXISTS (SELECT 1 FROM account) AS signed_in),
        lists AS (
          SELECT v.athlete_id, v.version FROM booking_list_versions AS v
          WHERE v.athlete_id IN (SELECT id FROM owner
            UNION SELECT b.athlete_id FROM json_each(?4) AS j CROSS JOIN bookings AS b ON b.id = j.value)
          ORDER BY v.athlete_id)
       SELECT (SELECT version FROM catalog_version WHERE id = 1) AS catalog_version,
         (SELECT id FROM owner) AS owner, (SELECT signed_in FROM owner) AS signed_in,
         (SELECT group_concat(athlete_id || ':' || version, ',') FROM lists) AS versions`,
    )
    .bind(token ?? null, now, anonymousId ?? null, JSON.stringify(linked));
  return {
    async read() {
      const row = await statement.first<{
        catalog_version: number | null;
        owner: number | null;
        signed_in: number;
        versions: string | null;
      }>();
      return {
        catalogVersion: row?.catalog_version ?? 0,
        owner: row?.owner ?? null,
        signedIn: Boolean(row?.signed_in),
        versions: row?.versions ?? "",
      };
    },
  };
}

/**
 * The reads for this visitor: none for a visitor with neither a signed account cookie nor an
 * anonymous identity (nothing of theirs to show).
 */
export function visitorStatements(
  db: D1Database,
  { token, anonymousId }: VisitorCookies,
  { gymId, now = Date.now() }: { gymId?: number; now?: number } = {},
): VisitorQuery {
  if (token === undefined && anonymousId === undefined) return { statements: [], read: () => NOBODY };
  const account = ACCOUNT_SQL;
  // The visitor: the live account's user, else the anonymous identity (getVisitorId's order).
  const who = token === undefined ? "?3" : `COALESCE((${account}), ?3)`;
  const binds = [token ?? null, now, anonymousId ?? null];
  const statements = [
    // Without an account cookie nobody is signed in: no read for it (the results keep their places).
    ...(token === undefined ? [] : [db.prepare(account).bind(token, now)]),
    db.prepare(`SELECT gym_id FROM saved_gyms WHERE user_id = ${who} LIMIT ${SAVED_LIMIT}`).bind(...binds),
  ];
  // Their bookings at this gym, earliest first, as the review rule reads them (the loader's own read:
  // the athlete's bookings by index, a few rows).
  if (gymId !== undefined)
    statements.push(
      db
        .prepare(
          `SELECT b.id, b.status, b.no_show_at, r.id IS NOT NULL AS reviewed
           FROM bookings AS b LEFT JOIN reviews AS r ON r.booking_id = b.id
           WHERE b.athlete_id = ${who} AND b.gym_id = ?4 ORDER BY b.starts_at, b.id`,
        )
        .bind(...binds, gymId),
    );
  return {
    statements,
    read: (results) => {
      const [signedIn, saved, booked] = token === undefined ? [undefined, ...results] : results;
      const facts: VisitorFacts = {
        signedIn: (signedIn?.results.length ?? 0) > 0,
        saved: (saved?.results ?? []).map((row) => Number((row as { gym_id: number }).gym_id)),
      };
      if (gymId !== undefined)
        facts.review = { gymId, state: reviewStateOf((booked?.results ?? []).map(reviewableRow)) };
      return facts;
    },
  };
}

function reviewableRow(row: unknown): ReviewableBooking {
  const r = row as { id: number; status: string; no_show_at: number | null; reviewed: number };
  return {
    id: Number(r.id),
    status: r.status,
    noShowAt: r.no_show_at === null ? null : Number(r.no_show_at),
    reviewed: Boolean(r.reviewed),
  };
}

/** The gym ids of the hearts on a shared page (from their forms' marker attribute). */
export function heartGymIds(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(new RegExp(`${PERSONAL_ATTR.savedGym}="(\\d+)"`, "g")))
    ids.add(Number(match[1]));
  return [...ids];
}

/**
 * The review part the visitor sees on a gym page, when it is not the anonymous one ("only athletes
 * who have completed a booking…"): the booking a review would follow, or why not yet.
 */
export function personalReview(facts: VisitorFacts): PersonalReview | undefined {
  if (!facts.review) return undefined;
  const { gymId, state } = facts.review;
  if (state.canReview) return { gymId, bookingId: state.bookingIds[0]! };
  return state.reason === "noBooking" ? undefined : { gymId, reason: state.reason };
}

/** The facts the page shows: the saved gyms among its hearts, and on a gym page the review part. */
export function personalFor(facts: VisitorFacts, pageGymIds: readonly number[]): Personal {
  const onPage = new Set(pageGymIds);
  const personal: Personal = { signedIn: facts.signedIn, saved: facts.saved.filter((id) => onPage.has(id)) };
  const review = personalReview(facts);
  if (review) personal.review = review;
  return personal;
}

/** Whether the anonymous page is already right for this visitor. */
export function isAnonymous(personal: Personal): boolean {
  return !personal.signedIn && personal.saved.length === 0 && personal.review === undefined;
}

const SAVE_LABEL = /^Save (.*)$/s;

/** The shared page with this visitor's header link and hearts, and their facts for hydration. */
export function applyPersonal(response: Response, personal: Personal): Response {
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
  return (
    new HTMLRewriter()
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
      // The review part: the note's text (the shared page has the anonymous one), or the review form's
      // booking id (the shared copy for reviewers has the form without it; page-cache.server.ts).
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
      .transform(response)
  );
}
