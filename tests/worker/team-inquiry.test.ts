import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BRAND } from "~/config/brand";
import { workerContext } from "~/context.server";
import { TEAM_INQUIRY_MESSAGES as M } from "~/domain/schemas/team-inquiry";
import { action as apiAction } from "~/routes/api/team-booking-inquiry";
import { action as favourites } from "~/routes/favourites/route";
import { loader, action as pageAction } from "~/routes/team-booking/route";
import { popToast } from "~/session.server";
import { config, insertGym, request, routerContext } from "./helpers";

let gymId: number;
let quietGymId: number;
let inactiveId: number;
beforeAll(async () => {
  gymId = (
    await insertGym({
      name: "Southern Squad Performance",
      city: "Dunedin",
      contactEmail: "teams@southern.example",
      canHostTeams: true,
      maxTeamSize: 40,
    })
  ).id;
  quietGymId = (
    await insertGym({
      name: "No Inbox Gym",
      city: "Dunedin",
      contactEmail: null,
      canHostTeams: true,
      maxTeamSize: 30,
    })
  ).id;
  inactiveId = (await insertGym({ name: "Closed Team Gym", isActive: false, canHostTeams: true })).id;
});

afterEach(() => vi.restoreAllMocks());

const valid = () => ({
  gymId,
  teamName: "Otago Rugby U20",
  contactName: "Tama Rangi",
  email: "tama@otago-rugby.example",
  phone: "+64 3 555 0199",
  teamSize: 24,
  sport: "Conditioning",
  preferredDates: "2026-03-12 to 2026-03-15",
  specialRequirements: "Six racks at 7am, and the ice baths after.",
});

const postJson = (body: unknown, context = routerContext()) =>
  apiAction({
    request: request("/api/team-booking-inquiry", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context,
    params: {},
  } as never) as Promise<Response>;

type PageReply = {
  data: {
    gymId: string;
    result: { error?: Record<string, string[] | null> };
    toast: { title: string; description: string; variant: string } | null;
  };
  init: { status: number };
};

const postForm = (fields: Record<string, string>, path = "/team-booking", context = routerContext()) =>
  pageAction({
    request: request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    context,
    params: {},
  } as never) as Promise<Response | PageReply>;

const formOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));

const load = (search: string) =>
  loader({ request: request(`/team-booking${search}`), context: routerContext(), params: {} } as never);

async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().at(-1)?.split(";")[0] ?? "";
  return (await popToast(config(), request("/", { headers: { Cookie: cookie } }))).toast;
}

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const counts = async () => ({
  inquiries: await count("team_booking_inquiries"),
  mails: await count("mail_outbox"),
});

function brokenContext() {
  const context = routerContext();
  const worker = context.get(workerContext);
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "batch") return () => Promise.reject(new Error("D1 is unavailable"));
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  context.set(workerContext, { ...worker, config: { ...worker.config, db } });
  return context;
}

