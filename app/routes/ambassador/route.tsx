import { eq } from "drizzle-orm";
import { data } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ambassadorCodes } from "~/db/schema";
import { ambassadorPortalData } from "~/lib/ambassador-portal.server";
import { getAccount, requireRole } from "~/middleware/account.server";
import type { Route } from "./+types/route";

/**
 * The signed-in ambassador's portal (issue 16): the same page as the signed link from the approval
 * e-mail (which keeps working), for the code held by the account signed in with the e-mail the
 * application was approved for. Ambassadors only (middleware); anyone else is sent to sign in or told.
 */
export const middleware: Route.MiddlewareFunction[] = [requireRole("ambassador")];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const account = getAccount(context);
  const code = await getDb(config.db)
    .select({ id: ambassadorCodes.id })
    .from(ambassadorCodes)
    .where(eq(ambassadorCodes.userId, account.userId))
    .get();
  if (!code) return data({ ambassador: null }, { status: 404 });
  return ambassadorPortalData(config, code.id);
}

export { default } from "../ambassador-portal/route";

export function meta() {
  return [{ title: `Ambassador portal | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
