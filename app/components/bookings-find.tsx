import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Button, Card, Input, SearchIcon } from "@gymroam/design-system";
import { Form, useNavigation } from "react-router";
import { FindBookingFormSchema } from "~/domain/schemas/my-bookings";
import { formConstraint } from "~/lib/form-constraint";
import { ConformField } from "./conform-field";

/**
 * "Find a booking": a visitor on another device (or after clearing cookies) finds a booking by the
 * e-mail it was made with and its reference; the server then remembers it on this browser.
 */
export function FindBookingCard({ lastResult }: { lastResult: SubmissionResult | undefined }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "find";
  const [form, fields] = useForm({
    id: "find-booking",
    lastResult,
    constraint: formConstraint(FindBookingFormSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: FindBookingFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card.Root asChild>
      <section aria-labelledby="find-booking-heading" id="find-booking-section">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="find-booking-heading">Find a booking</h2>
          </Card.Title>
          <Card.Description>
            Booked on another device? Enter the e-mail you booked with and the booking reference from your
            confirmation e-mail (e.g. GR-7K3P9Q).
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <Form method="post" preventScrollReset {...getFormProps(form)}>
            <input type="hidden" name="intent" value="find" />
            <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
              <ConformField meta={fields.email} label="E-mail" required>
                <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
              </ConformField>
              <ConformField meta={fields.reference} label="Booking reference" required>
                <Input
                  {...getInputProps(fields.reference, { type: "text" })}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="GR-7K3P9Q"
                />
              </ConformField>
              <Button type="submit" loading={pending} className="sm:mt-7">
                <SearchIcon aria-hidden="true" /> Find booking
              </Button>
            </div>
            {form.errors?.length ? (
              <p id={form.errorId} role="alert" className="mt-3 text-sm font-medium text-danger-fg">
                {form.errors.join(" ")}
              </p>
            ) : null}
          </Form>
        </Card.Content>
      </section>
    </Card.Root>
  );
}
