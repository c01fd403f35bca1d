import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { SectionNav } from "./SectionNav";

const SECTIONS = ["Overview", "Today", "Check-in", "Inquiries", "Numbers", "Money"];

function Example({ current = "Overview" }: { current?: string }) {
  return (
    <SectionNav.Root aria-label="Partner sections">
      {SECTIONS.map((label) => (
        <SectionNav.Link key={label} href={`#${label}`} aria-current={label === current ? "page" : undefined}>
          {label}
        </SectionNav.Link>
      ))}
    </SectionNav.Root>
  );
}

const meta = {
  title: "Composites/SectionNav",
  component: Example,
  args: { current: "Overview" },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Partner sections" });
    const current = within(nav).getByRole("link", { current: "page" });
    await expect(current).toHaveTextContent("Overview");
  },
};

export const AnotherSectionCurrent: Story = { args: { current: "Check-in" } };

/** On a phone the sections scroll sideways instead of wrapping. */
export const Mobile: Story = { ...mobileStory, args: { current: "Numbers" } };
