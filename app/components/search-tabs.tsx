import { CalendarIcon, HeartIcon, IconButton, SearchNav } from "@gymroam/design-system";
import { RouteLink } from "./route-link";

/**
 * The search screens' top nav (spec: tabs Gyms, Trainers and Services with NEW badges, "Become a
 * partner", two icon buttons). Destinations (ADR 025): Gyms /gyms, Trainers /trainer-feed, Services
 * /booking-integration (the recovery services gyms offer through GymRoam), Become a partner
 * /gym-terms, and the icons Favorites (/saved-gyms) and My Bookings (/bookings). RouteLinks: the
 * search pages render them for every visitor (ADR 039).
 */
export function SearchTabs({ active }: { active: "gyms" | "trainers" | "services" }) {
  return (
    <SearchNav.Root aria-label="Search">
      <SearchNav.Tabs>
        <SearchNav.Tab asChild active={active === "gyms"}>
          <RouteLink to="/gyms">Gyms</RouteLink>
        </SearchNav.Tab>
        <SearchNav.Tab asChild active={active === "trainers"}>
          <RouteLink to="/trainer-feed">
            Trainers <SearchNav.NewBadge />
          </RouteLink>
        </SearchNav.Tab>
        <SearchNav.Tab asChild active={active === "services"}>
          <RouteLink to="/booking-integration">
            Services <SearchNav.NewBadge />
          </RouteLink>
        </SearchNav.Tab>
      </SearchNav.Tabs>
      <SearchNav.Actions>
        <SearchNav.Partner asChild>
          <RouteLink to="/gym-terms">Become a partner</RouteLink>
        </SearchNav.Partner>
        <IconButton asChild aria-label="Favorites">
          <RouteLink to="/saved-gyms">
            <HeartIcon aria-hidden="true" />
          </RouteLink>
        </IconButton>
        <IconButton asChild aria-label="My Bookings">
          <RouteLink to="/bookings">
            <CalendarIcon aria-hidden="true" />
          </RouteLink>
        </IconButton>
      </SearchNav.Actions>
    </SearchNav.Root>
  );
}
