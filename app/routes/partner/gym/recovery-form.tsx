import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Button, Card, Grid, Heading, Input, Select, Stack, Text } from "@gymroam/design-system";
import { Form, useActionData, useRouteLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { ListingFormCard } from "~/components/listing-form";
import { AMENITY_ITEM_TYPE_INFO, AMENITY_ITEM_TYPES } from "~/domain/catalog";
import { RecoveryItemSchema } from "~/domain/schemas/gym-listing";
import { money } from "~/mail/format";
import type { loader as layoutLoader } from "./layout";
import type { action } from "./recovery";

export function ListingRecoveryForm() {
  const { listing } = useRouteLoaderData<typeof layoutLoader>("routes/partner/gym/layout")!;
  const { gym, items } = listing;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "listing-recovery",
    lastResult: actionData?.result,
    constraint: getValibotConstraint(RecoveryItemSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: RecoveryItemSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Stack gap="lg">
      <Card.Root>
        <Card.Header>
          <Heading level={3} size="md">
            Bookable recovery amenities
          </Heading>
          <Text size="sm" tone="muted">
            Athletes book each one by the hour, alone or with a gym booking. One booking at a time each.
          </Text>
        </Card.Header>
        <Card.Content>
          {items.length === 0 ? (
            <Text tone="muted">
              None yet: add a sauna, ice bath, compression boots, float tank or massage room below.
            </Text>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Bookable recovery amenities">
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2"
                >
                  <span>
                    <span className="font-semibold">{item.name}</span>{" "}
                    <span className="text-fg-muted">
                      · {AMENITY_ITEM_TYPE_INFO[item.type].label} ·{" "}
                      {money(item.pricePerHourCents, gym.currency)} an hour
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="itemId" value={item.id} />
                    <Button type="submit" size="sm" variant="ghost" aria-label={`Remove ${item.name}`}>
                      Remove
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </Card.Content>
      </Card.Root>
      <ListingFormCard
        title="Add or change an amenity"
        description="Saving a name you already have changes its kind and price."
        formProps={getFormProps(form)}
        result={actionData?.result}
        submit="Save amenity"
      >
        <input type="hidden" name="intent" value="save" />
        <Grid columns={3} className="grid-cols-1 sm:grid-cols-3">
          <ConformField meta={fields.type} label="Kind" required>
            <Select
              {...getSelectProps(fields.type)}
              placeholder="Choose"
              options={AMENITY_ITEM_TYPES.map((t) => ({ value: t, label: AMENITY_ITEM_TYPE_INFO[t].label }))}
            />
          </ConformField>
          <ConformField meta={fields.name} label="Name" required>
            <Input {...getInputProps(fields.name, { type: "text" })} placeholder="e.g. Sauna 1" />
          </ConformField>
          <ConformField meta={fields.pricePerHour} label={`Price per hour (${gym.currency})`} required>
            <Input {...getInputProps(fields.pricePerHour, { type: "text" })} inputMode="decimal" />
          </ConformField>
        </Grid>
      </ListingFormCard>
    </Stack>
  );
}
