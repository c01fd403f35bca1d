import {
  Alert,
  Button,
  Card,
  Heading,
  ListingChecklist,
  SectionNav,
  Stack,
  Text,
} from "@gymroam/design-system";
import { Form, Link, NavLink, Outlet, useLoaderData } from "react-router";
import { listingChecklistItems } from "~/components/listing-steps";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { LISTING_STATE_LABELS, missingSteps } from "~/domain/listing";
import { requireOwnedGym } from "~/middleware/partner.server";
import { getListing, listingStatuses } from "~/models/listing.server";
import type { Route } from "./+types/layout";

/**
 * The listing editor of one gym (/partner/gyms/:gymId, issue 17): the owner check first, then the
 * listing with its checklist; each section is a child page with its own form and action.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const owned = await requireOwnedGym(context, params.gymId);
  const db = getDb(getWorker(context).config.db);
  const [listing, statuses] = await Promise.all([getListing(db, owned.id), listingStatuses(db, [owned.id])]);
  const status = statuses.get(owned.id);
  if (!listing || !status) throw new Response("Not found", { status: 404 });
  return { listing, status, missing: missingSteps(status.facts) };
}

const LISTING_SECTIONS = [
  { to: "", label: "Details" },
  { to: "location", label: "Location" },
  { to: "photos", label: "Photos" },
  { to: "rates", label: "Rates & capacity" },
  { to: "hours", label: "Hours" },
  { to: "facilities", label: "Facilities" },
  { to: "recovery", label: "Recovery" },
] as const;

export default function ListingEditor() {
  const { listing, status, missing } = useLoaderData<typeof loader>();
  const { gym } = listing;
  const base = `/partner/gyms/${gym.id}`;
  return (
    <Stack gap="lg">
      <Stack direction="row" justify="between" align="center" gap="md" className="flex-wrap">
        <Stack gap="none">
          <Text size="sm" tone="muted">
            <Link to="/partner">Your gyms</Link> / listing
          </Text>
          <Heading level={2} size="lg">
            {gym.name}
          </Heading>
        </Stack>
        {status.state === "listed" ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/gym/${gym.id}`}>View your listing</Link>
          </Button>
        ) : null}
      </Stack>
      <Card.Root>
        <Card.Content className="flex flex-col gap-4 pt-5">
          <ListingChecklist
            items={listingChecklistItems(gym.id, missing)}
            status={LISTING_STATE_LABELS[status.state]}
            statusTone={status.state}
            renderLink={({ href, children, className }) => (
              <Link to={href} className={className}>
                {children}
              </Link>
            )}
          />
          {status.state === "incomplete" ? null : (
            <Form method="post" action={`${base}/status`} className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value={status.state === "paused" ? "resume" : "pause"} />
              <Button type="submit" variant={status.state === "paused" ? "primary" : "outline"} size="sm">
                {status.state === "paused" ? "Resume listing" : "Pause listing"}
              </Button>
              <Text size="sm" tone="muted">
                {status.state === "paused"
                  ? "Paused: not on the search or the map, and not taking bookings."
                  : "Pausing takes the gym off search and the map and stops new bookings."}
              </Text>
            </Form>
          )}
        </Card.Content>
      </Card.Root>
      {status.state === "paused" ? (
        <Alert variant="warning" title="Listing paused">
          Athletes see that {gym.name} is not taking bookings.
        </Alert>
      ) : null}
      <SectionNav.Root aria-label="Listing sections">
        {LISTING_SECTIONS.map((section) => (
          <SectionNav.Link key={section.to} asChild>
            <NavLink to={section.to ? `${base}/${section.to}` : base} end>
              {section.label}
            </NavLink>
          </SectionNav.Link>
        ))}
      </SectionNav.Root>
      <Outlet />
    </Stack>
  );
}
