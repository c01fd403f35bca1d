/**
 * The waitlist's e-mail: the offer of a freed place to the first in line, with the link that pays
 * for it and the deadline in the venue's time.
 */
import { createElement } from "react";
import { type OutgoingMail, oneLine } from "~/domain/outgoing-mail";
import { deadlineInVenue, OFFER_MINUTES, offerPayPath } from "~/domain/slot-waitlist";
import type { MailConfig } from "./booking-mail";
import { renderMail } from "./render";
import type { MailBooking } from "./templates/booking-parts";
import { WaitlistOffer } from "./templates/waitlist-offer";

export const WAITLIST_MAIL_KIND = "waitlist_offer";

/** A message about one waitlist entry. */
export type WaitlistMail = OutgoingMail & { relatedType: "slot_waitlist"; relatedId: number };

export async function waitlistOfferMail(
  booking: MailBooking,
  offer: { entryId: number; expiresAt: number },
  config: MailConfig,
): Promise<WaitlistMail> {
  const origin = config.publicOrigin;
  const deadline = deadlineInVenue(offer.expiresAt, booking.gymTimeZone);
  const payUrl = `${origin}${offerPayPath(offer.entryId)}`;
  return {
    to: booking.athleteEmail,
    subject: oneLine(`A place freed up at ${booking.gymName}: pay by ${deadline} (${booking.reference})`),
    ...(await renderMail(
      createElement(WaitlistOffer, { booking, origin, payUrl, deadline, offerMinutes: OFFER_MINUTES }),
    )),
    kind: WAITLIST_MAIL_KIND,
    relatedType: "slot_waitlist",
    relatedId: offer.entryId,
  };
}
