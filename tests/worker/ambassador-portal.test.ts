import { beforeAll, describe, expect, it } from "vitest";
import { ambassadorPortalPath, signLink, verifyLink } from "~/lib/signed-link.server";
import { loader } from "~/routes/ambassador-portal/route";
import { config, insertAmbassadorCode, request, routerContext } from "./helpers";

let codeId: number;
beforeAll(async () => {
  codeId = await insertAmbassadorCode({
    fullName: "Tane Portal",
    email: "tane.portal@example.com",
    code: "TANE-10",
  });
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
