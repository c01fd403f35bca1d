import { LISTING_STEP_TEXT, LISTING_STEPS, type ListingStep } from "~/domain/listing";

/** The listing rule's steps as ListingChecklist items, each linking to the editor page that does it. */
export function listingChecklistItems(gymId: number, missing: readonly ListingStep[]) {
  return LISTING_STEPS.map((step) => ({
    id: step,
    label: LISTING_STEP_TEXT[step].label,
    action: LISTING_STEP_TEXT[step].missing,
    done: !missing.includes(step),
    href: `/partner/gyms/${gymId}/${LISTING_STEP_TEXT[step].page}`,
  }));
}
