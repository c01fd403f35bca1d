import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Stack } from "./Stack";

function Box({ children }: { children: string }) {
  return <div className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-fg">{children}</div>;
}

const boxes = ["One", "Two", "Three"].map((label) => <Box key={label}>{label}</Box>);

const meta = {
  title: "Primitives/Layout/Stack",
  component: Stack,
  args: { children: boxes },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("One").parentElement).toHaveAttribute(
      "data-direction",
      "column",
    );
  },
};
export const Row: Story = { args: { direction: "row", gap: "sm" } };
export const RowWrapping: Story = {
  args: {
    direction: "row",
    gap: "sm",
    wrap: true,
    children: ["Find a Gym", "List Your Facility", "Become an Ambassador", "Team Booking"].map((label) => (
      <Button key={label} variant="outline">
        {label}
      </Button>
    )),
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};
export const Centered: Story = { args: { align: "center", justify: "center", className: "min-h-40" } };
export const Mobile: Story = {
  ...mobileStory,
  args: { direction: "row", wrap: true, gap: "sm", className: "p-4" },
};
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {(["none", "xs", "sm", "md", "lg", "xl"] as const).map((gap) => (
        <div key={gap}>
          <StateLabel>{`gap ${gap}`}</StateLabel>
          <Stack direction="row" gap={gap}>
            {boxes}
          </Stack>
        </div>
      ))}
    </div>
  ),
};
