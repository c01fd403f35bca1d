/**
 * The listing editor's page actions: read the form, validate it with the page's schema,
 * run the use case, and answer. A refusal is the form's reply (400, or the use case's status) with the
 * message on its field; success goes back to the page with a toast. Nothing here decides anything.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { data, type RouterContextProvider } from "react-router";
import type * as v from "valibot";
import { getWorker } from "~/context.server";
import { LISTING_STATE_LABELS } from "~/domain/listing";
import { readForm } from "~/lib/form.server";
import type { ListingStatus } from "~/models/listing.server";
import { redirectWithToast } from "~/session.server";
import { caseContext, type UseCaseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS, type Result } from "~/use-cases/result";

export interface ListingActionData {
  result: SubmissionResult<string[]>;
}

// biome-ignore lint/suspicious/noExplicitAny: any (synchronous) valibot schema
type AnySchema = v.GenericSchema<any, any>;

/** What the owner is told after a change: saved, and whether the listing is live. */
export function savedToast(status: ListingStatus | undefined, what = "Saved") {
  if (!status) return { title: what };
  const description =
    status.state === "listed"
      ? "Your listing is live: athletes see the change now."
      : status.state === "paused"
        ? "Your listing is paused: resume it to take bookings."
        : `${LISTING_STATE_LABELS.incomplete}: finish the steps in the checklist to go live.`;
  return { title: what, description };
}

export async function runListingForm<S extends AnySchema>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: {
    form?: FormData;
    schema: S;
    run: (ctx: UseCaseContext, value: v.InferOutput<S>) => Promise<Result<ListingStatus | undefined>>;
    /** Where to go after a success (the page itself). */
    back: string;
    toast?: string;
  },
) {
  const { config } = getWorker(context);
  const form = options.form ?? (await readForm(request));
  const submission = parseWithValibot(form, { schema: options.schema });
  if (submission.status !== "success")
    return data({ result: submission.reply() } satisfies ListingActionData, { status: 400 });
  const done = await options.run(caseContext(config), submission.value);
  if (!done.ok) {
    const reply = done.field
      ? submission.reply({ fieldErrors: { [done.field]: [done.message] } })
      : submission.reply({ formErrors: [done.message] });
    return data({ result: reply } satisfies ListingActionData, { status: FAILURE_STATUS[done.code] });
  }
  const status = done.value === undefined ? undefined : (done.value as ListingStatus);
  return redirectWithToast(config, request, options.back, savedToast(status, options.toast));
}
