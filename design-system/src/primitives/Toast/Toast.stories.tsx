import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Toaster, type ToastOptions, ToastProvider, useToast } from "./Toast";

type DemoProps = {
  /** What the first button shows. */
  first: ToastOptions;
  /** What the second button shows (to see one toast replace another). */
  second?: ToastOptions;
};

/** Buttons that raise toasts, and the viewport that shows them. */
function ToastDemo({ first, second }: DemoProps) {
  const { toast, dismiss } = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast(first)}>Show toast</Button>
      {second ? (
        <Button variant="secondary" onClick={() => toast(second)}>
          Show another
        </Button>
      ) : null}
      <Button variant="ghost" onClick={() => dismiss()}>
        Dismiss all
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: "Primitives/Feedback/Toast",
  component: ToastDemo,
  args: {
    first: { title: "Gym saved", description: "Find it again under Favorites." },
    second: {
      title: "Booking Failed",
      description: "Failed to create booking. Please try again.",
      variant: "destructive",
    },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: "Notifications (F8)" });

/** Shows a toast in the polite status region, then dismisses it with Close. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const status = within(notifications(canvasElement)).getByRole("status");
    await expect(status).toHaveTextContent("Gym saved");
    await userEvent.click(within(status).getByRole("button", { name: "Close" }));
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Failures are red and announced assertively (role="alert"). */
export const Destructive: Story = {
  args: {
    first: {
      title: "Payment Failed",
      description: "Payment processing failed. Please try again.",
      variant: "destructive",
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show toast" }));
    await expect(within(notifications(canvasElement)).getByRole("alert")).toHaveTextContent("Payment Failed");
  },
};

/** One at a time: a new toast replaces the current one. */
export const Replaces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await userEvent.click(canvas.getByRole("button", { name: "Show another" }));
    const region = notifications(canvasElement);
    await expect(region).toHaveTextContent("Booking Failed");
    await expect(region).not.toHaveTextContent("Gym saved");
    await expect(within(region).getAllByRole("button", { name: "Close" })).toHaveLength(1);
  },
};

/** Disappears on its own after `duration` (5000 ms by default; 300 ms here). */
export const AutoDismiss: Story = {
  args: { first: { title: "Link copied!", duration: 300 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show toast" }));
    const region = notifications(canvasElement);
    await expect(region).toHaveTextContent("Link copied!");
    await waitFor(() => expect(region).not.toHaveTextContent("Link copied!"), { timeout: 2000 });
  },
};

const undo = fn();
/** An optional action; using it also dismisses the toast. */
export const WithAction: Story = {
  args: {
    first: {
      title: "Gym removed",
      description: "Removed from your favourites.",
      action: { label: "Undo", onClick: undo },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show toast" }));
    const region = notifications(canvasElement);
    await userEvent.click(within(region).getByRole("button", { name: "Undo" }));
    await expect(undo).toHaveBeenCalledTimes(1);
    await expect(region).not.toHaveTextContent("Gym removed");
  },
};

/** F8 moves focus to the notifications region. */
export const F8FocusesRegion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show toast" }));
    await userEvent.keyboard("{F8}");
    await expect(notifications(canvasElement)).toHaveFocus();
  },
};

/** Dragging right by 50 px or more dismisses it. */
export const SwipeToDismiss: Story = {
  args: { first: { title: "Swipe me right", duration: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show toast" }));
    const region = notifications(canvasElement);
    const toast = region.querySelector<HTMLElement>("[data-slot=toast]");
    if (!toast) throw new Error("toast not rendered");
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: toast, coords: { clientX: 20, clientY: 10 } },
      { target: toast, coords: { clientX: 45, clientY: 10 } },
      { target: toast, coords: { clientX: 90, clientY: 10 } },
      { keys: "[/MouseLeft]", target: toast, coords: { clientX: 90, clientY: 10 } },
    ]);
    await waitFor(() => expect(region).not.toHaveTextContent("Swipe me right"));
  },
};

export const LongText: Story = {
  args: {
    first: {
      title: "Interest Sent!",
      description:
        "The gym owner will contact you directly via email. Most owners reply within 24 hours; check your spam folder if you have not heard back by tomorrow.",
      duration: Number.POSITIVE_INFINITY,
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show toast" }));
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { first: { title: "Booking confirmed!", duration: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show toast" }));
  },
};

function ShowOnMount({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  useEffect(() => {
    toast(options);
  }, [toast, options]);
  return <Toaster aria-label={label} className="static" />;
}

const defaultToast: ToastOptions = {
  title: "Review submitted!",
  description: "Thank you for your feedback.",
  duration: Number.POSITIVE_INFINITY,
};
const destructiveToast: ToastOptions = {
  title: "Save failed",
  description: "Failed to save gym. Please try again.",
  variant: "destructive",
  duration: Number.POSITIVE_INFINITY,
};
const actionToast: ToastOptions = {
  title: "Gym removed",
  action: { label: "Undo", onClick: () => {} },
  duration: Number.POSITIVE_INFINITY,
};

/** Each variant at once (static viewports, each in its own provider). */
export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-6">
      {[
        { label: "Default", options: defaultToast },
        { label: "Destructive", options: destructiveToast },
        { label: "With action", options: actionToast },
      ].map(({ label, options }) => (
        <div key={label}>
          <StateLabel>{label}</StateLabel>
          <ToastProvider>
            <ShowOnMount options={options} label={`${label} notification example`} />
          </ToastProvider>
        </div>
      ))}
    </div>
  ),
};
