import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Field,
  Grid,
  Heading,
  Input,
  Select,
  Stack,
  Text,
  Textarea,
  TimeSelect,
  useToast,
} from "@gymroam/design-system";
import { type ReactNode, useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { AgreementField } from "~/components/agreement-field";
import { ConformField } from "~/components/conform-field";
import { asList, FacilitiesFields, listErrors, option, TeamFields } from "~/components/facilities-fields";
import { Honeypot } from "~/components/honeypot";
import { COUNTRY_NAMES } from "~/domain/catalog";
import {
  BUSINESS_TYPES,
  GYM_APPLICATION_DEFAULTS,
  GYM_APPLICATION_FAILED,
  GymApplicationSchema,
  ONBOARDING_PLACEHOLDER,
} from "~/domain/schemas/gym-application";
import { WEEKDAYS_MONDAY_FIRST } from "~/domain/weekdays";
import { formConstraint } from "~/lib/form-constraint";
import type { action } from "./route";

/*
 * The gym owner application form. It posts to the route's action, which validates the same schema.
 */

function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 border-t border-border pt-6">
      <Stack gap="xs">
        <Heading level={3} size="sm" id={`${id}-heading`}>
          {title}
        </Heading>
        {description ? (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </section>
  );
}

export function ApplicationForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { toast } = useToast();
  const pending = navigation.state === "submitting" && navigation.formAction === "/add-gym";
  const [form, fields] = useForm({
    id: "gym-application",
    lastResult: actionData?.result,
    defaultValue: GYM_APPLICATION_DEFAULTS,
    constraint: formConstraint(GymApplicationSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: GymApplicationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (actionData?.failed) toast(GYM_APPLICATION_FAILED);
  }, [actionData, toast]);

  const fieldErrors = actionData && !actionData.failed;
  const text = (meta: FieldMetadata<unknown>) =>
    getInputProps(meta as FieldMetadata<string>, { type: "text" });

  return (
    <Card.Root asChild>
      <section aria-labelledby="application-heading">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="application-heading">Gym owner application</h2>
          </Card.Title>
          <Card.Description>
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> are required.
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <Form method="post" action="/add-gym" {...getFormProps(form)}>
            <Honeypot />
            <Stack gap="lg">
              {form.errors ? (
                <div role="alert" className="rounded-md border border-danger-fg p-3 text-sm text-danger-fg">
                  <p className="font-semibold">{GYM_APPLICATION_FAILED.title}</p>
                  <p>{form.errors.join(" ")}</p>
                </div>
              ) : null}

              <FormSection id="contact" title="Your details">
                <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
                  <ConformField meta={fields.contactName} label="Contact name" required>
                    <Input {...text(fields.contactName)} autoComplete="name" />
                  </ConformField>
                  <ConformField meta={fields.contactEmail} label="E-mail" required>
                    <Input {...getInputProps(fields.contactEmail, { type: "email" })} autoComplete="email" />
                  </ConformField>
                  <ConformField meta={fields.contactPhone} label="Phone">
                    <Input {...getInputProps(fields.contactPhone, { type: "tel" })} autoComplete="tel" />
                  </ConformField>
                </Grid>
              </FormSection>

              <FormSection id="gym" title="Your gym">
                <ConformField meta={fields.gymName} label="Gym name" required>
                  <Input {...text(fields.gymName)} autoComplete="organization" />
                </ConformField>
                <Field.Root
                  id={fields.address.id}
                  errors={fields.address.errors}
                  errorId={fields.address.errorId}
                  descriptionId={fields.address.descriptionId}
                  required
                >
                  <Field.Label>Address</Field.Label>
                  <Field.Description>
                    Street address of the gym. You can keep "{ONBOARDING_PLACEHOLDER}" and give it to us
                    later.
                  </Field.Description>
                  <Input {...text(fields.address)} autoComplete="address-line1" />
                  <Field.Error />
                </Field.Root>
                <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
                  <ConformField meta={fields.city} label="City" required>
                    <Input {...text(fields.city)} autoComplete="address-level2" />
                  </ConformField>
                  <ConformField meta={fields.country} label="Country" required>
                    <Select
                      {...getSelectProps(fields.country)}
                      placeholder="Select a country"
                      options={COUNTRY_NAMES.map(option)}
                    />
                  </ConformField>
                </Grid>
                <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
                  <ConformField meta={fields.postalCode} label="Postcode">
                    <Input {...text(fields.postalCode)} autoComplete="postal-code" inputMode="numeric" />
                  </ConformField>
                  <ConformField meta={fields.publicPhone} label="Phone for athletes">
                    <Input {...getInputProps(fields.publicPhone, { type: "tel" })} />
                  </ConformField>
                </Grid>
                <ConformField meta={fields.description} label="Description" required>
                  <Textarea
                    {...getTextareaProps(fields.description)}
                    rows={4}
                    placeholder="What makes your gym a great place to train?"
                  />
                </ConformField>
                <ConformField meta={fields.gymRules} label="Gym rules" required>
                  <Textarea
                    {...getTextareaProps(fields.gymRules)}
                    rows={3}
                    placeholder="e.g. Bring a towel, re-rack your weights, no chalk on the turf"
                  />
                </ConformField>
              </FormSection>

              <FormSection
                id="rates"
                title="Rates and hours"
                description="Amounts in your local currency (NZD in New Zealand, AUD in Australia)."
              >
                <Grid columns={4} className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4">
                  <ConformField meta={fields.dayPassRate} label="Day pass rate ($)" required>
                    <Input {...text(fields.dayPassRate)} inputMode="decimal" />
                  </ConformField>
                  <ConformField meta={fields.hourlyRate} label="Hourly rate ($)">
                    <Input {...text(fields.hourlyRate)} inputMode="decimal" />
                  </ConformField>
                  <ConformField meta={fields.weeklyRate} label="Weekly rate ($)">
                    <Input {...text(fields.weeklyRate)} inputMode="decimal" />
                  </ConformField>
                  <ConformField meta={fields.monthlyRate} label="Monthly rate ($)">
                    <Input {...text(fields.monthlyRate)} inputMode="decimal" />
                  </ConformField>
                </Grid>
                <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
                  <ConformField meta={fields.openTime} label="Opens at">
                    <TimeSelect {...getSelectProps(fields.openTime)} from="00:00" to="23:30" />
                  </ConformField>
                  <ConformField meta={fields.closeTime} label="Closes at">
                    <TimeSelect {...getSelectProps(fields.closeTime)} from="00:00" to="23:30" />
                  </ConformField>
                </Grid>
                <Checkbox
                  {...getInputProps(fields.is24Hours, { type: "checkbox" })}
                  label="Open 24 hours (members' access)"
                />
                <CheckboxGroup
                  key={fields.operatingDays.key}
                  legend="Operating days"
                  required
                  name={fields.operatingDays.name}
                  options={WEEKDAYS_MONDAY_FIRST.map((d) => ({ value: String(d.day), label: d.name }))}
                  defaultValue={asList(fields.operatingDays.initialValue)}
                  errors={listErrors(fields.operatingDays)}
                  errorId={fields.operatingDays.errorId}
                  orientation="horizontal"
                />
              </FormSection>

              <FormSection id="facilities" title="Equipment, amenities and sports">
                <FacilitiesFields fields={fields} />
              </FormSection>

              <FormSection id="check-in" title="Check-in and teams">
                <ConformField meta={fields.checkInPolicy} label="Check-in policy">
                  <Textarea
                    {...getTextareaProps(fields.checkInPolicy)}
                    rows={2}
                    placeholder="e.g. Show your booking confirmation and photo ID at reception"
                  />
                </ConformField>
                <ConformField meta={fields.checkInInstructions} label="Check-in instructions">
                  <Textarea
                    {...getTextareaProps(fields.checkInInstructions)}
                    rows={2}
                    placeholder="e.g. Entrance on the side street; ring the bell after 8pm"
                  />
                </ConformField>
                <TeamFields fields={fields} />
              </FormSection>

              <FormSection
                id="business"
                title="Business details"
                description={`Keep "${ONBOARDING_PLACEHOLDER}" if you'd rather give us your business name later.`}
              >
                <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
                  <ConformField meta={fields.businessName} label="Business name" required>
                    <Input {...text(fields.businessName)} />
                  </ConformField>
                  <ConformField meta={fields.businessType} label="Business type" required>
                    <Select
                      {...getSelectProps(fields.businessType)}
                      placeholder="Select a business type"
                      options={BUSINESS_TYPES.map(option)}
                    />
                  </ConformField>
                </Grid>
              </FormSection>

              <FormSection
                id="payout"
                title="Payout details (optional)"
                description="Where we pay your earnings. Optional now: we can collect them during onboarding. For your security we never show these details back, so re-enter them if the form asks you to correct anything."
              >
                <Grid columns={3} className="grid-cols-1 sm:grid-cols-3">
                  <ConformField meta={fields.bankAccountName} label="Account name">
                    <Input {...text(fields.bankAccountName)} defaultValue={undefined} autoComplete="off" />
                  </ConformField>
                  <ConformField meta={fields.bankAccountNumber} label="Account number">
                    <Input
                      {...text(fields.bankAccountNumber)}
                      defaultValue={undefined}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  </ConformField>
                  <ConformField meta={fields.bsb} label="BSB (Australia)">
                    <Input
                      {...text(fields.bsb)}
                      defaultValue={undefined}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  </ConformField>
                </Grid>
              </FormSection>

              <FormSection id="message" title="Anything else?">
                <ConformField meta={fields.message} label="Message" required>
                  <Textarea
                    {...getTextareaProps(fields.message)}
                    rows={3}
                    placeholder="Why you'd like to list, questions for us, the best time to call ..."
                  />
                </ConformField>
              </FormSection>

              <FormSection id="terms" title="Partner terms">
                <AgreementField meta={fields.acceptedTerms} required>
                  I accept the{" "}
                  <a href="/gym-terms" className="underline" target="_blank" rel="noreferrer">
                    partner terms for gym owners
                  </a>
                </AgreementField>
              </FormSection>

              {fieldErrors ? (
                <Text role="alert" size="sm" className="font-medium text-danger-fg">
                  Some answers need attention: see the messages above.
                </Text>
              ) : null}
              <Stack direction="row">
                <Button type="submit" size="lg" loading={pending}>
                  {pending ? "Submitting..." : "Submit Application"}
                </Button>
              </Stack>
            </Stack>
          </Form>
        </Card.Content>
      </section>
    </Card.Root>
  );
}
