import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  Button,
  Card,
  CheckboxGroup,
  Grid,
  Input,
  Select,
  Stack,
  Text,
  Textarea,
  Link as TextLink,
  useToast,
} from "@gymroam/design-system";
import { type ReactNode, useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AgreementField } from "~/components/agreement-field";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import { BRAND } from "~/config/brand";
import { GYM_PREFERENCES } from "~/domain/ambassador";
import {
  COMPETITION_LEVEL_LABELS,
  COMPETITION_LEVELS,
  CONTENT_STYLE_LABELS,
  CONTENT_STYLES,
  FOLLOWERS_COUNT_LABELS,
  FOLLOWERS_COUNTS,
  PRIMARY_SPORT_LABELS,
  PRIMARY_SPORTS,
  TRAVEL_FREQUENCIES,
  TRAVEL_FREQUENCY_LABELS,
  YEARS_EXPERIENCE,
  YEARS_EXPERIENCE_LABELS,
} from "~/domain/athlete-profile";
import { AMBASSADOR_TOASTS, AmbassadorApplicationSchema } from "~/domain/schemas/ambassador-application";
import { formConstraint } from "~/lib/form-constraint";
import type { action } from "./route";

/*
 * The ambassador application form. It posts to the route's action, which validates the same schema.
 */

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The first message of a refused submission: the form's own, else the first field's. */
function firstError(result: SubmissionResult | undefined): string | undefined {
  if (result?.status !== "error" || !result.error) return undefined;
  const messages = Object.values(result.error).flatMap((list) => list ?? []);
  return messages[0];
}

