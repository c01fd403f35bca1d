import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  AMENITIES,
  BROKEN_IMAGE,
  EQUIPMENT,
  FALLBACK_IMAGE,
  GYM_IMAGE,
  LONG_TEXT,
} from "../../_storybook/card-fixtures";
import { mobileStory, RouterLink, StateLabel } from "../../_storybook/decorators";
import { HeartIcon } from "../../foundations/icons";
import { Button } from "../../primitives/Button/Button";
import { GymCard, GymCardSkeletonList } from "./GymCard";

/** The save heart as the app renders it: a POST form that works without JavaScript. */
function FavouriteForm({ saved = false, name }: { saved?: boolean; name: string }) {
  return (
    <form method="post" action="#favourite" onSubmit={(e) => e.preventDefault()}>
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <Button
        type="submit"
        size="icon"
        variant="secondary"
        aria-pressed={saved}
        aria-label={`Save ${name}`}
        className="rounded-full"
      >
        <HeartIcon aria-hidden="true" className={saved ? "fill-current text-primary" : undefined} />
      </Button>
    </form>
  );
}

const NAME = "Les Mills Auckland";

const meta = {
  title: "Composites/GymCard",
  component: GymCard,
  args: {
    name: NAME,
    imageUrl: GYM_IMAGE,
    fallbackImageUrl: FALLBACK_IMAGE,
    rating: 4.6,
    reviewCount: 23,
    distanceKm: 2.3,
    location: "Auckland, New Zealand",
    hourlyRateCents: 1500,
    dayPassRateCents: 4000,
    currency: "NZD",
    description:
      "A full strength floor with Olympic platforms, calibrated plates and a recovery zone with sauna and ice baths.",
    equipment: EQUIPMENT,
    amenities: AMENITIES,
    openTime: "06:00",
    closeTime: "22:00",
    favourite: <FavouriteForm name={NAME} />,
    action: (
      <Button asChild>
        <RouterLink href="#gym-1">Select</RouterLink>
      </Button>
    ),
  },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 380 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof GymCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: NAME })).toBeInTheDocument();
    await expect(canvas.getByText("(23 reviews)")).toBeInTheDocument();
    await expect(canvas.getByText(/2\.3 km away/)).toBeInTheDocument();
    await expect(canvas.getByText("NZ$15/hour · NZ$40 day pass")).toBeInTheDocument();
    const equipment = canvas.getByRole("list", { name: "Equipment" });
    await expect(within(equipment).getAllByRole("listitem")).toHaveLength(5);
    await expect(within(equipment).getByText("+3 more")).toBeInTheDocument();
    await expect(canvas.getByText("06:00 – 22:00")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Select" })).toHaveAttribute("href", "#gym-1");
  },
};

export const Saved: Story = { args: { favourite: <FavouriteForm saved name={NAME} /> } };

export const NoReviews: Story = {
  args: { rating: null, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No reviews yet")).toBeInTheDocument();
  },
};

export const Open24Hours: Story = { args: { is24Hours: true } };

export const Australian: Story = {
  args: {
    name: "Sydney Strength Lab",
    location: "Sydney, Australia",
    currency: "AUD",
    hourlyRateCents: 1850,
    dayPassRateCents: null,
    favourite: <FavouriteForm name="Sydney Strength Lab" />,
  },
};

/** Minimal data: no distance, description, badges or hours. */
export const Empty: Story = {
  args: {
    distanceKm: undefined,
    location: undefined,
    description: null,
    equipment: [],
    amenities: [],
    openTime: null,
    closeTime: null,
    rating: null,
    reviewCount: 0,
    dayPassRateCents: null,
  },
};

/** A broken image swaps to the fallback photo. */
export const ImageError: Story = {
  args: { imageUrl: BROKEN_IMAGE, imageAlt: "The gym floor" },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img", { name: "The gym floor" });
    img.dispatchEvent(new Event("error"));
    await waitFor(() => expect(img).toHaveAttribute("src", FALLBACK_IMAGE));
  },
};

export const MissingImage: Story = { args: { imageUrl: null } };

/** The favourite heart is a form: submitting it posts without needing JavaScript in the app. */
export const FavouriteSubmit: Story = {
  args: { favourite: <FavouriteForm name={NAME} /> },
  play: async ({ canvasElement }) => {
    const onSubmit = fn((e: SubmitEvent) => e.preventDefault());
    const form = canvasElement.querySelector("form");
    form?.addEventListener("submit", onSubmit);
    await userEvent.click(within(canvasElement).getByRole("button", { name: `Save ${NAME}` }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  name: "Disabled action",
  args: {
    action: (
      <Button disabled variant="secondary">
        Fully booked
      </Button>
    ),
  },
};

export const Loading: Story = {
  render: () => <GymCardSkeletonList className="sm:grid-cols-1 lg:grid-cols-1" />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Loading gyms…");
    await expect(canvasElement.querySelectorAll("[data-slot=card]")).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    name: LONG_TEXT,
    description: `${LONG_TEXT}. ${LONG_TEXT}. ${LONG_TEXT}. ${LONG_TEXT}.`,
    equipment: [...EQUIPMENT, "Battle Ropes", "Cardio Equipment", "Barbell (15kg)"],
  },
};

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, wide: true },
  render: (args) => (
    <div className="p-4">
      <GymCard {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      <div>
        <StateLabel>default</StateLabel>
        <GymCard {...args} />
      </div>
      <div>
        <StateLabel>no reviews, 24 hours, AUD</StateLabel>
        <GymCard
          {...args}
          name="Sydney Strength Lab"
          favourite={<FavouriteForm saved name="Sydney Strength Lab" />}
          rating={null}
          reviewCount={0}
          is24Hours
          currency="AUD"
        />
      </div>
      <div>
        <StateLabel>missing image, minimal data</StateLabel>
        <GymCard
          name="CrossFit Wellington"
          fallbackImageUrl={FALLBACK_IMAGE}
          hourlyRateCents={2000}
          action={args.action}
        />
      </div>
      <div className="md:col-span-2 lg:col-span-3">
        <StateLabel>loading</StateLabel>
        <GymCardSkeletonList />
      </div>
    </div>
  ),
};
