/** A message as the product writes it, before the sender adds its envelope: shared by the mail builders and the outbox. */

/** A file sent with a message (a booking's calendar invite). */
export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The file's text. */
  content: string;
}

/**
 * A message as the product writes it: who to, what about, the text and HTML parts of its template,
 * files. From, Date and Message-ID are the sender's (app/mail/delivery.server.ts), added when it is
 * sent. A subject never holds a line break: it is made one line here, whatever a name carried.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  kind: string;
  relatedType?: string;
  relatedId?: number;
  /** Where the recipient's reply goes (a gym owner answering from the partner console). */
  replyTo?: string;
  /** A solicitation's opt-out URL, sent as List-Unsubscribe with one-click (RFC 8058). */
  listUnsubscribe?: string;
}

/** A header value on one line: CR, LF and Unicode line separators become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}
