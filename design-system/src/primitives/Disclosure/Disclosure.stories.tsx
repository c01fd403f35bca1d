import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { Disclosure } from "./Disclosure";

const meta = {
  title: "Primitives/Disclosure",
  component: Disclosure,
  args: {
    summary: "Cancel on the athlete's behalf",
    children: (
      <>
        <p className="text-sm">
          Aroha Ngata is refunded NZ$60.00 in full and e-mailed. This can't be undone.
        </p>
        <Button size="sm" variant="destructive">
          Cancel and refund NZ$60.00
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /Cancel and refund/ })).not.toBeVisible();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Cancel and refund/ })).toBeVisible();
  },
};

/** Opening it by its summary shows the confirmation. */
export const Opening: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Cancel on the athlete's behalf"));
    await expect(canvas.getByRole("button", { name: /Cancel and refund/ })).toBeVisible();
  },
};
