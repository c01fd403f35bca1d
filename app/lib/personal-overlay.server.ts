/**
 * The visitor's own part of a shared page (ADR 028), read and set by the worker.
 *
 * - `visitorStatement` is one statement of indexed reads that says who the visitor is and what of
 *   theirs a page shows, with the catalogue version (one D1 statement in all; ADR 039): whether the
 *   account session behind a validly signed cookie is live (so a revoked or expired session is signed
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
  /** The one statement to run (it reads the catalogue version too). */
  statement: D1PreparedStatement;
  /** Reads the facts from the statement's result. */
  read: (result: D1Result) => VisitorFacts & { catalogVersion: number };
}

export interface VisitorFacts {
  signedIn: boolean;
  /** Every gym the visitor saved (at most SAVED_LIMIT). */
  saved: number[];
  /** On a gym page: whether and what the visitor may review there (from their bookings there). */
  review?: { gymId: number; state: ReviewState };
}

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

/** The catalogue version (ADR 014), in a statement of its own for a visitor with nothing of theirs to read. */
export const CATALOG_VERSION_SQL = "SELECT version FROM catalog_version WHERE id = 1";

export interface OwnPageFacts {
  catalogVersion: number;
  /** The live account's user, else the anonymous identity; null when neither. */
  owner: number | null;
  signedIn: boolean;
  /** How often what each person the page shows changed: "user:version" in user order ("" if never). */
  versions: string;
}

/**
 * For a visitor's own page (ADR 039): whose rows it shows for these cookies (the live account, else the
 * anonymous identity, and the people whose bookings were found on this browser) and how often what
 * each of them has changed (`personal_versions`), with the catalogue version (the pages show gyms): one
 * statement. Undefined when the visitor has nothing of their own (no identity, no booking found here).
 */
