import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Skeleton } from "../Skeleton/Skeleton";
import { StarRating, StarRatingInput } from "./StarRating";

const meta = {
  title: "Primitives/Data display/StarRating",
  component: StarRating,
  args: { value: 4.6, count: 23 },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Rated 4.6 out of 5" })).toBeInTheDocument();
    await expect(canvas.getByText("(23 reviews)")).toBeInTheDocument();
  },
};

export const TrainerDefault: Story = { args: { value: 5, count: undefined } };
export const OneReview: Story = { args: { value: 4, count: 1 } };
export const Small: Story = { args: { size: "sm", value: 4.8, count: 124 } };
export const Large: Story = { args: { size: "lg", value: 4.5, count: 127 } };
export const StarsOnly: Story = { args: { showValue: false, count: undefined } };

/** No reviews yet: 0 stars and "(0 reviews)". */
export const Empty: Story = { args: { value: 0, count: 0 } };

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <span className="sr-only">Loading rating…</span>
      <Skeleton className="h-4 w-32" />
    </div>
  ),
};

export const LongText: Story = {
  args: { value: 4.3, count: 1234567 },
  decorators: [(Story) => <div style={{ maxWidth: 160 }}>{Story()}</div>],
};

/** The review form's 1-5 input: native radios named "rating", default 5, arrow keys move. */
export const Input: Story = {
  render: () => <StarRatingInput onValueChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "Rating" });
    await expect(group).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "3 stars" }));
    await expect(canvas.getByRole("radio", { name: "3 stars" })).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "2 stars" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "4 stars" })).toBeChecked();
  },
};

export const InputInForm: Story = {
  render: () => (
    <form aria-label="Leave a review">
      <StarRatingInput legend="Your rating" defaultValue={4} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: "Leave a review" }) as HTMLFormElement;
    await expect(new FormData(form).get("rating")).toBe("4");
  },
};

export const InputDisabled: Story = {
  render: () => <StarRatingInput disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "1 star" })).toBeDisabled();
  },
};

export const InputError: Story = {
  render: () => (
    <div className="flex flex-col gap-1">
      <StarRatingInput aria-describedby="rating-error" aria-invalid />
      <p id="rating-error" role="alert" className="text-sm text-danger-fg">
        Please choose a rating
      </p>
    </div>
  ),
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="flex flex-col gap-4 p-4">
      <StarRating {...args} />
      <StarRatingInput />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {[0, 1, 2.5, 3.7, 4.6, 5].map((value) => (
        <div key={value}>
          <StateLabel>{`value ${value}`}</StateLabel>
          <StarRating value={value} count={value === 0 ? 0 : 23} />
        </div>
      ))}
      <div>
        <StateLabel>input</StateLabel>
        <StarRatingInput legend="Rating (input)" name="rating-a" />
      </div>
      <div>
        <StateLabel>input, medium, 2 chosen</StateLabel>
        <StarRatingInput legend="Rating (medium)" name="rating-b" size="md" defaultValue={2} />
      </div>
      <div>
        <StateLabel>input disabled</StateLabel>
        <StarRatingInput legend="Rating (disabled)" name="rating-c" disabled />
      </div>
    </div>
  ),
};
