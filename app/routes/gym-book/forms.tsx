import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Field,
  formatPrice,
  Heading,
  Input,
  NumberStepper,
  Price,
  RadioGroup,
  Select,
  Text,
  Textarea,
} from "@gymroam/design-system";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import {
  AMENITY_DURATION,
  amenityStartTimes,
  bookingPriceCents,
  CLOSED_DATE_MESSAGE,
  checkBookingDate,
  HOLD_MINUTES,
  HOURLY_DURATION,
  hoursOn,
  isPassType,
  MAX_ATHLETES,
  type PassType,
  passPriceCents,
  startTimeSlots,
  upcomingSlots,
} from "~/domain/booking";
import { formatCardExpiry, formatCardNumber } from "~/domain/card";
import type { GymBookingType } from "~/domain/catalog";
import { toMinutes, WEEKDAY_SHORT_NAMES, WEEKDAYS_MONDAY_FIRST_ORDER } from "~/domain/dates";
import { BOOKING_TOASTS, BookingDetailsSchema, CardSchema } from "~/domain/schemas/booking";
import type { loader as placesLoader } from "./places";
import type { action, loader } from "./route";
import { type LoadedData, Summary } from "./summary";
import { JoinWaitlist } from "./waitlist-form";

/*
 * The booking page's forms: the details step (with the summary it keeps up to date), the test
 * provider's card form and Stripe's Payment Element.
 */

export { StripePayment } from "~/components/stripe-payment";

function hoursLabel(gym: LoadedData["gym"]) {
  return gym.is24Hours ? "open 24 hours" : `open ${gym.openTime}–${gym.closeTime}`;
}

type FormType = GymBookingType | PassType;

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
  const closedDays = gym.operatingDays.length > 0 && gym.operatingDays.length < 7;
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
                For your {stay.days} days, a {stay.cheapest === "week_pass" ? "week" : "month"} pass costs
                less than {stay.days} day passes.
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
            {placesNote ? <PlacesNote answer={placesNote} athletes={athletes} /> : null}

            {amenities.length > 0 ? (
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
                      aria-describedby={
                        fields.amenityStartTime.errors ? fields.amenityStartTime.errorId : undefined
                      }
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
                        if (
                          Number.isInteger(value) &&
                          value >= AMENITY_DURATION.min &&
                          value <= AMENITY_DURATION.max
                        )
                          setAmenityHours(value);
                      }}
                    />
                  </ConformField>
                </div>
              </fieldset>
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

/** What the server said about room at the chosen time, in the athlete's words. */
function PlacesNote({
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
/** The test provider's card form (with Stripe keys the Payment Element takes its place). */
export function CardPaymentForm({ booking }: { booking: NonNullable<LoadedData["booking"]> }) {
  const { constraints } = useLoaderData<typeof loader>() as LoadedData;
  const actionData = useActionData<typeof action>();
  const lastResult =
    actionData?.form === "payment" ? (actionData.result as SubmissionResult | undefined) : undefined;
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  const [form, fields] = useForm({
    id: "booking-payment",
    lastResult,
    constraint: constraints.card,
    shouldValidate: "onBlur",
    // A corrected field clears its message as it is typed, so the Pay button does not move away
    // between the press and the release of a click (the blur would otherwise re-lay the form).
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: CardSchema }),
  });
  // A declined card: the focus goes to the message saying so, not to the page's body. The message
  // renders once the form has taken the server's answer in, so the focus waits for it.
  const refusal = useRef<HTMLDivElement>(null);
  const focusRefusal = useRef(false);
  useEffect(() => {
    focusRefusal.current = lastResult !== undefined;
  }, [lastResult]);
  const refusalText = form.errors?.join(" ") ?? "";
  useEffect(() => {
    if (!lastResult || !refusalText || !focusRefusal.current || !refusal.current) return;
    focusRefusal.current = false;
    refusal.current.focus();
  }, [refusalText, lastResult]);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {form.errors?.length ? (
        // The server's refusal (a declined card), in the form with or without JavaScript.
        <Alert
          variant="danger"
          title={BOOKING_TOASTS.payFailed}
          id={form.errorId}
          ref={refusal}
          tabIndex={-1}
        >
          {refusalText}
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="bookingId" value={booking.id} />
      <ConformField meta={fields.cardNumber} label="Card number" required>
        <Input
          {...getInputProps(fields.cardNumber, { type: "text" })}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          onInput={(event) => {
            event.currentTarget.value = formatCardNumber(event.currentTarget.value);
          }}
        />
      </ConformField>
      <div className="grid grid-cols-2 gap-4">
        <ConformField meta={fields.expiry} label="Expiry (MM/YY)" required>
          <Input
            {...getInputProps(fields.expiry, { type: "text" })}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            onInput={(event) => {
              event.currentTarget.value = formatCardExpiry(event.currentTarget.value);
            }}
          />
        </ConformField>
        <ConformField meta={fields.cvc} label="Security code" required>
          <Input
            {...getInputProps(fields.cvc, { type: "text" })}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
          />
        </ConformField>
      </div>
      <Button type="submit" size="lg" disabled={paying}>
        {paying ? (
          "Processing payment..."
        ) : (
          <>
            Pay <Price cents={booking.totalCents} currency={booking.currency} showCents="always" />
          </>
        )}
      </Button>
    </Form>
  );
}
