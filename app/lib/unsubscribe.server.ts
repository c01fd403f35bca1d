/**
 * The opt-out link of a solicitation (the review request): `/unsubscribe/<booking id>/<signature>`,
 * signed with SESSION_SECRET so nobody can opt someone else out by guessing, and naming a booking,
 * not an address, so no e-mail address ends up in a URL or a log.
 */
import { signLink, verifyLink } from "./signed-link.server";

const PURPOSE = "unsubscribe-review-requests";

export async function reviewRequestOptOutUrl(
  config: { publicOrigin: string; sessionSecrets: readonly string[] },
  bookingId: number,
): Promise<string | undefined> {
  if (config.sessionSecrets.length === 0) return undefined;
  return `${config.publicOrigin}/unsubscribe/${bookingId}/${await signLink(config.sessionSecrets, PURPOSE, bookingId)}`;
}

/** The booking id of a genuine opt-out link's parameters, else undefined. */
export async function verifiedOptOut(
  secrets: readonly string[],
  params: { bookingId?: string; signature?: string },
): Promise<number | undefined> {
  if (!params.bookingId || !/^[1-9][0-9]{0,15}$/.test(params.bookingId)) return undefined;
  const id = Number(params.bookingId);
  if (!Number.isSafeInteger(id)) return undefined;
  return (await verifyLink(secrets, PURPOSE, id, params.signature ?? "")) ? id : undefined;
}
