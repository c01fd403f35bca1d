import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import type { AppConfig } from "~/env.server";
import {
  backoffMs,
  CLAIM_TIMEOUT_MS,
  consumeMailBatch,
  deliver,
  ENQUEUE_GRACE_MS,
  INTERRUPTED,
  kickOutbox,
  MAX_ATTEMPTS,
  sweepStaleClaims,
} from "~/mail/delivery.server";
import { buildMime, encodeHeaderText, newMessageId } from "~/mail/mime.server";
import { type MailProvider, MailProviderError, mailgunProvider, mailProvider } from "~/mail/providers.server";
import { queueMail } from "~/models/mail.server";
import { loader as outboxLoader } from "~/routes/admin/outbox";
import { action as outboxMessageAction, loader as outboxMessageLoader } from "~/routes/admin/outbox-message";
import { loader as outboxRawLoader } from "~/routes/admin/outbox-raw";
import { action as apiOutboxAction, loader as apiOutboxLoader } from "~/routes/api/admin/outbox";
import { resendMail } from "~/use-cases/resend-mail.server";
import { config, db } from "./helpers";
import { adminCookie, call } from "./route-helpers";

/*
 * Mail delivery (issue 15, ADR 019): the outbox drained once per message, with retries, a final
 * failure, Resend, the claim under concurrency, the kick's enqueue-once, the sweep, the queue
 * consumer, both providers and the RFC 5322 source. Each test makes its own rows; time is passed in.
 */

const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);
const ADMIN = { sessionId: "test", name: "admin" };

/** A config without the queue binding (kicks deliver directly) and with a fake queue where asked. */
function configWith(queue?: Queue): AppConfig {
  const base = config();
  return { ...base, mail: { ...base.mail, queue } };
}

async function queueOne(overrides: { to?: string; subject?: string; html?: string } = {}) {
  const [row] = await queueMail(db(), {
    to: overrides.to ?? `athlete${Math.random().toString(36).slice(2)}@example.com`,
    subject: overrides.subject ?? "Booking confirmed",
    text: "Your booking is confirmed.\n\nSee it at https://gymroam.test/bookings",
    html:
      overrides.html ??
      '<p>Your booking is confirmed. <a href="https://gymroam.test/bookings">My bookings</a></p>',
    kind: "booking_confirmation",
    relatedType: "booking",
    relatedId: 1,
  })
    .returning({ id: mailOutbox.id })
    .then((rows) => rows);
  // Due from T0 (the default is the insert's wall-clock time).
  await db()
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(T0), createdAt: new Date(T0) })
    .where(eq(mailOutbox.id, row!.id));
  return row!.id;
}

const rowOf = (id: number) => db().select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();

/** A provider that fails `failures` times, then accepts; it records what it was given. */
function flakyProvider(failures: number) {
  const calls: { raw: string; ok: boolean }[] = [];
  const provider: MailProvider = {
    name: "fake",
    async send({ raw }) {
      if (calls.filter((c) => !c.ok).length < failures) {
        calls.push({ raw, ok: false });
        throw new Error("421 try again later");
      }
      calls.push({ raw, ok: true });
      return { providerMessageId: `fake-${calls.length}` };
    },
  };
  return { provider, calls };
}

