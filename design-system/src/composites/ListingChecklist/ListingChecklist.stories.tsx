import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { ListingChecklist, type ListingChecklistItem } from "./ListingChecklist";

const STEPS: ListingChecklistItem[] = [
  { id: "address", label: "Street address", done: true, action: "Add the street address", href: "#location" },
  { id: "pin", label: "Map pin", done: false, action: "Place the pin on the map", href: "#location" },
  { id: "photo", label: "At least one photo", done: false, action: "Upload a photo", href: "#photos" },
  { id: "capacity", label: "Capacity", done: true, action: "Set your capacity", href: "#rates" },
  { id: "hours", label: "Opening hours", done: false, action: "Set your opening hours", href: "#hours" },
];

const meta = {
  title: "Composites/ListingChecklist",
  component: ListingChecklist,
  args: { items: STEPS, status: "Not listed yet", statusTone: "incomplete" },
} satisfies Meta<typeof ListingChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /Place the pin on the map/ })).toHaveAttribute(
      "href",
      "#location",
    );
    await expect(canvas.getByText("3 steps before athletes can find and book it.")).toBeInTheDocument();
  },
};

export const Listed: Story = {
  args: { items: STEPS.map((s) => ({ ...s, done: true })), status: "Listed", statusTone: "listed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("link")).toHaveLength(0);
  },
};

export const Paused: Story = {
  args: { items: STEPS.map((s) => ({ ...s, done: true })), status: "Paused", statusTone: "paused" },
};

export const Mobile: Story = { ...mobileStory };
