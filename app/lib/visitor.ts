/**
 * The visitor's own part of a shared page: whether they are signed in, which gyms they
 * saved, and at the gyms they booked whether they may review.
 *
 * /, /gyms and /gym/{id} are rendered once for everyone (the shared page cache): on such a
 * render the loaders answer `null` for what is personal, and the client reads it from GET /api/me
 * after load (one fetcher for the whole page, loaded by the root). The components that show it
 * render their own words from these facts. After a client navigation or a revalidation the loaders
 * run for the visitor (a `.data` request with cookies is never shared), so their values win.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/** Why a visitor may not review yet (keys of REVIEW_REASONS, whose texts the gym page shows). */
export type VisitorReviewReason = "notCompleted" | "alreadyReviewed";

export interface Visitor {
  signedIn: boolean;
  /** Every gym the visitor saved. */
  saved: number[];
  /** By gym id, at the gyms they booked: the booking a review would follow, or why not yet. */
  reviews: Record<number, { bookingId: number } | { reason: VisitorReviewReason }>;
}

const VISITOR_FETCHER = "visitor";
export const VISITOR_URL = "/api/me";

/** The visitor's facts from /api/me: undefined until they arrive (or when the page was their own). */
export function useVisitor(): Visitor | undefined {
  return useFetcher<Visitor>({ key: VISITOR_FETCHER }).data;
}

/**
 * Loads the visitor's facts once the page has hydrated, when the page was rendered to be shared
 * (`shared`: the root loader answered null for the visitor). React Router loads the fetcher again
 * after every action, so a heart's change shows everywhere.
 */
export function useLoadVisitor(shared: boolean) {
  const { load, data } = useFetcher<Visitor>({ key: VISITOR_FETCHER });
  const asked = useRef(false);
  useEffect(() => {
    if (!shared || data !== undefined || asked.current) return;
    asked.current = true;
    void load(VISITOR_URL);
  }, [shared, data, load]);
}

/** Signed in: the loader's answer when it gave one, else /api/me's. */
export function useSignedIn(fromLoader: boolean | null | undefined): boolean {
  const visitor = useVisitor();
  return fromLoader ?? visitor?.signedIn ?? false;
}

/** Whether the visitor saved this gym: the loader's answer when it gave one, else /api/me's. */
export function useSaved(gymId: number, fromLoader: boolean | null | undefined): boolean {
  const visitor = useVisitor();
  return fromLoader ?? visitor?.saved.includes(gymId) ?? false;
}
