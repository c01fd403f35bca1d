/**
 * The details form's field groups (the kind of booking, when, an added recovery session) and the
 * note on places left. DetailsStep owns the state; these draw it and report changes.
 */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { DatePicker, Field, formatPrice, Input, RadioGroup, Select, Text } from "@gymroam/design-system";
import type * as v from "valibot";
import { ConformField } from "~/components/conform-field";
import { CLOSED_DATE_MESSAGE, checkBookingDate, type DateProblem } from "~/domain/booking";
import type { GymBookingType } from "~/domain/catalog";
import { WEEKDAY_SHORT_NAMES, WEEKDAYS_MONDAY_FIRST_ORDER } from "~/domain/dates";
import { AMENITY_DURATION, HOURLY_DURATION } from "~/domain/policies";
import type { PassType } from "~/domain/pricing";
import type { BookingDetailsSchema } from "~/domain/schemas/booking";
import type { LoadedData } from "./summary";

/** A kind of booking the form offers: a visit, or a week or month pass. */
export type FormType = GymBookingType | PassType;

type Details = v.InferOutput<typeof BookingDetailsSchema>;
type Meta<K extends keyof Details> = FieldMetadata<Details[K], Details, string[]>;
type Gym = LoadedData["gym"];

export function VisitTypeFields({
  fields,
  gym,
  offered,
  bookingType,
  setBookingType,
  stay,
  setDuration,
}: {
  fields: { bookingType: Meta<"bookingType">; duration: Meta<"duration"> };
  gym: Gym;
  offered: readonly FormType[];
  bookingType: FormType;
  setBookingType: (type: FormType) => void;
  stay: LoadedData["stay"];
  setDuration: (hours: number) => void;
}) {
  const passes = gym.passes;
  return (
    <>
      <RadioGroup
        legend="Booking type"
        name={fields.bookingType.name}
        required
        variant="card"
        orientation="horizontal"
        errors={fields.bookingType.errors}
        errorId={fields.bookingType.errorId}
        value={bookingType}
        onChange={(value) => setBookingType(value as FormType)}
        // A rate of 0 means the gym does not offer that kind of booking: it is not a choice.
        options={[
          {
            value: "day_pass" as const,
            label: "Day pass",
            description: `Until closing · ${formatPrice(gym.dayPassRateCents, gym.currency)} per athlete`,
          },
          {
            value: "hourly" as const,
            label: "Hourly",
            description: `1-8 hours · ${formatPrice(gym.hourlyRateCents, gym.currency)} per hour per athlete`,
          },
          // Week and month passes where the gym sells them and they beat day passes.
          ...passes.map((pass) => ({
            value: pass.type,
            label: pass.type === "week_pass" ? "Week pass" : "Month pass",
            description: `${pass.days} days from the date · ${formatPrice(pass.rateCents, gym.currency)} per athlete, not ${formatPrice(pass.dayPassesCents, gym.currency)} in day passes`,
          })),
        ].filter((option) => offered.includes(option.value))}
      />
      {stay?.cheapest ? (
        <Text size="sm" tone="muted">
          For your {stay.days} days, a {stay.cheapest === "week_pass" ? "week" : "month"} pass costs less than{" "}
          {stay.days} day passes.
        </Text>
      ) : null}

      {/* Shown only for hourly bookings; without JavaScript CSS :has() does the same. */}
      <div
        data-booking-duration
        className={
          bookingType === "hourly" ? "block" : "hidden [form:has(input[value=hourly]:checked)_&]:block"
        }
      >
        <ConformField meta={fields.duration} label="Duration (hours)" required>
          <Input
            {...getInputProps(fields.duration, { type: "number" })}
            min={HOURLY_DURATION.min}
            max={HOURLY_DURATION.max}
            step={1}
            inputMode="numeric"
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              setDuration(Number.isInteger(value) && event.currentTarget.value !== "" ? value : 1);
            }}
          />
        </ConformField>
      </div>
    </>
  );
}

export function WhenFields({
  fields,
  gym,
  today,
  maxDate,
  now,
  date,
  setDate,
  dateProblem,
  slots,
  startTime,
  setStartTime,
}: {
  fields: { bookingDate: Meta<"bookingDate">; startTime: Meta<"startTime"> };
  gym: Gym;
  today: string;
  maxDate: string;
  now: number;
  date: string;
  setDate: (date: string) => void;
  dateProblem: DateProblem | undefined;
  slots: readonly string[];
  startTime: string;
  setStartTime: (time: string) => void;
}) {
  const closedDays = gym.operatingDays.length > 0 && gym.operatingDays.length < 7;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field.Root
        id={fields.bookingDate.id}
        errors={fields.bookingDate.errors}
        errorId={fields.bookingDate.errorId}
      >
        <DatePicker
          label="Booking date"
          name={fields.bookingDate.name}
          id={fields.bookingDate.id}
          required
          min={today}
          max={maxDate}
          value={date}
          onValueChange={setDate}
          withCalendar
          weekStartsOn={1}
          isDateDisabled={(iso) => checkBookingDate(gym, iso, gym.timeZone, now) !== undefined}
          aria-invalid={fields.bookingDate.errors ? true : undefined}
          aria-describedby={`${fields.bookingDate.errorId} booking-date-hint`}
        />
        <Text size="sm" tone="muted" id="booking-date-hint">
          {closedDays ? `Open ${daysList(gym.operatingDays)}; ` : ""}
          {hoursLabel(gym)} ({gym.timeZone.replace("_", " ")} time, {gym.zoneLabel})
        </Text>
        {/* Said as soon as the date is chosen, not only on submit (a native date input can't grey days). */}
        {dateProblem === "closed" || dateProblem === "holiday" ? (
          <Text size="sm" tone="danger" role="status">
            {dateProblem === "holiday"
              ? CLOSED_DATE_MESSAGE
              : `${gym.name} is closed that day. Please choose another date.`}
          </Text>
        ) : null}
        <Field.Error />
      </Field.Root>
      <ConformField meta={fields.startTime} label="Start time" required>
        <Select
          name={fields.startTime.name}
          id={fields.startTime.id}
          aria-invalid={fields.startTime.errors ? true : undefined}
          aria-describedby={fields.startTime.errors ? fields.startTime.errorId : undefined}
          value={slots.includes(startTime) ? startTime : ""}
          onChange={(event) => setStartTime(event.currentTarget.value)}
          placeholder={
            slots.length > 0
              ? "Select a time"
              : dateProblem === "closed" || dateProblem === "holiday"
                ? "Closed that day"
                : "No start times fit"
          }
          options={slots.map((slot) => ({ value: slot, label: slot }))}
        />
      </ConformField>
    </div>
  );
}

