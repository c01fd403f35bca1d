import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Card } from "../Card/Card";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "Primitives/Feedback/Skeleton",
  component: Skeleton,
  args: { className: "h-6 w-48" },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function GymCardSkeleton() {
  return (
    <Card.Root className="pt-0">
      <Skeleton className="h-36 w-full rounded-b-none" />
      <Card.Header>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </Card.Header>
      <Card.Content className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </Card.Content>
    </Card.Root>
  );
}

/** The gym search loading state: three skeleton cards, announced once by the busy container. */
export const LoadingList: Story = {
  render: () => (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-3">
      <p className="sr-only" role="status">
        Loading gyms…
      </p>
      <GymCardSkeleton />
      <GymCardSkeleton />
      <GymCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading gyms…");
  },
};

export const Mobile: Story = {
  ...mobileStory,
  render: () => (
    <div className="p-4">
      <GymCardSkeleton />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>Shapes</StateLabel>
        <div className="flex items-center gap-4">
          <Skeleton className="size-12 rounded-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-24 w-40 rounded-xl" />
        </div>
      </div>
      <div className="max-w-sm">
        <StateLabel>Card</StateLabel>
        <GymCardSkeleton />
      </div>
    </div>
  ),
};
