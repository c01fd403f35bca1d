import { parseWithValibot } from "@conform-to/valibot";
import { Button } from "@gymroam/design-system";
import { data, Form, useActionData, useLoaderData } from "react-router";
import * as v from "valibot";
import { FactGroup, loadReviewDecisionForm } from "~/components/admin-approval";
import { formatAdminTime } from "~/components/admin-list";
import {
  ApplicationReview,
  ApplicationReviewErrorBoundary,
  applicationReviewTitle,
} from "~/components/application-review";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { APPLICATION_NOT_FOUND } from "~/domain/admin-approvals";
import {
  COMPETITION_LEVEL_LABELS,
  CONTENT_STYLE_LABELS,
  FOLLOWERS_COUNT_LABELS,
  PRIMARY_SPORT_LABELS,
  TRAVEL_FREQUENCY_LABELS,
  YEARS_EXPERIENCE_LABELS,
} from "~/domain/athlete-profile";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { getAdmin } from "~/middleware/admin.server";
import { ambassadorCodeState, getAmbassadorApplication } from "~/models/ambassador-review.server";
import { pagePath, parseId } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { revokeAmbassadorCodeAs } from "~/use-cases/admin-decisions.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/ambassador";
import { decideApplicationAction } from "./application-decision.server";

/** A client navigation shows the page once its decision form has loaded too. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadReviewDecisionForm()]);
  },
];

/** /admin/ambassadors/:id: one ambassador application in full, with its code once approved. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const id = parseId(params.id);
  const db = getDb(worker.config.db);
  const application = id === undefined ? undefined : await getAmbassadorApplication(db, id);
  if (!application)
    throw data({ message: APPLICATION_NOT_FOUND.ambassador }, { status: 404, headers: ADMIN_HEADERS });
  const origin = worker.config.publicOrigin;
  return data(
    {
      application: {
        ...application,
        /** null: no code issued; false: revoked. */
        codeActive: await ambassadorCodeState(db, application.id),
        createdAt: formatAdminTime(application.createdAt),
        createdAtIso: application.createdAt.toISOString(),
        reviewedAt: formatAdminTime(application.reviewedAt),
        referralLink: application.ambassadorCode
          ? `${origin}/?ref=${encodeURIComponent(application.ambassadorCode)}`
          : null,
      },
    },
    { headers: ADMIN_HEADERS },
  );
}

/** The revoke button: its one field is the literal intent. */
const RevokeCodeSchema = v.object({ intent: v.literal("revoke") });

/**
 * Approve (issues the code and e-mails it with the portal link) or reject (notes required); or, once
 * approved, revoke the code (no new referrals or commission).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const worker = getWorker(context);
  const id = parseId(params.id);
  if (id === undefined) throw data({ message: APPLICATION_NOT_FOUND.ambassador }, { status: 404 });
  const form = await readForm(request);
  const actor = { config: worker.config, actor: getAdmin(context) };
  const revoke = parseWithValibot(form, { schema: RevokeCodeSchema });
  if (revoke.status === "success") {
    const revoked = await revokeAmbassadorCodeAs(actor, { applicationId: id });
    if (!revoked.ok)
      return data(
        { result: revoke.reply(), message: revoked.message },
        { status: FAILURE_STATUS[revoked.code] },
      );
    return redirectWithToast(worker.config, request, pagePath(request), {
      title: revoked.value.changed ? "Code revoked" : "Already revoked",
      description: revoked.value.changed
        ? `${revoked.value.code} no longer attributes bookings or earns commission.`
        : `${revoked.value.code} was already revoked: nothing changed.`,
    });
  }
  return decideApplicationAction("ambassador", { request, ...actor, id, form });
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export default function AdminAmbassador() {
  const { application: app } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ApplicationReview
      kind="ambassador"
      application={{ ...app, name: app.fullName }}
      actionData={actionData}
      reviewFacts={[
        [
          "Applied",
          <time key="applied" dateTime={app.createdAtIso}>
            {app.createdAt}
          </time>,
        ],
        [
          "Ambassador code",
          app.ambassadorCode ? (
            <span key="code" className="font-mono font-semibold">
              {app.ambassadorCode}
            </span>
          ) : null,
        ],
        ["Referral link", app.referralLink],
        ["Code status", app.codeActive === null ? null : app.codeActive ? "Active" : "Revoked"],
      ]}
      beforeDecision={
        app.codeActive ? (
          <Form method="post" className="flex flex-col items-start gap-2">
            <p className="text-sm text-fg-muted">
              Revoking stops {app.ambassadorCode} from attributing new visits and bookings, and bookings
              confirmed from now on earn no commission. Commission already accrued stays.
            </p>
            <Button type="submit" name="intent" value="revoke" variant="destructive">
              Revoke code
            </Button>
          </Form>
        ) : null
      }
      decision={{
        approveLabel: "Approve and issue code",
        approveHint: `Approving issues ${app.fullName.split(/\s+/)[0] ?? app.fullName}'s unique ambassador code and e-mails it to ${app.email} with their referral link and portal link.`,
      }}
    >
      <FactGroup
        id="facts-personal"
        title="Personal information"
        facts={[
          ["Full name", app.fullName],
          [
            "E-mail",
            <a key="email" href={`mailto:${app.email}`} className="text-link underline">
              {app.email}
            </a>,
          ],
          ["Phone", app.phone],
          ["Location", app.location],
        ]}
      />
      <FactGroup
        id="facts-sport"
        title="Sports background"
        facts={[
          ["Primary sport", PRIMARY_SPORT_LABELS[app.primarySport]],
          ["Competition level", COMPETITION_LEVEL_LABELS[app.competitionLevel]],
          ["Experience", YEARS_EXPERIENCE_LABELS[app.yearsExperience]],
          ["Achievements", app.achievements],
        ]}
      />
      <FactGroup
        id="facts-social"
        title="Social media and content"
        facts={[
          ["Instagram", app.instagramHandle],
          ["TikTok", app.tiktokHandle],
          ["YouTube", app.youtubeChannel],
          ["Total followers", FOLLOWERS_COUNT_LABELS[app.followersCount]],
          ["Content style", CONTENT_STYLE_LABELS[app.contentStyle]],
        ]}
      />
      <FactGroup
        id="facts-goals"
        title="Ambassador goals"
        facts={[
          ["Motivations", app.motivations],
          ["Travel frequency", TRAVEL_FREQUENCY_LABELS[app.travelFrequency]],
          ["Gym preferences", app.gymPreferences.join(", ")],
          ["Agreed to the terms", yesNo(app.agreeToTerms)],
          ["Agreed to marketing", yesNo(app.agreeToMarketing)],
        ]}
      />
    </ApplicationReview>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: applicationReviewTitle("ambassador", loaderData?.application.fullName, BRAND.name) },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary() {
  return <ApplicationReviewErrorBoundary kind="ambassador" />;
}
