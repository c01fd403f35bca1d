import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, RouterLink, StateLabel } from "../../_storybook/decorators";
import { Overlay } from "./Overlay";

const close = (
  <RouterLink href="#closed" className="rounded-md px-3 py-2 text-sm font-semibold text-link underline">
    Close
  </RouterLink>
);

const meta = {
  title: "Primitives/Overlays/Overlay",
  component: Overlay,
  args: {
    close,
    children: (
      <section aria-labelledby="overlay-title" className="flex flex-col gap-2 p-6">
        <h2 id="overlay-title" className="pr-16 font-display text-xl font-bold">
          Performance Training Tee
        </h2>
        <p className="text-fg-muted">Opened by the URL, closed by the link: no JavaScript needed.</p>
      </section>
    ),
  },
  // The overlay is fixed to the viewport: a transformed frame contains it in the catalogue.
  decorators: [
    (Story) => <div style={{ position: "relative", height: 360, transform: "translateZ(0)" }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Overlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A centred panel named by its heading, with the close link in the corner. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Performance Training Tee" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Close" })).toHaveAttribute("href", "#closed");
  },
};

/** Docked like a Sheet: bottom sheet on phones, right-hand panel from 640px. */
export const Right: Story = { args: { side: "right" } };

export const LongText: Story = {
  args: {
    children: (
      <section aria-labelledby="overlay-title" className="flex flex-col gap-2 p-6">
        <h2 id="overlay-title" className="pr-16 font-display text-xl font-bold">
          GymRoam Expedition Heavyweight Brushed-Fleece Crew Hoodie for Travelling Athletes
        </h2>
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical filler paragraphs
          <p key={i}>A long body scrolls inside the backdrop rather than the page behind it.</p>
        ))}
      </section>
    ),
  },
};

export const Mobile: Story = { ...mobileStory, args: { side: "right" } };

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <StateLabel>centre (the right-docked variant is the Right story)</StateLabel>
      <Overlay {...args} />
    </div>
  ),
};
