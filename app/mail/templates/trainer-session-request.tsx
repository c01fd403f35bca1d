/** To a trainer: an athlete asks for sessions (the /trainer/{id} form; kind trainer_session_request). */
import type { TrainerRequest } from "~/domain/schemas/trainer-request";
import { Action, Details, EmailLayout, P, Quote, Title } from "./layout";

export function TrainerSessionRequest({
  trainer,
  request,
  origin,
}: {
  trainer: { id: number; name: string };
  request: TrainerRequest;
  origin: string;
}) {
  const dates = request.to ? `${request.from} to ${request.to}` : request.from;
  return (
    <EmailLayout
      origin={origin}
      preview={`${request.athleteName} would like ${request.sessions} session(s) with you.`}
      reason={`You receive this e-mail as ${trainer.name} on GymRoam. Sent through GymRoam on the athlete's behalf.`}
    >
      <Title>A session request</Title>
      <P>
        {request.athleteName} ({request.athleteEmail}) would like {request.sessions} session(s) with{" "}
        {trainer.name}.
      </P>
      <Details
        rows={[
          ["Sessions", String(request.sessions)],
          ["Dates", dates],
        ]}
      />
      <Quote>{request.message ?? "(No message.)"}</Quote>
      <P>Reply to {request.athleteEmail} to arrange the sessions.</P>
      <Action href={`${origin}/trainer/${trainer.id}`}>Your profile</Action>
    </EmailLayout>
  );
}
