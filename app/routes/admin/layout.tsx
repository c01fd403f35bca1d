import { Button, Container, Heading, SectionNav, Stack, Text } from "@gymroam/design-system";
import { Form, NavLink, Outlet, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { adminPageMiddleware, getAdmin } from "~/middleware/admin.server";
import type { Route } from "./+types/layout";

/**
 * Every page and action under /admin: the session is checked here, once, before any child loader or
 * action runs (no session: to /admin-login); children read the admin with `getAdmin(context)`.
 */
export const middleware: Route.MiddlewareFunction[] = [adminPageMiddleware];

export function headers() {
  return ADMIN_HEADERS;
}

export function meta() {
  return [{ title: `Admin | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

const ADMIN_TABS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/waitlist", label: "Waitlist" },
  { to: "/admin/gym-applications", label: "Gym applications" },
  { to: "/admin/ambassadors", label: "Ambassadors" },
  { to: "/admin/inquiries", label: "Team inquiries" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/money", label: "Money" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/audit", label: "Audit" },
] as const;

/** Who is signed in: decisions are recorded under this name. */
export function loader({ context }: Route.LoaderArgs) {
  return { name: getAdmin(context).name };
}

export default function AdminLayout() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <Container size="xl" className="py-6">
      <Stack gap="lg">
        <Stack direction="row" justify="between" align="center" gap="md" className="flex-wrap">
          <Heading level={1} size="lg">
            Admin dashboard
          </Heading>
          <Stack direction="row" align="center" gap="md">
            <Text size="sm" tone="muted">
              Signed in as {name}
            </Text>
            <Form method="post" action="/admin/logout">
              <Button type="submit" variant="outline" size="sm">
                Log out
              </Button>
            </Form>
          </Stack>
        </Stack>
        <SectionNav.Root aria-label="Admin sections">
          {ADMIN_TABS.map((tab) => (
            <SectionNav.Link key={tab.to} asChild>
              <NavLink to={tab.to} end={"end" in tab ? tab.end : false}>
                {tab.label}
              </NavLink>
            </SectionNav.Link>
          ))}
        </SectionNav.Root>
        <Outlet />
      </Stack>
    </Container>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
