import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Sheet, type SheetSide } from "./Sheet";

type DemoProps = {
  side?: SheetSide;
  title: string;
  description?: string;
  body?: string;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  loading?: boolean;
  disabled?: boolean;
  error?: string;
};

function SheetDemo({
  side,
  title,
  description,
  body,
  defaultOpen,
  onOpenChange,
  loading,
  disabled,
  error,
}: DemoProps) {
  return (
    <Sheet.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Sheet.Trigger variant="outline">Filters</Sheet.Trigger>
      <Sheet.Content side={side}>
        <Sheet.Header>
          <Sheet.Title>{title}</Sheet.Title>
          {description ? <Sheet.Description>{description}</Sheet.Description> : null}
        </Sheet.Header>
        {body ? <p className="text-sm">{body}</p> : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger-fg">
            {error}
          </p>
        ) : null}
        <Sheet.Footer>
          <Sheet.Close>Cancel</Sheet.Close>
          <Button loading={loading} disabled={disabled}>
            Search
          </Button>
        </Sheet.Footer>
      </Sheet.Content>
    </Sheet.Root>
  );
}

const meta = {
  title: "Primitives/Overlays/Sheet",
  component: SheetDemo,
  args: {
    title: "Filters",
    description: "Narrow the gyms by equipment, recovery facilities and price.",
    body: "Equipment, recovery facilities and the membership price range go here.",
    onOpenChange: fn(),
  },
  argTypes: { side: { control: "inline-radio", options: ["auto", "right", "left", "bottom"] } },
} satisfies Meta<typeof SheetDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens as a modal side panel named by its title; Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Filters" });
    await userEvent.click(trigger);
    const sheet = await body.findByRole("dialog", { name: "Filters" });
    await expect(sheet).toHaveAttribute("data-side", "auto");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Right: Story = { args: { side: "right", defaultOpen: true } };
export const Left: Story = { args: { side: "left", defaultOpen: true } };
export const Bottom: Story = { args: { side: "bottom", defaultOpen: true } };
export const Loading: Story = { args: { defaultOpen: true, loading: true } };
export const Disabled: Story = { args: { defaultOpen: true, disabled: true } };
export const ErrorState: Story = {
  name: "Error",
  args: { defaultOpen: true, error: "Something went wrong. Please try again." },
};
export const Empty: Story = { args: { defaultOpen: true, description: undefined, body: undefined } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: "Recovery facilities, equipment and membership price filters for Wellington gyms",
    body: Array.from({ length: 30 }, () => "Sauna, Infrared Sauna, Ice Bath, Compression Boots.").join(" "),
  },
};
export const Mobile: Story = { ...mobileStory, args: { defaultOpen: true } };

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StateLabel>closed: the trigger</StateLabel>
      <SheetDemo {...args} />
      <StateLabel>open, loading, with an error</StateLabel>
      <SheetDemo {...args} defaultOpen loading error="Something went wrong. Please try again." />
    </div>
  ),
};
