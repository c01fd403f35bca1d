import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button/Button";
import { InquiryCard } from "./InquiryCard";

const meta = {
  title: "Composites/InquiryCard",
  component: InquiryCard,
  args: {
    kindLabel: "Team inquiry",
    title: "Wellington Wanderers RFC",
    name: "Mere Tane",
    email: "mere@wanderers.example.org",
    phone: "021 555 0101",
    gymName: "Harbourside Strength",
    status: "pending",
    received: "24 Nov 2026, 14:05",
    details: [
      ["Team size", "22"],
      ["Sport", "Rugby"],
      ["Preferred dates", "12–14 December, mornings"],
    ],
    body: "Pre-season strength block: we need the platforms for 90 minutes each morning.",
    replies: "Not replied yet",
    actions: (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary">
          Mark contacted
        </Button>
        <Button size="sm" variant="outline">
          Close
        </Button>
      </div>
    ),
  },
} satisfies Meta<typeof InquiryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Wellington Wanderers RFC" })).toBeInTheDocument();
    await expect(canvas.getByText("Pending")).toBeInTheDocument();
  },
};
export const Contacted: Story = { args: { status: "contacted", replies: "Replied once" } };
export const Closed: Story = { args: { status: "closed", actions: undefined, replies: "Replied twice" } };
export const AthleteMessage: Story = {
  args: {
    kindLabel: "Message",
    title: "Sam Lee",
    name: "Sam Lee",
    phone: null,
    details: [],
    body: "Do you have a chalk policy? I'm visiting for a week in January.",
  },
};
export const Mobile: Story = { ...mobileStory };
