import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Alert, Button, Input, Price } from "@gymroam/design-system";
import { useEffect, useRef } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { formatCardExpiry, formatCardNumber } from "~/domain/card";
import { BOOKING_TOASTS, CardSchema } from "~/domain/schemas/booking";
import type { action, loader } from "./route";
import type { LoadedData } from "./summary";

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
