import type { SubmissionResult } from "@conform-to/react";
import {
  Badge,
  BuildingIcon,
  Button,
  Card,
  EmptyState,
  Heading,
  Table,
  UserIcon,
} from "@gymroam/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  APPLICATION_NOT_FOUND,
  APPLICATION_STATUS_LABELS,
  type ApplicationKind,
} from "~/domain/admin-approvals";
import { APPLICATION_STATUSES, type ApplicationStatus } from "~/domain/catalog";
import { BackLink, type Fact, FactGroup, ReviewDecisionForm } from "./admin-approval";
import { AdminCount, AdminPager, AdminQueryError, AdminStatusFilter, AdminTable } from "./admin-list";
import { APPLICATION_STATUS_BADGE } from "./application-status";
import { GeneralErrorBoundary } from "./error-boundary";

/*
 * The admin's review of an application, one screen for both kinds (gym owners and ambassadors): the
 * list tab and the one-application page. Each kind brings its words, its columns and its facts.
 */

const KINDS = {
  gym: {
    path: "/admin/gym-applications",
    title: "Gym applications",
    noun: "gym applications",
    back: "Back to gym applications",
    one: "Gym application",
    headingId: "application-heading",
    icon: <BuildingIcon aria-hidden="true" />,
  },
  ambassador: {
    path: "/admin/ambassadors",
    title: "Ambassador applications",
    noun: "ambassador applications",
    back: "Back to ambassador applications",
    one: "Ambassador application",
    headingId: "ambassador-heading",
    icon: <UserIcon aria-hidden="true" />,
  },
} as const;

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
];

/** What every row of an application list shows besides its kind's own columns. */
interface ApplicationListRow {
  id: number;
  status: ApplicationStatus;
}

/**
 * A list tab of applications: the status filter, the count, the table (Id, the kind's columns,
 * Status, the kind's trailing columns, the date, Review) and the pager.
 */
