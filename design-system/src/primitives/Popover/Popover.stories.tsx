import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Popover } from "./Popover";

type DemoProps = {
  trigger: string;
  body?: string;
  align?: "start" | "end";
  defaultOpen?: boolean;
  disabled?: boolean;
  error?: string;
  onOpenChange?: (open: boolean) => void;
};

function PopoverDemo({ trigger, body, align, defaultOpen, disabled, error, onOpenChange }: DemoProps) {
  return (
    <div className="flex min-h-64 items-start justify-between gap-4">
      <Popover.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Popover.Trigger disabled={disabled}>{trigger}</Popover.Trigger>
        <Popover.Content align={align} className="w-72">
          <p className="font-semibold">Opening hours</p>
          {body ? <p className="mt-1 text-sm text-fg-muted">{body}</p> : null}
          {error ? (
            <p role="alert" className="mt-1 text-sm font-medium text-danger-fg">
              {error}
            </p>
          ) : null}
          <Button size="sm" variant="secondary" className="mt-3">
            Get Directions
          </Button>
        </Popover.Content>
      </Popover.Root>
      <button type="button" className="rounded-md px-2 text-sm text-fg-muted">
        Outside
      </button>
    </div>
  );
}

const meta = {
  title: "Primitives/Overlays/Popover",
  component: PopoverDemo,
  args: { trigger: "Hours", body: "Mon-Fri 06:00-22:00, Sat-Sun 08:00-20:00.", onOpenChange: fn() },
  argTypes: { align: { control: "inline-radio", options: ["start", "end"] } },
} satisfies Meta<typeof PopoverDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A disclosure: the button toggles aria-expanded; Escape closes and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Hours" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole("button", { name: "Get Directions" }));
    await userEvent.keyboard("{Escape}");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveFocus();
  },
};

/** A click outside closes it. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Hours" });
    await userEvent.click(trigger);
    await expect(canvas.getByRole("button", { name: "Get Directions" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Outside" }));
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const AlignEnd: Story = { args: { defaultOpen: true, align: "end" } };
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { defaultOpen: true, body: undefined } };
export const ErrorState: Story = {
  name: "Error",
  args: { defaultOpen: true, error: "Hours could not be loaded." },
};
export const LongText: Story = {
  args: {
    defaultOpen: true,
    trigger: "Opening hours and public holiday arrangements",
    body: "Mon-Fri 06:00-22:00, Sat-Sun 08:00-20:00. Public holidays 09:00-17:00. Closed Christmas Day, Boxing Day and New Year's Day; the sauna and ice bath close 30 minutes before the gym.",
  },
};
export const Mobile: Story = { ...mobileStory, args: { defaultOpen: true } };

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StateLabel>closed</StateLabel>
      <PopoverDemo {...args} />
      <StateLabel>disabled</StateLabel>
      <PopoverDemo {...args} disabled trigger="Hours (disabled)" />
      <StateLabel>open</StateLabel>
      <PopoverDemo {...args} defaultOpen trigger="Hours (open)" />
    </div>
  ),
};
