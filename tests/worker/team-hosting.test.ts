import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { teamBookingInquiries } from "~/db/schema";
import { TEAM_HOSTING_MESSAGES, teamHostingProblem } from "~/domain/team-inquiry";
import { action as apiAction } from "~/routes/api/team-booking-inquiry";
import { loader, action as pageAction } from "~/routes/team-booking/route";
import { db, insertGym, request, routerContext } from "./helpers";

/*
 * Team inquiries respect what the gym can host (issue 20): a gym that hosts no teams, or a team larger
 * than its largest, is refused with the reason, by the page and the API alike, and nothing is stored.
 */

let smallTeamsId: number;
let noTeamsId: number;
beforeAll(async () => {
  smallTeamsId = (
    await insertGym({
      name: "Small Squad Gym",
      canHostTeams: true,
      maxTeamSize: 25,
      contactEmail: "a@small.example",
    })
  ).id;
  noTeamsId = (
    await insertGym({ name: "Solo Lifters Gym", canHostTeams: false, contactEmail: "a@solo.example" })
  ).id;
});

const inquiry = (gymId: number, teamSize: number) => ({
  gymId,
  teamName: "Canterbury Crusaders Academy",
  contactName: "Mere Parata",
  email: "mere@academy.example",
  teamSize,
  preferredDates: "2027-03-12 to 2027-03-15",
});

const postApi = (body: unknown) =>
  apiAction({
    request: request("/api/team-booking-inquiry", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<Response>;

type PageReply = {
  data: { result: { error?: Record<string, string[] | null> }; toast: { description: string } | null };
  init: { status: number };
};
const postPage = (body: Record<string, unknown>) =>
  pageAction({
    request: request("/team-booking", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "inquiry",
        ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
      }),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<PageReply>;

const storedFor = async (gymId: number) =>
  db().select().from(teamBookingInquiries).where(eq(teamBookingInquiries.gymId, gymId));

describe("the rule", () => {
  it("refuses a gym without teams and a team above the largest; takes the largest and a gym without a stated limit", () => {
    const gym = { name: "G", canHostTeams: true, maxTeamSize: 25 };
    expect(teamHostingProblem(gym, 25)).toBeUndefined();
    expect(teamHostingProblem(gym, 26)).toEqual({
      field: "teamSize",
      message: TEAM_HOSTING_MESSAGES.tooBig("G", 25),
    });
    expect(teamHostingProblem({ ...gym, canHostTeams: false }, 1)).toEqual({
      field: "gymId",
      message: TEAM_HOSTING_MESSAGES.noTeams("G"),
    });
    expect(teamHostingProblem({ ...gym, maxTeamSize: null }, 500)).toBeUndefined();
  });
});

describe("POST /api/team-booking-inquiry", () => {
  it("refuses 100 athletes at a gym whose largest team is 25, on the teamSize field, storing nothing", async () => {
    const response = await postApi(inquiry(smallTeamsId, 100));
    expect(response.status).toBe(400);
    const message =
      "Small Squad Gym hosts teams of up to 25 athletes. Please enter a team size of 25 or fewer, or choose another gym.";
    expect(await response.json()).toEqual({ error: message, errors: { teamSize: [message] } });
    expect(await storedFor(smallTeamsId)).toEqual([]);
  });

  it("refuses any team at a gym that hosts no teams, storing nothing", async () => {
    const response = await postApi(inquiry(noTeamsId, 4));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "Solo Lifters Gym does not host teams. Please choose a gym that hosts teams.",
    );
    expect(await storedFor(noTeamsId)).toEqual([]);
  });

  it("takes a team of the gym's largest size", async () => {
    const response = await postApi(inquiry(smallTeamsId, 25));
    expect(response.status).toBe(201);
    expect(await storedFor(smallTeamsId)).toHaveLength(1);
  });
});

describe("/team-booking", () => {
  it("the form refuses the same, with the size message on the team size field", async () => {
    const big = await postPage(inquiry(smallTeamsId, 100));
    expect(big.init.status).toBe(400);
    expect(big.data.result.error?.teamSize).toEqual([TEAM_HOSTING_MESSAGES.tooBig("Small Squad Gym", 25)]);
    const none = await postPage(inquiry(noTeamsId, 4));
    expect(none.init.status).toBe(400);
    expect(none.data.result.error?.[""]).toEqual([TEAM_HOSTING_MESSAGES.noTeams("Solo Lifters Gym")]);
  });

  it("opens no inquiry form (Book for Team) for a gym that hosts no teams", async () => {
    await expect(
      loader({
        request: request(`/team-booking?inquire=${noTeamsId}`),
        context: routerContext(),
        params: {},
      } as never),
    ).rejects.toMatchObject({
      init: { status: 400 },
      data: { message: TEAM_HOSTING_MESSAGES.noTeams("Solo Lifters Gym") },
    });
  });
});
