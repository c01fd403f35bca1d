import { parseWithValibot } from "@conform-to/valibot";
import { ArrowLeftIcon, Container, Heading, Stack, Text, Link as TextLink } from "@gymroam/design-system";
import { lazy } from "react";
import { data, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { COMMISSION_PERCENT } from "~/domain/ambassador";
import { AMBASSADOR_TOASTS, AmbassadorApplicationSchema } from "~/domain/schemas/ambassador-application";
import { readForm } from "~/lib/form.server";
import { pageAddressMeta, rootOrigin } from "~/lib/social-image";
import { redirectWithToast } from "~/session.server";
import { applyAsAmbassador } from "~/use-cases/apply-ambassador.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const ApplicationForm = lazy(() => loadForms().then((m) => ({ default: m.ApplicationForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

const THANK_YOU = "/ambassador-thank-you";

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = caseContext(getWorker(context).config);
  const submission = parseWithValibot(await readForm(request), { schema: AmbassadorApplicationSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const applied = await applyAsAmbassador(ctx, submission.value);
  if (!applied.ok) {
    // Not the applicant's fault: keep their answers and say so (the toast shows the message).
    return data(submission.reply({ formErrors: [applied.message] }), {
      status: FAILURE_STATUS[applied.code],
    });
  }
  const { config } = ctx;
  // A new page: the router scrolls it to the top.
  return redirectWithToast(config, request, THANK_YOU, AMBASSADOR_TOASTS.submitted);
}

export default function AmbassadorApplication() {
  return (
    <Container size="md">
      <Stack gap="lg">
        <TextLink
          asChild
          tone="muted"
          underline="hover"
          className="inline-flex items-center gap-1 self-start"
        >
          <Link to="/ambassador-terms">
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Back to Terms
          </Link>
        </TextLink>
        <Stack gap="xs">
          <Heading level={1}>Ambassador Application</Heading>
          <Text tone="muted">
            Represent {BRAND.name}, share the gyms you train in and earn {COMMISSION_PERCENT}% commission on
            every confirmed booking made through your code or link. Fields marked * are required.
          </Text>
        </Stack>

        <ApplicationForm />
      </Stack>
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Ambassador Application | ${BRAND.name}` },
    {
      name: "description",
      content: `Apply to the ${BRAND.name} Ambassador Program: earn ${COMMISSION_PERCENT}% commission on confirmed bookings made through your code or link.`,
    },
    ...pageAddressMeta(rootOrigin(matches), "/ambassador-application"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
