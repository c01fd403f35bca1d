import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button";
import { PhotoManager } from "./PhotoManager";

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/></svg>`)}`;

const PHOTOS = [
  { key: 0, src: svg("#f0561a"), alt: "The main floor with six squat racks" },
  { key: 1, src: svg("#2f6f4f"), alt: "Sauna and cold plunge" },
  { key: 2, src: svg("#1f4e8c"), alt: "Reception and lockers" },
];

const meta = {
  title: "Composites/PhotoManager",
  component: PhotoManager,
  args: {
    photos: PHOTOS,
    renderActions: (_photo, index, count) => (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={index === 0}>
          Move up
        </Button>
        <Button size="sm" variant="outline" disabled={index === count - 1}>
          Move down
        </Button>
        <Button size="sm" variant="ghost">
          Remove
        </Button>
      </div>
    ),
  },
} satisfies Meta<typeof PhotoManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Photos, cover first" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Cover")).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { photos: [] } };

export const Mobile: Story = { ...mobileStory };
