import { Container, Heading, SectionNav, Stack, Text } from "@gymroam/design-system";
import { NavLink, Outlet, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getAccount } from "~/middleware/account.server";
import { partnerMiddleware } from "~/middleware/partner.server";
import type { Route } from "./+types/layout";

/**
 * The partner console: every page and action under /partner runs the gym-owner check here,
 * once, before any child loader or action; gym-scoped children also call requireOwnedGym.
 */
export const middleware: Route.MiddlewareFunction[] = [partnerMiddleware];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta() {
  return [{ title: `Partner console | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/** The console's sections. Gym-scoped pages (the listing editor) are reached from Overview. */
export const PARTNER_TABS: readonly { to: string; label: string; end?: boolean; reloadDocument?: boolean }[] =
  [
    { to: "/partner", label: "Overview", end: true },
    { to: "/partner/today", label: "Today" },
    // A document of its own: only it may use the camera (Permissions-Policy, app/lib/security.ts).
    { to: "/partner/check-in", label: "Check-in", reloadDocument: true },
    { to: "/partner/inquiries", label: "Inquiries" },
    { to: "/partner/numbers", label: "Numbers" },
    { to: "/partner/money", label: "Money" },
  ];

/** Only what the frame shows: each page reads the gyms it needs itself. */
export function loader({ context }: Route.LoaderArgs) {
  return { email: getAccount(context).email };
}

export default function PartnerLayout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <Container size="xl" className="py-6">
      <Stack gap="lg">
        <Stack direction="row" justify="between" align="center" gap="md" className="flex-wrap">
          <Heading level={1} size="lg">
            Partner console
          </Heading>
          <Text size="sm" tone="muted">
            Signed in as {email}
          </Text>
        </Stack>
        <SectionNav.Root aria-label="Partner sections">
          {PARTNER_TABS.map((tab) => (
            <SectionNav.Link key={tab.to} asChild>
              <NavLink to={tab.to} end={tab.end ?? false} reloadDocument={tab.reloadDocument}>
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
