/**
 * Who hands a finished RFC 5322 message to the world:
 * - Cloudflare Email Service through the `send_email` binding `EMAIL` (production; wrangler simulates
 *   it locally and in the tests, writing each message to an .eml file);
 * - with MAIL_API_KEY, Mailgun's raw MIME endpoint (`POST /v3/{domain}/messages.mime`), which sends
 *   our source as it is. Its safeguard against sending twice: a message whose earlier attempt ended
 *   without an answer (the sender stopped mid-send) is first looked up by its Message-ID in Mailgun's
 *   events, and only sent when Mailgun never accepted it.
 * Both take the same source, so `raw` in the outbox is what the provider got.
 */
import { EmailMessage } from "cloudflare:email";
import type { AppConfig } from "~/env.server";
import { mailboxAddress } from "./mime.server";

export interface OutgoingMime {
  /** MAIL_FROM as written in the From header. */
  from: string;
  to: string;
  /** `<id@domain>`, as in the source. */
  messageId: string;
  raw: string;
}

export interface MailProvider {
  /** For the outbox and the logs: "cloudflare", "mailgun" or a test's name. */
  name: string;
  /** Sends the message; resolves with the provider's id, or throws (a `MailProviderError` says whether to retry). */
  send(message: OutgoingMime): Promise<{ providerMessageId: string }>;
  /**
   * After an attempt whose outcome is unknown: the provider's id when it already accepted a message
   * with this Message-ID, undefined when it did not. Providers that cannot tell leave this out.
   */
  findSent?(messageId: string): Promise<string | undefined>;
}

/** A refusal from a provider; `permanent` ones (a malformed address, a rejected message) are not retried. */
export class MailProviderError extends Error {
  override name = "MailProviderError";
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** The configured provider: Mailgun when MAIL_API_KEY is set, else the send_email binding, else none. */
export function mailProvider(
  config: AppConfig,
  options: { fetch?: typeof fetch } = {},
): MailProvider | undefined {
  const { mail } = config;
  if (mail.apiKey) {
    return mailgunProvider({
      apiKey: mail.apiKey,
      domain: mail.apiDomain ?? mailboxAddress(mail.from).split("@")[1] ?? "",
      baseUrl: mail.apiUrl,
      fetch: options.fetch ?? fetch,
    });
  }
  if (mail.binding) return cloudflareProvider(mail.binding);
  return undefined;
}

/** Cloudflare Email Service: the raw source as an EmailMessage; `send()` answers `{ messageId }`. */
export function cloudflareProvider(binding: SendEmail): MailProvider {
  return {
    name: "cloudflare",
    async send({ from, to, raw }) {
      // The envelope sender must be the From header's address (the binding checks it).
      const result = await binding.send(new EmailMessage(mailboxAddress(from), to, raw));
      return { providerMessageId: result?.messageId ?? "" };
    },
  };
}

export const MAILGUN_DEFAULT_URL = "https://api.mailgun.net";

/** Mailgun's raw MIME API (`api:<key>` basic auth); the EU region is https://api.eu.mailgun.net. */
export function mailgunProvider(options: {
  apiKey: string;
  domain: string;
  baseUrl?: string;
  fetch: typeof fetch;
}): MailProvider {
  const base = `${(options.baseUrl ?? MAILGUN_DEFAULT_URL).replace(/\/+$/, "")}/v3/${encodeURIComponent(options.domain)}`;
  const authorization = `Basic ${btoa(`api:${options.apiKey}`)}`;
  return {
    name: "mailgun",
    async send({ to, raw }) {
      const form = new FormData();
      form.append("to", to);
      form.append("message", new Blob([raw], { type: "message/rfc822" }), "message.eml");
      let response: Response;
      try {
        response = await options.fetch(`${base}/messages.mime`, {
          method: "POST",
          headers: { Authorization: authorization },
          body: form,
        });
      } catch (error) {
        throw new MailProviderError(`Mailgun could not be reached: ${errorText(error)}`);
      }
      const body = await response.text();
      if (!response.ok) {
        // 4xx other than timeouts and rate limits: the request itself is wrong and will stay wrong.
        const permanent =
          response.status >= 400 &&
          response.status < 500 &&
          response.status !== 408 &&
          response.status !== 429;
        throw new MailProviderError(`Mailgun answered ${response.status}: ${body.slice(0, 300)}`, permanent);
      }
      const id = parseJson(body)?.id;
      return { providerMessageId: typeof id === "string" ? id : "" };
    },
    async findSent(messageId) {
      const url = new URL(`${base}/events`);
      url.searchParams.set("message-id", messageId.replace(/^<|>$/g, ""));
      url.searchParams.set("event", "accepted");
      url.searchParams.set("limit", "1");
      const response = await options.fetch(url, { headers: { Authorization: authorization } });
      if (!response.ok) throw new MailProviderError(`Mailgun events answered ${response.status}`);
      const items = parseJson(await response.text())?.items;
      if (!Array.isArray(items) || items.length === 0) return undefined;
      const found = (items[0] as { message?: { headers?: Record<string, unknown> } }).message?.headers?.[
        "message-id"
      ];
      return typeof found === "string" ? `<${found.replace(/^<|>$/g, "")}>` : messageId;
    },
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