export function ApplicationList<Row extends ApplicationListRow>({
  kind,
  list,
  columns,
  name,
  received,
  cells,
  trailingCells,
}: {
  kind: ApplicationKind;
  list: {
    error: string | null;
    status: ApplicationStatus | "all";
    rows: Row[];
    total: number;
    page: number;
    pageCount: number;
    pageSize: number;
  };
  /** All column heads, in order. */
  columns: readonly string[];
  /** Who or what applied: names the Review link. */
  name: (row: Row) => string;
  /** When it was received, as the admin reads it, and as an ISO instant. */
  received: (row: Row) => [text: string, iso: string];
  /** The kind's cells between Id and Status. */
  cells: (row: Row) => ReactNode;
  /** The kind's cells between Status and the date. */
  trailingCells?: (row: Row) => ReactNode;
}) {
  const words = KINDS[kind];
  const { error, status, rows, total, page, pageCount, pageSize } = list;
  const slug = words.path.slice("/admin/".length);
  return (
    <section aria-labelledby={`${slug}-heading`} className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id={`${slug}-heading`}>
        {words.title}
      </Heading>
      <AdminStatusFilter
        path={words.path}
        id={`${slug}-status`}
        label={words.noun}
        status={status}
        options={STATUS_OPTIONS}
      />
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["application", "applications"]} />
      <AdminTable
        caption={
          status === "all"
            ? `${words.title}, newest first`
            : `${APPLICATION_STATUS_LABELS[status]} ${words.noun}, newest first`
        }
        columns={columns}
        empty={`No ${words.noun} ${status === "all" ? "yet" : "with this status"}.`}
      >
        {rows.map((row) => {
          const [at, atIso] = received(row);
          return (
            <Table.Row key={row.id} data-application-id={row.id}>
              <Table.Cell>{row.id}</Table.Cell>
              {cells(row)}
              <Table.Cell>
                <Badge variant={APPLICATION_STATUS_BADGE[row.status]}>
                  {APPLICATION_STATUS_LABELS[row.status]}
                </Badge>
              </Table.Cell>
              {trailingCells?.(row)}
              <Table.Cell className="whitespace-nowrap">
                <time dateTime={atIso}>{at}</time>
              </Table.Cell>
              <Table.Cell>
                <Button asChild size="sm" variant={row.status === "pending" ? "primary" : "outline"}>
                  <Link to={`${words.path}/${row.id}`} aria-label={`Review ${name(row)}`}>
                    Review
                  </Link>
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </AdminTable>
      <AdminPager page={page} pageCount={pageCount} label={`${words.one} pages`} />
    </section>
  );
}

/**
 * One application in full: its name, status and review facts, the decision form while it is pending
 * (or why the last decision was refused), then the kind's own facts.
 */
export function ApplicationReview({
  kind,
  application,
  headerExtra,
  reviewFacts,
  beforeDecision,
  decision,
  actionData,
  children,
}: {
  kind: ApplicationKind;
  application: {
    id: number;
    name: string;
    status: ApplicationStatus;
    reviewedAt: string;
    reviewedBy: string | null;
    reviewNotes: string | null;
  };
  /** Beside the status badge. */
  headerExtra?: ReactNode;
  /** The review group: [when received, ...kind's facts after Reviewed and Review notes]. */
  reviewFacts: [received: Fact, ...rest: Fact[]];
  /** Between the review facts and the decision. */
  beforeDecision?: ReactNode;
  decision: { approveLabel: string; approveHint: string };
  actionData: { result: SubmissionResult; message: string | null } | undefined;
  children: ReactNode;
}) {
  const words = KINDS[kind];
  const app = application;
  const [received, ...rest] = reviewFacts;
  const badge = (
    <Badge variant={APPLICATION_STATUS_BADGE[app.status]} data-testid="application-status">
      {APPLICATION_STATUS_LABELS[app.status]}
    </Badge>
  );
  return (
    <article aria-labelledby={words.headingId} className="flex min-w-0 flex-col gap-4">
      <BackLink to={words.path}>{words.back}</BackLink>
      <Card.Root>
        <Card.Header className="flex flex-col gap-2">
          <p className="text-sm text-fg-muted">
            {words.one} {app.id}
          </p>
          <Heading level={2} size="md" id={words.headingId} className="break-words">
            {app.name}
          </Heading>
          {headerExtra ? (
            <div className="flex flex-wrap items-center gap-3">
              {badge}
              {headerExtra}
            </div>
          ) : (
            badge
          )}
        </Card.Header>
        <Card.Content className="flex flex-col gap-6">
          <FactGroup
            id="facts-review"
            title="Review"
            facts={[
              received,
              ["Reviewed", app.reviewedAt ? `${app.reviewedAt} by ${app.reviewedBy ?? "admin"}` : "Not yet"],
              ["Review notes", app.reviewNotes],
              ...rest,
            ]}
          />
          {beforeDecision}
          {app.status === "pending" ? (
            <ReviewDecisionForm
              lastResult={actionData?.result}
              approveLabel={decision.approveLabel}
              approveHint={decision.approveHint}
            />
          ) : actionData?.message ? (
            <p role="alert" className="font-medium text-danger-fg">
              {actionData.message}
            </p>
          ) : null}
          {children}
        </Card.Content>
      </Card.Root>
    </article>
  );
}

/** The review page's title: "Name: gym application | Admin | GymRoam". */
export function applicationReviewTitle(kind: ApplicationKind, name: string | undefined, brand: string) {
  const one = KINDS[kind].one;
  return `${name ? `${name}: ${one.toLowerCase()}` : one} | Admin | ${brand}`;
}

/** The review page's error boundary: an unknown application says so, with the way back. */
export function ApplicationReviewErrorBoundary({ kind }: { kind: ApplicationKind }) {
  const words = KINDS[kind];
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <EmptyState
            icon={words.icon}
            title="Application not found"
            description={APPLICATION_NOT_FOUND[kind]}
            action={
              <Button asChild>
                <Link to={words.path}>{words.back}</Link>
              </Button>
            }
          />
        ),
      }}
    />
  );
}
