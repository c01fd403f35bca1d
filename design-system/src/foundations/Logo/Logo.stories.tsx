import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Logo } from "./Logo";

const meta = {
  title: "Foundations/Logo",
  component: Logo,
  args: { title: "GymRoam" },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "GymRoam" })).toBeInTheDocument();
  },
};

/** Without a title the mark is decorative (aria-hidden), for use beside the brand name. */
export const Decorative: Story = {
  args: { title: "" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

export const Large: Story = { args: { className: "size-24" } };

export const OnBrandSurface: Story = {
  decorators: [(Story) => <div className="surface-inverse inline-flex rounded-xl p-4">{Story()}</div>],
};

export const Mobile: Story = { ...mobileStory };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap items-end gap-6">
      {(["size-6", "size-8", "size-12", "size-24"] as const).map((size) => (
        <div key={size}>
          <StateLabel>{size}</StateLabel>
          <Logo title={`GymRoam ${size}`} className={size} />
        </div>
      ))}
      <div className="surface-inverse rounded-xl p-4">
        <StateLabel>on navy</StateLabel>
        <Logo title="GymRoam on navy" className="size-12" />
      </div>
    </div>
  ),
};
