/**
 * The booking page's details step: who, what kind of booking, when, an optional recovery session, with
 * the summary it keeps up to date and the waitlist offered when the time asked for is full.
 */
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Alert, Button, Card, Heading, Input, NumberStepper, Text, Textarea } from "@gymroam/design-system";
import { useEffect, useMemo, useState } from "react";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import {
  amenityStartTimes,
  checkBookingDate,
  HOLD_MINUTES,
  hoursOn,
  startTimeSlots,
  upcomingSlots,
} from "~/domain/booking";
import type { GymBookingType } from "~/domain/catalog";
import { toMinutes } from "~/domain/dates";
import { AMENITY_DURATION, HOURLY_DURATION, MAX_ATHLETES } from "~/domain/policies";
import { bookingPriceCents, isPassType, passPriceCents } from "~/domain/pricing";
import { BookingDetailsSchema } from "~/domain/schemas/booking";
import { type FormType, PlacesNote, RecoveryAddOn, VisitTypeFields, WhenFields } from "./details-fields";
import type { loader as placesLoader } from "./places";
import type { action, loader } from "./route";
import { type LoadedData, Summary } from "./summary";
import { JoinWaitlist } from "./waitlist-form";

/** A submitted value the server sent back with its refusal (Conform's lastResult), as text. */
function submitted(lastResult: SubmissionResult | undefined, name: string): string | undefined {
  const value = lastResult?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

export function DetailsStep() {
  const {
    gym,
    booking,
    defaultDate,
    defaultAthletes,
    athlete,
    today,
    maxDate,
    now,
    notice,
    amenities,
    submissionToken,
    stay,
    constraints,
  } = useLoaderData<typeof loader>() as LoadedData;
  const actionData = useActionData<typeof action>();
  const lastResult =
    actionData?.form === "details" ? (actionData.result as SubmissionResult | undefined) : undefined;
  // The time asked for is full: the form offers the waitlist.
  const canWait = Boolean(actionData && "canWait" in actionData && actionData.canWait);
  const passes = gym.passes;
  const offered: FormType[] = [...gym.offeredTypes, ...passes.map((pass) => pass.type)];
  const firstType: FormType = gym.offeredTypes[0] ?? passes[0]?.type ?? "day_pass";
  // After a refusal the page is drawn again from what was sent, with or without JavaScript:
  // the booking type, date, times and amenity the athlete chose stay chosen.
  const sentType = submitted(lastResult, "bookingType");
  const bookedType = booking ? booking.displayType : undefined;
  const initialType: FormType =
    sentType && offered.includes(sentType as FormType)
      ? (sentType as FormType)
      : bookedType && bookedType !== "amenity" && offered.includes(bookedType)
        ? bookedType
        : stay?.cheapest && offered.includes(stay.cheapest)
          ? stay.cheapest
          : firstType;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "details";
  const [form, fields] = useForm({
    id: "booking-details",
    lastResult,
    constraint: constraints.details,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      formData.set("gymId", String(gym.id));
      return parseWithValibot(formData, { schema: BookingDetailsSchema });
    },
    defaultValue: {
      athleteName: booking?.athleteName ?? athlete?.name ?? "",
      athleteEmail: booking?.athleteEmail ?? athlete?.email ?? "",
      phone: booking?.phone ?? "",
      bookingType: initialType,
      bookingDate: submitted(lastResult, "bookingDate") ?? defaultDate,
      startTime: booking?.startTime ?? "",
      duration: String(booking?.bookingType === "hourly" ? booking.durationHours : HOURLY_DURATION.default),
      athletes: String(booking?.athletes ?? defaultAthletes),
      specialRequests: booking?.specialRequests ?? "",
    },
  });

  const sentNumber = (name: string, fallback: number) => {
    const value = Number(submitted(lastResult, name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const [bookingType, setBookingType] = useState<FormType>(initialType);
  const [amenityId, setAmenityId] = useState<string>(submitted(lastResult, "amenityItemId") ?? "");
  const [amenityHours, setAmenityHours] = useState<number>(() => {
    const hours = sentNumber("amenityDuration", AMENITY_DURATION.default);
    return hours <= AMENITY_DURATION.max ? hours : AMENITY_DURATION.default;
  });
  const [amenityTime, setAmenityTime] = useState<string>(submitted(lastResult, "amenityStartTime") ?? "");
  const amenity = amenities.find((item) => String(item.id) === amenityId);
  const [date, setDate] = useState<string>(submitted(lastResult, "bookingDate") ?? defaultDate);
  const [startTime, setStartTime] = useState<string>(
    submitted(lastResult, "startTime") ?? booking?.startTime ?? "",
  );
  const [duration, setDuration] = useState<number>(() =>
    sentNumber(
      "duration",
      booking?.bookingType === "hourly" ? booking.durationHours : HOURLY_DURATION.default,
    ),
  );
  const [athletes, setAthletes] = useState<number>(() =>
    sentNumber("athletes", booking?.athletes ?? defaultAthletes),
  );
  const visitType: GymBookingType = bookingType === "hourly" ? "hourly" : "day_pass";

  const slots = useMemo(() => {
    const all = startTimeSlots(
      date ? hoursOn(gym, date) : gym,
      visitType,
      visitType === "hourly" ? duration : 1,
    );
    // A day the gym is closed (or a date it can't be booked for) offers no time at all.
    if (date && checkBookingDate(gym, date, gym.timeZone, now)) return [];
    return date ? upcomingSlots(all, date, gym.timeZone, now) : all;
  }, [gym, visitType, duration, date, now]);
  const dateProblem = date ? checkBookingDate(gym, date, gym.timeZone, now) : undefined;
  const validDuration = visitType === "day_pass" || (duration >= 1 && duration <= HOURLY_DURATION.max);
  // A preview: the server prices the booking (domain/booking.ts, the same rules).
  const total =
    validDuration && athletes >= 1 && athletes <= MAX_ATHLETES
      ? isPassType(bookingType)
        ? passPriceCents(gym, bookingType, athletes)
        : bookingPriceCents(gym, visitType, visitType === "hourly" ? duration : 1, athletes)
      : null;
  const amenityTimes = useMemo(() => {
    const all = amenityStartTimes(date ? hoursOn(gym, date) : gym, amenityHours);
    if (date && checkBookingDate(gym, date, gym.timeZone, now)) return [];
    const ahead = date ? upcomingSlots(all, date, gym.timeZone, now) : all;
    // Only during the visit: from its start to its end (a day pass: to closing); none before a start.
    const start = toMinutes(startTime);
    if (start === undefined) return [];
    const hours = date ? hoursOn(gym, date) : gym;
    const closing = hours.is24Hours ? 24 * 60 : toMinutes(hours.closeTime) || 24 * 60;
    const end = visitType === "hourly" ? start + duration * 60 : closing;
    return ahead.filter((slot) => {
      const m = toMinutes(slot) ?? -1;
      return m >= start && m + amenityHours * 60 <= end;
    });
  }, [gym, amenityHours, date, now, startTime, visitType, duration]);
  const amenityCents = amenity ? amenity.pricePerHourCents * amenityHours : 0;

  // Places left for the chosen date and start time, asked of the server (the booking's own capacity
  // check) as soon as both are chosen, so a full slot shows before Continue, not after it.
  const places = useFetcher<typeof placesLoader>();
  const placesQuery =
    date && slots.includes(startTime)
      ? new URLSearchParams({
          bookingType,
          bookingDate: date,
          startTime,
          duration: String(duration),
        }).toString()
      : "";
  const loadPlaces = places.load;
  useEffect(() => {
    if (placesQuery) void loadPlaces(`/gym/${gym.id}/book/places?${placesQuery}`);
  }, [placesQuery, loadPlaces, gym.id]);
  const placesNote = placesQuery && places.state === "idle" ? places.data : undefined;

  if (offered.length === 0)
    return (
      <Alert variant="warning" title="Not taking bookings online">
        {gym.name} isn't taking day pass or hourly bookings online at the moment. Contact the gym from its
        page, or choose another gym.
      </Alert>
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card.Root>
        <Card.Header>
          <Heading level={2} size="sm">
            Your details
          </Heading>
        </Card.Header>
        <Card.Content>
          {notice ? (
            <Alert variant="warning" className="mb-4">
              {notice}
            </Alert>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
            {form.errors?.length ? (
              // A refusal that belongs to no one field (too many unpaid holds ...), said in the form.
              <Alert variant="danger" id={form.errorId}>
                {form.errors.join(" ")}
              </Alert>
            ) : null}
            <input type="hidden" name="intent" value="details" />
            <input type="hidden" name="submissionToken" value={submissionToken} />
            <Honeypot />
            {booking ? <input type="hidden" name="replaces" value={booking.id} /> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <ConformField meta={fields.athleteName} label="Name" required>
                <Input {...getInputProps(fields.athleteName, { type: "text" })} autoComplete="name" />
              </ConformField>
              <ConformField meta={fields.athleteEmail} label="E-mail" required>
                <Input {...getInputProps(fields.athleteEmail, { type: "email" })} autoComplete="email" />
              </ConformField>
              <ConformField meta={fields.phone} label="Phone (optional)">
                <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
              </ConformField>
              <ConformField meta={fields.athletes} label="Number of athletes">
                <NumberStepper
                  label="Number of athletes"
                  name={fields.athletes.name}
                  id={fields.athletes.id}
                  min={1}
                  max={Math.min(MAX_ATHLETES, gym.capacity)}
                  defaultValue={athletes}
                  onValueChange={setAthletes}
                />
                {/* At the cap, say so: a bigger number typed in is brought down to it. */}
                {athletes >= Math.min(MAX_ATHLETES, gym.capacity) ? (
                  <Text size="sm" tone="muted">
                    {Math.min(MAX_ATHLETES, gym.capacity)} is the most for one booking here; for a bigger
                    group, send the gym a team inquiry.
                  </Text>
                ) : null}
              </ConformField>
            </div>

            <VisitTypeFields
              fields={fields}
              gym={gym}
              offered={offered}
              bookingType={bookingType}
              setBookingType={setBookingType}
              stay={stay}
              setDuration={setDuration}
            />

            <WhenFields
              fields={fields}
              gym={gym}
              today={today}
              maxDate={maxDate}
              now={now}
              date={date}
              setDate={setDate}
              dateProblem={dateProblem}
              slots={slots}
              startTime={startTime}
              setStartTime={setStartTime}
            />
            {placesNote ? <PlacesNote answer={placesNote} athletes={athletes} /> : null}

            {amenities.length > 0 ? (
              <RecoveryAddOn
                fields={fields}
                gym={gym}
                amenities={amenities}
                amenityId={amenityId}
                setAmenityId={setAmenityId}
                amenityTimes={amenityTimes}
                amenityTime={amenityTime}
                setAmenityTime={setAmenityTime}
                startTime={startTime}
                amenityHours={amenityHours}
                setAmenityHours={setAmenityHours}
              />
            ) : null}

            <ConformField meta={fields.specialRequests} label="Special requests (optional)">
              <Textarea {...getTextareaProps(fields.specialRequests)} rows={3} />
            </ConformField>
            <ConformField meta={fields.ambassadorCode} label="Ambassador code (optional)">
              <Input
                {...getInputProps(fields.ambassadorCode, { type: "text" })}
                autoCapitalize="characters"
              />
            </ConformField>

            {canWait ? <JoinWaitlist disabled={navigation.state !== "idle"} /> : null}
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? "Holding your spot..." : "Continue to Payment"}
            </Button>
            <Text size="sm" tone="muted">
              We hold your spot for {HOLD_MINUTES} minutes while you pay.
            </Text>
          </Form>
        </Card.Content>
      </Card.Root>
      <Summary
        gym={gym}
        bookingType={bookingType}
        date={date || null}
        startTime={slots.includes(startTime) ? startTime : null}
        durationHours={bookingType === "hourly" ? duration : null}
        athletes={athletes}
        amenity={
          amenity && amenityTimes.includes(amenityTime)
            ? `${amenity.name}, ${amenityTime} (${amenityHours} h)`
            : null
        }
        totalCents={total === null ? null : total + amenityCents}
      />
    </div>
  );
}
