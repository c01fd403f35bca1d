import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Skeleton } from "../Skeleton/Skeleton";
import { Price } from "./Price";

const meta = {
  title: "Primitives/Data display/Price",
  component: Price,
  args: { cents: 2500, currency: "NZD", suffix: "/hour" },
  argTypes: {
    currency: { control: "inline-radio", options: ["NZD", "AUD"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=price]")).toHaveTextContent("NZ$25/hour");
  },
};

export const Australian: Story = { args: { cents: 4500, currency: "AUD", suffix: "day pass" } };
export const WithCents: Story = { args: { cents: 3050, suffix: undefined, size: "lg" } };
export const AlwaysCents: Story = { args: { cents: 12000, suffix: undefined, showCents: "always" } };

/** Merchandise discount (spec: "Save $" with the difference). */
export const Discounted: Story = {
  args: { cents: 4500, originalCents: 6000, suffix: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Save NZ$15")).toBeInTheDocument();
    await expect(canvasElement.querySelector("del")).toHaveTextContent("Original price NZ$60");
  },
};

/** The shop's wording: every merchandise price is NZD, so the saving reads "Save $15". */
export const DollarSaving: Story = {
  args: { cents: 7500, originalCents: 9000, suffix: undefined, showCents: "always", savingStyle: "dollar" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Save $15")).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=price-amount]")).toHaveTextContent("NZ$75.00");
  },
};

export const Free: Story = { args: { cents: 0, suffix: undefined } };

/** There is no "loading" price: the caller shows a Skeleton of about the same size. */
export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <span className="sr-only">Loading price…</span>
      <Skeleton className="h-6 w-24" />
    </div>
  ),
};

export const LongText: Story = {
  args: { cents: 123456789, originalCents: 150000000, suffix: "per athlete for the whole team week" },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="flex flex-col gap-2 p-4">
      <Price {...args} size="lg" />
      <Price cents={4000} currency="NZD" suffix="day pass" />
      <Price cents={4500} originalCents={6000} currency="NZD" />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["sm", "md", "lg"] as const).map((size) => (
        <div key={size}>
          <StateLabel>{`size ${size}`}</StateLabel>
          <div className="flex flex-wrap items-baseline gap-6">
            <Price size={size} cents={2500} currency="NZD" suffix="/hour" />
            <Price size={size} cents={4000} currency="AUD" suffix="day pass" />
            <Price size={size} cents={3050} currency="NZD" />
            <Price size={size} cents={4500} originalCents={6000} currency="NZD" />
          </div>
        </div>
      ))}
    </div>
  ),
};
