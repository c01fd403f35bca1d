/**
 * The e-mails the public forms send, one function per message: each renders its template
 * (templates/, HTML and text from one source) and returns recipient, subject and both parts. The use
 * cases put them in the outbox in the same batch as the record they belong to. Links are absolute,
 * from PUBLIC_ORIGIN (`origin`), never from a request's Host header.
 */
import { createElement } from "react";
import { BRAND } from "~/config/brand";
import { type OutgoingMail, oneLine } from "~/domain/outgoing-mail";
import type { AmbassadorApplicationInput } from "~/domain/schemas/ambassador-application";
import type { AthleteInterest } from "~/domain/schemas/athlete-interest";
import type { GymApplicationInput } from "~/domain/schemas/gym-application";
import type { TeamInquiryInput } from "~/domain/schemas/team-inquiry";
import type { TrainerRequest } from "~/domain/schemas/trainer-request";
import { renderMail } from "./render";
import { AmbassadorApplicationReceived } from "./templates/ambassador-application-received";
import { ApplicationWaiting } from "./templates/application-waiting";
import { GymApplicationReceived } from "./templates/gym-application-received";
import { OwnerContact } from "./templates/owner-contact";
import { TeamInquiry } from "./templates/team-inquiry";
import { TrainerSessionRequest } from "./templates/trainer-session-request";

type Recipient = { id: number; name: string; contactEmail: string | null };

/** To a gym owner: an athlete would like to train there (Contact Gym Owner, POST /api/athlete-interest). */
export async function ownerContactMail(
  gym: Recipient,
  input: AthleteInterest,
  origin: string,
): Promise<OutgoingMail> {
  return {
    to: gym.contactEmail ?? BRAND.contactEmail,
    subject: oneLine(`${BRAND.name}: ${input.athleteName} would like to train at ${gym.name}`),
    ...(await renderMail(createElement(OwnerContact, { gym, input, origin }))),
    // Sent on the athlete's behalf: the owner's reply goes to them, as the body says.
    replyTo: input.athleteEmail,
    kind: "owner_contact",
    relatedType: "athlete_interest",
    // The message id is not known inside the batch; the gym id links the mail to the listing.
    relatedId: gym.id,
  };
}

/** To a gym: a team would like to visit (the /team-booking form, POST /api/team-booking-inquiry). */
export async function teamInquiryMail(
  gym: Recipient,
  input: TeamInquiryInput,
  origin: string,
): Promise<OutgoingMail> {
  return {
    to: gym.contactEmail ?? BRAND.contactEmail,
    subject: oneLine(`${BRAND.name}: team inquiry from ${input.teamName} (${input.teamSize} athletes)`),
    ...(await renderMail(createElement(TeamInquiry, { gym, input, origin }))),
    replyTo: input.email,
    kind: "team_inquiry",
    // The inquiry's id is not known inside the batch; the gym id links the mail to the listing.
    relatedType: "gym",
    relatedId: gym.id,
  };
}

/** To a gym-owner applicant: what happens next. No payout details, ever. */
export async function gymApplicationReceivedMail(
  input: GymApplicationInput,
  origin: string,
): Promise<OutgoingMail> {
  return {
    to: input.contactEmail,
    subject: oneLine(`${BRAND.name}: we received your application for ${input.gymName}`),
    ...(await renderMail(createElement(GymApplicationReceived, { input, origin }))),
    kind: "application_received",
    // The application's id is not known inside the batch; the applicant's address links the two.
    relatedType: "gym_application",
  };
}

/** To an ambassador applicant: what we received and what happens next. */
export async function ambassadorApplicationReceivedMail(
  input: AmbassadorApplicationInput,
  origin: string,
): Promise<OutgoingMail> {
  return {
    to: input.email,
    subject: `${BRAND.name}: we received your ambassador application`,
    ...(await renderMail(createElement(AmbassadorApplicationReceived, { input, origin }))),
    kind: "application_received",
    relatedType: "ambassador_application",
  };
}

export const APPLICATION_WAITING_KIND = "admin_application_waiting";

/**
 * To the operator (ADMIN_EMAIL), when set: a new gym application waits for review. Names, place and
 * contact only: payout and tax details stay in the admin area.
 */
export async function gymApplicationWaitingMail(
  input: GymApplicationInput,
  adminEmail: string | undefined,
  origin: string,
): Promise<OutgoingMail | undefined> {
  if (!adminEmail) return undefined;
  return {
    to: adminEmail,
    subject: oneLine(`New gym application: ${input.gymName} (${input.city}, ${input.country})`),
    ...(await renderMail(
      createElement(ApplicationWaiting, {
        what: "gym",
        name: input.gymName,
        rows: [
          ["Gym", input.gymName],
          ["Where", `${input.city}, ${input.country}`],
          ["Contact", `${input.contactName} <${input.contactEmail}>`],
        ],
        reviewUrl: `${origin}/admin/gym-applications`,
        origin,
      }),
    )),
    kind: APPLICATION_WAITING_KIND,
    relatedType: "gym_application",
  };
}

/** To the operator (ADMIN_EMAIL), when set: a new ambassador application waits for review. */
export async function ambassadorApplicationWaitingMail(
  input: AmbassadorApplicationInput,
  adminEmail: string | undefined,
  origin: string,
): Promise<OutgoingMail | undefined> {
  if (!adminEmail) return undefined;
  return {
    to: adminEmail,
    subject: oneLine(`New ambassador application: ${input.fullName}`),
    ...(await renderMail(
      createElement(ApplicationWaiting, {
        what: "ambassador",
        name: input.fullName,
        rows: [
          ["Name", input.fullName],
          ["E-mail", input.email],
          ["Location", input.location],
        ],
        reviewUrl: `${origin}/admin/ambassadors`,
        origin,
      }),
    )),
    kind: APPLICATION_WAITING_KIND,
    relatedType: "ambassador_application",
  };
}

/** To a trainer: an athlete asks for sessions (the /trainer/{id} form). */
export async function trainerSessionRequestMail(
  trainer: Recipient,
  request: TrainerRequest,
  origin: string,
): Promise<OutgoingMail> {
  return {
    to: trainer.contactEmail ?? BRAND.contactEmail,
    subject: oneLine(
      `${BRAND.name}: ${request.athleteName} would like ${request.sessions} session${request.sessions === 1 ? "" : "s"}`,
    ),
    ...(await renderMail(createElement(TrainerSessionRequest, { trainer, request, origin }))),
    replyTo: request.athleteEmail,
    kind: "trainer_session_request",
    relatedType: "trainer",
    relatedId: trainer.id,
  };
}
