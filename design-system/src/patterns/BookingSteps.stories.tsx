import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FALLBACK_IMAGE, GYM_IMAGE } from "../_storybook/card-fixtures";
import { RouterLink } from "../_storybook/decorators";
import { BookingCard } from "../composites/BookingCard/BookingCard";
import { BookingSummary } from "../composites/BookingSummary/BookingSummary";
import { Alert } from "../primitives/Alert/Alert";
import { Button } from "../primitives/Button/Button";
import { DatePicker } from "../primitives/Calendar/DatePicker";
import { Container } from "../primitives/Container/Container";
import { Field } from "../primitives/Field/Field";
import { Heading } from "../primitives/Heading/Heading";
import { Input } from "../primitives/Input/Input";
import { NumberStepper } from "../primitives/NumberStepper/NumberStepper";
import { RadioGroup } from "../primitives/RadioGroup/RadioGroup";
import { Stepper } from "../primitives/Stepper/Stepper";
import { TimeSelect } from "../primitives/TimeSelect/TimeSelect";

/**
 * The /gym/{id}/book screens' composition: the Stepper over the step's form, the BookingSummary
 * beside it from `lg` (under it on phones), and the confirmation's BookingCard. The app's forms post
 * to its actions; here they do not submit.
 */
const GYM = {
  gymName: "CrossFit Wellington Central",
  imageUrl: GYM_IMAGE,
  fallbackImageUrl: FALLBACK_IMAGE,
  city: "Wellington",
  country: "New Zealand",
  rating: 4.8,
  reviewCount: 41,
  currency: "NZD" as const,
};
const STEPS = ["details", "payment", "confirmation"] as const;
type Step = (typeof STEPS)[number];

function Details() {
  return (
    <form
      aria-labelledby="step-title"
      className="flex flex-col gap-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <RadioGroup
        legend="Booking type"
        name="bookingType"
        variant="card"
        defaultValue="day_pass"
        required
        options={[
          { value: "day_pass", label: "Day pass", description: "NZ$35, the whole day" },
          { value: "hourly", label: "Hourly", description: "NZ$15 an hour" },
        ]}
      />
      <DatePicker label="Date" name="date" defaultValue="2026-11-20" min="2026-11-18" required />
      <Field.Root required>
        <Field.Label>Start time</Field.Label>
        <TimeSelect name="startTime" defaultValue="09:00" />
      </Field.Root>
      <Field.Root>
        <Field.Label>Athletes</Field.Label>
        <NumberStepper label="Athletes" name="athletes" min={1} max={20} defaultValue={2} />
      </Field.Root>
      <Button type="submit" size="lg">
        Continue to payment
      </Button>
    </form>
  );
}

function Payment() {
  return (
    <form
      aria-labelledby="step-title"
      className="flex flex-col gap-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <Alert title="Held for 15 minutes">Your places are held while you pay.</Alert>
      <Field.Root required>
        <Field.Label>Card number</Field.Label>
        <Input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          defaultValue="4242 4242 4242 4242"
        />
      </Field.Root>
      <div className="grid grid-cols-2 gap-4">
        <Field.Root required>
          <Field.Label>Expiry</Field.Label>
          <Input name="expiry" autoComplete="cc-exp" defaultValue="12 / 30" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>CVC</Field.Label>
          <Input name="cvc" inputMode="numeric" autoComplete="cc-csc" defaultValue="123" />
        </Field.Root>
      </div>
      <Button type="submit" size="lg">
        Pay NZ$70
      </Button>
    </form>
  );
}

function Confirmation() {
  return (
    <div className="flex flex-col gap-5">
      <Alert title="Booking confirmed">
        A confirmation is on its way to your e-mail, with a calendar invite.
      </Alert>
      <BookingCard
        gymName={GYM.gymName}
        headingLevel={2}
        imageUrl={GYM.imageUrl}
        fallbackImageUrl={GYM.fallbackImageUrl}
        currency={GYM.currency}
        location="Wellington, New Zealand"
        date="2026-11-20"
        startTime="09:00"
        status="confirmed"
        bookingType="day_pass"
        athletes={2}
        totalCents={7000}
        reference="GR-7F3K2Q"
        actions={
          <Button asChild variant="outline">
            <RouterLink href="#bookings">My Bookings</RouterLink>
          </Button>
        }
      />
    </div>
  );
}

function BookingStepsScreen({ step }: { step: Step }) {
  const current = STEPS.indexOf(step);
  return (
    <Container className="flex flex-col gap-6 py-6">
      <Stepper current={current} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="step-title" className="flex flex-col gap-4">
          <Heading level={1} size="lg" id="step-title">
            {step === "details" ? "Book your visit" : step === "payment" ? "Payment" : "You're booked"}
          </Heading>
          {step === "details" && <Details />}
          {step === "payment" && <Payment />}
          {step === "confirmation" && <Confirmation />}
        </section>
        {step !== "confirmation" && (
          <BookingSummary
            {...GYM}
            bookingType="day_pass"
            date="2026-11-20"
            startTime="09:00"
            athletes={2}
            totalCents={7000}
          />
        )}
      </div>
    </Container>
  );
}

const meta = {
  title: "Patterns/Booking steps",
  component: BookingStepsScreen,
  parameters: { layout: "fullscreen" },
  args: { step: "details" },
  argTypes: { step: { control: "inline-radio", options: STEPS } },
} satisfies Meta<typeof BookingStepsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Details",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Booking progress" })).toBeInTheDocument();
    await expect(canvas.getByRole("region", { name: "Booking Summary" })).toBeInTheDocument();
  },
};
export const PaymentStep: Story = { name: "Payment", args: { step: "payment" } };
export const ConfirmationStep: Story = {
  name: "Confirmation",
  args: { step: "confirmation" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Confirmed")).toBeInTheDocument();
  },
};
