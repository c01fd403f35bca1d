import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { LONG_TEXT } from "../../_storybook/card-fixtures";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { type MapPin, MapPins } from "./MapPins";

const PINS: MapPin[] = [
  { id: "1", name: "CrossFit Wellington", lat: -41.2865, lng: 174.7762, dayRateCents: 4000 },
  { id: "2", name: "Les Mills Taranaki St", lat: -41.2924, lng: 174.7787, dayRateCents: 3500 },
  { id: "3", name: "Thorndon Strength", lat: -41.2772, lng: 174.7774, dayRateCents: 6000 },
  { id: "4", name: "Kilbirnie Barbell", lat: -41.3167, lng: 174.7947, dayRateCents: 3000 },
  { id: "5", name: "Petone Power", lat: -41.2276, lng: 174.8806, dayRateCents: 4500 },
  { id: "6", name: "Sixth Gym (not shown)", lat: -41.25, lng: 174.8, dayRateCents: 2500 },
];

const meta = {
  title: "Composites/MapPins",
  component: MapPins,
  args: { pins: PINS, onSelect: fn(), caption: "Map integration coming soon" },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 640 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof MapPins>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Gyms on the map" });
    await expect(within(list).getAllByRole("button")).toHaveLength(5);
    await expect(canvas.queryByText("Sixth Gym (not shown)")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /Thorndon Strength/ }));
    await expect(args.onSelect).toHaveBeenCalledWith("3");
  },
};

export const Selected: Story = { args: { selectedId: "2" } };

/** The app owns the selection: clicking a pin selects it (aria-pressed). */
export const Interactive: Story = {
  render: (args) => {
    const [selected, setSelected] = useState<string | null>(null);
    return <MapPins {...args} selectedId={selected} onSelect={setSelected} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = canvas.getByRole("button", { name: /Kilbirnie Barbell/ });
    await expect(pin).toHaveAttribute("aria-pressed", "false");
    pin.focus();
    await userEvent.keyboard("{Enter}");
    await expect(pin).toHaveAttribute("aria-pressed", "true");
  },
};

export const SinglePin: Story = { args: { pins: PINS.slice(0, 1) } };
export const Empty: Story = { args: { pins: [], caption: "No gyms found" } };
export const LongText: Story = {
  args: { pins: [{ ...PINS[0], name: LONG_TEXT } as MapPin, ...PINS.slice(1, 3)] },
};

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, wide: true },
  render: (args) => (
    <div className="p-4">
      <MapPins {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div className="grid max-w-5xl gap-6 md:grid-cols-2">
      <div>
        <StateLabel>none selected</StateLabel>
        <MapPins {...args} label="Gyms (none selected)" />
      </div>
      <div>
        <StateLabel>selected</StateLabel>
        <MapPins {...args} label="Gyms (one selected)" selectedId="1" />
      </div>
      <div>
        <StateLabel>empty</StateLabel>
        <MapPins {...args} label="No gyms" pins={[]} caption="No gyms found" />
      </div>
    </div>
  ),
};
