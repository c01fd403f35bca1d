import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Badge, type BadgeVariant } from "../../primitives/Badge/Badge";
import { Card } from "../../primitives/Card/Card";

export type PayoutAccountState = "not_started" | "pending" | "enabled";

const STATE: Record<PayoutAccountState, { label: string; variant: BadgeVariant; text: string }> = {
  not_started: {
    label: "Not started",
    variant: "cancelled",
    text: "Set up payouts to receive your money by bank transfer. Stripe asks for your bank account and identity.",
  },
  pending: {
    label: "Pending",
    variant: "pending",
    text: "Stripe is still waiting for details or checking them. Payouts are held until your account is enabled.",
  },
  enabled: {
    label: "Enabled",
    variant: "confirmed",
    text: "Payouts are enabled: transfers go to the bank account you gave Stripe.",
  },
};

export type PayoutAccountPanelProps = Omit<ComponentProps<"section">, "children"> & {
  state: PayoutAccountState;
  /** The action: a form with the "Set up payouts" / "Continue setup" button (the app's). */
  action?: ReactNode;
  /** When the payouts come: "Paid weekly" / "Paid monthly on the 15th from $50". */
  schedule?: string;
};

/** A gym's or an ambassador's payout account (Stripe Connect): its state and what to do next. */
export function PayoutAccountPanel({
  state,
  action,
  schedule,
  className,
  ...props
}: PayoutAccountPanelProps) {
  const s = STATE[state];
  return (
    <Card.Root asChild className={cn("gap-3", className)}>
      <section aria-labelledby="payout-account-title" data-state={state} {...props}>
        <Card.Header>
          <div className="flex flex-wrap items-center gap-2">
            <Card.Title asChild>
              <h2 id="payout-account-title" className="text-base">
                Payout account
              </h2>
            </Card.Title>
            <Badge variant={s.variant}>{s.label}</Badge>
          </div>
          <Card.Description>{s.text}</Card.Description>
          {schedule ? <Card.Description>{schedule}</Card.Description> : null}
        </Card.Header>
        {action && state !== "enabled" ? <Card.Footer>{action}</Card.Footer> : null}
      </section>
    </Card.Root>
  );
}
