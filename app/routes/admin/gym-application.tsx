import { ExternalLinkIcon, formatPrice, Text } from "@gymroam/design-system";
import { data, Link, useActionData, useLoaderData } from "react-router";
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
import { WEEKDAYS_MONDAY_FIRST } from "~/domain/weekdays";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { getAdmin } from "~/middleware/admin.server";
import { getGymApplicationReview } from "~/models/gym-application-review.server";
import { parseId } from "~/routes/+shared/api.server";
import type { Route } from "./+types/gym-application";
import { decideApplicationAction } from "./application-decision.server";

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
    throw data({ message: APPLICATION_NOT_FOUND.gym }, { status: 404, headers: ADMIN_HEADERS });
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
  if (id === undefined) throw data({ message: APPLICATION_NOT_FOUND.gym }, { status: 404 });
  return decideApplicationAction("gym", {
    request,
    config: worker.config,
    actor: getAdmin(context),
    id,
    form: await readForm(request),
  });
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
    <ApplicationReview
      kind="gym"
      application={{ ...app, name: app.gymName }}
      actionData={actionData}
      headerExtra={
        app.status === "approved" && app.gymId !== null ? (
          <Link
            to={`/gym/${app.gymId}`}
            className="inline-flex items-center gap-1 font-semibold text-link underline"
          >
            The gym's page (once its owner completes the listing){" "}
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
          </Link>
        ) : null
      }
      reviewFacts={[
        [
          "Submitted",
          <time key="submitted" dateTime={app.submittedAtIso}>
            {app.submittedAt}
          </time>,
        ],
        ["Live gym", app.gymId !== null ? `Gym ${app.gymId}` : null],
      ]}
      decision={{
        approveLabel: "Approve",
        approveHint: `Approving publishes ${app.gymName} in ${app.city} (${app.currency}, ${app.timeZone}) with an owner account for ${app.contactEmail}, and e-mails the applicant.`,
      }}
    >
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
        Payout and tax details are never shown in full; they move to the gym's private records on approval.
      </Text>
    </ApplicationReview>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: applicationReviewTitle("gym", loaderData?.application.gymName, BRAND.name) },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary() {
  return <ApplicationReviewErrorBoundary kind="gym" />;
}
