/** The trip's own e-mail: one confirmation listing every stop (each stop also gets its booking mails). */
import { createElement } from "react";
import { type OutgoingMail, oneLine } from "~/domain/outgoing-mail";
import type { MailConfig } from "./booking-mail";
import { renderMail } from "./render";
import { type MailTrip, TripConfirmation } from "./templates/trip-confirmation";

export const TRIP_MAIL_KINDS = { confirmation: "trip_confirmation" } as const;

export async function tripConfirmationMail(
  trip: MailTrip & { id: number },
  config: MailConfig,
): Promise<OutgoingMail & { relatedType: "trip"; relatedId: number }> {
  return {
    to: trip.athleteEmail,
    subject: oneLine(`Trip confirmed: ${trip.stops.length} stops (${trip.reference})`),
    ...(await renderMail(createElement(TripConfirmation, { trip, origin: config.publicOrigin }))),
    kind: TRIP_MAIL_KINDS.confirmation,
    relatedType: "trip",
    relatedId: trip.id,
  };
}