describe("deliver", () => {
  it("a provider that fails twice then succeeds delivers exactly once, backing off between attempts", async () => {
    const id = await queueOne();
    const { provider, calls } = flakyProvider(2);
    const cfg = configWith();

    const first = await deliver(cfg, id, provider, { now: T0 });
    expect(first).toMatchObject({ status: "retry", retryAt: T0 + backoffMs(1) });
    expect(await rowOf(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "fake: 421 try again later",
    });
    // Not due yet: nothing happens, however often it is called.
    expect(await deliver(cfg, id, provider, { now: T0 + 1000 })).toEqual({ status: "skipped" });

    const second = await deliver(cfg, id, provider, { now: T0 + backoffMs(1) });
    expect(second.status).toBe("retry");
    const third = await deliver(cfg, id, provider, { now: T0 + backoffMs(1) + backoffMs(2) });
    expect(third).toEqual({ status: "sent", providerMessageId: "fake-3" });
    // Sent: further calls (a duplicate queue message, a late kick) do nothing.
    expect(await deliver(cfg, id, provider, { now: T0 + 3_600_000 })).toEqual({ status: "skipped" });

    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null, providerMessageId: "fake-3" });
    expect(row!.sentAt!.getTime()).toBe(T0 + backoffMs(1) + backoffMs(2));
    expect(calls.map((c) => c.ok)).toEqual([false, false, true]);
    // The stored source is the one the provider accepted; every attempt kept one Message-ID.
    expect(row!.raw).toBe(calls[2]!.raw);
    const ids = calls.map((c) => /^Message-ID: (.+)$/m.exec(c.raw)?.[1]?.trim());
    expect(new Set(ids)).toEqual(new Set([row!.messageId]));
  });

  it("a provider that always fails ends failed after MAX_ATTEMPTS, its error shown in the Outbox", async () => {
    const id = await queueOne({ subject: "Always failing" });
    const { provider, calls } = flakyProvider(Number.POSITIVE_INFINITY);
    let now = T0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const outcome = await deliver(configWith(), id, provider, { now });
      expect(outcome.status).toBe(attempt < MAX_ATTEMPTS ? "retry" : "failed");
      now += backoffMs(attempt);
    }
    expect(calls).toHaveLength(MAX_ATTEMPTS);
    expect(await deliver(configWith(), id, provider, { now: now + 86_400_000 })).toEqual({
      status: "skipped",
    });
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "fake: 421 try again later",
    });

    const cookie = await adminCookie();
    const list = await call(outboxLoader, "/admin/outbox?status=failed", { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    const rows = (
      list.body as { rows: { id: number; status: string; attempts: number; lastError: string }[] }
    ).rows;
    expect(rows.find((r) => r.id === id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "fake: 421 try again later",
    });
    expect(rows.every((r) => r.status === "failed")).toBe(true);
    const refused = await call(outboxLoader, "/admin/outbox?status=lost", { headers: { Cookie: cookie } });
    expect(refused.status).toBe(400);

    const detail = await call(outboxMessageLoader, `/admin/outbox/${id}`, {
      headers: { Cookie: cookie },
      params: { id: String(id) },
    });
    expect((detail.body as { message: { lastError: string; hasRaw: boolean } }).message).toMatchObject({
      lastError: "fake: 421 try again later",
      hasRaw: true,
    });
  });

  it("a permanent refusal fails at once", async () => {
    const id = await queueOne();
    const provider: MailProvider = {
      name: "fake",
      send: async () => {
        throw new MailProviderError("400 'to' parameter is not a valid address", true);
      },
    };
    expect((await deliver(configWith(), id, provider, { now: T0 })).status).toBe("failed");
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("Resend (the admin's button) sends a failed message again with a new budget and the same Message-ID", async () => {
    const id = await queueOne();
    const failing = flakyProvider(Number.POSITIVE_INFINITY);
    let now = T0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliver(configWith(), id, failing.provider, { now });
      now += backoffMs(attempt);
    }
    const before = await rowOf(id);
    expect(before!.status).toBe("failed");

    // Through the page's action, behind the admin middleware.
    const cookie = await adminCookie();
    const refusedWithout = await call(outboxMessageAction, `/admin/outbox/${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: new URLSearchParams({ intent: "resend" }),
      params: { id: String(id) },
    });
    expect(refusedWithout.status).toBe(302);
    expect((await rowOf(id))!.status).toBe("failed");
    const resent = await call(outboxMessageAction, `/admin/outbox/${id}`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
      },
      body: new URLSearchParams({ intent: "resend" }),
      params: { id: String(id) },
    });
    expect(resent.status).toBe(302);
    expect(await rowOf(id)).toMatchObject({
      status: "queued",
      attempts: 0,
      lastError: null,
      enqueuedAt: null,
    });

    // Already queued: a second Resend is refused (it is on its way).
    const again = await resendMail({ config: configWith(), actor: ADMIN }, { id });
    expect(again).toMatchObject({ ok: false, code: "conflict" });

    const good = flakyProvider(0);
    expect((await deliver(configWith(), id, good.provider, { now: Date.now() })).status).toBe("sent");
    const after = await rowOf(id);
    expect(after).toMatchObject({ status: "sent", attempts: 1, messageId: before!.messageId });
    expect(good.calls).toHaveLength(1);

    // A sent message can be resent too (the athlete lost it); the use case can kick it itself.
    const cfg = configWith();
    const resentAgain = await resendMail({ config: cfg, actor: ADMIN, now: Date.now(), kick: true }, { id });
    expect(resentAgain.ok).toBe(true);
    // The kick delivered it through the configured provider (the simulated send_email binding).
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, messageId: before!.messageId });
    expect(await resendMail({ config: cfg, actor: ADMIN }, { id: 987654 })).toMatchObject({
      code: "not_found",
    });
  });

  it("two concurrent deliver() calls for one id send it once", async () => {
    const id = await queueOne();
    let sends = 0;
    const slow: MailProvider = {
      name: "slow",
      async send() {
        sends++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { providerMessageId: `slow-${sends}` };
      },
    };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => deliver(configWith(), id, slow, { now: T0 })),
    );
    expect(outcomes.filter((o) => o.status === "sent")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "skipped")).toHaveLength(3);
    expect(sends).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

/** A queue binding that records what was put on it. */
function fakeQueue() {
  const sent: number[] = [];
  const queue = {
    async send(body: { id: number }) {
      sent.push(body.id);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<{ id: number }>>) {
      for (const m of messages) sent.push(m.body.id);
    },
  } as unknown as Queue;
  return { queue, sent };
}

describe("kickOutbox", () => {
  it("two kicks at once enqueue a due message once; a lost queue message is enqueued again after the grace", async () => {
    // Older rows of other tests are due too; only this test's rows are looked at.
    const ids = [await queueOne(), await queueOne()];
    const { queue, sent } = fakeQueue();
    const cfg = configWith(queue);
    const provider = flakyProvider(0).provider;
    const [a, b] = await Promise.all([
      kickOutbox(cfg, T0 + 10, { provider }),
      kickOutbox(cfg, T0 + 10, { provider }),
    ]);
    for (const id of ids) {
      expect(
        sent.filter((s) => s === id),
        `row ${id}`,
      ).toHaveLength(1);
      expect([...a, ...b].filter((s) => s === id)).toHaveLength(1);
      expect((await rowOf(id))!.enqueuedAt!.getTime()).toBe(T0 + 10);
    }
    // Within the grace: nothing more.
    await kickOutbox(cfg, T0 + ENQUEUE_GRACE_MS - 1000, { provider });
    for (const id of ids) expect(sent.filter((s) => s === id)).toHaveLength(1);
    // Still queued after the grace: the queue lost it, so the cron's kick enqueues it again.
    await kickOutbox(cfg, T0 + 10 + ENQUEUE_GRACE_MS, { provider });
    for (const id of ids) expect(sent.filter((s) => s === id)).toHaveLength(2);
  });

  it("without a queue binding the kick delivers itself, and only what is due", async () => {
    const due = await queueOne();
    const later = await queueOne();
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(T0 + 3_600_000) })
      .where(eq(mailOutbox.id, later));
    const { provider, calls } = flakyProvider(0);
    const taken = await kickOutbox(configWith(), T0 + 20, { provider });
    expect(taken).toContain(due);
    expect(taken).not.toContain(later);
    expect((await rowOf(due))!.status).toBe("sent");
    expect((await rowOf(later))!.status).toBe("queued");
    expect(calls.length).toBe(taken.length);
  });
});

describe("the sweep", () => {
  it("puts a claim older than 5 minutes back; before sending again it asks the provider whether it went out", async () => {
    const id = await queueOne();
    // A sender claimed it and died before recording the provider's answer.
    await db()
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, claimedAt: new Date(T0), messageId: "<lost@gymroam.test>" })
      .where(eq(mailOutbox.id, id));
    expect(await sweepStaleClaims(configWith(), T0 + CLAIM_TIMEOUT_MS - 1)).toBe(0);
    expect(await sweepStaleClaims(configWith(), T0 + CLAIM_TIMEOUT_MS)).toBeGreaterThanOrEqual(1);
    const swept = await rowOf(id);
    expect(swept).toMatchObject({ status: "queued", claimedAt: null, enqueuedAt: null });
    expect(swept!.lastError).toContain(INTERRUPTED);

    let sends = 0;
    const lookedUp: string[] = [];
    const provider: MailProvider = {
      name: "fake",
      send: async () => {
        sends++;
        return { providerMessageId: "new" };
      },
      findSent: async (messageId) => {
        lookedUp.push(messageId);
        return "<accepted-earlier@provider>";
      },
    };
    expect(await deliver(configWith(), id, provider, { now: T0 + CLAIM_TIMEOUT_MS })).toEqual({
      status: "sent",
      providerMessageId: "<accepted-earlier@provider>",
    });
    expect(sends).toBe(0);
    expect(lookedUp).toEqual(["<lost@gymroam.test>"]);
  });

  it("a swept claim whose attempts are used up is failed", async () => {
    const id = await queueOne();
    await db()
      .update(mailOutbox)
      .set({ status: "sending", attempts: MAX_ATTEMPTS, claimedAt: new Date(T0) })
      .where(eq(mailOutbox.id, id));
    await sweepStaleClaims(configWith(), T0 + CLAIM_TIMEOUT_MS);
    expect((await rowOf(id))!.status).toBe("failed");
  });
});

/** A queue batch of outbox ids whose acks and retries are recorded. */
function batchOf(bodies: unknown[]) {
  const acked: unknown[] = [];
  const retried: { body: unknown; delaySeconds?: number }[] = [];
  const messages = bodies.map((body, i) => ({
    id: String(i),
    timestamp: new Date(),
    body,
    attempts: 1,
    ack: () => acked.push(body),
    retry: (options?: QueueRetryOptions) => retried.push({ body, delaySeconds: options?.delaySeconds }),
  }));
  return {
    batch: {
      messages,
      queue: "gymroam-mail",
      metadata: {},
      ackAll() {},
      retryAll() {},
    } as unknown as MessageBatch,
    acked,
    retried,
  };
}

describe("the queue consumer", () => {
  it("acks a sent or unknown message and retries a failed one after its backoff", async () => {
    const good = await queueOne();
    const bad = await queueOne({ to: "bounce@example.com" });
    const provider: MailProvider = {
      name: "fake",
      send: async ({ to }) => {
        if (to === "bounce@example.com") throw new Error("mailbox busy");
        return { providerMessageId: "ok" };
      },
    };
    const { batch, acked, retried } = batchOf([{ id: good }, { id: bad }, { id: "x" }, null]);
    await consumeMailBatch(configWith(), batch, { provider, now: () => T0 });
    expect(acked).toEqual([{ id: good }, { id: "x" }, null]);
    expect(retried).toEqual([{ body: { id: bad }, delaySeconds: backoffMs(1) / 1000 }]);
    expect((await rowOf(good))!.status).toBe("sent");
    // A retry scheduled on the queue counts as enqueued, so the cron's kick leaves it alone until it is overdue.
    expect(await rowOf(bad)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await rowOf(bad))!.enqueuedAt!.getTime()).toBe(T0);
  });
});

describe("providers", () => {
  it("the send_email binding (simulated by miniflare) takes the raw source and answers a message id", async () => {
    const provider = mailProvider(config());
    expect(provider?.name).toBe("cloudflare");
    const id = await queueOne({ to: "someone@anywhere.example" });
    const outcome = await deliver(configWith(), id, provider!, { now: T0 });
    expect(outcome.status).toBe("sent");
    const row = await rowOf(id);
    expect(row!.providerMessageId).toMatch(/^<.+@.+>$/);
  });

  it("Mailgun: the raw source as messages.mime with basic auth; 4xx is permanent, 5xx retried; findSent by Message-ID", async () => {
    const requests: { url: string; init?: RequestInit }[] = [];
    let answer = new Response(JSON.stringify({ id: "<20261125.1@mg.gymroam.test>", message: "Queued." }));
    const fetcher = (async (url: string | URL, init?: RequestInit) => {
      requests.push({ url: String(url), init });
      return answer.clone();
    }) as typeof fetch;
    const provider = mailgunProvider({ apiKey: "key-123", domain: "mg.gymroam.test", fetch: fetcher });
    const raw = "From: a@b.test\r\nTo: c@d.test\r\nSubject: x\r\n\r\nbody\r\n";
    expect(await provider.send({ from: "a@b.test", to: "c@d.test", messageId: "<m@b.test>", raw })).toEqual({
      providerMessageId: "<20261125.1@mg.gymroam.test>",
    });
    expect(requests[0]!.url).toBe("https://api.mailgun.net/v3/mg.gymroam.test/messages.mime");
    expect(new Headers(requests[0]!.init!.headers).get("Authorization")).toBe(`Basic ${btoa("api:key-123")}`);
    const form = requests[0]!.init!.body as FormData;
    expect(form.get("to")).toBe("c@d.test");
    expect(await (form.get("message") as File).text()).toBe(raw);

    answer = new Response("invalid to", { status: 400 });
    await expect(
      provider.send({ from: "a@b.test", to: "c@d.test", messageId: "<m@b.test>", raw }),
    ).rejects.toMatchObject({
      permanent: true,
    });
    answer = new Response("busy", { status: 503 });
    await expect(
      provider.send({ from: "a@b.test", to: "c@d.test", messageId: "<m@b.test>", raw }),
    ).rejects.toMatchObject({
      permanent: false,
    });

    answer = new Response(
      JSON.stringify({ items: [{ message: { headers: { "message-id": "m@b.test" } } }] }),
    );
    expect(await provider.findSent!("<m@b.test>")).toBe("<m@b.test>");
    expect(requests.at(-1)!.url).toContain("events?message-id=m%40b.test&event=accepted");
    answer = new Response(JSON.stringify({ items: [] }));
    expect(await provider.findSent!("<m@b.test>")).toBeUndefined();

    // Chosen when MAIL_API_KEY is set, on MAIL_FROM's domain unless MAIL_API_DOMAIN says otherwise.
    const base = config();
    const chosen = mailProvider(
      { ...base, mail: { ...base.mail, apiKey: "key-1", from: "GymRoam <hello@gymroam.test>" } },
      { fetch: fetcher },
    );
    expect(chosen?.name).toBe("mailgun");
    answer = new Response(JSON.stringify({ id: "<x@y>" }));
    await chosen!.send({ from: "hello@gymroam.test", to: "c@d.test", messageId: "<m@b.test>", raw });
    expect(requests.at(-1)!.url).toBe("https://api.mailgun.net/v3/gymroam.test/messages.mime");
  });
});

describe("the RFC 5322 source", () => {
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GymRoam//Bookings//EN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    "UID:booking-1@gymroam.test",
    "DTSTAMP:20261125T090000Z",
    "DTSTART:20261126T190000Z",
    "SUMMARY:Day pass at Ōtaki Gym",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

  function build(subject: string) {
    return buildMime({
      from: "GymRoam <bookings@gymroam.test>",
      to: "ana@example.com",
      subject,
      text: `Kia ora Ana,\n\nYour day pass at Ōtaki Gym is confirmed: ${"https://gymroam.test/bookings?ref=GR-1 ".repeat(30)}`,
      html: `<p>Kia ora Ana — <a href="https://gymroam.test/bookings">My bookings</a></p>${"<span>x</span>".repeat(200)}`,
      attachments: [
        {
          filename: "booking.ics",
          contentType: "text/calendar; charset=utf-8; method=REQUEST",
          content: ics,
        },
      ],
      messageId: newMessageId("GymRoam <bookings@gymroam.test>"),
      date: new Date(T0),
    });
  }

  it("has From, To, Date, Message-ID, a one-line Subject, CRLF lines under 998 octets, text + HTML + calendar", async () => {
    const raw = build("Booking confirmed: Ōtaki Gym\r\nBcc: victim@example.com\n— Wed 26 Nov, 08:00 NZDT");
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(raw.split("\r\n").every((line) => line.length <= 998)).toBe(true);
    const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(headerBlock).toMatch(/^Date: Wed, 25 Nov 2026 09:00:00 \+0000$/m);
    expect(headerBlock).toMatch(/^Message-ID: <[0-9a-f-]{36}@gymroam\.test>$/m);
    expect(headerBlock).toMatch(/^From: "GymRoam" <bookings@gymroam\.test>$/m);
    expect(headerBlock).toMatch(/^MIME-Version: 1\.0$/m);
    // Encoded-words of at most 75 characters, each on its own folded line.
    for (const word of headerBlock.match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? [])
      expect(word.length).toBeLessThanOrEqual(75);

    const parsed = await PostalMime.parse(raw);
    expect(parsed.from).toMatchObject({ address: "bookings@gymroam.test", name: "GymRoam" });
    expect(parsed.to).toEqual([expect.objectContaining({ address: "ana@example.com" })]);
    expect(parsed.subject).toBe(
      "Booking confirmed: Ōtaki Gym Bcc: victim@example.com — Wed 26 Nov, 08:00 NZDT",
    );
    expect(parsed.date).toBe(new Date(T0).toISOString());
    expect(parsed.messageId).toMatch(/^<.+@gymroam\.test>$/);
    expect(parsed.text).toContain(
      "Your day pass at Ōtaki Gym is confirmed: https://gymroam.test/bookings?ref=GR-1",
    );
    expect(parsed.html).toContain('<a href="https://gymroam.test/bookings">');
    for (const href of parsed.html!.match(/href="[^"]*"/g) ?? []) expect(href).toMatch(/^href="https:\/\//);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: "booking.ics", mimeType: "text/calendar" });
    expect(headerBlock + raw).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name="booking.ics"/,
    );
    // postal-mime hands calendars back with LF line ends; the source itself keeps the CRLFs (base64).
    expect(parsed.attachments[0]!.method).toBe("REQUEST");
    const calendar = new TextDecoder().decode(parsed.attachments[0]!.content as ArrayBuffer);
    expect(calendar).toBe(ics.replace(/\r\n/g, "\n"));
    // multipart/mixed around multipart/alternative (text, then HTML) and the calendar.
    expect(raw).toMatch(/Content-Type: multipart\/mixed; boundary=/);
    expect(raw).toMatch(/Content-Type: multipart\/alternative; boundary=/);
  });

  it("an ASCII subject stays readable; a long one is folded into encoded-words", () => {
    expect(encodeHeaderText("Booking confirmed")).toBe("Booking confirmed");
    expect(encodeHeaderText("Line\r\nbreak")).toBe("Line break");
    const folded = encodeHeaderText("Ā".repeat(100));
    expect(folded.split("\r\n ").length).toBeGreaterThan(4);
  });

  it("GET /admin/outbox/:id/raw answers the stored source as message/rfc822, to an admin only", async () => {
    const id = await queueOne({ subject: "Raw view" });
    const notYet = await call(outboxRawLoader, `/admin/outbox/${id}/raw`, {
      headers: { Cookie: await adminCookie() },
      params: { id: String(id) },
    });
    expect(notYet.status).toBe(404);
    await deliver(configWith(), id, flakyProvider(0).provider, { now: T0 });
    const cookie = await adminCookie();
    const answer = await call(outboxRawLoader, `/admin/outbox/${id}/raw`, {
      headers: { Cookie: cookie },
      params: { id: String(id) },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("message/rfc822");
    expect(answer.body).toBe((await rowOf(id))!.raw);
    const anonymous = await call(outboxRawLoader, `/admin/outbox/${id}/raw`, { params: { id: String(id) } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin-login");
  });
});

describe("GET /api/admin/outbox", () => {
  it("lists { id, to, subject, kind, status, attempts, sentAt } newest first with the bearer token; 401 without", async () => {
    const id = await queueOne({ subject: "API listed" });
    await deliver(configWith(), id, flakyProvider(0).provider, { now: T0 });
    const cookie = await adminCookie();
    const token = cookie.split("=")[1]!;
    const answer = await call(apiOutboxLoader, "/api/admin/outbox?status=sent", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const rows = answer.body as Record<string, unknown>[];
    expect(rows.find((r) => r.id === id)).toEqual({
      id,
      to: expect.stringMatching(/@example\.com$/),
      subject: "API listed",
      kind: "booking_confirmation",
      status: "sent",
      attempts: 1,
      sentAt: new Date(T0).toISOString(),
    });
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    const ids = rows.map((r) => r.id as number);
    expect(answer.headers.get("X-Total-Count")).toBe(String(rows.length));
    expect(ids.length).toBeGreaterThan(0);

    expect((await call(apiOutboxLoader, "/api/admin/outbox")).status).toBe(401);
    expect(
      (
        await call(apiOutboxLoader, "/api/admin/outbox?status=nope", {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(400);
    const post = await call(apiOutboxAction, "/api/admin/outbox", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, Origin: "http://localhost" },
    });
    expect(post.status).toBe(405);
  });
});

// The workerd test env carries the bindings the worker reads.
it("the test worker has the mail queue and send_email bindings", () => {
  const cfg = config();
  expect(cfg.mail.queue).toBeDefined();
  expect(cfg.mail.binding).toBeDefined();
  expect(typeof (env as unknown as { EMAIL: SendEmail }).EMAIL.send).toBe("function");
});
