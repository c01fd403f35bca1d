import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { AMENITIES, EQUIPMENT, FALLBACK_IMAGE, GYM_IMAGE, GYM_IMAGE_2 } from "../_storybook/card-fixtures";
import { RouterLink } from "../_storybook/decorators";
import { FilterPanel } from "../composites/FilterPanel/FilterPanel";
import { GymCard, GymCardSkeletonList } from "../composites/GymCard/GymCard";
import { SearchBar } from "../composites/SearchBar/SearchBar";
import { SearchIcon } from "../foundations/icons";
import { Button } from "../primitives/Button/Button";
import { Container } from "../primitives/Container/Container";
import { EmptyState } from "../primitives/EmptyState/EmptyState";
import { Grid } from "../primitives/Grid/Grid";
import { Heading } from "../primitives/Heading/Heading";
import { Text } from "../primitives/Text/Text";

/**
 * The /gyms screen's composition: the search bar over the filters (beside the results from `lg`) and
 * the results grid, with its loading and empty states. The app wraps the bar and the filters in GET
 * forms; here they are plain forms that do not navigate.
 */
const GYMS = [
  {
    name: "CrossFit Wellington Central",
    distanceKm: 0.8,
    rating: 4.8,
    reviewCount: 41,
    day: 3500,
    hour: 1500,
    image: GYM_IMAGE,
  },
  {
    name: "Te Aro Strength Lab",
    distanceKm: 1.6,
    rating: 4.5,
    reviewCount: 12,
    day: 3000,
    hour: 0,
    image: GYM_IMAGE_2,
  },
  {
    name: "Harbourside Recovery Club",
    distanceKm: 2.9,
    rating: 0,
    reviewCount: 0,
    day: 4500,
    hour: 2000,
    image: null,
  },
];

function Form({ children, label }: { children: ReactNode; label: string }) {
  return (
    <form aria-label={label} method="get" action="#gyms" onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

function SearchResultsScreen({ state }: { state: "results" | "loading" | "empty" }) {
  return (
    <Container className="flex flex-col gap-6 py-6">
      <Form label="Search">
        <SearchBar defaultValues={{ city: "Wellington", athletes: 1 }} pending={state === "loading"} />
      </Form>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Form label="Filters">
          <FilterPanel
            equipmentOptions={EQUIPMENT}
            amenityOptions={AMENITIES}
            defaultValues={{ city: "Wellington", equipment: ["Lift Rack"] }}
          />
        </Form>
        <section
          aria-labelledby="results-title"
          aria-busy={state === "loading"}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Heading level={1} size="lg" id="results-title">
              Gyms in Wellington
            </Heading>
            {state === "results" && (
              <Text size="sm" tone="muted">
                {GYMS.length} gyms, nearest first
              </Text>
            )}
          </div>
          {state === "loading" && <GymCardSkeletonList />}
          {state === "empty" && (
            <EmptyState
              icon={<SearchIcon />}
              title="No gyms found"
              description="Try another city, fewer filters or a wider price range."
              action={
                <Button asChild variant="outline">
                  <RouterLink href="#gyms">Clear filters</RouterLink>
                </Button>
              }
            />
          )}
          {state === "results" && (
            <Grid columns={3} gap="md">
              {GYMS.map((gym) => (
                <GymCard
                  key={gym.name}
                  headingLevel={2}
                  name={gym.name}
                  imageUrl={gym.image}
                  fallbackImageUrl={FALLBACK_IMAGE}
                  rating={gym.rating}
                  reviewCount={gym.reviewCount}
                  distanceKm={gym.distanceKm}
                  location="Wellington, New Zealand"
                  dayPassRateCents={gym.day}
                  hourlyRateCents={gym.hour}
                  currency="NZD"
                  equipment={EQUIPMENT}
                  amenities={AMENITIES}
                  openTime="06:00"
                  closeTime="22:00"
                  action={
                    <Button asChild>
                      <RouterLink href="#gym">Select</RouterLink>
                    </Button>
                  }
                />
              ))}
            </Grid>
          )}
        </section>
      </div>
    </Container>
  );
}

const meta = {
  title: "Patterns/Search results",
  component: SearchResultsScreen,
  parameters: { layout: "fullscreen" },
  args: { state: "results" },
} satisfies Meta<typeof SearchResultsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Results",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Gyms in Wellington" })).toBeInTheDocument();
    await expect(
      canvas.getAllByRole("heading", { level: 2, name: /Wellington|Strength|Recovery/ }),
    ).toHaveLength(GYMS.length);
  },
};
export const Loading: Story = { args: { state: "loading" } };
export const Empty: Story = {
  args: { state: "empty" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "No gyms found" })).toBeInTheDocument();
  },
};
