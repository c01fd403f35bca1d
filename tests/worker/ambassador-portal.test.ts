import { beforeAll, describe, expect, it } from "vitest";
import { ambassadorApplications, ambassadorCodes } from "~/db/schema";
import { ambassadorPortalPath, signLink, verifyLink } from "~/lib/signed-link.server";
import { loader } from "~/routes/ambassador-portal/route";
import { config, db, request, routerContext } from "./helpers";

let codeId: number;
beforeAll(async () => {
  const [application] = await db()
    .insert(ambassadorApplications)
    .values({
      fullName: "Tane Portal",
      email: "tane.portal@example.com",
      phone: "021 111 111",
      location: "Auckland",
      primarySport: "rugby",
      competitionLevel: "professional",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "lifestyle",
      motivations: "Share good gyms",
      travelFrequency: "weekly",
      gymPreferences: ["strength"],
      agreeToTerms: true,
      status: "approved",
      ambassadorCode: "TANE-10",
    })
    .returning();
  const [code] = await db()
    .insert(ambassadorCodes)
    .values({ code: "TANE-10", applicationId: application!.id })
    .returning();
  codeId = code!.id;
});

const load = async (codeParam: string, signature: string) =>
  (await loader({
    request: request(`/ambassador-portal/${codeParam}/${signature}`),
    context: routerContext(),
    params: { codeId: codeParam, signature },
  } as never)) as unknown as { data: Record<string, unknown>; init: ResponseInit | null };

describe("the ambassador portal link", () => {
  it("opens with a signed link and shows the code and referral link", async () => {
    const path = await ambassadorPortalPath(config().sessionSecrets, codeId);
    const [, , id, signature] = path.split("/");
    const result = await load(id!, signature!);
    expect(result.data.ambassador).toMatchObject({
      name: "Tane",
      code: "TANE-10",
      link: "https://gymroam.test/?ref=TANE-10",
    });
    expect(result.data.entries).toEqual([]);
  });

  it("refuses a forged or re-targeted signature with 404 and no data", async () => {
    const signature = await signLink(config().sessionSecrets, "ambassador-portal", codeId);
    const forged = await load(String(codeId), "0".repeat(64));
    expect(forged.init?.status).toBe(404);
    expect(forged.data.ambassador).toBeNull();
    const otherId = await load(String(codeId + 1), signature);
    expect(otherId.init?.status).toBe(404);
    expect(await verifyLink(config().sessionSecrets, "other-purpose", codeId, signature)).toBe(false);
    expect(
      await verifyLink(["old-secret", ...config().sessionSecrets], "ambassador-portal", codeId, signature),
    ).toBe(true);
  });
});
