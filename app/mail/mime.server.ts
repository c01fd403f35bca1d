/**
 * The RFC 5322 source of an outbox message, built with mimetext (the MIME builder Cloudflare's own
 * Email docs use). What we add around it, and why:
 * - CRLF line ends (RFC 5322 §2.1) and UTF-8 base64 through our own environment: mimetext's Node
 *   entry uses the OS's "\n" and pulls in mime-db; its browser entry is the one we import.
 * - Text, HTML and text attachments base64-encoded in 76-character lines, so no line is ever longer
 *   than 998 octets and non-ASCII text is 7-bit clean, whatever a template or a gym name holds.
 * - A Subject free of CR/LF (`oneLine`), folded at its spaces so no line passes 78 characters
 *   (RFC 5322 §2.1.1), as RFC 2047 encoded-words of at most 75 characters when not printable ASCII.
 * - List-Unsubscribe with List-Unsubscribe-Post (RFC 2369, RFC 8058 one-click) on solicitations.
 * - The Date of this attempt and our own Message-ID (fixed at the first attempt, reused by retries
 *   and resends, its domain that of MAIL_FROM).
 * A calendar attachment keeps its full content type (`text/calendar; charset=utf-8; method=REQUEST`)
 * so mail clients offer it as an invitation.
 */
import { type EnvironmentContext, Mailbox, MIMEMessage } from "mimetext/browser";
import { type MailAttachment, oneLine } from "~/domain/outgoing-mail";

export interface MimeInput {
  /** MAIL_FROM: `Name <address>` or a bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** A Reply-To address (a gym owner's, for a reply from the partner console). */
  replyTo?: string | null;
  /** A solicitation's opt-out URL (https): List-Unsubscribe and its one-click POST. */
  listUnsubscribe?: string | null;
  /** `<id@domain>`, from `newMessageId`. */
  messageId: string;
  date: Date;
}

const CRLF = "\r\n";

/** Base64 of the UTF-8 bytes of `text`. */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Base64 body lines of 76 characters (RFC 2045 §6.8). */
function base64Body(text: string): string {
  return (utf8Base64(text).match(/.{1,76}/g) ?? [""]).join(CRLF);
}

const environment: EnvironmentContext = {
  toBase64: utf8Base64,
  toBase64WebSafe: (value) => utf8Base64(value).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""),
  eol: CRLF,
  validateContentType: (value) => (/^[\w.+-]+\/[\w.+-]+(;.*)?$/.test(value) ? value : false),
};

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The longest line RFC 5322 §2.1.1 asks for, without its CRLF. */
const LINE = 78;

/**
 * Printable ASCII folded at its spaces: the first line leaves room for `Name: `, every line stays
 * within 78 characters unless one word alone is longer (then it stands on its own line).
 */
function foldAscii(text: string, nameLength: number): string {
  const lines: string[] = [];
  let line = "";
  let room = LINE - nameLength - 2;
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
      // A continuation line starts with the space that was there (the folding white space).
      room = LINE - 1;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`${CRLF} `);
}

/**
 * A header value as RFC 2047 B encoded-words when it is not printable ASCII: each word at most 75
 * characters (39 UTF-8 bytes, never a character split), folded onto continuation lines. Printable
 * ASCII stays readable, folded at its spaces.
 */
export function encodeHeaderText(value: string, nameLength = "Subject".length): string {
  const text = oneLine(value);
  if (PRINTABLE_ASCII.test(text) && text.length <= 900 && !text.includes("=?") && !text.includes("  "))
    return foldAscii(text, nameLength);
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk = "";
  for (const char of text) {
    if (encoder.encode(chunk + char).length > 39) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${utf8Base64(word)}?=`).join(`${CRLF} `);
}

/** A display name: a quoted string when printable ASCII, encoded-words otherwise. */
function displayName(name: string): string {
  const text = oneLine(name);
  return PRINTABLE_ASCII.test(text) ? `"${text.replace(/["\\]/g, "\\$&")}"` : encodeHeaderText(text);
}

/** RFC 5322 date-time in UTC: `Tue, 24 Nov 2026 22:43:18 +0000`. */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

/** The address part of `Name <address>` (or the whole value when there are no brackets). */
export function mailboxAddress(mailbox: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailbox);
  return (match ? match[1]! : mailbox).trim();
}

function mailboxName(mailbox: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*</.exec(mailbox);
  return match ? oneLine(match[1]!) : "";
}

/** A new Message-ID on MAIL_FROM's domain: `<uuid@domain>`. */
export function newMessageId(from: string): string {
  const domain = mailboxAddress(from).split("@")[1] ?? "localhost";
  return `<${crypto.randomUUID()}@${domain}>`;
}

/** The whole message source, CRLF line ends, ready to hand to a provider and store. */
export function buildMime(input: MimeInput): string {
  const message = new MIMEMessage(environment);
  const name = mailboxName(input.from);
  message.setSender(name ? { name, addr: mailboxAddress(input.from) } : mailboxAddress(input.from));
  message.setTo(mailboxAddress(oneLine(input.to)));
  message.setHeader("Date", rfc5322Date(input.date));
  message.setHeader("Message-ID", input.messageId);
  message.setSubject(oneLine(input.subject));
  if (input.replyTo) message.setHeader("Reply-To", new Mailbox(mailboxAddress(oneLine(input.replyTo))));
  if (input.listUnsubscribe) {
    message.setHeader("List-Unsubscribe", `<${oneLine(input.listUnsubscribe)}>`);
    message.setHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
  }
  // mimetext writes every subject and display name as one unfolded encoded-word; ours stay readable
  // when ASCII and are split into 75-character words when not.
  for (const field of message.headers.fields) {
    if (field.name === "Subject")
      field.dump = (value) => (typeof value === "string" ? encodeHeaderText(value) : "");
    if (field.name === "From")
      field.dump = (value) =>
        value && !Array.isArray(value) && typeof value !== "string"
          ? value.name
            ? `${displayName(value.name)} <${value.addr}>`
            : value.addr
          : "";
  }
  message.addMessage({
    contentType: "text/plain",
    charset: "utf-8",
    encoding: "base64",
    data: base64Body(input.text),
  });
  if (input.html)
    message.addMessage({
      contentType: "text/html",
      charset: "utf-8",
      encoding: "base64",
      data: base64Body(input.html),
    });
  for (const file of input.attachments ?? []) {
    message.addAttachment({
      filename: file.filename.replace(/["\\\r\n]/g, "_"),
      contentType: oneLine(file.contentType),
      encoding: "base64",
      data: base64Body(file.content),
    });
  }
  const raw = message.asRaw();
  return raw.endsWith(CRLF) ? raw : raw + CRLF;
}
