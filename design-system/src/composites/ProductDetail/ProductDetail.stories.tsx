import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button/Button";
import { type Product, ProductDetail } from "./ProductDetail";

/** A stand-in product photo (an inline SVG, so stories need no network). */
const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#e6ebf3"/><path d="M130 110l50-20h40l50 20 40 60-40 20v130H130V190l-40-20z" fill="#0b1220"/></svg>',
)}`;

const HOODIE: Product = {
  id: "crew-hoodie",
  name: "GymRoam Crew Hoodie",
  priceCents: 6999,
  originalPriceCents: 8999,
  currency: "NZD",
  image: IMAGE,
  category: "Casual Wear",
  sizes: ["XS", "S", "M", "L", "XL", "XXL"],
  colors: ["Black", "White", "Navy", "Gray"],
  rating: 4.8,
  reviewCount: 127,
  description: "A heavyweight brushed-fleece hoodie for cold mornings between sessions on the road.",
  features: ["400 gsm cotton-rich fleece", "Kangaroo pocket with hidden zip", "Embroidered GymRoam logo"],
};

const CAP: Product = {
  id: "snapback-cap",
  name: "GymRoam Snapback Cap",
  priceCents: 3500,
  currency: "NZD",
  image: IMAGE,
  category: "Accessories",
  sizes: ["One Size"],
  colors: ["Black"],
  rating: 4.5,
  reviewCount: 23,
  description: "Structured six-panel cap with an adjustable snap back.",
  features: ["Adjustable snap closure", "Breathable eyelets"],
};

const meta = {
  title: "Composites/ProductDetail",
  component: ProductDetail,
  args: {
    product: HOODIE,
    onAddToCart: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="outline">View details</Button>,
  },
} satisfies Meta<typeof ProductDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens from the card's button; Add to Cart is disabled until a size is chosen. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "View details" }));
    const d = within(await page(canvasElement).findByRole("dialog", { name: "GymRoam Crew Hoodie" }));
    await expect(d.getByText("NZ$69.99")).toBeInTheDocument();
    await expect(d.getByText("Save NZ$20.00")).toBeInTheDocument();
    const add = d.getByRole("button", { name: "Add to Cart" });
    await expect(add).toBeDisabled();
    await userEvent.click(d.getByRole("radio", { name: "L" }));
    await userEvent.click(d.getByRole("radio", { name: "Navy" }));
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith({ size: "L", color: "Navy", quantity: 1 });
  },
};

/** Sizes and colours are native radio groups: arrow keys move the choice. */
export const KeyboardChoice: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const d = within(await page(canvasElement).findByRole("dialog"));
    d.getByRole("radio", { name: "XS" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(d.getByRole("radio", { name: "S" })).toBeChecked();
    await userEvent.click(d.getByRole("button", { name: "Add to Cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ size: "S", color: "Black", quantity: 1 });
  },
};

/** A single size ("One Size") is preselected, so Add to Cart is ready at once. */
export const OneSize: Story = {
  args: { defaultOpen: true, product: CAP },
  play: async ({ canvasElement }) => {
    const d = within(await page(canvasElement).findByRole("dialog", { name: "GymRoam Snapback Cap" }));
    await expect(d.getByRole("radio", { name: "One Size" })).toBeChecked();
    await expect(d.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    await expect(d.queryByText(/Save/)).toBeNull();
  },
};

export const WithQuantity: Story = {
  args: { defaultOpen: true, showQuantity: true },
  play: async ({ canvasElement, args }) => {
    const d = within(await page(canvasElement).findByRole("dialog"));
    await userEvent.click(d.getByRole("radio", { name: "M" }));
    const quantity = d.getByRole("spinbutton", { name: "Quantity" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "3");
    await userEvent.click(d.getByRole("button", { name: "Add to Cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ size: "M", color: "Black", quantity: 3 });
  },
};

/** Escape closes; the choices start fresh when it reopens. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "View details" });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The shop's wording for a discount: "Save $20" (every merchandise price is NZD). */
export const DollarSaving: Story = {
  args: { defaultOpen: true, savingStyle: "dollar" },
  play: async ({ canvasElement }) => {
    const d = within(await page(canvasElement).findByRole("dialog"));
    await expect(d.getByText("Save $20")).toBeInTheDocument();
  },
};

/** Without JavaScript the page renders the detail in place (e.g. inside an Overlay) and the form posts. */
export const Inline: Story = {
  args: { inline: true, trigger: undefined, hiddenFields: { intent: "add" } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole("region", { name: "GymRoam Crew Hoodie" }));
    // Disabled once React has run (an effect): in a browser the play function can start before it.
    await waitFor(() => expect(region.getByRole("button", { name: "Add to Cart" })).toBeDisabled());
    await userEvent.click(region.getByRole("radio", { name: "M" }));
    await expect(region.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Loading: Story = { args: { defaultOpen: true, product: CAP, adding: true } };
export const Disabled: Story = { args: { defaultOpen: true } };
export const ErrorState: Story = {
  name: "Error",
  args: { defaultOpen: true, product: CAP, error: "Could not add to cart. Please try again." },
};
export const ImageFallback: Story = {
  args: { defaultOpen: true, product: { ...CAP, image: "data:image/png;base64,broken" } },
};
export const Empty: Story = {
  name: "Empty (no features or colours)",
  args: { defaultOpen: true, product: { ...CAP, features: [], colors: [] } },
};
export const LongText: Story = {
  args: {
    defaultOpen: true,
    product: {
      ...HOODIE,
      name: "GymRoam Expedition Heavyweight Brushed-Fleece Crew Hoodie for Travelling Athletes",
      description: Array.from({ length: 5 }, () => HOODIE.description).join(" "),
      features: [
        ...HOODIE.features,
        "Ribbed cuffs and hem that hold their shape after many washes on the road",
      ],
      colors: ["Black", "White", "Navy", "Gray", "Heather Charcoal Marl", "Forest Green"],
    },
  },
};
export const Mobile: Story = { ...mobileStory, args: { defaultOpen: true } };

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StateLabel>closed: the trigger</StateLabel>
      <ProductDetail {...args} />
      <StateLabel>open, discounted, adding, with an error</StateLabel>
      <ProductDetail
        {...args}
        trigger={undefined}
        defaultOpen
        adding
        error="Could not add to cart. Please try again."
      />
    </div>
  ),
};
