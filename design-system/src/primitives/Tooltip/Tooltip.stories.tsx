import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { HeartIcon, ShareIcon } from "../../foundations/icons";
import { Button } from "../Button/Button";
import { Tooltip, TooltipProvider } from "./Tooltip";

type DemoProps = {
  /** Hover delay (spec 700 ms; shorter in the play stories). */
  delayDuration?: number;
  /** Skip-delay window (spec 300 ms). */
  skipDelayDuration?: number;
  side?: "top" | "bottom";
  content?: string;
  defaultOpen?: boolean;
  disabled?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Two icon buttons with tooltips under one provider, as in a gym card's action row. */
function TooltipDemo({
  delayDuration,
  skipDelayDuration,
  side,
  content = "Save gym",
  defaultOpen,
  disabled,
  onOpenChange,
}: DemoProps) {
  return (
    <TooltipProvider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <div className="flex gap-3 px-4 py-14">
        <Tooltip content={content} side={side} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
          <Button size="icon" variant="outline" aria-label="Save" disabled={disabled}>
            <HeartIcon aria-hidden="true" />
          </Button>
        </Tooltip>
        <Tooltip content="Share gym" side={side}>
          <Button size="icon" variant="outline" aria-label="Share">
            <ShareIcon aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  );
}

const meta = {
  title: "Primitives/Overlays/Tooltip",
  component: TooltipDemo,
  args: { onOpenChange: fn() },
  argTypes: { side: { control: "inline-radio", options: ["top", "bottom"] } },
} satisfies Meta<typeof TooltipDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooltipOf = (trigger: HTMLElement) => {
  const tooltip = trigger.ownerDocument.getElementById(trigger.getAttribute("aria-describedby") ?? "");
  if (!tooltip) throw new Error("no tooltip");
  return tooltip;
};

/** Keyboard focus opens it at once and describes the button; Escape dismisses it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const save = within(canvasElement).getByRole("button", { name: "Save" });
    await expect(tooltipOf(save)).not.toBeVisible();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await expect(within(canvasElement).getByRole("tooltip")).toHaveTextContent("Save gym");
    await expect(save).toHaveAccessibleDescription("Save gym");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard("{Escape}");
    await expect(tooltipOf(save)).not.toBeVisible();
  },
};

/**
 * Hover waits for the open delay (150 ms here, 700 ms in the app); moving straight to the next
 * button within the skip delay opens its tooltip at once.
 */
export const HoverDelays: Story = {
  args: { delayDuration: 150, skipDelayDuration: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole("button", { name: "Save" });
    const share = canvas.getByRole("button", { name: "Share" });
    await userEvent.hover(save);
    await expect(tooltipOf(save)).not.toBeVisible();
    await waitFor(() => expect(tooltipOf(save)).toBeVisible());
    await userEvent.unhover(save);
    await expect(tooltipOf(save)).not.toBeVisible();
    await userEvent.hover(share);
    await expect(tooltipOf(share)).toBeVisible();
    await userEvent.unhover(share);
    await expect(tooltipOf(share)).not.toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, side: "bottom" } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: "Save this gym to your favourites so you can find it again from the Favorites tab",
  },
};
export const Mobile: Story = { ...mobileStory, args: { defaultOpen: true } };

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <StateLabel>closed</StateLabel>
      <TooltipDemo {...args} />
      <StateLabel>open above</StateLabel>
      <TooltipDemo {...args} defaultOpen />
      <StateLabel>open below</StateLabel>
      <TooltipDemo {...args} defaultOpen side="bottom" />
    </div>
  ),
};
