import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { HoursEditor, type HoursEditorDay } from "./HoursEditor";

const NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const WEEK: HoursEditorDay[] = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  day,
  label: NAMES[day]!,
  open: day !== 0,
  openTime: day === 6 ? "08:00" : "06:00",
  closeTime: day === 6 ? "14:00" : "21:00",
}));

const meta = {
  title: "Composites/HoursEditor",
  component: HoursEditor,
  args: { days: WEEK },
} satisfies Meta<typeof HoursEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Monday" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Sunday" })).not.toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Saturday closes" })).toHaveValue("14:00");
  },
};

export const WithErrors: Story = {
  args: {
    days: WEEK.map((d) =>
      d.day === 2 ? { ...d, closeTime: "05:00", errors: ["Closing time must be after opening time"] } : d,
    ),
  },
};

export const NothingOpen: Story = {
  args: { days: WEEK.map((d) => ({ ...d, open: false })), errors: ["Open on at least one day"] },
};

export const Mobile: Story = { ...mobileStory };
