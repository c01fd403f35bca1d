import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { ReviewForm } from "./ReviewForm";

/** The app's POST form; here it reports what would be posted. */
function PostForm({ children, onPost }: { children: ReactNode; onPost?: (body: string) => void }) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onPost?.(new URLSearchParams(data as unknown as Record<string, string>).toString());
      }}
    >
      {children}
    </form>
  );
}

const meta = {
  title: "Composites/ReviewForm",
  component: ReviewForm,
  decorators: [
    (Story, { parameters }) =>
      parameters.noForm ? (
        Story()
      ) : (
        <div style={{ maxWidth: 480 }}>
          <PostForm>{Story()}</PostForm>
        </div>
      ),
  ],
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /Your review/ })).toHaveAttribute("name", "comment");
    await expect(canvas.getByRole("button", { name: "Submit Review" })).toHaveAttribute("type", "submit");
  },
};

/** The action's reply for a blank review: the message under the text, announced. */
export const ErrorState: Story = {
  name: "Error",
  args: { errors: { comment: ["Please write a review before submitting"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please write a review before submitting");
    const text = canvas.getByRole("textbox", { name: /Your review/ });
    await expect(text).toHaveAttribute("aria-invalid", "true");
    await expect(text).toHaveAccessibleDescription("Please write a review before submitting");
  },
};

export const FormError: Story = {
  args: {
    errors: { form: ["Review failed: You can only review a completed booking."] },
    defaultComment: "Great gym",
  },
};

export const Pending: Story = {
  name: "Loading",
  args: { pending: true, defaultComment: "Great platforms and friendly staff." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Submitting…" })).toBeDisabled();
  },
};

export const WithCount: Story = { args: { maxLength: 500 } };

/** Picking stars with the keyboard and typing, then Submit Review, posts rating and comment. */
export const Submit: Story = {
  parameters: { noForm: true },
  render: (args) => {
    const [body, setBody] = useState("");
    return (
      <div style={{ maxWidth: 480 }}>
        <PostForm onPost={setBody}>
          <ReviewForm {...args} />
        </PostForm>
        <p className="mt-4 text-sm">
          Posted: <output aria-label="Posted body">{body}</output>
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "4 stars" }));
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "3 stars" })).toBeChecked();
    await userEvent.type(canvas.getByRole("textbox", { name: /Your review/ }), "Solid gym");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Review" }));
    await expect(canvas.getByLabelText("Posted body")).toHaveTextContent("rating=3&comment=Solid+gym");
  },
};

export const LongText: Story = {
  args: {
    title: "Leave a review for Te Whare Whakapakari Tinana Strength and Conditioning Collective",
    defaultComment: "Great. ".repeat(80),
    errors: {
      comment: ["Please write a review before submitting. Reviews help other travelling athletes choose."],
    },
  },
};

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, noForm: true },
  render: (args) => (
    <form method="post" className="p-4">
      <ReviewForm {...args} />
    </form>
  ),
};

export const AllStates: Story = {
  parameters: { noForm: true },
  render: () => (
    <div className="grid gap-8 md:grid-cols-3">
      <form method="post">
        <StateLabel>default</StateLabel>
        <ReviewForm title="Review (default)" />
      </form>
      <form method="post">
        <StateLabel>error</StateLabel>
        <ReviewForm
          title="Review (error)"
          errors={{ comment: ["Please write a review before submitting"] }}
        />
      </form>
      <form method="post">
        <StateLabel>pending</StateLabel>
        <ReviewForm title="Review (pending)" pending defaultRating={4} defaultComment="Great gym" />
      </form>
    </div>
  ),
};
