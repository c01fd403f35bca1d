/** The gym page's sections and cards: pricing with BOOK NOW, address and hours, tags, and its JSON-LD. */
import {
  Badge,
  Button,
  Card,
  ClockIcon,
  ExternalLinkIcon,
  Heading,
  Price,
  Stack,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { Link } from "react-router";
import { formatDateRange } from "~/domain/dates";
import { LISTING_MESSAGES } from "~/domain/listing";
import { tripSearch } from "~/domain/trip";
import { WEEKDAYS } from "~/domain/weekdays";
import { gymJsonLd, jsonLdText } from "./json-ld";
import type { PageGym } from "./page-gym";

/** "06:00 – 22:00 NZDT": the venue's hours on its own clock, labelled with its zone. */
export function hoursText(gym: {
  is24Hours: boolean;
  openTime: string;
  closeTime: string;
  zoneLabel: string;
}) {
  return gym.is24Hours ? "Open 24 hours" : `${gym.openTime} – ${gym.closeTime} ${gym.zoneLabel}`;
}

export function daysText(days: readonly number[]) {
  if (days.length === 7) return "Every day";
  if (days.length === 0) return "Days to be confirmed";
  // Monday first, as the week is read in New Zealand and Australia.
  const order = [1, 2, 3, 4, 5, 6, 0];
  return order
    .filter((day) => days.includes(day))
    .map((day) => WEEKDAYS[day]!.short)
    .join(", ");
}

function directionsUrl(gym: {
  latitude: number | null;
  longitude: number | null;
  address: string;
  city: string;
  country: string;
}) {
  const destination =
    gym.latitude != null && gym.longitude != null
      ? `${gym.latitude},${gym.longitude}`
      : encodeURIComponent(`${gym.address}, ${gym.city}, ${gym.country}`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

export function InfoSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" asChild>
      <section aria-label={title}>
        <Heading level={2} size="md">
          {title}
        </Heading>
        {children}
      </section>
    </Stack>
  );
}

export function TagSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <InfoSection title={title}>
      <Stack direction="row" gap="xs" wrap>
        {items.map((item) => (
          <Badge key={item} variant="outline">
            {item}
          </Badge>
        ))}
      </Stack>
    </InfoSection>
  );
}

export function PricingCard({
  gym,
  trip,
  openNow,
  className,
}: {
  gym: PageGym;
  trip: { from?: string; to?: string; athletes?: number };
  openNow: string;
  className?: string;
}) {
  const dates = formatDateRange(trip.from, trip.to);
  const athletes = trip.athletes ?? 1;
  return (
    <Card.Root className={className}>
      <Card.Header>
        <Card.Title asChild>
          <h2>Pricing</h2>
        </Card.Title>
      </Card.Header>
      <Card.Content>
        <Stack gap="xs">
          {gym.hourlyRateCents > 0 ? (
            <Price cents={gym.hourlyRateCents} currency={gym.currency} suffix="/hour" size="lg" />
          ) : (
            <Text tone="muted">Hourly access not offered</Text>
          )}
          {gym.dayPassRateCents > 0 ? (
            <Price cents={gym.dayPassRateCents} currency={gym.currency} suffix="day pass" size="lg" />
          ) : (
            <Text tone="muted">Day passes not offered</Text>
          )}
          {/* Week and month passes share a line, so BOOK NOW stays above the fold at 1280×800. */}
          {gym.weeklyRateCents || gym.monthlyRateCents ? (
            <Stack direction="row" gap="md" className="flex-wrap">
              {gym.weeklyRateCents ? (
                <Price cents={gym.weeklyRateCents} currency={gym.currency} suffix="/week" />
              ) : null}
              {gym.monthlyRateCents ? (
                <Price cents={gym.monthlyRateCents} currency={gym.currency} suffix="/month" />
              ) : null}
            </Stack>
          ) : null}
          {dates || athletes > 1 ? (
            <Text size="sm" tone="muted">
              Your search: {[dates, athletes > 1 ? `${athletes} athletes` : null].filter(Boolean).join(" · ")}
            </Text>
          ) : null}
        </Stack>
      </Card.Content>
      {/*
       * Whether it is open now sits under BOOK NOW: at night "Closed now · opens 05:00 NZDT tomorrow"
       * takes two lines in this column, which pushed BOOK NOW below the fold at 1280×800.
       */}
      <Card.Footer>
        <Stack gap="xs" className="w-full">
          {gym.paused ? (
            <Text weight="semibold">{LISTING_MESSAGES.paused}</Text>
          ) : (
            <Button asChild size="lg" className="w-full">
              <Link to={`/gym/${gym.id}/book${tripSearch(trip)}`}>BOOK NOW</Link>
            </Button>
          )}
          <Text size="sm" tone="muted" className="flex items-center gap-1">
            <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
            {openNow}
          </Text>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

export function AddressCard({ gym, className }: { gym: PageGym; className?: string }) {
  const staffHours = Object.entries(gym.staffHours ?? {});
  return (
    <Card.Root className={className}>
      <Card.Header>
        <Card.Title asChild>
          <h2>Address and hours</h2>
        </Card.Title>
      </Card.Header>
      <Card.Content>
        <Stack gap="sm">
          <address className="not-italic">
            {gym.address}
            <br />
            {[gym.city, gym.country === "Australia" ? gym.region : null, gym.postalCode]
              .filter(Boolean)
              .join(" ")}
            , {gym.country}
            {gym.publicPhone ? (
              <>
                <br />
                <TextLink href={`tel:${gym.publicPhone.replace(/\s+/g, "")}`}>{gym.publicPhone}</TextLink>
              </>
            ) : null}
          </address>
          {gym.dayHours.length > 0 ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {[1, 2, 3, 4, 5, 6, 0].map((day) => {
                const own = gym.dayHours.find((d) => d.day === day);
                return (
                  <div key={day} className="contents">
                    <dt className="font-semibold">{WEEKDAYS[day]!.short}</dt>
                    <dd className={own ? undefined : "text-fg-muted"}>
                      {own ? `${own.openTime} – ${own.closeTime}` : "Closed"}
                    </dd>
                  </div>
                );
              })}
            </dl>
          ) : (
            <Text>
              {hoursText(gym)}
              <br />
              <span className="text-fg-muted">{daysText(gym.operatingDays)}</span>
            </Text>
          )}
          {staffHours.length > 0 ? (
            <Stack gap="none">
              <Text size="sm" weight="semibold">
                Staffed hours
              </Text>
              {staffHours.map(([days, hours]) => (
                <Text key={days} size="sm" tone="muted">
                  {days}: {hours}
                </Text>
              ))}
            </Stack>
          ) : null}
          <TextLink
            href={directionsUrl(gym)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 self-start"
          >
            Get directions
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </TextLink>
        </Stack>
      </Card.Content>
    </Card.Root>
  );
}

/** schema.org ExerciseGym (./json-ld.ts). */
export function JsonLd({ gym, origin, nonce }: { gym: PageGym; origin: string; nonce: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our data, with "<" escaped
      dangerouslySetInnerHTML={{ __html: jsonLdText(gymJsonLd(gym, origin)) }}
    />
  );
}
