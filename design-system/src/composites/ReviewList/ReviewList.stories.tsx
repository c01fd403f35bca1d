import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LONG_TEXT } from "../../_storybook/card-fixtures";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { type ReviewItem, ReviewList } from "./ReviewList";

const REVIEWS: ReviewItem[] = [
  {
    id: 1,
    authorName: "Aroha Ngata",
    rating: 5,
    createdAt: "2025-09-14T08:30:00Z",
    comment: "Great platforms and calibrated plates. The ice bath after a heavy session was perfect.",
  },
  {
    id: 2,
    authorName: "Sam Tuilagi",
    rating: 4,
    createdAt: "2025-09-02T19:10:00Z",
    comment: "Busy at 6pm but staff were friendly.\nWould book again.",
  },
  { id: 3, authorName: null, rating: 3, createdAt: "2025-08-20", comment: "Decent cardio area." },
];

const meta = {
  title: "Composites/ReviewList",
  component: ReviewList,
  args: { reviews: REVIEWS },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 560 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Reviews" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Aroha")).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: "Rated 5.0 out of 5" })).toBeInTheDocument();
    await expect(canvas.getByText("Anonymous")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "No reviews yet" })).toBeInTheDocument();
  },
};

export const EmptyWithDescription: Story = {
  args: { reviews: [], emptyDescription: "Be the first to review this gym after your visit." },
};

/** Comments are text: markup in a comment is shown literally, never run. */
export const HtmlInComment: Story = {
  args: {
    reviews: [
      {
        id: 1,
        authorName: "Eve",
        rating: 1,
        createdAt: "2025-09-01",
        comment: '<img src=x onerror="alert(1)"> nice',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img src=x onerror="alert(1)"> nice')).toBeInTheDocument();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const Single: Story = { args: { reviews: REVIEWS.slice(0, 1) } };

export const LongText: Story = {
  args: {
    reviews: [
      {
        id: 1,
        authorName: LONG_TEXT,
        rating: 4,
        createdAt: "2025-09-01",
        comment: `${LONG_TEXT} `.repeat(6),
      },
    ],
  },
};

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, wide: true },
  render: (args) => (
    <div className="p-4">
      <ReviewList {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div className="grid max-w-4xl gap-6 md:grid-cols-2">
      <div>
        <StateLabel>reviews</StateLabel>
        <ReviewList {...args} />
      </div>
      <div>
        <StateLabel>empty</StateLabel>
        <ReviewList reviews={[]} />
      </div>
    </div>
  ),
};
