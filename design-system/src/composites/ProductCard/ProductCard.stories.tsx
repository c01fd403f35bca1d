import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LONG_TEXT, PRODUCT_IMAGE } from "../../_storybook/card-fixtures";
import { mobileStory, RouterLink, StateLabel } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button/Button";
import { ProductCard } from "./ProductCard";

const meta = {
  title: "Composites/ProductCard",
  component: ProductCard,
  args: {
    name: "GymRoam Performance Tee",
    imageUrl: PRODUCT_IMAGE,
    imageAlt: "Black performance tee",
    priceCents: 4500,
    originalPriceCents: 6000,
    currency: "NZD",
    rating: 4.8,
    reviewCount: 127,
    category: "Apparel",
    onSelect: fn(),
  },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 300 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Save NZ$15")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "View details: GymRoam Performance Tee" }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const FullPrice: Story = { args: { originalPriceCents: undefined, priceCents: 3500 } };
export const NoReviews: Story = { args: { rating: null, reviewCount: 0 } };

export const WithLinkAction: Story = {
  args: {
    action: (
      <Button asChild>
        <RouterLink href="#product-1">Shop now</RouterLink>
      </Button>
    ),
  },
};

/** No action and no onSelect: a display-only card. */
export const Empty: Story = { args: { onSelect: undefined, category: undefined } };

export const Disabled: Story = {
  args: {
    action: (
      <Button disabled variant="secondary">
        Coming Soon
      </Button>
    ),
  },
};

export const LongText: Story = { args: { name: LONG_TEXT, category: "Accessories and equipment" } };

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, wide: true },
  render: (args) => (
    <div className="grid grid-cols-2 gap-3 p-4">
      <ProductCard {...args} />
      <ProductCard {...args} name="GymRoam Cap" priceCents={3500} originalPriceCents={undefined} />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div className="grid max-w-4xl gap-6 sm:grid-cols-3">
      <div>
        <StateLabel>on sale</StateLabel>
        <ProductCard {...args} />
      </div>
      <div>
        <StateLabel>full price, no reviews</StateLabel>
        <ProductCard
          {...args}
          name="GymRoam Cap"
          originalPriceCents={undefined}
          rating={null}
          reviewCount={0}
        />
      </div>
      <div>
        <StateLabel>coming soon</StateLabel>
        <ProductCard
          {...args}
          name="Lifting Belt"
          action={
            <Button disabled variant="secondary">
              Coming Soon
            </Button>
          }
        />
      </div>
    </div>
  ),
};