/** The optional recovery session added to the visit, offered only at times inside it. */
export function RecoveryAddOn({
  fields,
  gym,
  amenities,
  amenityId,
  setAmenityId,
  amenityTimes,
  amenityTime,
  setAmenityTime,
  startTime,
  amenityHours,
  setAmenityHours,
}: {
  fields: {
    amenityItemId: Meta<"amenityItemId">;
    amenityStartTime: Meta<"amenityStartTime">;
    amenityDuration: Meta<"amenityDuration">;
  };
  gym: Gym;
  amenities: LoadedData["amenities"];
  amenityId: string;
  setAmenityId: (id: string) => void;
  amenityTimes: readonly string[];
  amenityTime: string;
  setAmenityTime: (time: string) => void;
  startTime: string;
  amenityHours: number;
  setAmenityHours: (hours: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Add a recovery session (optional)</legend>
      <ConformField meta={fields.amenityItemId} label="Recovery amenity">
        <Select
          name={fields.amenityItemId.name}
          id={fields.amenityItemId.id}
          aria-invalid={fields.amenityItemId.errors ? true : undefined}
          aria-describedby={fields.amenityItemId.errors ? fields.amenityItemId.errorId : undefined}
          value={amenityId}
          onChange={(event) => setAmenityId(event.currentTarget.value)}
          placeholder="No recovery session"
          options={amenities.map((item) => ({
            value: String(item.id),
            label: `${item.name} (${item.typeLabel}) · ${formatPrice(item.pricePerHourCents, gym.currency)}/hour`,
          }))}
        />
      </ConformField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformField meta={fields.amenityStartTime} label="Session start">
          <Select
            name={fields.amenityStartTime.name}
            id={fields.amenityStartTime.id}
            aria-invalid={fields.amenityStartTime.errors ? true : undefined}
            aria-describedby={fields.amenityStartTime.errors ? fields.amenityStartTime.errorId : undefined}
            value={amenityTimes.includes(amenityTime) ? amenityTime : ""}
            onChange={(event) => setAmenityTime(event.currentTarget.value)}
            placeholder={startTime ? "Select a time" : "Choose your start time first"}
            options={amenityTimes.map((slot) => ({ value: slot, label: slot }))}
          />
        </ConformField>
        <ConformField meta={fields.amenityDuration} label="Session length (hours)">
          <Input
            {...getInputProps(fields.amenityDuration, { type: "number" })}
            min={AMENITY_DURATION.min}
            max={AMENITY_DURATION.max}
            step={1}
            inputMode="numeric"
            value={amenityHours}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              if (Number.isInteger(value) && value >= AMENITY_DURATION.min && value <= AMENITY_DURATION.max)
                setAmenityHours(value);
            }}
          />
        </ConformField>
      </div>
    </fieldset>
  );
}

/** What the server said about room at the chosen time, in the athlete's words. */
export function PlacesNote({
  answer,
  athletes,
}: {
  answer: { ok: true; places: number } | { ok: false; message: string };
  athletes: number;
}) {
  if (!answer.ok)
    return (
      <Text size="sm" tone="danger" role="status" data-places-left>
        {answer.message}
      </Text>
    );
  const { places } = answer;
  const left = `${places} ${places === 1 ? "place" : "places"} left at that time`;
  return (
    <Text size="sm" tone={places < athletes ? "danger" : "muted"} role="status" data-places-left>
      {places === 0
        ? "Fully booked at that time. Please choose another date or time."
        : places < athletes
          ? `Only ${left}: book fewer athletes or choose another time.`
          : `${left}.`}
    </Text>
  );
}

function daysList(days: readonly number[]) {
  return WEEKDAYS_MONDAY_FIRST_ORDER.filter((d) => days.includes(d))
    .map((d) => WEEKDAY_SHORT_NAMES[d])
    .join(", ");
}

function hoursLabel(gym: LoadedData["gym"]) {
  return gym.is24Hours ? "open 24 hours" : `open ${gym.openTime}–${gym.closeTime}`;
}
