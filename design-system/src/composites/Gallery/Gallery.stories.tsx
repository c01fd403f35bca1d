import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Gallery, type GalleryImage } from "./Gallery";

const photo = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/><text x="40" y="560" font-family="sans-serif" font-size="48" fill="#fff">${label}</text></svg>`,
  )}`;

const IMAGES: GalleryImage[] = [
  { url: photo("#1d3557", "Lifting platforms"), alt: "Four lifting platforms with calibrated plates" },
  { url: photo("#457b9d", "Ice baths"), alt: "Two ice baths beside the sauna" },
  { url: photo("#2a9d8f", "Rowers"), alt: "A row of six rowing machines" },
  { url: photo("#e76f51", "Turf"), alt: "Twenty metres of turf for sled pushes" },
  { url: photo("#264653", "Changing rooms"), alt: "Changing rooms with lockers" },
];

const FALLBACK = photo("#8d99ae", "Photo coming soon");

const meta = {
  title: "Composites/Gallery",
  component: Gallery,
  args: {
    label: "Photos of Harbour Strength",
    images: IMAGES,
    fallbackUrl: FALLBACK,
    fallbackAlt: "Harbour Strength: photo coming soon",
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every photo in one scrolling row, each with its alt text and its place ("Photo 2 of 5"). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Photos of Harbour Strength" });
    await expect(within(list).getAllByRole("img")).toHaveLength(5);
    await expect(canvas.getByRole("img", { name: "Two ice baths beside the sauna" })).toBeInTheDocument();
    await expect(canvas.getByText("Photo 2 of 5")).toBeInTheDocument();
    await expect(canvas.getByRole("region", { name: /5 photos, scroll sideways/ })).toHaveAttribute(
      "tabindex",
      "0",
    );
  },
};

/** One photo fills the width; there is nothing to scroll, so no focus stop. */
export const OnePhoto: Story = {
  args: { images: IMAGES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region", { name: /scroll sideways/ })).toBeNull();
    await expect(canvas.queryByText(/Photo 1 of/)).toBeNull();
  },
};

/** No photo yet: the fallback, with its own alt text. */
export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Harbour Strength: photo coming soon" }),
    ).toBeInTheDocument();
  },
};

export const Phone: Story = { ...mobileStory };
