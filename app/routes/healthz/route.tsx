import { Container, Heading, Stack, Text } from "@gymroam/design-system";
import { BRAND } from "~/config/brand";

/**
 * /healthz: a bare page rendered through the same React Router handler, root layout and worker as
 * every screen, with no data of its own. Uptime checks use it, and `npm run bench` uses it as the
 * baseline each route's throughput is compared with, so machine noise cancels out.
 */
export function loader() {
  return { status: "ok" as const };
}

export default function Healthz() {
  return (
    <Container size="md">
      <Stack gap="sm">
        <Heading level={1}>{BRAND.name} is up</Heading>
        <Text>Status: ok</Text>
      </Stack>
    </Container>
  );
}

export function meta() {
  return [{ title: `Status | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}
