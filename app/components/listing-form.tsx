import type { SubmissionResult } from "@conform-to/react";
import { Button, Card, Heading, Stack, Text } from "@gymroam/design-system";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

/**
 * One section of the listing editor: a card with a heading, the form's fields and its
 * submit button. A plain post (works without JavaScript); the route's action validates it.
 */
export function ListingFormCard({
  title,
  description,
  formProps,
  result,
  submit = "Save",
  encType,
  children,
}: {
  title: string;
  description?: string;
  formProps: { id: string; onSubmit: React.FormEventHandler<HTMLFormElement>; noValidate: boolean };
  result?: SubmissionResult<string[]> | null;
  submit?: string;
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const formErrors = result?.error?.[""] ?? null;
  return (
    <Card.Root>
      <Card.Header>
        <Heading level={3} size="md">
          {title}
        </Heading>
        {description ? (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Content>
        <Form method="post" encType={encType} {...formProps}>
          <Stack gap="md">
            {children}
            {formErrors?.length ? (
              <Text role="alert" size="sm" className="font-medium text-danger-fg">
                {formErrors.join(" ")}
              </Text>
            ) : null}
            <div>
              <Button type="submit" loading={pending}>
                {submit}
              </Button>
            </div>
          </Stack>
        </Form>
      </Card.Content>
    </Card.Root>
  );
}
