import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Skeleton } from "../Skeleton/Skeleton";
import { PRICE_RANGE, RangeSlider, Slider } from "./Slider";

const meta = {
  title: "Primitives/Forms/Slider",
  component: Slider,
  args: {
    label: "Maximum distance",
    name: "distance",
    min: 0,
    max: 50,
    step: 5,
    defaultValue: 10,
    formatValue: (v: number) => `${v} km`,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole("slider", { name: "Maximum distance" });
    await expect(slider).toHaveValue("10");
    await expect(slider).toHaveAttribute("aria-valuetext", "10 km");
  },
};

/** Arrow keys, PageUp/PageDown and Home/End move the value; the label follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("slider", { name: "Maximum distance" });
    slider.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(slider).toHaveValue("20");
    await expect(canvas.getByText("20 km")).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(20);
    await userEvent.keyboard("{End}");
    await expect(slider).toHaveValue("50");
    await userEvent.keyboard("{ArrowRight}");
    await expect(slider).toHaveValue("50");
    await userEvent.keyboard("{Home}");
    await expect(slider).toHaveValue("0");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("slider")).toBeDisabled();
  },
};

export const WithoutValue: Story = { args: { showValue: false } };

export const LongText: Story = {
  args: {
    label: "Maximum distance from your accommodation to the gym, by road, in kilometres",
    formatValue: (v: number) => `${v} kilometres by road`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

/** The spec's Membership Price filter: 10–200 in steps of 10, default 10–100. */
export const PriceRange: Story = {
  render: () => <RangeSlider label="Membership Price" {...PRICE_RANGE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Membership Price" })).toBeInTheDocument();
    await expect(canvas.getByRole("slider", { name: "Minimum price" })).toHaveValue("10");
    await expect(canvas.getByRole("slider", { name: "Maximum price" })).toHaveValue("100");
    await expect(canvas.getByText("$10 – $100")).toBeInTheDocument();
  },
};

/** Keyboard on both thumbs: they move by 10, PageUp by 20, and cannot cross each other. */
export const PriceRangeKeyboard: Story = {
  render: () => <RangeSlider label="Membership Price" {...PRICE_RANGE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole("slider", { name: "Minimum price" });
    const high = canvas.getByRole("slider", { name: "Maximum price" });
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{PageUp}");
    await expect(low).toHaveValue("50");
    await expect(low).toHaveAttribute("aria-valuetext", "$50");
    await userEvent.keyboard("{End}");
    await expect(low).toHaveValue("100");
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{Home}");
    await expect(high).toHaveValue("100");
    await userEvent.keyboard("{End}");
    await expect(high).toHaveValue("200");
    await expect(canvas.getByText("$100 – $200")).toBeInTheDocument();
  },
};

export const PriceRangeDisabled: Story = {
  render: () => <RangeSlider label="Membership Price" {...PRICE_RANGE} disabled />,
};

/** Submitted without JavaScript too: the two inputs carry the names minPrice and maxPrice. */
export const PriceRangeInForm: Story = {
  render: () => (
    <form aria-label="Filters">
      <RangeSlider label="Membership Price" {...PRICE_RANGE} defaultValue={[30, 150]} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: "Filters" }) as HTMLFormElement;
    const data = new FormData(form);
    await expect(data.get("minPrice")).toBe("30");
    await expect(data.get("maxPrice")).toBe("150");
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="flex flex-col gap-2" style={{ maxWidth: 320 }}>
      <span className="sr-only">Loading filters…</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-2 w-full" />
    </div>
  ),
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="flex flex-col gap-6 p-4">
      <RangeSlider label="Membership Price" {...PRICE_RANGE} />
      <Slider {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-6">
      <div>
        <StateLabel>default</StateLabel>
        <Slider {...args} />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <Slider {...args} label="Distance (disabled)" disabled />
      </div>
      <div>
        <StateLabel>range</StateLabel>
        <RangeSlider label="Membership Price" {...PRICE_RANGE} id="range-all-1" />
      </div>
      <div>
        <StateLabel>range, thumbs together at the top</StateLabel>
        <RangeSlider
          label="Membership Price (together)"
          {...PRICE_RANGE}
          defaultValue={[200, 200]}
          id="range-all-2"
        />
      </div>
      <div>
        <StateLabel>range disabled</StateLabel>
        <RangeSlider label="Membership Price (disabled)" {...PRICE_RANGE} disabled id="range-all-3" />
      </div>
    </div>
  ),
};
