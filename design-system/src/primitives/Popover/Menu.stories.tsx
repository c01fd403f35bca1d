import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, RouterLink, StateLabel } from "../../_storybook/decorators";
import { Menu } from "./Menu";

/** Spec: the merchandise sort menu. */
const SORT_OPTIONS = [
  { value: "featured", label: "Featured" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "popular", label: "Most Popular" },
  { value: "newest", label: "Newest" },
];

const meta = {
  title: "Primitives/Overlays/Menu",
  component: Menu,
  args: { label: "Sort by", options: SORT_OPTIONS, onValueChange: fn() },
  decorators: [(Story) => <div className="min-h-80">{Story()}</div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: /^Sort by:/ });

/** Click opens it on the checked item; choosing an item checks it, closes and refocuses the button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(button(canvasElement)).toHaveAccessibleName("Sort by: Featured");
    await userEvent.click(button(canvasElement));
    const menu = canvas.getByRole("menu", { name: "Sort by" });
    await expect(within(menu).getByRole("menuitemradio", { name: "Featured" })).toHaveFocus();
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: "Price: High to Low" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("price-desc");
    await expect(button(canvasElement)).toHaveAccessibleName("Sort by: Price: High to Low");
    await expect(button(canvasElement)).toHaveFocus();
    await expect(button(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

/** ArrowDown opens; arrows wrap, Home/End jump, a letter jumps, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    button(canvasElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    const item = (name: string) => canvas.getByRole("menuitemradio", { name });
    await expect(item("Featured")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(item("Newest")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(item("Featured")).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(item("Newest")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(item("Featured")).toHaveFocus();
    await userEvent.keyboard("m");
    await expect(item("Most Popular")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(button(canvasElement)).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("price-asc");
    await expect(button(canvasElement)).toHaveAccessibleName("Sort by: Price: Low to High");
  },
};

/** Items as links (asChild): choosing one navigates, so sorting also works as a plain GET. */
export const AsLinks: Story = {
  args: {
    value: "newest",
    renderItem: (option) => <RouterLink href={`#sort=${option.value}`} />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    const item = within(canvasElement).getByRole("menuitemradio", { name: "Newest" });
    await expect(item.tagName).toBe("A");
    await expect(item).toHaveAttribute("href", "#sort=newest");
    await expect(item).toHaveAttribute("aria-checked", "true");
  },
};

export const Selected: Story = { args: { defaultValue: "popular" } };
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { options: [] } };
export const LongText: Story = {
  args: {
    label: "Sort merchandise by",
    options: [
      ...SORT_OPTIONS,
      { value: "long", label: "Recently restocked in New Zealand and Australian warehouses" },
    ],
    defaultValue: "long",
  },
};
export const Mobile: Story = { ...mobileStory, args: { align: "start" } };

/** Opened so the items show (the checked one marked). */
export const OpenMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StateLabel>default</StateLabel>
      <Menu {...args} />
      <StateLabel>price low to high chosen</StateLabel>
      <Menu {...args} defaultValue="price-asc" />
      <StateLabel>disabled</StateLabel>
      <Menu {...args} disabled />
    </div>
  ),
};
