import { ArrowLeftIcon, Button, Heading } from "@gymroam/design-system";
import { lazy, type ReactNode } from "react";
import { Link } from "react-router";

/*
 * Pieces shared by the admin approval pages (gym-owner and ambassador applications).
 */

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}

export type Fact = [label: string, value: ReactNode];

/** A titled group of label/value pairs; empty values are left out. */
export function FactGroup({ id, title, facts }: { id: string; title: string; facts: Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <Heading level={3} size="sm" id={id}>
        {title}
      </Heading>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-fg-muted">{label}</dt>
            <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Approve, or reject with a note. Conform and the form load as the page hydrates, outside its
 * first-load JavaScript; the pages' client navigations wait for `loadReviewDecisionForm` too.
 */
export const loadReviewDecisionForm = () => import("./admin-review-decision");
export const ReviewDecisionForm = lazy(() =>
  loadReviewDecisionForm().then((m) => ({ default: m.ReviewDecisionForm })),
);
