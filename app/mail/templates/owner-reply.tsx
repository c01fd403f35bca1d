/**
 * A gym owner's reply to a team inquiry or an athlete's message, written in the partner console
 * (issue 17; kind owner_reply). Sent by GymRoam with the owner's address as Reply-To, so the answer
 * goes straight to the gym.
 */
import { EmailLayout, P, Quote, Title } from "./layout";

export function OwnerReply({
  gymName,
  name,
  reply,
  origin,
  about,
}: {
  gymName: string;
  name: string;
  reply: string;
  origin: string;
  /** "your team booking inquiry" or "your message". */
  about: string;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`${gymName} replied to ${about}.`}
      reason={`You receive this e-mail because you contacted ${gymName} through GymRoam. Reply to this e-mail to answer the gym directly.`}
    >
      <Title>{gymName} replied</Title>
      <P>Hi {name},</P>
      <P>
        {gymName} replied to {about}:
      </P>
      <Quote>{reply}</Quote>
      <P>Reply to this e-mail to answer {gymName} directly.</P>
    </EmailLayout>
  );
}
