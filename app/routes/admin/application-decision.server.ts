import { parseWithValibot } from "@conform-to/valibot";
import { data } from "react-router";
import type { AdminIdentity } from "~/domain/actors";
import type { ApplicationKind } from "~/domain/admin-approvals";
import { ReviewDecisionSchema } from "~/domain/schemas/admin-approvals";
import type { AppConfig } from "~/env.server";
import { pagePath } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { type Decided, decideAmbassadorAs, decideGymApplicationAs } from "~/use-cases/admin-decisions.server";
import { FAILURE_STATUS } from "~/use-cases/result";

/*
 * The approve / reject action both application review pages share: parse the form, run the kind's
 * use case, and turn its Result into HTTP once (a toast and a redirect, the form's errors, or a 404).
 */

const DECIDE = { gym: decideGymApplicationAs, ambassador: decideAmbassadorAs } as const;

/** What the admin reads after a decision. */
const TOAST: Record<ApplicationKind, (result: Decided) => { title: string; description: string }> = {
  gym: (result) =>
    !result.changed
      ? {
          title: `Already ${result.status}`,
          description: `${result.name} was already ${result.status}: nothing changed.`,
        }
      : result.status === "approved"
        ? {
            title: "Application approved",
            description: `${result.name} is approved and the owner has been e-mailed: it is listed once they complete it in the partner console.`,
          }
        : {
            title: "Application rejected",
            description: `The applicant for ${result.name} has been e-mailed your note.`,
          },
  ambassador: (result) =>
    !result.changed
      ? {
          title: `Already ${result.status}`,
          description: `${result.name}'s application was already ${result.status}: nothing changed.`,
        }
      : result.status === "approved"
        ? {
            title: "Ambassador approved",
            description: `${result.name} is an ambassador with code ${result.code ?? ""} and has been e-mailed their links.`,
          }
        : { title: "Application rejected", description: `${result.name} has been e-mailed your note.` },
};

/** Approve or reject (notes required) application `id`; a repeated decision changes nothing. */
export async function decideApplicationAction(
  kind: ApplicationKind,
  {
    request,
    config,
    actor,
    id,
    form,
  }: {
    request: Request;
    config: AppConfig;
    actor: AdminIdentity;
    id: number;
    form: FormData;
  },
) {
  const submission = parseWithValibot(form, { schema: ReviewDecisionSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), message: null as string | null }, { status: 400 });
  const decided = await DECIDE[kind]({ config, actor }, { applicationId: id, decision: submission.value });
  if (!decided.ok) {
    if (decided.code === "not_found") throw data({ message: decided.message }, { status: 404 });
    return data(
      { result: submission.reply({ formErrors: [decided.message] }), message: decided.message },
      { status: FAILURE_STATUS[decided.code] },
    );
  }
  return redirectWithToast(config, request, pagePath(request), TOAST[kind](decided.value));
}
