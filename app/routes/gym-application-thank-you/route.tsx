import {
  Button,
  CircleCheckIcon,
  Container,
  Heading,
  Stack,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { GYM_APPLICATION_REVIEW_DAYS } from "~/domain/policies";

export default function GymApplicationThankYou() {
  return (
    <Container size="md">
      <Stack gap="lg" align="center" className="py-8 text-center">
        <CircleCheckIcon aria-hidden="true" className="size-16 text-primary" />
        <Heading level={1}>APPLICATION SUBMITTED!</Heading>
        <Text size="lg">
          Thank you for applying to list your gym on {BRAND.name}. Our team will review your application and
          contact you within {GYM_APPLICATION_REVIEW_DAYS}.
        </Text>
        <Text tone="muted">
          We have e-mailed you a confirmation. Your listing goes live once approved; until then, questions are
          welcome at <TextLink href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</TextLink>.
        </Text>
        <Stack direction="row" gap="sm" wrap justify="center">
          <Button asChild size="lg">
            <Link to="/gym-feed">Browse Gyms</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Return Home</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function meta() {
  return [{ title: `Application submitted | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