export function ownPageStatement(
  db: D1Database,
  { token, anonymousId, linked }: VisitorCookies,
  now: number,
): { read: () => Promise<OwnPageFacts> } | undefined {
  if (token === undefined && anonymousId === undefined && linked.length === 0) return undefined;
  // Each person by primary key: written with OR, as b.id IN (…json_each) or with the found bookings in
  // a plain JOIN (workerd's SQLite then loops over every booking), SQLite scans.
  // An order that ever differed would only miss the kept copy, never show a stale one.
  const statement = db
    .prepare(
      `WITH account AS (${ACCOUNT_SQL}),
        owner AS (SELECT COALESCE((SELECT user_id FROM account), ?3) AS id, EXISTS (SELECT 1 FROM account) AS signed_in),
        people AS (
          SELECT v.user_id, v.version FROM personal_versions AS v
          WHERE v.user_id IN (SELECT id FROM owner
            UNION SELECT b.athlete_id FROM json_each(?4) AS j CROSS JOIN bookings AS b ON b.id = j.value)
          ORDER BY v.user_id)
       SELECT (${CATALOG_VERSION_SQL}) AS catalog_version,
         (SELECT id FROM owner) AS owner, (SELECT signed_in FROM owner) AS signed_in,
         (SELECT group_concat(user_id || ':' || version, ',') FROM people) AS versions`,
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
 * The visitor's facts for a shared page, in one statement with the catalogue version (a D1 batch costs
 * per statement, ADR 039): whether a live account session stands behind the cookie, the gyms they
 * saved (the account's, else the anonymous identity's, as getVisitorId), and on a gym page their
 * bookings there, for the review part. Undefined for a visitor with neither a signed account cookie
 * nor an anonymous identity (nothing of theirs to show).
 */
export function visitorStatement(
  db: D1Database,
  { token, anonymousId }: VisitorCookies,
  { gymId, now = Date.now() }: { gymId?: number; now?: number } = {},
): VisitorQuery | undefined {
  if (token === undefined && anonymousId === undefined) return undefined;
  // The visitor: the live account's user, else the anonymous identity (getVisitorId's order).
  const who = token === undefined ? "?3" : "COALESCE((SELECT user_id FROM account), ?3)";
  const columns = [
    `(${CATALOG_VERSION_SQL}) AS catalog_version`,
    // Without an account cookie nobody is signed in: nothing to read for it.
    token === undefined ? "0 AS signed_in" : "EXISTS (SELECT 1 FROM account) AS signed_in",
    `(SELECT json_group_array(gym_id) FROM (SELECT gym_id FROM saved_gyms WHERE user_id = ${who} LIMIT ${SAVED_LIMIT})) AS saved`,
  ];
  // Their bookings at this gym, as the review rule reads them (the athlete's bookings by index, a few).
  if (gymId !== undefined)
    columns.push(`(SELECT json_group_array(json_array(b.id, b.status, b.no_show_at, r.id IS NOT NULL, b.starts_at))
      FROM bookings AS b LEFT JOIN reviews AS r ON r.booking_id = b.id
      WHERE b.athlete_id = ${who} AND b.gym_id = ?4) AS booked`);
  const sql = `${token === undefined ? "" : `WITH account AS (${ACCOUNT_SQL}) `}SELECT ${columns.join(", ")}`;
  const binds: unknown[] = [token ?? null, now, anonymousId ?? null];
  if (gymId !== undefined) binds.push(gymId);
  return {
    statement: db.prepare(sql).bind(...binds),
    read: (result) => {
      const row = result.results[0] as
        | { catalog_version: number | null; signed_in: number; saved: string; booked?: string }
        | undefined;
      const facts: VisitorFacts & { catalogVersion: number } = {
        catalogVersion: row?.catalog_version ?? 0,
        signedIn: Boolean(row?.signed_in),
        saved: (JSON.parse(row?.saved ?? "[]") as number[]).map(Number),
      };
      if (gymId !== undefined) {
        // Earliest first, as the review rule reads them.
        const booked = (JSON.parse(row?.booked ?? "[]") as BookedRow[]).sort(
          (a, b) => Number(a[4]) - Number(b[4]) || Number(a[0]) - Number(b[0]),
        );
        facts.review = { gymId, state: reviewStateOf(booked.map(reviewableRow)) };
      }
      return facts;
    },
  };
}

/** One booking at the gym: id, status, no-show time, reviewed (0/1), start. */
type BookedRow = [number, string, number | null, number, number];

function reviewableRow([id, status, noShowAt, reviewed]: BookedRow): ReviewableBooking {
  return {
    id: Number(id),
    status,
    noShowAt: noShowAt === null ? null : Number(noShowAt),
    reviewed: Boolean(reviewed),
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

/** A change to the document: the text from `start` to `end` replaced. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The start tag around `at`. React escapes `<` and `>` in attribute values, so the nearest `<` before
 * and `>` after are the tag's own.
 */
function tagAround(html: string, at: number): { start: number; end: number; text: string } | undefined {
  const start = html.lastIndexOf("<", at);
  const close = html.indexOf(">", at);
  if (start === -1 || close === -1) return undefined;
  return { start, end: close + 1, text: html.slice(start, close + 1) };
}

/** The start tags from `from` up to `to`, in order. */
function* tagsBetween(html: string, from: number, to: number) {
  for (
    let start = html.indexOf("<", from);
    start !== -1 && start < to;
    start = html.indexOf("<", start + 1)
  ) {
    const close = html.indexOf(">", start);
    if (close === -1 || close >= to) return;
    yield { start, end: close + 1, text: html.slice(start, close + 1) };
  }
}

const attributePattern = (name: string) => new RegExp(`(\\s${name}=")([^"]*)(")`);

function attributeOf(tag: string, name: string): string | undefined {
  return attributePattern(name).exec(tag)?.[2];
}

/** The tag with `name` set to `value` (written as given: our values need no escaping, or are already escaped). */
function withAttribute(tag: string, name: string, value: string): string {
  const pattern = attributePattern(name);
  if (pattern.test(tag))
    return tag.replace(pattern, (_, before: string, _old, after: string) => `${before}${value}${after}`);
  const close = tag.endsWith("/>") ? tag.length - 2 : tag.length - 1;
  return `${tag.slice(0, close)} ${name}="${value}"${tag.slice(close)}`;
}

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The shared page with this visitor's header link and hearts, and their facts for hydration (ADR 028).
 * The page is a string already (from the cache), and only a few of its tags change, found by the
 * markers our components render (PERSONAL_ATTR): edited in place, which costs a fraction of an HTML
 * rewriter's pass over the whole document (ADR 039). tests/worker/personal-overlay-html.test.ts holds
 * it to what HTMLRewriter with the same selectors gives, on the real pages.
 */
export function applyPersonal(html: string, personal: Personal): string {
  const edits: Edit[] = [];
  const json = JSON.stringify({
    signedIn: personal.signedIn,
    saved: personal.saved,
    ...(personal.review ? { review: personal.review } : {}),
  }).replaceAll("<", "\\u003c");
  const head = html.indexOf("</head>");
  if (head !== -1)
    edits.push({
      start: head,
      end: head,
      text: `<script type="application/json" id="${PERSONAL_SCRIPT_ID}">${json}</script>`,
    });

  // The header's link: ACCOUNT, to /account (the shared page has SIGN IN).
  const link = personal.signedIn ? html.indexOf(` ${PERSONAL_ATTR.account}=`) : -1;
  const linkTag = link === -1 ? undefined : tagAround(html, link);
  if (linkTag) {
    edits.push({ ...linkTag, text: withAttribute(linkTag.text, "href", "/account") });
    const close = html.indexOf("</a>", linkTag.end);
    for (const tag of tagsBetween(html, linkTag.end, close))
      if (tag.text.startsWith("<span"))
        edits.push({ start: tag.end, end: html.indexOf("</span>", tag.end), text: "ACCOUNT" });
  }

  // Each saved gym's heart on the page: pressed, its form's intent "unsave", its label "Remove …".
  for (const id of personal.saved) {
    const marker = ` ${PERSONAL_ATTR.savedGym}="${id}"`;
    for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + 1)) {
      const form = tagAround(html, at);
      if (!form?.text.startsWith("<form")) continue;
      for (const tag of tagsBetween(html, form.end, html.indexOf("</form>", form.end))) {
        if (tag.text.startsWith("<input") && attributeOf(tag.text, "name") === "intent")
          edits.push({ ...tag, text: withAttribute(tag.text, "value", "unsave") });
        else if (tag.text.startsWith("<button") && attributeOf(tag.text, "aria-pressed") !== undefined) {
          let text = withAttribute(withAttribute(tag.text, "aria-pressed", "true"), "data-pressed", "true");
          const name = SAVE_LABEL.exec(attributeOf(tag.text, "aria-label") ?? "")?.[1];
          if (name !== undefined) text = withAttribute(text, "aria-label", `Remove ${name} from favourites`);
          edits.push({ ...tag, text });
        }
      }
    }
  }

  // The review part: the note's text (the shared page has the anonymous one), or the review form's
  // booking id (the shared copy for reviewers has the form without it; page-cache.server.ts).
  const review = personal.review;
  const reviewMarker = ` ${PERSONAL_ATTR.review}=`;
  for (
    let at = review ? html.indexOf(reviewMarker) : -1;
    at !== -1;
    at = html.indexOf(reviewMarker, at + 1)
  ) {
    const tag = tagAround(html, at);
    if (!tag || !review) break;
    if ("reason" in review && tag.text.startsWith("<p"))
      edits.push({
        start: tag.end,
        end: html.indexOf("</p>", tag.end),
        text: escapeText(REVIEW_REASONS[review.reason]),
      });
    if ("bookingId" in review && tag.text.startsWith("<form"))
      for (const input of tagsBetween(html, tag.end, html.indexOf("</form>", tag.end)))
        if (input.text.startsWith("<input") && attributeOf(input.text, "name") === "bookingId")
          edits.push({ ...input, text: withAttribute(input.text, "value", String(review.bookingId)) });
  }

  edits.sort((x, y) => x.start - y.start);
  let out = "";
  let from = 0;
  for (const edit of edits) {
    out += html.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return out + html.slice(from);
}
