import { CalendarIcon, HeartIcon, IconButton, SearchNav } from "@gymroam/design-system";
import { Link } from "react-router";

/**
 * The search screens' top nav (spec: tabs Gyms, Trainers and Services with NEW badges, "Become a
 * partner", two icon buttons). Destinations: Gyms /gyms, Trainers /trainer-feed, Services
 * /booking-integration (the recovery services gyms offer through GymRoam), Become a partner
 * /gym-terms, and the icons Favorites (/saved-gyms) and My Bookings (/bookings).
 */
export function SearchTabs({ active }: { active: "gyms" | "trainers" | "services" }) {
  return (
    <SearchNav.Root aria-label="Search">
      <SearchNav.Tabs>
        <SearchNav.Tab asChild active={active === "gyms"}>
          <Link to="/gyms">Gyms</Link>
        </SearchNav.Tab>
        <SearchNav.Tab asChild active={active === "trainers"}>
          <Link to="/trainer-feed">
            Trainers <SearchNav.NewBadge />
          </Link>
        </SearchNav.Tab>
        <SearchNav.Tab asChild active={active === "services"}>
          <Link to="/booking-integration">
            Services <SearchNav.NewBadge />
          </Link>
        </SearchNav.Tab>
      </SearchNav.Tabs>
      <SearchNav.Actions>
        <SearchNav.Partner asChild>
          <Link to="/gym-terms">Become a partner</Link>
        </SearchNav.Partner>
        <IconButton asChild aria-label="Favorites">
          <Link to="/saved-gyms">
            <HeartIcon aria-hidden="true" />
          </Link>
        </IconButton>
        <IconButton asChild aria-label="My Bookings">
          <Link to="/bookings">
            <CalendarIcon aria-hidden="true" />
          </Link>
        </IconButton>
      </SearchNav.Actions>
    </SearchNav.Root>
  );
}
