import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Badge } from "../Badge/Badge";
import { Button } from "../Button/Button";
import { Skeleton } from "../Skeleton/Skeleton";
import { Text } from "../Text/Text";
import { Card } from "./Card";

function WaitlistCard({
  title = "GET EARLY ACCESS",
  description = "Join the waitlist for free access when we launch",
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title asChild>
          <h2>{title}</h2>
        </Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Content>
        <Text tone="muted">Free for early members • Paid after launch</Text>
      </Card.Content>
      <Card.Footer>
        <Button asChild>
          <a href="#waitlist">JOIN WAITLIST</a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

const meta = {
  title: "Primitives/Data display/Card",
  component: WaitlistCard,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof WaitlistCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "GET EARLY ACCESS" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "JOIN WAITLIST" })).toHaveAttribute("href", "#waitlist");
  },
};

/** A booking card: status badge and several actions in the footer (they wrap at 375px). */
export const BookingCard: Story = {
  render: () => (
    <Card.Root>
      <Card.Header>
        <div className="flex items-start justify-between gap-3">
          <Card.Title>CityFit Wellington</Card.Title>
          <Badge variant="confirmed">Confirmed</Badge>
        </div>
        <Card.Description>Wellington, New Zealand · 12 Sep 2025, 07:00</Card.Description>
      </Card.Header>
      <Card.Content>
        <Text size="sm">Day Pass · Full Day · NZ$25.00</Text>
      </Card.Content>
      <Card.Footer>
        <Button variant="outline" size="sm">
          View Gym
        </Button>
        <Button size="sm">Get Directions</Button>
      </Card.Footer>
    </Card.Root>
  ),
};

/** Loading: skeletons in the card's shape; the container says it is busy. */
export const Loading: Story = {
  render: () => (
    <Card.Root aria-busy="true">
      <span className="sr-only">Loading gym…</span>
      <Card.Header>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </Card.Header>
      <Card.Content>
        <Skeleton className="h-24 w-full" />
      </Card.Content>
    </Card.Root>
  ),
};

export const LongText: Story = {
  args: {
    title: "GET EARLY ACCESS TO THE TRAVELLING ATHLETE MARKETPLACE FOR NEW ZEALAND AND AUSTRALIA",
    description:
      "Join the waitlist for free access when we launch. Early members keep free access to search, favourites and booking, and hear first when new cities go live.",
  },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [(Story) => <div className="p-4">{Story()}</div>, ...mobileStory.decorators],
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>Default</StateLabel>
        <WaitlistCard />
      </div>
      <div>
        <StateLabel>Title only</StateLabel>
        <Card.Root>
          <Card.Header>
            <Card.Title>MOCKUP</Card.Title>
          </Card.Header>
        </Card.Root>
      </div>
      <div>
        <StateLabel>Loading</StateLabel>
        <Card.Root aria-busy="true">
          <span className="sr-only">Loading…</span>
          <Card.Header>
            <Skeleton className="h-6 w-2/3" />
          </Card.Header>
        </Card.Root>
      </div>
    </div>
  ),
};