describe("POST /api/team-booking-inquiry", () => {
  it("stores a pending inquiry and e-mails the gym in the same batch", async () => {
    const before = await counts();
    const response = await postJson(valid());
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; status: string; message: string };
    expect(body).toEqual({ id: expect.any(Number), status: "pending", message: "Inquiry Submitted" });
    const row = await env.DB.prepare("SELECT * FROM team_booking_inquiries WHERE id = ?")
      .bind(body.id)
      .first();
    expect(row).toMatchObject({
      gym_id: gymId,
      team_name: "Otago Rugby U20",
      contact_name: "Tama Rangi",
      email: "tama@otago-rugby.example",
      phone: "+64 3 555 0199",
      team_size: 24,
      sport: "Conditioning",
      preferred_dates: "2026-03-12 to 2026-03-15",
      special_requirements: "Six racks at 7am, and the ice baths after.",
      status: "pending",
    });
    expect(await counts()).toEqual({ inquiries: before.inquiries + 1, mails: before.mails + 1 });
    const mail = await env.DB.prepare(
      "SELECT to_address, subject, text_body, kind, related_type, related_id, status FROM mail_outbox ORDER BY id DESC",
    ).first<Record<string, string | number>>();
    expect(mail).toMatchObject({
      to_address: "teams@southern.example",
      kind: "team_inquiry",
      related_type: "gym",
      related_id: gymId,
      status: "queued",
    });
    expect(mail!.subject).toContain("Otago Rugby U20");
    for (const text of [
      "Tama Rangi",
      "tama@otago-rugby.example",
      "24",
      "2026-03-12 to 2026-03-15",
      "ice baths",
    ])
      expect(mail!.text_body).toContain(text);
  });

  it("takes only the required fields: team size defaults to 1, optional fields stay empty", async () => {
    const response = await postJson({
      gymId: String(quietGymId),
      teamName: "Hutt Valley Boxing",
      contactName: "Ana",
      email: "ana@hvboxing.example",
      preferredDates: "Any weekend in May",
      phone: null,
      sport: "",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await env.DB.prepare(
      "SELECT team_size, phone, sport, special_requirements FROM team_booking_inquiries WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(row).toEqual({ team_size: 1, phone: null, sport: null, special_requirements: null });
    // A gym without its own address: the mail goes to the platform's inbox to pass on.
    const mail = await env.DB.prepare("SELECT to_address FROM mail_outbox ORDER BY id DESC").first();
    expect(mail).toEqual({ to_address: BRAND.contactEmail });
  });

  it("refuses each invalid field with its message and writes nothing", async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ teamName: "" }, "teamName", M.teamName],
      [{ teamName: undefined }, "teamName", M.teamName],
      [{ contactName: "   " }, "contactName", M.contactName],
      [{ contactName: undefined }, "contactName", M.contactName],
      [{ email: "not-an-email" }, "email", M.email],
      [{ email: undefined }, "email", M.email],
      [{ teamSize: 0 }, "teamSize", M.teamSize],
      [{ teamSize: -3 }, "teamSize", M.teamSize],
      [{ teamSize: "many" }, "teamSize", M.teamSize],
      [{ teamSize: 2.5 }, "teamSize", M.teamSizeWhole],
      [{ teamSize: 5000 }, "teamSize", M.teamSizeMax],
      [{ preferredDates: "" }, "preferredDates", M.preferredDates],
      [{ preferredDates: undefined }, "preferredDates", M.preferredDates],
      [{ sport: "Quidditch" }, "sport", M.sport],
      [{ phone: "call me" }, "phone", M.phone],
      [{ gymId: "abc" }, "gymId", M.gym],
      [{ gymId: undefined }, "gymId", M.gym],
    ];
    for (const [change, field, message] of cases) {
      const response = await postJson({ ...valid(), ...change });
      const label = JSON.stringify(change);
      expect(response.status, label).toBe(400);
      const body = (await response.json()) as { error: string; errors: Record<string, string[]> };
      expect(body.errors[field], label).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("is a 404 for an unknown or inactive gym, writing nothing", async () => {
    const before = await counts();
    for (const id of [999999, inactiveId]) {
      const response = await postJson({ ...valid(), gymId: id });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Gym not found" });
    }
    expect(await counts()).toEqual(before);
  });

  it("a database failure is a 503 with the spec's fallback text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = await counts();
    const response = await postJson(valid(), brokenContext());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Failed to submit inquiry. Please try again." });
    expect(await counts()).toEqual(before);
  });
});

