import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Field } from "../Field/Field";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Primitives/Forms/Checkbox",
  component: Checkbox,
  args: { label: "Sauna", name: "amenities", value: "sauna", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Sauna" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    box.focus();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: "Send me news and offers",
    name: "agreeToMarketing",
    value: "true",
    description: "At most one e-mail a month. Unsubscribe any time.",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("checkbox", { name: "Send me news and offers" }),
    ).toHaveAccessibleDescription("At most one e-mail a month. Unsubscribe any time.");
  },
};

export const Invalid: Story = {
  name: "Error",
  render: () => (
    <Field.Root required errors={["You must agree to the terms and conditions"]}>
      <Checkbox name="agreeToTerms" value="true" label="I agree to the ambassador terms and conditions" />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", {
      name: "I agree to the ambassador terms and conditions",
    });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAttribute("aria-required", "true");
    await expect(box).toHaveAccessibleDescription("You must agree to the terms and conditions");
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: "Float tank (coming soon)" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox")).toBeDisabled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true, label: "Locker room" },
};

export const LongText: Story = {
  args: {
    label:
      "I confirm that I am at least 18 years old, have at least two years of experience in my primary sport and agree to follow every gym's check-in rules",
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="flex flex-col p-4">
      <Checkbox {...args} />
      <Checkbox {...args} label="Ice bath" value="ice-bath" />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <div>
        <StateLabel>unchecked / checked</StateLabel>
        <Checkbox label="Squat rack" />
        <Checkbox label="Deadlift platform" defaultChecked />
      </div>
      <div>
        <StateLabel>invalid</StateLabel>
        <Checkbox label="Accept terms" aria-invalid="true" />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <Checkbox label="Float tank" disabled />
        <Checkbox label="Locker room" disabled defaultChecked />
      </div>
      <div className="surface-inverse rounded-xl p-4">
        <StateLabel>on the navy brand surface</StateLabel>
        <Checkbox label="Compression boots" defaultChecked />
      </div>
    </div>
  ),
};
