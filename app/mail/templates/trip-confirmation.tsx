/** To the athlete when a trip is paid (kind trip_confirmation): every stop, and what was charged. */
import { CANCELLATION_POLICY } from "~/domain/policies";
import { passValidity } from "~/domain/visits";
import { longDate, money } from "../format";
import { Action, Details, EmailLayout, Muted, P, Title } from "./layout";

export interface MailTripStop {
  reference: string;
  gymName: string;
  gymCity: string;
  bookingDate: string;
  startTime: string;
  passDays: number;
  /** The stop's last day pass (the first date when it is one pass). */
  lastDate: string;
  /** Bookings in the stop: day passes, or 1 for a pass. */
  days: number;
  totalCents: number;
  currency: string;
}

export interface MailTrip {
  reference: string;
  athleteName: string;
  athleteEmail: string;
  stops: MailTripStop[];
  totals: { currency: string; amountCents: number }[];
}

export function TripConfirmation({ trip, origin }: { trip: MailTrip; origin: string }) {
  return (
    <EmailLayout
      origin={origin}
      preview={`Trip ${trip.reference}: ${trip.stops.length} stops confirmed.`}
      reason={`You receive this e-mail because you booked a trip on GymRoam with ${trip.athleteEmail}.`}
    >
      <Title>Your trip is confirmed</Title>
      <P>Hi {trip.athleteName},</P>
      <P>
        Every stop of trip {trip.reference} is booked and paid. Each stop has its own confirmation with its
        calendar invite and pass.
      </P>
      {trip.stops.map((stop, index) => (
        <Details
          key={stop.reference}
          rows={[
            [`Stop ${index + 1}`, `${stop.gymName}, ${stop.gymCity}`],
            ["From", `${longDate(stop.bookingDate)}, ${stop.startTime}`],
            [
              "Covers",
              passValidity(stop.bookingDate, stop.passDays) ??
                (stop.days > 1
                  ? `${stop.days} day passes, ${longDate(stop.bookingDate)} to ${longDate(stop.lastDate)}`
                  : `A day pass, ${longDate(stop.bookingDate)}`),
            ],
            ["Booking", stop.reference],
            ["Amount", money(stop.totalCents, stop.currency)],
          ]}
        />
      ))}
      <Details
        rows={trip.totals.map((t) => [`Charged in ${t.currency}`, money(t.amountCents, t.currency)])}
      />
      <Action href={`${origin}/bookings`}>View your trip</Action>
      <Muted>
        Each stop can be cancelled or moved on its own. {CANCELLATION_POLICY.slice(0, 3).join(" ")}
      </Muted>
    </EmailLayout>
  );
}
