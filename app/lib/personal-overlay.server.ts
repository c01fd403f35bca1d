/**
 * The visitor's own part of a shared page (ADR 028), read and set by the worker.
 *
 * - `visitorStatements` are the few indexed reads that say who the visitor is and what of theirs a
 *   page shows, sent in the same D1 batch as the catalogue version (one round trip in all):
 *   the account session behind a validly signed cookie (so a revoked or expired session is signed
 *   out), the gyms they saved (the account's, else the anonymous identity's, as getVisitorId), and
 *   on a gym page whether they ever booked it (then the page is theirs: the review form or its reason).
 * - `applyPersonal` sets the header link, the hearts (aria-pressed, the label and the form's intent)
 *   in the HTML as it streams, and adds the same facts as a JSON script that the client reads before
 *   hydrating (app/lib/personal.ts), so the page is right without JavaScript and hydrates as rendered.
 */
import { accountCookieToken } from "~/auth.server";
import type { AppConfig } from "~/env.server";
import { getSession } from "~/session.server";
import { PERSONAL_ATTR, PERSONAL_SCRIPT_ID, type Personal } from "./personal";

/** How many saved gyms are read at most (a page shows 24; a visitor saves a few dozen). */
const SAVED_LIMIT = 500;

export interface VisitorQuery {
  /** The statements to run (in the caller's batch, after its own). */
  statements: D1PreparedStatement[];
  /** Reads the facts from the statements' results (in the same order). */
  read: (results: D1Result[]) => VisitorFacts;
}

export interface VisitorFacts extends Personal {
  /** The visitor has a booking at this page's gym (only asked on a gym page). */
  bookedHere: boolean;
}

const NOBODY: VisitorFacts = { signedIn: false, saved: [], bookedHere: false };

/** What the visitor's cookies say, checked for their signatures (no database read). */
export interface VisitorCookies {
  /** The account session's token, when the account cookie is validly signed. */
  token?: string;
  /** The anonymous identity in the visitor session (ADR 003). */
  anonymousId?: number;
  /** A toast flashed before a redirect waits in the session: the page must be the visitor's own. */
  toast: boolean;
}

export async function visitorCookies(config: AppConfig, request: Request): Promise<VisitorCookies> {
  if (config.sessionSecrets.length === 0) return { toast: false };
  const session = await getSession(config, request);
  return {
    token: await accountCookieToken(config, request),
    anonymousId: session.get("userId"),
    toast: session.has("toast"),
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
  const account = `SELECT s.user_id FROM account_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token = ?1 AND s.expires_at > ?2 AND u.email_verified = 1 AND u.email IS NOT NULL`;
  // The visitor: the live account's user, else the anonymous identity (getVisitorId's order).
  const who = token === undefined ? "?3" : `COALESCE((${account}), ?3)`;
  const binds = [token ?? null, now, anonymousId ?? null];
  const statements = [
    // Without an account cookie nobody is signed in: no read for it (the results keep their places).
    ...(token === undefined ? [] : [db.prepare(account).bind(token, now)]),
    db.prepare(`SELECT gym_id FROM saved_gyms WHERE user_id = ${who} LIMIT ${SAVED_LIMIT}`).bind(...binds),
  ];
  if (gymId !== undefined)
    statements.push(
      db
        .prepare(`SELECT 1 AS booked FROM bookings WHERE athlete_id = ${who} AND gym_id = ?4 LIMIT 1`)
        .bind(...binds, gymId),
    );
  return {
    statements,
    read: (results) => {
      const [signedIn, saved, booked] = token === undefined ? [undefined, ...results] : results;
      return {
        signedIn: (signedIn?.results.length ?? 0) > 0,
        saved: (saved?.results ?? []).map((row) => Number((row as { gym_id: number }).gym_id)),
        bookedHere: (booked?.results.length ?? 0) > 0,
      };
    },
  };
}

/** The gym ids of the hearts on a shared page (from their forms' marker attribute). */
export function heartGymIds(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(new RegExp(`${PERSONAL_ATTR.savedGym}="(\\d+)"`, "g")))
    ids.add(Number(match[1]));
  return [...ids];
}

/** The facts the page shows: the saved gyms among its hearts. */
export function personalFor(facts: VisitorFacts, pageGymIds: readonly number[]): Personal {
  const onPage = new Set(pageGymIds);
  return { signedIn: facts.signedIn, saved: facts.saved.filter((id) => onPage.has(id)) };
}

/** Whether the anonymous page is already right for this visitor. */
export function isAnonymous(personal: Personal): boolean {
  return !personal.signedIn && personal.saved.length === 0;
}

const SAVE_LABEL = /^Save (.*)$/s;

/** The shared page with this visitor's header link and hearts, and their facts for hydration. */
export function applyPersonal(response: Response, personal: Personal): Response {
  const saved = new Set(personal.saved);
  let heartSaved = false;
  const json = JSON.stringify({ signedIn: personal.signedIn, saved: personal.saved }).replaceAll(
    "<",
    "\\u003c",
  );
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
    .transform(response);
}