export function ApplicationForm() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const { toast } = useToast();
  const [form, fields] = useForm({
    id: "ambassador-application",
    lastResult,
    constraint: formConstraint(AmbassadorApplicationSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: AmbassadorApplicationSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  // The server refused the application: say why in a toast; the answers stay in the form.
  useEffect(() => {
    const message = firstError(lastResult);
    if (message) toast({ title: AMBASSADOR_TOASTS.failed, description: message, variant: "destructive" });
  }, [lastResult, toast]);

  const preferences = fields.gymPreferences.initialValue;
  const chosenPreferences = Array.isArray(preferences)
    ? preferences.filter((p): p is string => typeof p === "string")
    : typeof preferences === "string"
      ? [preferences]
      : [];

  return (
    <Form method="post" {...getFormProps(form)}>
      <Honeypot />
      <Stack gap="lg">
        <FormSection title="Personal Information">
          <Grid columns={1} className="sm:grid-cols-2">
            <ConformField meta={fields.fullName} label="Full Name" required>
              <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
            </ConformField>
            <ConformField meta={fields.email} label="Email Address" required>
              <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
            </ConformField>
            <ConformField meta={fields.phone} label="Phone Number" required>
              <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
            </ConformField>
            <ConformField meta={fields.location} label="Location" required>
              <Input
                {...getInputProps(fields.location, { type: "text" })}
                placeholder="City, Country"
                autoComplete="address-level2"
              />
            </ConformField>
          </Grid>
        </FormSection>

        <FormSection title="Sports Background">
          <Grid columns={1} className="sm:grid-cols-2">
            <ConformField meta={fields.primarySport} label="Primary Sport" required>
              <Select
                {...getSelectProps(fields.primarySport)}
                placeholder="Select your primary sport"
                options={options(PRIMARY_SPORTS, PRIMARY_SPORT_LABELS)}
              />
            </ConformField>
            <ConformField meta={fields.competitionLevel} label="Competition Level" required>
              <Select
                {...getSelectProps(fields.competitionLevel)}
                placeholder="Select your level"
                options={options(COMPETITION_LEVELS, COMPETITION_LEVEL_LABELS)}
              />
            </ConformField>
            <ConformField meta={fields.yearsExperience} label="Years of Experience" required>
              <Select
                {...getSelectProps(fields.yearsExperience)}
                placeholder="Select your experience"
                options={options(YEARS_EXPERIENCE, YEARS_EXPERIENCE_LABELS)}
              />
            </ConformField>
          </Grid>
          <ConformField meta={fields.achievements} label="Notable Achievements">
            <Textarea
              {...getTextareaProps(fields.achievements)}
              rows={3}
              placeholder="Competitions, titles, records or milestones"
            />
          </ConformField>
        </FormSection>

        <FormSection title="Social Media & Content Creation">
          <Grid columns={1} className="sm:grid-cols-2">
            <ConformField meta={fields.instagramHandle} label="Instagram Handle">
              <Input {...getInputProps(fields.instagramHandle, { type: "text" })} placeholder="@yourhandle" />
            </ConformField>
            <ConformField meta={fields.tiktokHandle} label="TikTok Handle">
              <Input {...getInputProps(fields.tiktokHandle, { type: "text" })} placeholder="@yourhandle" />
            </ConformField>
            <ConformField meta={fields.youtubeChannel} label="YouTube Channel" className="sm:col-span-2">
              <Input
                {...getInputProps(fields.youtubeChannel, { type: "text" })}
                placeholder="Channel name or URL"
              />
            </ConformField>
            <ConformField meta={fields.followersCount} label="Total Followers" required>
              <Select
                {...getSelectProps(fields.followersCount)}
                placeholder="Across all platforms"
                options={options(FOLLOWERS_COUNTS, FOLLOWERS_COUNT_LABELS)}
              />
            </ConformField>
            <ConformField meta={fields.contentStyle} label="Content Style" required>
              <Select
                {...getSelectProps(fields.contentStyle)}
                placeholder="Select your main style"
                options={options(CONTENT_STYLES, CONTENT_STYLE_LABELS)}
              />
            </ConformField>
          </Grid>
        </FormSection>

        <FormSection title="Ambassador Goals">
          <ConformField
            meta={fields.motivations}
            label={`Why do you want to be a ${BRAND.name} ambassador?`}
            required
          >
            <Textarea
              {...getTextareaProps(fields.motivations)}
              rows={4}
              placeholder={`Tell us about your goals and how you would share ${BRAND.name} with other athletes`}
            />
          </ConformField>
          <ConformField meta={fields.travelFrequency} label="Travel Frequency" required>
            <Select
              {...getSelectProps(fields.travelFrequency)}
              placeholder="How often do you travel to train?"
              options={options(TRAVEL_FREQUENCIES, TRAVEL_FREQUENCY_LABELS)}
            />
          </ConformField>
          <CheckboxGroup
            legend="Gym Preferences"
            description="The kinds of gym you like to train in (choose at least one)."
            required
            name={fields.gymPreferences.name}
            options={GYM_PREFERENCES.map((value) => ({ value, label: value }))}
            defaultValue={chosenPreferences}
            errors={fields.gymPreferences.errors}
            errorId={fields.gymPreferences.errorId}
            descriptionId={fields.gymPreferences.descriptionId}
            orientation="grid"
          />
        </FormSection>

        <Card.Root>
          <Card.Content className="pt-6">
            <Stack gap="sm">
              <AgreementField meta={fields.agreeToTerms} required>
                I agree to the Ambassador Program terms and conditions
              </AgreementField>
              <Text size="sm" tone="muted" className="ms-8 -mt-2">
                <TextLink asChild>
                  <Link to="/ambassador-terms">Read the terms and conditions</Link>
                </TextLink>
              </Text>
              <AgreementField meta={fields.agreeToMarketing}>
                I agree to receive marketing communications and updates from {BRAND.name}
              </AgreementField>
            </Stack>
          </Card.Content>
        </Card.Root>

        {form.errors && form.errors.length > 0 ? (
          <div id={form.errorId} role="alert" className="text-sm font-medium text-danger-fg">
            {form.errors[0]}
          </div>
        ) : null}

        <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:self-start">
          {pending ? "Submitting Application..." : "Apply for Ambassador Program"}
        </Button>
      </Stack>
    </Form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card.Root asChild>
      <section aria-labelledby={id}>
        <Card.Header>
          <Card.Title asChild>
            <h2 id={id}>{title}</h2>
          </Card.Title>
        </Card.Header>
        <Card.Content>
          <Stack gap="md">{children}</Stack>
        </Card.Content>
      </section>
    </Card.Root>
  );
}
