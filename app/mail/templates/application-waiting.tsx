/** To the operator (ADMIN_EMAIL): a new application waits for review (kind admin_application_waiting). */
import { Action, Details, EmailLayout, P, Title } from "./layout";

export function ApplicationWaiting({
  what,
  name,
  rows,
  reviewUrl,
  origin,
}: {
  /** "gym" or "ambassador". */
  what: "gym" | "ambassador";
  name: string;
  rows: [string, string | undefined][];
  /** The admin list the application waits in. */
  reviewUrl: string;
  origin: string;
}) {
  const label = what === "gym" ? "gym application" : "ambassador application";
  return (
    <EmailLayout
      origin={origin}
      preview={`A new ${label} from ${name} waits for review.`}
      reason="You receive this e-mail as the GymRoam operator (ADMIN_EMAIL)."
    >
      <Title>New {label} waiting for review</Title>
      <P>
        {name} applied. Review it in the admin area (sign in first); payout and tax details are shown there
        masked, never in e-mail.
      </P>
      <Details rows={rows} />
      <Action href={reviewUrl}>Review applications</Action>
    </EmailLayout>
  );
}
