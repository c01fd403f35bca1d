import { Button, DatePicker, Field, formatPrice, Input, Select, Stack, Text } from "@gymroam/design-system";
import { useId, useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Honeypot } from "~/components/honeypot";
import { amenityStartTimes, checkBookingDate, type GymHours, hoursOn, upcomingSlots } from "~/domain/booking";
import { AMENITY_DURATION } from "~/domain/policies";

export interface AmenityFormItem {
  id: number;
  typeLabel: string;
  name: string;
  pricePerHourCents: number;
}

export interface AmenityFormGym extends GymHours {
  id: number;
  timeZone: string;
  currency: "NZD" | "AUD";
}

/**
 * The recovery amenity picker (gym detail, /booking-integration): amenity, date, time and 1-4 hours,
 * the athlete's name and e-mail, with "Book Now" showing pricePerHour × hours. Posts `intent=amenity`
 * to `action`, which holds the session for 15 minutes and opens its payment step; works without
 * JavaScript (the server prices and validates everything again).
 */
export function AmenityBookingForm({
  gym,
  items,
  today,
  maxDate,
  now,
  action,
}: {
  gym: AmenityFormGym;
  items: readonly AmenityFormItem[];
  today: string;
  maxDate: string;
  now: number;
  action?: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "amenity";
  const [itemId, setItemId] = useState("");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [hours, setHours] = useState<number>(AMENITY_DURATION.default);
  const item = items.find((i) => String(i.id) === itemId);
  const times = useMemo(() => {
    const all = amenityStartTimes(date ? hoursOn(gym, date) : gym, hours);
    return date && !checkBookingDate(gym, date, gym.timeZone, now)
      ? upcomingSlots(all, date, gym.timeZone, now)
      : all;
  }, [gym, hours, date, now]);
  const groups = [...new Set(items.map((i) => i.typeLabel))];

  return (
    <Form method="post" action={action} preventScrollReset className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="amenity" />
      <input type="hidden" name="gymId" value={gym.id} />
      <Field.Root id={`${id}-amenity`}>
        <Field.Label>Amenity</Field.Label>
        <Select
          name="amenityName"
          value={item?.name ?? ""}
          onChange={(event) => {
            const chosen = items.find((i) => i.name === event.currentTarget.value);
            setItemId(chosen ? String(chosen.id) : "");
          }}
          placeholder="Select an amenity"
          options={groups.flatMap((group) =>
            items
              .filter((i) => i.typeLabel === group)
              .map((i) => ({
                value: i.name,
                label: `${i.name} (${group}) · ${formatPrice(i.pricePerHourCents, gym.currency)}/hour`,
              })),
          )}
        />
      </Field.Root>
      <div className="grid gap-4 sm:grid-cols-3">
        <DatePicker
          label="Date"
          name="bookingDate"
          id={`${id}-date`}
          min={today}
          max={maxDate}
          value={date}
          onValueChange={setDate}
          isDateDisabled={(iso) => checkBookingDate(gym, iso, gym.timeZone, now) !== undefined}
        />
        <Field.Root id={`${id}-time`}>
          <Field.Label>Time</Field.Label>
          <Select
            name="startTime"
            value={times.includes(time) ? time : ""}
            onChange={(event) => setTime(event.currentTarget.value)}
            placeholder="Select a time"
            options={times.map((t) => ({ value: t, label: t }))}
          />
        </Field.Root>
        <Field.Root id={`${id}-duration`}>
          <Field.Label>Duration (hours)</Field.Label>
          <Input
            type="number"
            name="duration"
            min={AMENITY_DURATION.min}
            max={AMENITY_DURATION.max}
            step={1}
            inputMode="numeric"
            value={hours}
            onChange={(event) => {
              const value = Math.trunc(Number(event.currentTarget.value));
              setHours(Math.min(AMENITY_DURATION.max, Math.max(AMENITY_DURATION.min, value || 1)));
            }}
          />
        </Field.Root>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Root id={`${id}-name`} required>
          <Field.Label>Name</Field.Label>
          <Input type="text" name="athleteName" autoComplete="name" maxLength={100} />
        </Field.Root>
        <Field.Root id={`${id}-email`} required>
          <Field.Label>E-mail for your confirmation</Field.Label>
          <Input type="email" name="athleteEmail" autoComplete="email" maxLength={255} />
        </Field.Root>
      </div>
      <Honeypot />
      <Stack direction="row" align="center" gap="md" className="flex-wrap">
        <Button type="submit" disabled={busy}>
          {busy
            ? "Booking..."
            : item
              ? `Book Now · ${formatPrice(item.pricePerHourCents * hours, gym.currency)}`
              : "Book Now"}
        </Button>
        <Text size="sm" tone="muted">
          Held for 15 minutes while you pay by card; one booking per amenity at a time.
        </Text>
      </Stack>
      {/* A session already taken at that time: wait in line for it instead (works without JavaScript). */}
      <Stack direction="row" align="center" gap="md" className="flex-wrap">
        <Button type="submit" variant="outline" size="sm" name="waitlist" value="join" disabled={busy}>
          Join the waitlist
        </Button>
        <Text size="sm" tone="muted">
          Taken at that time? Wait in line and we'll e-mail you if it frees up.
        </Text>
      </Stack>
    </Form>
  );
}
