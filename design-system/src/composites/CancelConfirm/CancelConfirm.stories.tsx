import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { CancelConfirm, type CancelConfirmProps } from "./CancelConfirm";

const POLICY = [
  "Free cancellation up to 24 hours before your booking.",
  "50% refund for cancellations 12-24 hours before.",
  "No refund for cancellations less than 12 hours before.",
];

const BOOKING = {
  id: "cancel-12",
  triggerLabel: "Cancel Booking",
  title: "Cancel this booking?",
  description: "Les Mills Auckland City, Fri, 12 Sep 2025 at 09:00 (reference GR-7KQ2MX)",
  refund: "Refund: NZ$25.00, the full amount, because your booking starts 24 hours or more from now.",
  refundTestId: "refund-quote",
  policy: POLICY,
  confirmLabel: "Yes, cancel booking",
  keepLabel: "Keep booking",
  fields: { intent: "cancel", bookingId: 12, quotedRefundCents: 2500 },
  cancelHref: "?cancel=12",
  keepHref: "?",
  stepTestId: "cancel-confirm",
} satisfies CancelConfirmProps;

const STOP = {
  id: "cancel-stop-4-2",
  triggerLabel: "Cancel this stop",
  title: "Cancel stop 2?",
  description: "CityFitness Wellington, Mon 16 - Wed 18 Nov",
  stepDescription: "CityFitness Wellington, Mon 16 - Wed 18 Nov",
  refund:
    "Refund: NZ$40.00 of the NZ$60.00 paid for the 3 days still to come: each day is refunded by the cancellation policy.",
  refundTestId: "stop-refund-quote",
  policy: POLICY,
  confirmLabel: "Yes, cancel this stop",
  keepLabel: "Keep this stop",
  fields: { intent: "cancel-stop", tripId: 4, stop: 2, quotedRefundCents: 4000 },
  cancelHref: "?cancelStop=4-2",
  keepHref: "?",
  stepTestId: "cancel-stop-confirm",
} satisfies CancelConfirmProps;

const meta = {
  title: "Composites/CancelConfirm",
  component: CancelConfirm,
  args: { ...BOOKING, onDismiss: fn() },
  // A fresh component per story, as the app keys it per navigation: the dialog's open state starts
  // from `inlineOpen` again when the catalogue switches stories.
  render: (args, { id }) => <CancelConfirm key={id} {...args} />,
} satisfies Meta<typeof CancelConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The confirm step as a browser without JavaScript shows it: with the step in the URL the dialog
 * opens by itself here, so its Close button closes it (topmost first) and the step stays in the page.
 */
async function closeDialogs(canvasElement: HTMLElement, topmostFirst: string[]) {
  for (const name of topmostFirst) {
    const dialog = await page(canvasElement).findByRole("dialog", { name });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  }
}

/** The trigger, a link to the confirm step, opens a dialog with the refund and the policy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("link", { name: "Cancel Booking" });
    await expect(trigger).toHaveAttribute("href", "?cancel=12#cancel-12");
    await userEvent.click(trigger);
    const d = within(await page(canvasElement).findByRole("dialog", { name: "Cancel this booking?" }));
    await expect(d.getByTestId("refund-quote")).toHaveTextContent(/^Refund: NZ\$25\.00, the full amount/);
    await expect(d.getByText("Cancellation policy")).toBeInTheDocument();
    await expect(d.getAllByRole("listitem")).toHaveLength(3);
    await expect(d.getByRole("button", { name: "Yes, cancel booking" })).toBeInTheDocument();
  },
};

/** "Keep booking" closes the dialog and focus returns to the trigger. */
export const KeepCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("link", { name: "Cancel Booking" });
    await userEvent.click(trigger);
    const d = within(await page(canvasElement).findByRole("dialog"));
    await userEvent.click(d.getByRole("button", { name: "Keep booking" }));
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The dialog posts the hidden fields with the confirmation. */
export const PostsFields: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Cancel Booking" }));
    const dialog = await page(canvasElement).findByRole("dialog");
    const form = dialog.querySelector("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: "cancel",
      bookingId: "12",
      quotedRefundCents: "2500",
    });
  },
};

