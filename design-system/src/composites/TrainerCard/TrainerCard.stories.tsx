import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LONG_TEXT, TRAINER_IMAGE } from "../../_storybook/card-fixtures";
import { mobileStory, RouterLink, StateLabel } from "../../_storybook/decorators";
import { HeartIcon } from "../../foundations/icons";
import { Button } from "../../primitives/Button/Button";
import { TrainerCard } from "./TrainerCard";

function Heart({
  name,
  pressed = false,
  onClick,
}: {
  name: string;
  pressed?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      size="icon"
      variant="secondary"
      className="rounded-full"
      aria-label={`Favourite ${name}`}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <HeartIcon aria-hidden="true" className={pressed ? "fill-current text-primary" : undefined} />
    </Button>
  );
}

const NAME = "Aroha Ngata";

const meta = {
  title: "Composites/TrainerCard",
  component: TrainerCard,
  args: {
    name: NAME,
    imageUrl: TRAINER_IMAGE,
    rating: 4.9,
    reviewCount: 31,
    city: "Wellington",
    hourlyRateCents: 8500,
    currency: "NZD",
    experience: "8 years",
    isOnline: true,
    isInPerson: true,
    specializations: ["Powerlifting", "Olympic Weightlifting", "Mobility", "Rehab"],
    favourite: <Heart name={NAME} />,
    action: (
      <Button asChild>
        <RouterLink href="#trainer-1">Select Trainer</RouterLink>
      </Button>
    ),
  },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 380 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof TrainerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: NAME })).toBeInTheDocument();
    const specs = canvas.getByRole("list", { name: "Specializations" });
    await expect(
      within(specs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Powerlifting", "Olympic Weightlifting", "+2"]);
    await expect(canvas.getByText("Online")).toBeInTheDocument();
    await expect(canvas.getByText("In-Person")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Select Trainer" })).toHaveAttribute("href", "#trainer-1");
  },
};

/** No rating yet: the spec's default 5.0 is displayed. */
export const NoRating: Story = {
  args: { rating: 0, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("5.0")).toBeInTheDocument();
  },
};

export const Placeholder: Story = { name: "No image", args: { imageUrl: null } };
export const OnlineOnly: Story = { args: { isOnline: true, isInPerson: false } };
export const InPersonOnly: Story = { args: { isOnline: false, isInPerson: true } };

export const Empty: Story = {
  args: {
    imageUrl: null,
    rating: null,
    reviewCount: 0,
    city: null,
    hourlyRateCents: null,
    experience: null,
    isOnline: false,
    isInPerson: false,
    specializations: [],
  },
};

/** The heart is toggled by the app (locally on the trainer feed). */
export const Favourite: Story = {
  args: { favourite: <Heart name={NAME} pressed /> },
};

export const FavouriteClick: Story = {
  play: async ({ canvasElement }) => {
    const onClick = fn();
    canvasElement.querySelector("button")?.addEventListener("click", onClick);
    await userEvent.click(within(canvasElement).getByRole("button", { name: `Favourite ${NAME}` }));
    await expect(onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  name: "Disabled action",
  args: {
    action: (
      <Button disabled variant="secondary">
        Unavailable
      </Button>
    ),
  },
};

export const LongText: Story = {
  args: { name: LONG_TEXT, city: LONG_TEXT, experience: "15+ years coaching national-level athletes" },
};

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, wide: true },
  render: (args) => (
    <div className="p-4">
      <TrainerCard {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-3">
      <div>
        <StateLabel>default</StateLabel>
        <TrainerCard {...args} />
      </div>
      <div>
        <StateLabel>no image, no rating, online only</StateLabel>
        <TrainerCard
          {...args}
          name="Sam Tuilagi"
          favourite={<Heart name="Sam Tuilagi" pressed />}
          imageUrl={null}
          rating={0}
          reviewCount={0}
          isInPerson={false}
          specializations={["Rugby"]}
        />
      </div>
      <div>
        <StateLabel>minimal</StateLabel>
        <TrainerCard name="Jordan Lee" action={args.action} />
      </div>
    </div>
  ),
};
