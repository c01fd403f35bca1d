/** To the athlete after a completed session (kind review_request). */
import { type MailBooking, when } from "./booking-parts";
import { Action, EmailLayout, Muted, P, Title, Url } from "./layout";

export function ReviewRequest({
  booking,
  origin,
  unsubscribeUrl,
}: {
  booking: MailBooking;
  origin: string;
  /** Where the athlete stops review requests (also the List-Unsubscribe header). */
  unsubscribeUrl?: string;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`How was ${booking.gymName}?`}
      reason={`You receive this e-mail because you trained at ${booking.gymName} through GymRoam (${booking.reference}).`}
    >
      <Title>How was {booking.gymName}?</Title>
      <P>Hi {booking.athleteName},</P>
      <P>
        Thanks for training at {booking.gymName} ({when(booking)}). A short review helps other travelling
        athletes choose, and helps the gym improve.
      </P>
      <Action href={`${origin}/gym/${booking.gymId}#review`}>Leave a review</Action>
      <Muted>
        On another device? Find booking {booking.reference} at {origin}/bookings with your e-mail first; the
        review is then open to you there.
      </Muted>
      {unsubscribeUrl ? (
        <Muted>
          No more review requests? Unsubscribe: <Url href={unsubscribeUrl} />
        </Muted>
      ) : null}
    </EmailLayout>
  );
}
