import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { PinMapField } from "./PinMapField";

const meta = {
  title: "Composites/PinMapField",
  component: PinMapField,
  args: {
    latitude: { name: "latitude", defaultValue: "-36.8485" },
    longitude: { name: "longitude", defaultValue: "174.7633" },
  },
} satisfies Meta<typeof PinMapField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without JavaScript (and in this catalogue) the two fields alone place the pin. */
export const FieldsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Latitude/ })).toHaveValue("-36.8485");
  },
};

/** With a map: the page passes its interactive map (here a stand-in box). */
export const WithMap: Story = {
  args: {
    map: (
      <div className="flex h-48 items-center justify-center bg-surface-muted text-sm text-fg-muted">
        Map with a draggable pin
      </div>
    ),
  },
};

export const WithErrors: Story = {
  args: {
    latitude: {
      name: "latitude",
      defaultValue: "",
      errors: ["Place the pin on the map (latitude between -90 and 90)"],
    },
    longitude: { name: "longitude", defaultValue: "" },
  },
};

export const Mobile: Story = { ...mobileStory };
