import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Badge, type BadgeVariant } from "../../primitives/Badge/Badge";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";

export type InquiryStatus = "pending" | "contacted" | "closed";

export const INQUIRY_STATUS_BADGES: Record<InquiryStatus, { variant: BadgeVariant; label: string }> = {
  pending: { variant: "pending", label: "Pending" },
  contacted: { variant: "completed", label: "Contacted" },
  closed: { variant: "outline", label: "Closed" },
};

export type InquiryCardProps = Omit<ComponentProps<"article">, "children"> & {
  /** "Team inquiry" or "Message". */
  kindLabel: string;
  /** The heading: the team's name, or the athlete's. */
  title: string;
  /** Who wrote, with their e-mail (and phone when given). */
  name: string;
  email: string;
  phone?: string | null;
  gymName: string;
  status: InquiryStatus;
  /** "24 Nov 2026, 14:05". */
  received: string;
  /** Facts of a team inquiry: size, sport, preferred dates … */
  details?: [label: string, value: ReactNode][];
  /** The message or the special requirements, as written. */
  body?: string | null;
  /** "Replied twice", "Not replied yet". */
  replies?: string | null;
  /** The status buttons and the reply form. */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
};

/** A team inquiry or an athlete's message to a gym, with its follow-up status (named, not only coloured). */
export function InquiryCard({
  kindLabel,
  title,
  name,
  email,
  phone,
  gymName,
  status,
  received,
  details = [],
  body,
  replies,
  actions,
  headingLevel = 3,
  className,
  ...props
}: InquiryCardProps) {
  const badge = INQUIRY_STATUS_BADGES[status];
  return (
    <article
      data-slot="inquiry-card"
      data-status={status}
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-surface p-4", className)}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-fg-muted">
            {kindLabel} · {gymName}
          </p>
          <Heading level={headingLevel} size="sm" className="[overflow-wrap:anywhere]">
            {title}
          </Heading>
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">From</dt>
        <dd className="[overflow-wrap:anywhere]">
          {name} ·{" "}
          <a href={`mailto:${email}`} className="text-link underline">
            {email}
          </a>
          {phone ? ` · ${phone}` : ""}
        </dd>
        <dt className="text-fg-muted">Received</dt>
        <dd>{received}</dd>
        {details.map(([label, value]) => (
          <FragmentRow key={label} label={label} value={value} />
        ))}
      </dl>
      {body ? (
        <blockquote className="border-l-4 border-border-strong pl-3 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
          {body}
        </blockquote>
      ) : null}
      {replies ? <p className="text-sm text-fg-muted">{replies}</p> : null}
      {actions ? <div className="flex flex-col gap-3">{actions}</div> : null}
    </article>
  );
}

function FragmentRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{value}</dd>
    </>
  );
}
