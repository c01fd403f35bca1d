import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button/Button";
import { CartList, type CartListItem } from "./CartList";

/** A stand-in product photo (an inline SVG, so stories need no network). */
const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e6ebf3"/><path d="M20 18l8-4h8l8 4 6 10-6 3v21H20V31l-6-3z" fill="#0b1220"/></svg>',
)}`;

const ITEMS: CartListItem[] = [
  {
    key: "1|M|Black",
    name: "Performance Training Tee",
    imageUrl: IMAGE,
    size: "M",
    color: "Black",
    quantity: 2,
    unitPriceCents: 4500,
    lineTotalCents: 9000,
  },
  {
    key: "10|One Size|Navy",
    name: "Snapback Cap",
    imageUrl: IMAGE,
    size: "One Size",
    color: "Navy",
    quantity: 1,
    unitPriceCents: 3500,
    lineTotalCents: 3500,
  },
];

const onRemove = fn();

const meta = {
  title: "Composites/CartList",
  component: CartList,
  args: {
    items: ITEMS,
    subtotalCents: 12500,
    currency: "NZD",
    renderRemove: (item: CartListItem) => (
      <Button variant="link" size="sm" onClick={() => onRemove(item.key)}>
        Remove <span className="sr-only">{item.name}</span>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CartList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines with size, colour, quantity and line total, then the subtotal; each line can be removed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByText("Qty 2 × NZ$45.00")).toBeInTheDocument();
    await expect(canvas.getByText("NZ$125.00")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Snapback Cap" }));
    await expect(onRemove).toHaveBeenCalledWith("10|One Size|Navy");
  },
};

export const Empty: Story = {
  args: { items: [], subtotalCents: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Your cart is empty.")).toBeInTheDocument();
  },
};

export const WithoutRemove: Story = { args: { renderRemove: undefined } };

export const WithoutImages: Story = {
  args: { items: ITEMS.map(({ imageUrl: _image, ...item }) => item) },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...ITEMS[0]!,
        name: "GymRoam Expedition Heavyweight Brushed-Fleece Crew Hoodie for Travelling Athletes",
        color: "Heather Charcoal Marl",
        quantity: 10,
        lineTotalCents: 45000,
      },
    ],
    subtotalCents: 45000,
  },
};

export const Mobile: Story = { ...mobileStory };

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <StateLabel>with items</StateLabel>
      <CartList {...args} />
      <StateLabel>empty</StateLabel>
      <CartList {...args} items={[]} subtotalCents={0} />
    </div>
  ),
};
