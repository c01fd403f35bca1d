/**
 * The wording of the e-mails the public forms send: one function per message, returning its
 * recipient, subject and text. The use cases put them in the outbox in the same batch as the record
 * they belong to. Links are absolute, from PUBLIC_ORIGIN (`origin`), never from a request's Host
 * header. Issue #15 replaces these with the real templates (HTML part, headers); keep one function
 * per message so that is one swap each.
 */

import { BRAND } from "~/config/brand";
import { APPLICATION_REVIEW_TEXT } from "~/domain/ambassador";
import {
  COMPETITION_LEVEL_LABELS,
  CONTENT_STYLE_LABELS,
  FOLLOWERS_COUNT_LABELS,
  PRIMARY_SPORT_LABELS,
  TRAVEL_FREQUENCY_LABELS,
  YEARS_EXPERIENCE_LABELS,
} from "~/domain/catalog";
import { GYM_APPLICATION_REVIEW_DAYS } from "~/domain/policies";
import type { AmbassadorApplicationInput } from "~/domain/schemas/ambassador-application";
import type { AthleteInterest } from "~/domain/schemas/athlete-interest";
import type { GymApplicationInput } from "~/domain/schemas/gym-application";
import type { TeamInquiryInput } from "~/domain/schemas/team-inquiry";
import type { TrainerRequest } from "~/domain/schemas/trainer-request";
import type { OutgoingMail } from "~/models/mail.server";

type Recipient = { id: number; name: string; contactEmail: string | null };

/** To a gym owner: an athlete would like to train there (Contact Gym Owner, POST /api/athlete-interest). */
export function ownerContactMail(gym: Recipient, input: AthleteInterest, origin: string): OutgoingMail {
  return {
    to: gym.contactEmail ?? BRAND.contactEmail,
    subject: `${BRAND.name}: ${input.athleteName} would like to train at ${gym.name}`,
    text: [
      `${input.athleteName} (${input.athleteEmail}) is interested in training at ${gym.name}.`,
      "",
      input.message ?? "(No message.)",
      "",
      `Reply to ${input.athleteEmail} to get in touch. Sent through ${BRAND.name}.`,
      `Your listing: ${origin}/gym/${gym.id}`,
    ].join("\n"),
    kind: "owner_contact",
    relatedType: "athlete_interest",
    // The message id is not known inside the batch; the gym id links the mail to the listing.
    relatedId: gym.id,
  };
}

/** To a gym: a team would like to visit (the /team-booking form, POST /api/team-booking-inquiry). */
export function teamInquiryMail(gym: Recipient, input: TeamInquiryInput, origin: string): OutgoingMail {
  const line = (label: string, value: string | number | undefined) =>
    value === undefined ? [] : [`${label}: ${value}`];
  return {
    to: gym.contactEmail ?? BRAND.contactEmail,
    subject: `${BRAND.name}: team inquiry from ${input.teamName} (${input.teamSize} athletes)`,
    text: [
      `${input.contactName} would like to bring a team to ${gym.name}.`,
      "",
      ...line("Team", input.teamName),
      ...line("Team size", input.teamSize),
      ...line("Sport", input.sport),
      ...line("Preferred dates", input.preferredDates),
      ...line("Contact", `${input.contactName} <${input.email}>`),
      ...line("Phone", input.phone),
      "",
      "Special requirements:",
      input.specialRequirements ?? "(None given.)",
      "",
      `Reply to ${input.email} to confirm dates and pricing. Sent through ${BRAND.name}.`,
      `Your listing: ${origin}/gym/${gym.id}`,
    ].join("\n"),
    kind: "team_inquiry",
    // The inquiry's id is not known inside the batch; the gym id links the mail to the listing.
    relatedType: "gym",
    relatedId: gym.id,
  };
}

/** To a gym-owner applicant: what happens next. No payout details, ever. */
export function gymApplicationReceivedMail(input: GymApplicationInput, origin: string): OutgoingMail {
  return {
    to: input.contactEmail,
    subject: `${BRAND.name}: we received your application for ${input.gymName}`,
    text: [
      `Hi ${input.contactName},`,
      "",
      `Thank you for applying to list ${input.gymName} (${input.city}, ${input.country}) on ${BRAND.name}.`,
      "",
      "What happens next:",
      `1. Our team reviews your application and contacts you within ${GYM_APPLICATION_REVIEW_DAYS}.`,
      "2. We confirm your details, rates and payout information during onboarding.",
      "3. Your listing goes live once approved, and travelling athletes can book straight away.",
      "",
      "There are no upfront or listing fees: you earn when athletes book.",
      `The terms for gyms: ${origin}/gym-terms`,
      "",
      `Questions? Reply to this e-mail or write to ${BRAND.contactEmail}.`,
      `The ${BRAND.name} team`,
    ].join("\n"),
    kind: "application_received",
    // The application's id is not known inside the batch; the applicant's address links the two.
    relatedType: "gym_application",
  };
}

/** To an ambassador applicant: what we received and what happens next. */
export function ambassadorApplicationReceivedMail(
  input: AmbassadorApplicationInput,
  origin: string,
): OutgoingMail {
  const firstName = input.fullName.split(/\s+/)[0] ?? input.fullName;
  return {
    to: input.email,
    subject: `${BRAND.name}: we received your ambassador application`,
    text: [
      `Hi ${firstName},`,
      "",
      `Thank you for applying to the ${BRAND.name} Ambassador Program. We have received your application.`,
      "",
      `What happens next: our team reviews your application within ${APPLICATION_REVIEW_TEXT}, then e-mails you our decision.`,
      "If you are approved, that e-mail carries your unique ambassador code and your ambassador portal access,",
      "and we will walk you through onboarding so you can start earning.",
      "",
      "Your application:",
      `- Primary sport: ${PRIMARY_SPORT_LABELS[input.primarySport]} (${COMPETITION_LEVEL_LABELS[input.competitionLevel]}, ${YEARS_EXPERIENCE_LABELS[input.yearsExperience]})`,
      `- Followers: ${FOLLOWERS_COUNT_LABELS[input.followersCount]}; content: ${CONTENT_STYLE_LABELS[input.contentStyle]}`,
      `- Travel: ${TRAVEL_FREQUENCY_LABELS[input.travelFrequency]}; gyms: ${input.gymPreferences.join(", ")}`,
      "",
      `The programme's terms: ${origin}/ambassador-terms`,
      `Questions? Reply to ${BRAND.contactEmail}. ${BRAND.responsePromise}`,
      "",
      `The ${BRAND.name} team`,
    ].join("\n"),
    kind: "application_received",
    relatedType: "ambassador_application",
  };
}

/** To a trainer: an athlete asks for sessions (the /trainer/{id} form). */
export function trainerSessionRequestMail(
  trainer: Recipient,
  request: TrainerRequest,
  origin: string,
): OutgoingMail {
  const dates = request.to ? `${request.from} to ${request.to}` : request.from;
  return {
    to: trainer.contactEmail ?? BRAND.contactEmail,
    subject: `${BRAND.name}: ${request.athleteName} would like ${request.sessions} session${request.sessions === 1 ? "" : "s"}`,
    text: [
      `${request.athleteName} (${request.athleteEmail}) would like ${request.sessions} session(s) with ${trainer.name}.`,
      `Dates: ${dates}`,
      "",
      request.message ?? "(No message.)",
      "",
      `Reply to ${request.athleteEmail} to arrange the sessions.`,
      `Your profile: ${origin}/trainer/${trainer.id}`,
    ].join("\n"),
    kind: "trainer_session_request",
    relatedType: "trainer",
    relatedId: trainer.id,
  };
}
