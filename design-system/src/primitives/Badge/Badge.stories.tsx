import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Badge, type BadgeVariant } from "./Badge";

const VARIANTS: { variant: BadgeVariant; label: string }[] = [
  { variant: "default", label: "Day Pass" },
  { variant: "outline", label: "In-Person" },
  { variant: "new", label: "New" },
  { variant: "pending", label: "Pending" },
  { variant: "confirmed", label: "Confirmed" },
  { variant: "completed", label: "Completed" },
  { variant: "cancelled", label: "Cancelled" },
];

const meta = {
  title: "Primitives/Data display/Badge",
  component: Badge,
  args: { children: "Team Ready" },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Team Ready")).toHaveAttribute("data-variant", "default");
  },
};
export const Outline: Story = { args: { variant: "outline", children: "Online" } };
export const New: Story = { args: { variant: "new", children: "New" } };
export const Pending: Story = { args: { variant: "pending", children: "Pending" } };
export const Confirmed: Story = { args: { variant: "confirmed", children: "Confirmed" } };
export const Completed: Story = { args: { variant: "completed", children: "Completed" } };
export const Cancelled: Story = { args: { variant: "cancelled", children: "Cancelled" } };
export const LongText: Story = { args: { children: "Olympic Lifting Platform" } };

export const Mobile: Story = {
  ...mobileStory,
  render: () => (
    <div className="flex flex-wrap gap-2 p-4">
      {VARIANTS.map(({ variant, label }) => (
        <Badge key={variant} variant={variant}>
          {label}
        </Badge>
      ))}
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {VARIANTS.map(({ variant, label }) => (
          <Badge key={variant} variant={variant}>
            {label}
          </Badge>
        ))}
      </div>
      <div className="flex flex-wrap gap-2 rounded-xl bg-surface p-4">
        {VARIANTS.map(({ variant, label }) => (
          <Badge key={variant} variant={variant}>
            {label} on surface
          </Badge>
        ))}
      </div>
    </div>
  ),
};
