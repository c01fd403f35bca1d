import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Field } from "../Field/Field";
import { Textarea } from "./Textarea";

const meta = {
  title: "Primitives/Forms/Textarea",
  component: Textarea,
  args: {
    "aria-label": "Special requests",
    name: "specialRequests",
    placeholder: "Anything the gym should know?",
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox", { name: "Special requests" });
    await userEvent.type(box, "Need a squat rack");
    await expect(box).toHaveValue("Need a squat rack");
  },
};

export const AutoSize: Story = { args: { autoSize: true, rows: 2 } };

/** The count updates while typing and is read as the box's description. */
export const WithCount: Story = {
  args: { showCount: true, maxLength: 500, "aria-label": "Your review" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Your review" });
    await expect(box).toHaveAccessibleDescription("0/500 characters");
    await userEvent.type(box, "Great gym");
    await expect(canvas.getByText("9/500 characters")).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { defaultValue: "" } };

export const Invalid: Story = {
  name: "Error",
  render: (args) => (
    <Field.Root required errors={["Please write a review before submitting"]}>
      <Field.Label>Your review</Field.Label>
      <Textarea {...args} aria-label={undefined} name="comment" />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox", { name: "Your review required" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Please write a review before submitting");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Reviews open after your visit." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Special requests" })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    autoSize: true,
    rows: 2,
    showCount: true,
    maxLength: 300,
    defaultValue:
      "We are a team of eight rugby players travelling for a tournament and would like access to the platforms, two squat racks and the ice baths after each session. Could the staff let us know about early-morning entry, parking for a van and whether towels are provided?",
  },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [],
  render: (args) => (
    <div className="p-4">
      <Field.Root>
        <Field.Label>Special requests</Field.Label>
        <Field.Description>Optional.</Field.Description>
        <Textarea {...args} aria-label={undefined} showCount maxLength={500} />
      </Field.Root>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div>
        <StateLabel>default</StateLabel>
        <Textarea aria-label="Message" placeholder="Write a message" />
      </div>
      <div>
        <StateLabel>auto size + count</StateLabel>
        <Textarea
          aria-label="Review"
          autoSize
          rows={2}
          showCount
          maxLength={200}
          defaultValue="Friendly staff."
        />
      </div>
      <div>
        <StateLabel>invalid</StateLabel>
        <Textarea aria-label="Review (invalid)" aria-invalid="true" />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <Textarea aria-label="Notes (disabled)" disabled defaultValue="Locked" />
      </div>
    </div>
  ),
};