/** When the URL asks for the confirm step (a reload), the dialog opens by itself; closing it reports it. */
export const OpenFromUrl: Story = {
  args: { inlineOpen: true },
  play: async ({ canvasElement, args }) => {
    const d = within(await page(canvasElement).findByRole("dialog", { name: "Cancel this booking?" }));
    await userEvent.click(d.getByRole("button", { name: "Keep booking" }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalled());
  },
};

/** Without JavaScript: the confirm step in the page, a form that posts and a link that keeps it. */
export const NoJavaScriptStep: Story = {
  args: { inlineOpen: true },
  play: async ({ canvasElement }) => {
    await closeDialogs(canvasElement, ["Cancel this booking?"]);
    const canvas = within(canvasElement);
    const step = within(canvas.getByRole("region", { name: "Cancel this booking?" }));
    await expect(canvas.getByTestId("cancel-confirm")).toHaveAttribute("id", "cancel-12");
    await expect(step.getByTestId("refund-quote")).toBeInTheDocument();
    await expect(step.getByRole("button", { name: "Yes, cancel booking" })).toHaveAttribute("type", "submit");
    await expect(step.getByRole("link", { name: "Keep booking" })).toHaveAttribute("href", "?");
  },
};

/** A trip's stop: its own labels, and what is cancelled under the step's heading too. */
export const StopNoJavaScriptStep: Story = {
  args: { ...STOP, inlineOpen: true },
  play: async ({ canvasElement }) => {
    await closeDialogs(canvasElement, ["Cancel stop 2?"]);
    const step = within(within(canvasElement).getByRole("region", { name: "Cancel stop 2?" }));
    await expect(step.getByText("CityFitness Wellington, Mon 16 - Wed 18 Nov")).toBeInTheDocument();
    await expect(step.getByRole("link", { name: "Keep this stop" })).toBeInTheDocument();
  },
};

export const StopDialog: Story = {
  args: { ...STOP },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Cancel this stop" }));
    const d = within(await page(canvasElement).findByRole("dialog", { name: "Cancel stop 2?" }));
    await expect(d.getByTestId("stop-refund-quote")).toBeInTheDocument();
    await expect(d.getByRole("button", { name: "Keep this stop" })).toBeInTheDocument();
  },
};

/** No policy lines (e.g. an unpaid booking, where nothing is refunded): the list is left out. */
export const WithoutPolicy: Story = {
  args: {
    policy: undefined,
    refund:
      "This booking isn't paid yet, so you won't be charged and there is nothing to refund. Cancelling releases your place at the gym.",
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Cancel Booking" }));
    const d = within(await page(canvasElement).findByRole("dialog"));
    await expect(d.queryByText("Cancellation policy")).toBeNull();
    await expect(d.queryByRole("list")).toBeNull();
  },
};

/** While the confirmation is posted the button shows a spinner. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Cancel Booking" }));
    await page(canvasElement).findByRole("dialog");
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { inlineOpen: true },
  play: async ({ canvasElement }) => closeDialogs(canvasElement, ["Cancel this booking?"]),
};

export const AllStates: Story = {
  render: (args, { id }) => (
    <div key={id} className="flex flex-col gap-4">
      <StateLabel>closed: the trigger</StateLabel>
      <CancelConfirm {...args} />
      <StateLabel>no JavaScript: the booking's confirm step</StateLabel>
      <CancelConfirm {...args} id="cancel-13" inlineOpen />
      <StateLabel>no JavaScript: a stop's confirm step, without policy lines</StateLabel>
      <CancelConfirm {...STOP} policy={undefined} inlineOpen />
    </div>
  ),
  play: async ({ canvasElement }) => closeDialogs(canvasElement, ["Cancel stop 2?", "Cancel this booking?"]),
};
