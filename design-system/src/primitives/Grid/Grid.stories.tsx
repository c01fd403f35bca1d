import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Grid } from "./Grid";

const cells = (n: number) =>
  Array.from({ length: n }, (_, i) => `Cell ${i + 1}`).map((label) => (
    <div key={label} className="rounded-md bg-secondary px-3 py-6 text-center text-sm text-secondary-fg">
      {label}
    </div>
  ));

const meta = {
  title: "Primitives/Layout/Grid",
  component: Grid,
  args: { columns: 2, children: cells(4) },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cell 1").parentElement).toHaveAttribute(
      "data-columns",
      "2",
    );
  },
};
export const ThreeColumns: Story = { args: { columns: 3, children: cells(6) } };
export const FourColumns: Story = { args: { columns: 4, children: cells(8) } };
export const Empty: Story = { args: { children: [] } };
export const Mobile: Story = { ...mobileStory, args: { columns: 3, children: cells(3), className: "p-4" } };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {([1, 2, 3, 4] as const).map((columns) => (
        <div key={columns}>
          <StateLabel>{`columns ${columns}`}</StateLabel>
          <Grid columns={columns}>{cells(columns * 2)}</Grid>
        </div>
      ))}
    </div>
  ),
};