describe("/team-booking: the inquiry form", () => {
  it("?inquire=ID opens the form for that gym, prefilled from the search", async () => {
    // Dates ahead of today (a past date is refused on its field, issue 20).
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const page = await load(
      `?city=Dunedin&teamSize=12&sport=CrossFit&from=${day(30)}&to=${day(33)}&inquire=${gymId}`,
    );
    expect(page.inquiryGym).toEqual({ id: gymId, name: "Southern Squad Performance", city: "Dunedin" });
    expect(page.inquiryDefaults).toEqual({
      teamSize: "12",
      sport: "CrossFit",
      preferredDates: `${day(30)} to ${day(33)}`,
    });
    expect(JSON.stringify(page)).not.toContain("teams@southern.example");

    // The listing is still there with the form.
    const listed = await load(`?city=Dunedin&teamSize=12&inquire=${gymId}`);
    expect(listed.result.gyms.map((g) => g.id)).toContain(gymId);
    expect(listed.inquiryGym?.id).toBe(gymId);

    const plain = await load("?city=Dunedin");
    expect(plain.inquiryGym).toBeUndefined();
    // Without a team size the list shows teams of 5 (the pitch), and the form starts there too.
    expect(plain.inquiryDefaults).toEqual({ teamSize: "5", sport: "", preferredDates: "" });
  });

  it("a past date or an end before the start is an error on its field, not a 400; the list still shows", async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const reversed = await load(`?city=Dunedin&from=${day(10)}&to=${day(8)}`);
    expect(reversed.dateErrors).toEqual({ to: "The end date must not be before the start date" });
    expect(reversed.typedDates).toEqual({ from: day(10), to: day(8) });
    expect(reversed.query.from).toBe(day(10));
    expect(reversed.query.to).toBeUndefined();
    const past = await load("?city=Dunedin&from=2020-01-01");
    expect(past.dateErrors).toEqual({ from: "Choose today or a later date" });
    expect(past.query.from).toBeUndefined();
  });

  it("?inquire= with an unknown, inactive or malformed gym is a 404", async () => {
    for (const id of ["999999", String(inactiveId), "abc"]) {
      await expect(load(`?inquire=${id}`)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  it("stores the inquiry and redirects back to the search with the Inquiry Submitted toast", async () => {
    const before = await counts();
    const response = (await postForm(
      { intent: "inquiry", ...formOf(valid()) },
      `/team-booking.data?city=Dunedin&teamSize=24&inquire=${gymId}`,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/team-booking?city=Dunedin&teamSize=24");
    expect(await toastOf(response)).toMatchObject({
      title: "Inquiry Submitted",
      description: expect.stringContaining("Southern Squad Performance"),
    });
    expect(await counts()).toEqual({ inquiries: before.inquiries + 1, mails: before.mails + 1 });
  });

  it("returns every required field's message for an empty form and writes nothing", async () => {
    const before = await counts();
    const reply = (await postForm({ intent: "inquiry", gymId: String(gymId), teamSize: "0" })) as PageReply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.gymId).toBe(String(gymId));
    expect(reply.data.toast).toBeNull();
    expect(reply.data.result.error).toMatchObject({
      teamName: [M.teamName],
      contactName: [M.contactName],
      email: [M.email],
      teamSize: [M.teamSize],
      preferredDates: [M.preferredDates],
    });
    expect(await counts()).toEqual(before);
  });

  it("an unknown gym or a database failure keeps the form with the Submission Failed toast", async () => {
    const before = await counts();
    const missing = (await postForm({
      intent: "inquiry",
      ...formOf({ ...valid(), gymId: 999999 }),
    })) as PageReply;
    expect(missing.init.status).toBe(404);
    expect(missing.data.toast).toEqual({
      title: "Submission Failed",
      description: "Gym not found",
      variant: "destructive",
    });
    expect(missing.data.result.error?.[""]).toEqual(["Gym not found"]);

    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = (await postForm(
      { intent: "inquiry", ...formOf(valid()) },
      "/team-booking",
      brokenContext(),
    )) as PageReply;
    expect(broken.init.status).toBe(503);
    expect(broken.data.toast).toEqual({
      title: "Submission Failed",
      description: "Failed to submit inquiry. Please try again.",
      variant: "destructive",
    });
    expect(await counts()).toEqual(before);
  });

  it("the favourite hearts on the page still work: saved, then back to the page", async () => {
    const body = new URLSearchParams({ intent: "save", gymId: String(gymId), back: "/team-booking" });
    const response = await favourites({
      request: request("/favourites", { method: "POST", body }),
      context: routerContext(),
      params: {},
    } as never);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/team-booking");
    expect(await toastOf(response)).toMatchObject({ title: "Gym saved" });
  });
});
