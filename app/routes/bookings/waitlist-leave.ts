import { getWorker } from "~/context.server";
import { SLOT_WAITLIST_MESSAGES } from "~/domain/slot-waitlist";
import { getVisitorId } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { parseId } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { leaveSlotWaitlist } from "~/use-cases/slot-waitlist.server";
import type { Route } from "./+types/waitlist-leave";

/** My Bookings' "Leave the waitlist" (a plain form post): the same use case as the API's DELETE. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { config } = getWorker(context);
  await readForm(request);
  const id = parseId(params.id);
  const result =
    id === undefined
      ? ({ ok: false, message: SLOT_WAITLIST_MESSAGES.notFound } as const)
      : await leaveSlotWaitlist(caseContext(config), { id, visitorId: await getVisitorId(config, request) });
  return redirectWithToast(
    config,
    request,
    "/bookings",
    result.ok ? { title: SLOT_WAITLIST_MESSAGES.left } : { title: result.message, variant: "destructive" },
  );
}
