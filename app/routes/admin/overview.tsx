import { Card, Heading, Text } from "@gymroam/design-system";
import { sql } from "drizzle-orm";
import { Link, useLoaderData } from "react-router";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/overview";

/** /admin: what needs attention, with links to each section. */
export async function loader({ context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const db = getDb(worker.config.db);
  const row = await db.get<{
    gymApplications: number;
    ambassadorApplications: number;
    inquiries: number;
    pendingBookings: number;
    confirmedBookings: number;
    waitlist: number;
    queuedMail: number;
  }>(sql`SELECT
    (SELECT count(*) FROM gym_applications WHERE status = 'pending') AS gymApplications,
    (SELECT count(*) FROM ambassador_applications WHERE status = 'pending') AS ambassadorApplications,
    (SELECT count(*) FROM team_booking_inquiries WHERE status = 'pending') AS inquiries,
    (SELECT count(*) FROM bookings WHERE status = 'pending') AS pendingBookings,
    (SELECT count(*) FROM bookings WHERE status = 'confirmed') AS confirmedBookings,
    (SELECT count(*) FROM waitlist) AS waitlist,
    (SELECT count(*) FROM mail_outbox WHERE status = 'queued') AS queuedMail`);
  return { counts: row ?? null };
}

const CARDS = [
  { key: "gymApplications", label: "Gym applications to review", to: "/admin/gym-applications" },
  { key: "ambassadorApplications", label: "Ambassador applications to review", to: "/admin/ambassadors" },
  { key: "inquiries", label: "Open team inquiries", to: "/admin/inquiries" },
  { key: "confirmedBookings", label: "Upcoming confirmed bookings", to: "/admin/bookings?status=confirmed" },
  { key: "pendingBookings", label: "Bookings awaiting payment", to: "/admin/bookings?status=pending" },
  { key: "waitlist", label: "People on the waitlist", to: "/admin/waitlist" },
  // Queued only (the outbox also lists what was sent or failed): the count and its link agree.
  { key: "queuedMail", label: "Messages waiting to be sent", to: "/admin/outbox?status=queued" },
] as const;

export default function AdminOverview() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="overview-heading">
      <Heading level={2} size="md" id="overview-heading">
        Overview
      </Heading>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card) => (
          <li key={card.key}>
            <Card.Root className="h-full">
              <Card.Content className="flex flex-col gap-1 pt-5">
                <Text size="sm" tone="muted">
                  {card.label}
                </Text>
                <p className="text-3xl font-bold">{counts?.[card.key] ?? 0}</p>
                <Link to={card.to} className="text-sm font-semibold text-link underline">
                  Open<span className="sr-only"> {card.label.toLowerCase()}</span>
                </Link>
              </Card.Content>
            </Card.Root>
          </li>
        ))}
      </ul>
    </section>
  );
}
