import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Field } from "../Field/Field";
import { Switch } from "./Switch";

const meta = {
  title: "Primitives/Forms/Switch",
  component: Switch,
  args: { label: "Open 24 hours", name: "is24Hours", onCheckedChange: fn() },
  argTypes: { labelPosition: { control: "inline-radio", options: ["start", "end"] } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click or Space toggles; screen readers hear a switch that is on or off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Open 24 hours" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const LabelAfter: Story = { args: { labelPosition: "end", label: "Can host teams" } };

export const WithDescription: Story = {
  args: {
    label: "Amenity booking",
    name: "amenityBookingEnabled",
    description: "Let athletes book the sauna and ice bath.",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("switch", { name: "Amenity booking" }),
    ).toHaveAccessibleDescription("Let athletes book the sauna and ice bath.");
  },
};

export const Invalid: Story = {
  name: "Error",
  render: () => (
    <Field.Root errors={["Turn this on to accept team bookings"]}>
      <Switch label="Can host teams" name="canHostTeams" />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Can host teams" });
    await expect(toggle).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch")).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: "Email me when a gym I saved in Wellington, Auckland or Queenstown adds recovery facilities",
    description: "We'll send at most one summary a week.",
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [(Story) => <div className="p-4">{Story()}</div>, ...mobileStory.decorators],
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <StateLabel>off / on</StateLabel>
      <Switch label="Open 24 hours" />
      <Switch label="Payouts enabled" defaultChecked />
      <StateLabel>label after</StateLabel>
      <Switch label="Can host teams" labelPosition="end" />
      <StateLabel>invalid</StateLabel>
      <Switch label="Accept bookings" aria-invalid="true" />
      <StateLabel>disabled</StateLabel>
      <Switch label="Marketplace listing" disabled />
      <Switch label="Active" disabled defaultChecked />
    </div>
  ),
};
