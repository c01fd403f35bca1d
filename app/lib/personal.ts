/**
 * The visitor's own part of a shared page (ADR 028): whether they are signed in and which of the
 * page's gyms they saved.
 *
 * /, /gyms and /gym/{id} are rendered once for everyone (the shared page cache, ADR 014) with the
 * anonymous defaults. For a visitor with cookies the worker then sets their hearts and header link in
 * the HTML (app/lib/personal-overlay.server.ts) and adds the same facts as a JSON script, which the
 * client reads here before hydrating, so its first render equals the rewritten HTML.
 *
 * Loaders return `null` for a personal field when the page was rendered to be shared; components
 * then read the document's facts from here. After a client navigation or a revalidation the loaders
 * run for the visitor (a `.data` request with cookies is never shared), so their values win.
 */
export interface Personal {
  signedIn: boolean;
  /** The visitor's saved gyms among the gyms on this page. */
  saved: number[];
  /**
   * On a gym page, the visitor's review part when it is not the anonymous one (ADR 036): the booking
   * their review would follow, or why they may not review yet. Keyed by the gym, so a client
   * navigation to another gym never takes it for that gym's.
   */
  review?: PersonalReview;
}

/** Why a visitor may not review (the keys of REVIEW_REASONS, whose texts the gym page shows). */
export type PersonalReviewReason = "notCompleted" | "alreadyReviewed";

export type PersonalReview =
  | { gymId: number; bookingId: number }
  | { gymId: number; reason: PersonalReviewReason };

const REVIEW_REASON_KEYS: readonly string[] = ["notCompleted", "alreadyReviewed"];

/** The id of the JSON script the worker adds to a shared page for a visitor with cookies. */
export const PERSONAL_SCRIPT_ID = "gr-personal";

let fromDocument: Personal | null | undefined;

/** The personal facts the worker put in this document; null on the server and for anonymous pages. */
export function documentPersonal(): Personal | null {
  if (typeof document === "undefined") return null;
  if (fromDocument === undefined) {
    const text = document.getElementById(PERSONAL_SCRIPT_ID)?.textContent;
    fromDocument = text ? parsePersonal(text) : null;
  }
  return fromDocument;
}

export function parsePersonal(text: string): Personal | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return null;
    const { signedIn, saved, review } = value as Record<string, unknown>;
    const personal: Personal = {
      signedIn: signedIn === true,
      saved: Array.isArray(saved) ? saved.filter((id): id is number => Number.isInteger(id)) : [],
    };
    const part = parseReview(review);
    if (part) personal.review = part;
    return personal;
  } catch {
    return null;
  }
}

function parseReview(value: unknown): PersonalReview | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { gymId, bookingId, reason } = value as Record<string, unknown>;
  if (!Number.isInteger(gymId)) return undefined;
  if (Number.isInteger(bookingId)) return { gymId: gymId as number, bookingId: bookingId as number };
  if (typeof reason === "string" && REVIEW_REASON_KEYS.includes(reason))
    return { gymId: gymId as number, reason: reason as PersonalReviewReason };
  return undefined;
}

/** The visitor's review part of this gym's page from the document (undefined: the anonymous one). */
export function documentReview(gymId: number): PersonalReview | undefined {
  const review = documentPersonal()?.review;
  return review?.gymId === gymId ? review : undefined;
}

/** Signed in: the loader's answer when it gave one, else the document's. */
export function isSignedIn(fromLoader: boolean | null | undefined): boolean {
  return fromLoader ?? documentPersonal()?.signedIn ?? false;
}

/** The saved gyms: the loader's answer when it gave one, else the document's. */
export function savedGymIdsOf(fromLoader: readonly number[] | null | undefined): readonly number[] {
  return fromLoader ?? documentPersonal()?.saved ?? [];
}

/** Attributes that mark a personal element in shared HTML, for the worker to find it. */
export const PERSONAL_ATTR = {
  /** On the header's account link (Account / Sign in). */
  account: "data-personal-account",
  /** On a heart's form: the gym id. */
  savedGym: "data-saved-gym",
  /**
   * On the gym page's review part: the note why the visitor may not review (its text is set), or the
   * review form (its hidden booking id is set).
   */
  review: "data-personal-review",
} as const;
