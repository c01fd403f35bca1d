import { parseWithValibot } from "@conform-to/valibot";
import { data } from "react-router";
import { getWorker } from "~/context.server";
import { PlacesQuerySchema } from "~/domain/schemas/booking";
import { methodNotAllowed } from "~/routes/+shared/api.server";
import { placesLeft } from "~/use-cases/book-gym.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/places";

/** Never kept: the answer changes with every booking. */
const HEADERS = { "Cache-Control": "no-store" };

/**
 * GET /gym/{id}/book/places?bookingType=&bookingDate=&startTime=&duration=: how many athletes could
 * still book the visit the booking form has chosen, before the athlete commits (the form shows it
 * beside the start time). A request the booking would refuse gets that refusal's sentence instead.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const query = new URL(request.url).searchParams;
  query.set("gymId", params.id);
  const submission = parseWithValibot(query, { schema: PlacesQuerySchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return data(
      { ok: false as const, message: first ?? "Please choose a date and a start time." },
      {
        status: 400,
        headers: HEADERS,
      },
    );
  }
  const result = await placesLeft(caseContext(config), submission.value);
  if (!result.ok)
    return data(
      { ok: false as const, message: result.message },
      {
        status: FAILURE_STATUS[result.code],
        headers: HEADERS,
      },
    );
  return data({ ok: true as const, ...result.value }, { headers: HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
