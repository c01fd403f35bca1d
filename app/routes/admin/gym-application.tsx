import { parseWithValibot } from "@conform-to/valibot";
import {
  Badge,
  BuildingIcon,
  Button,
  Card,
  EmptyState,
  ExternalLinkIcon,
  formatPrice,
  Heading,
  Text,
} from "@gymroam/design-system";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { BackLink, FactGroup, loadReviewDecisionForm, ReviewDecisionForm } from "~/components/admin-approval";
import { formatAdminTime } from "~/components/admin-list";
import { APPLICATION_STATUS_BADGE } from "~/components/application-status";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { APPLICATION_STATUS_LABELS, APPROVAL_MESSAGES } from "~/domain/admin-approvals";
import { ReviewDecisionSchema } from "~/domain/schemas/admin-approvals";
import { WEEKDAYS_MONDAY_FIRST } from "~/domain/weekdays";

import { ADMIN_HEADERS } from "~/lib/admin.server";
import { pagePath, parseId } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import { getAdmin } from "~/middleware/admin.server";
import { getGymApplicationReview } from "~/models/gym-application-review.server";
import { redirectWithToast } from "~/session.server";
import { decideGymApplicationAs } from "~/use-cases/admin-decisions.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/gym-application";

/** A client navigation shows the page once its decision form has loaded too. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadReviewDecisionForm()]);
  },
];

/**
 * /admin/gym-applications/:id: one application in full. Payout and tax details are masked by the
 * model ("•••• 1234", "Provided"): their values never reach this page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const id = parseId(params.id);
  const application =
    id === undefined ? undefined : await getGymApplicationReview(getDb(worker.config.db), id);
  if (!application)
    throw data({ message: APPROVAL_MESSAGES.gymNotFound }, { status: 404, headers: ADMIN_HEADERS });
  return data(
    {
      application: {
        ...application,
        submittedAt: formatAdminTime(application.submittedAt),
        submittedAtIso: application.submittedAt.toISOString(),
        reviewedAt: formatAdminTime(application.reviewedAt),
        termsAcceptedAt: formatAdminTime(application.termsAcceptedAt),
      },
    },
    { headers: ADMIN_HEADERS },
  );
}

/** Approve (publishes the gym) or reject (notes required); a repeated decision changes nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const worker = getWorker(context);
  const id = parseId(params.id);
  if (id === undefined) throw data({ message: APPROVAL_MESSAGES.gymNotFound }, { status: 404 });
  const submission = parseWithValibot(await readForm(request), { schema: ReviewDecisionSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), message: null as string | null }, { status: 400 });
  const decided = await decideGymApplicationAs(
    { config: worker.config, actor: getAdmin(context) },
    { applicationId: id, decision: submission.value },
  );
  if (!decided.ok) {
    if (decided.code === "not_found") throw data({ message: decided.message }, { status: 404 });
    return data(
      { result: submission.reply({ formErrors: [decided.message] }), message: decided.message },
      { status: FAILURE_STATUS[decided.code] },
    );
  }
  const result = decided.value;
  const toast = !result.changed
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
        };
  return redirectWithToast(worker.config, request, pagePath(request), toast);
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export default function AdminGymApplication() {
  const { application: app } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const money = (cents: number | null) => (cents === null ? null : formatPrice(cents, app.currency));
  const days = WEEKDAYS_MONDAY_FIRST.filter((d) => app.operatingDays.includes(d.day))
    .map((d) => d.name)
    .join(", ");
  const staffHours = app.staffHours
    ? Object.entries(app.staffHours)
        .map(([day, hours]) => `${day}: ${hours}`)
        .join("\n")
    : null;
  return (
    <article aria-labelledby="application-heading" className="flex min-w-0 flex-col gap-4">
      <BackLink to="/admin/gym-applications">Back to gym applications</BackLink>
      <Card.Root>
        <Card.Header className="flex flex-col gap-2">
          <p className="text-sm text-fg-muted">Gym application {app.id}</p>
          <Heading level={2} size="md" id="application-heading" className="break-words">
            {app.gymName}
          </Heading>
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant={APPLICATION_STATUS_BADGE[app.status]} data-testid="application-status">
              {APPLICATION_STATUS_LABELS[app.status]}
            </Badge>
            {app.status === "approved" && app.gymId !== null ? (
              <Link
                to={`/gym/${app.gymId}`}
                className="inline-flex items-center gap-1 font-semibold text-link underline"
              >
                The gym's page (once its owner completes the listing){" "}
                <ExternalLinkIcon aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </div>
        </Card.Header>
        <Card.Content className="flex flex-col gap-6">
          <FactGroup
            id="facts-review"
            title="Review"
            facts={[
              [
                "Submitted",
                <time key="submitted" dateTime={app.submittedAtIso}>
                  {app.submittedAt}
                </time>,
              ],
              ["Reviewed", app.reviewedAt ? `${app.reviewedAt} by ${app.reviewedBy ?? "admin"}` : "Not yet"],
              ["Review notes", app.reviewNotes],
              ["Live gym", app.gymId !== null ? `Gym ${app.gymId}` : null],
            ]}
          />
          {app.status === "pending" ? (
            <ReviewDecisionForm
              lastResult={actionData?.result}
              approveLabel="Approve"
              approveHint={`Approving publishes ${app.gymName} in ${app.city} (${app.currency}, ${app.timeZone}) with an owner account for ${app.contactEmail}, and e-mails the applicant.`}
            />
          ) : actionData?.message ? (
            <p role="alert" className="font-medium text-danger-fg">
              {actionData.message}
            </p>
          ) : null}
          <FactGroup
            id="facts-applicant"
            title="Applicant"
            facts={[
              ["Contact name", app.contactName],
              [
                "E-mail",
                <a key="email" href={`mailto:${app.contactEmail}`} className="text-link underline">
                  {app.contactEmail}
                </a>,
              ],
              ["Phone", app.contactPhone],
              ["Message", app.message],
            ]}
          />
          <FactGroup
            id="facts-gym"
            title="Gym"
            facts={[
              ["Gym name", app.gymName],
              ["Address", app.address],
              ["City", app.city],
              ["Country", app.country],
              ["Currency and time zone", `${app.currency}, ${app.timeZone}`],
              ["Description", app.description],
              ["Gym rules", app.gymRules],
              ["Photos", app.photos.length > 0 ? `${app.photos.length} provided` : "None"],
            ]}
          />
          <FactGroup
            id="facts-rates"
            title="Rates and hours"
            facts={[
              ["Day pass", money(app.dayPassRateCents)],
              ["Hourly", app.hourlyRateCents > 0 ? money(app.hourlyRateCents) : "Not offered"],
              ["Weekly", money(app.weeklyRateCents)],
              ["Monthly", money(app.monthlyRateCents)],
              ["Hours", app.is24Hours ? "Open 24 hours" : `${app.openTime} - ${app.closeTime}`],
              ["Operating days", days || "None"],
              ["Staffed hours", staffHours],
            ]}
          />
          <FactGroup
            id="facts-facilities"
            title="Facilities"
            facts={[
              ["Equipment", app.equipment.join(", ") || "None"],
              ["Amenities", app.amenities.join(", ") || "None"],
              ["Other amenities", app.otherAmenities],
              ["Sports", app.sports.join(", ") || "None"],
            ]}
          />
          <FactGroup
            id="facts-checkin"
            title="Check-in and teams"
            facts={[
              ["Check-in policy", app.checkInPolicy],
              ["Check-in instructions", app.checkInInstructions],
              ["Hosts teams", yesNo(app.canHostTeams)],
              ["Largest team", app.canHostTeams ? app.maxTeamSize : null],
              ["Team facilities", app.teamFacilities],
            ]}
          />
          <FactGroup
            id="facts-business"
            title="Business and payout (masked)"
            facts={[
              ["Business name", app.businessName],
              ["Business type", app.businessType],
              ["ABN", app.masked.abn],
              ["IRD number", app.masked.irdNumber],
              ["Bank account name", app.masked.bankAccountName],
              ["Bank account number", app.masked.bankAccountNumber],
              ["BSB", app.masked.bsb],
              ["Payment account", app.masked.paymentAccountId],
              ["Terms accepted", app.acceptedTerms ? app.termsAcceptedAt || "Yes" : "No"],
            ]}
          />
          <Text size="sm" tone="muted">
            Payout and tax details are never shown in full; they move to the gym's private records on
            approval.
          </Text>
        </Card.Content>
      </Card.Root>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.application.gymName;
  return [
    { title: `${name ? `${name}: gym application` : "Gym application"} | Admin | ${BRAND.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <EmptyState
            icon={<BuildingIcon aria-hidden="true" />}
            title="Application not found"
            description={APPROVAL_MESSAGES.gymNotFound}
            action={
              <Button asChild>
                <Link to="/admin/gym-applications">Back to gym applications</Link>
              </Button>
            }
          />
        ),
      }}
    />
  );
}
