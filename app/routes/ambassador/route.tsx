import { parseWithValibot } from "@conform-to/valibot";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { readForm } from "~/lib/form.server";
import { requireRole } from "~/middleware/account.server";
import { ambassadorPortalData, ownCode } from "~/routes/+shared/ambassador-portal.server";
import { caseContext } from "~/use-cases/context.server";
import { startPayoutOnboarding } from "~/use-cases/payouts.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

/**
 * The signed-in ambassador's portal: the same page as the signed link from the approval
 * e-mail (which keeps working), for the code held by the account signed in with the e-mail the
 * application was approved for. Ambassadors only (middleware); anyone else is sent to sign in or told.
 * Signed in, the ambassador also sets up payouts (Stripe Connect) and downloads statements.
 */
export const middleware: Route.MiddlewareFunction[] = [requireRole("ambassador")];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const code = await ownCode(context);
  if (!code) return data({ ambassador: null }, { status: 404 });
  return ambassadorPortalData(config, code.id, Date.now(), { signedIn: true });
}

const PayoutSetupSchema = v.object({ intent: v.literal("payouts") });

/** "Set up payouts": to Stripe's onboarding (or the offline provider's test page). */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const submission = parseWithValibot(await readForm(request), { schema: PayoutSetupSchema });
  if (submission.status !== "success") throw data({ message: "Unknown action" }, { status: 400 });
  const code = await ownCode(context);
  if (!code) throw data({ message: "Not found" }, { status: 404 });
  const started = await startPayoutOnboarding(caseContext(config), {
    party: "ambassador",
    partyId: code.id,
    email: code.email,
    country: /australia|\b(nsw|vic|qld|wa|sa|tas|act|nt)\b/i.test(code.location) ? "AU" : "NZ",
    returnPath: "/ambassador",
  });
  if (!started.ok) throw data({ message: started.message }, { status: FAILURE_STATUS[started.code] });
  return redirect(started.value.url);
}

export { default } from "../ambassador-portal/route";

export function meta() {
  return [{ title: `Ambassador portal | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
