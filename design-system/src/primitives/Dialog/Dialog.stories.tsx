import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Dialog } from "./Dialog";

type DemoProps = {
  title: string;
  description?: string;
  body?: string;
  size?: "sm" | "md" | "lg";
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  confirmDisabled?: boolean;
  confirmLoading?: boolean;
  error?: string;
};

/** The Contact Gym Owner dialog shape: trigger, title, description, body and a footer. */
function DialogDemo({
  title,
  description,
  body,
  size,
  defaultOpen,
  onOpenChange,
  confirmDisabled,
  confirmLoading,
  error,
}: DemoProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger variant="outline">Contact Gym Owner</Dialog.Trigger>
      <Dialog.Content size={size}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        {body ? <p className="text-sm">{body}</p> : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger-fg">
            {error}
          </p>
        ) : null}
        <Dialog.Footer>
          <Dialog.Close>Cancel</Dialog.Close>
          <Button disabled={confirmDisabled} loading={confirmLoading}>
            {confirmLoading ? "Sending..." : "Send Message"}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: "Primitives/Overlays/Dialog",
  component: DialogDemo,
  args: {
    title: "Contact Gym Owner",
    description: "Send a message to the gym owner. They will reply by e-mail.",
    body: "Ask about day passes, equipment or group bookings.",
    onOpenChange: fn(),
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: "Contact Gym Owner" });

/** Opens from the trigger, is named by its title and described by its description, Cancel closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger(canvasElement));
    const dialog = await body.findByRole("dialog", { name: "Contact Gym Owner" });
    await expect(dialog).toHaveAccessibleDescription(
      "Send a message to the gym owner. They will reply by e-mail.",
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

/** Escape closes and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger(canvasElement));
    await body.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

/** The X button in the corner closes too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger(canvasElement));
    const dialog = await body.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const Small: Story = { args: { size: "sm", defaultOpen: true } };
export const Large: Story = { args: { size: "lg", defaultOpen: true } };
export const Open: Story = { args: { defaultOpen: true } };
export const NoDescription: Story = { args: { defaultOpen: true, description: undefined } };
export const Loading: Story = { args: { defaultOpen: true, confirmLoading: true } };
export const Disabled: Story = { args: { defaultOpen: true, confirmDisabled: true } };
export const ErrorState: Story = {
  name: "Error",
  args: { defaultOpen: true, error: "Failed to send interest. Please try again." },
};
export const Empty: Story = { args: { defaultOpen: true, description: undefined, body: undefined } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: "Contact the owner of Les Mills Auckland City about group bookings for a travelling rugby squad",
    body: Array.from(
      { length: 12 },
      () => "Ask about day passes, equipment availability, parking, group bookings and special requirements.",
    ).join(" "),
  },
};

export const Mobile: Story = { ...mobileStory, args: { defaultOpen: true } };

/** Closed (trigger only) and open; the open one shows the loading, disabled and error states in turn. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StateLabel>closed: the trigger</StateLabel>
      <DialogDemo {...args} />
      <StateLabel>open, with an error</StateLabel>
      <DialogDemo {...args} defaultOpen confirmLoading error="Failed to send interest. Please try again." />
    </div>
  ),
};
