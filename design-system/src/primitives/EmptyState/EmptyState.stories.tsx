import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { AlertCircleIcon, CalendarIcon, SearchIcon } from "../../foundations/icons";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Primitives/Feedback/EmptyState",
  component: EmptyState,
  args: {
    icon: <CalendarIcon />,
    title: "No bookings yet",
    description: "When you book a gym, it shows up here.",
    action: (
      <Button asChild>
        <a href="#gym-feed">Browse Gyms</a>
      </Button>
    ),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "No bookings yet" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Browse Gyms" })).toHaveAttribute("href", "#gym-feed");
  },
};

/** Filters matched nothing. */
export const Empty: Story = {
  args: {
    icon: <SearchIcon />,
    title: "No gyms found",
    description: "No gyms found matching your criteria in this area.",
    action: <Button variant="outline">Clear Filters</Button>,
  },
};

/** The error page: the empty state is the page's main heading. */
export const ErrorState: Story = {
  name: "Error",
  args: {
    icon: <AlertCircleIcon />,
    title: "Something went wrong",
    description: "An unexpected error occurred. Please try again, or return home.",
    headingLevel: 1,
    action: (
      <Button asChild>
        <a href="#home">Return Home</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Something went wrong",
    );
  },
};

export const WithoutIconOrAction: Story = { args: { icon: undefined, action: undefined } };

export const LongText: Story = {
  args: {
    title: "No Olympic Weightlifting facilities found in Queenstown-Lakes District",
    description:
      "Try a nearby city, widen your equipment filters, or remove the sport filter to see every gym with lifting platforms and calibrated plates in the region.",
  },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [(Story) => <div className="p-4">{Story()}</div>, ...mobileStory.decorators],
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>Empty list</StateLabel>
        <EmptyState {...args} />
      </div>
      <div>
        <StateLabel>No results</StateLabel>
        <EmptyState
          icon={<SearchIcon />}
          title="No bookings found"
          description="Try another search or status."
        />
      </div>
      <div>
        <StateLabel>Error</StateLabel>
        <EmptyState
          icon={<AlertCircleIcon />}
          title="Something went wrong"
          description="Please try again."
          headingLevel={3}
        />
      </div>
    </div>
  ),
};
