import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { MessageComposer, MessageSheet } from "./MessageSheet";

/** Spec: "simulated 1 s send". */
const simulatedSend = () => new Promise<void>((resolve) => setTimeout(resolve, 1000));

const meta = {
  title: "Composites/MessageSheet",
  component: MessageSheet,
  args: {
    gymName: "CrossFit Wellington",
    onSend: fn(simulatedSend),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof MessageSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Send is disabled while the message is blank; each topic chip appends a line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Message Gym" }));
    const sheet = await page(canvasElement).findByRole("dialog", { name: "Message CrossFit Wellington" });
    const s = within(sheet);
    const send = s.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await userEvent.type(s.getByRole("textbox", { name: "Message" }), "   ");
    await expect(send).toBeDisabled();
    await userEvent.clear(s.getByRole("textbox", { name: "Message" }));
    await userEvent.click(s.getByRole("button", { name: "Equipment availability" }));
    await userEvent.click(s.getByRole("button", { name: "Parking info" }));
    await expect(s.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Equipment availability\nParking info",
    );
    await expect(send).toBeEnabled();
  },
};

/** The spec's flow: a 1 s send shows "Sending…", then "Message sent" (0.5 s here, 2 s in the app), then it closes. */
export const SendFlow: Story = {
  args: { defaultOpen: true, sentDurationMs: 500 },
  play: async ({ canvasElement, args }) => {
    const sheet = await page(canvasElement).findByRole("dialog");
    const s = within(sheet);
    await userEvent.type(s.getByRole("textbox", { name: "Message" }), "Do you have a lifting platform?");
    await userEvent.click(s.getByRole("button", { name: "Send" }));
    await expect(s.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(args.onSend).toHaveBeenCalledWith("Do you have a lifting platform?");
    await waitFor(() => expect(s.getByRole("status")).toHaveTextContent("Message sent"), { timeout: 2000 });
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A failed send shows the error and keeps the text. */
export const ErrorState: Story = {
  name: "Error",
  args: {
    defaultOpen: true,
    defaultMessage: "Can we book the ice bath for six?",
    // A send fails after a moment, as one over the network does. Rejected at once, it raced the
    // browser: whether the button, disabled while sending, lost focus depended on whether a frame
    // was painted in between, so the screenshot's focus ring moved from run to run.
    onSend: fn(
      () =>
        new Promise<void>((_, reject) =>
          setTimeout(() => reject(new Error("Message could not be sent. Please try again.")), 100),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const s = within(await page(canvasElement).findByRole("dialog"));
    await userEvent.click(s.getByRole("button", { name: "Send" }));
    await expect(await s.findByRole("alert")).toHaveTextContent(
      "Message could not be sent. Please try again.",
    );
    await expect(s.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Can we book the ice bath for six?",
    );
    await expect(s.getByRole("button", { name: "Send" })).toBeEnabled();
  },
};

/** While sending: the button shows "Sending…" and the text is read-only. */
export const Loading: Story = {
  args: {
    defaultOpen: true,
    defaultMessage: "Is there parking nearby?",
    onSend: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const s = within(await page(canvasElement).findByRole("dialog"));
    await userEvent.click(s.getByRole("button", { name: "Send" }));
    await expect(s.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-busy", "true");
    await expect(s.getByRole("textbox", { name: "Message" })).toHaveAttribute("readonly");
  },
};

/** Escape closes the sheet and focus goes back to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Message Gym" });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Blank message: Send disabled. */
export const Empty: Story = { args: { defaultOpen: true } };
export const Disabled: Story = {
  args: { defaultOpen: true, defaultMessage: "   " },
  play: async ({ canvasElement }) => {
    const s = within(await page(canvasElement).findByRole("dialog"));
    await expect(s.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};
export const LongText: Story = {
  args: {
    defaultOpen: true,
    gymName: "Les Mills Auckland City Strength and Conditioning Performance Centre",
    defaultMessage: Array.from(
      { length: 8 },
      () => "We are a travelling rugby squad of 24 looking for group booking and parking info.",
    ).join("\n"),
  },
};
export const Mobile: Story = { ...mobileStory, args: { defaultOpen: true } };

/** The form in each state, side by side (outside the sheet). */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-8 sm:grid-cols-2">
      {(
        [
          ["idle, blank", "", "idle"],
          ["idle, with topics", "Equipment availability\nGroup booking", "idle"],
          ["sending", "Is there parking nearby?", "sending"],
          ["sent", "", "sent"],
          ["error", "Can we book the ice bath for six?", "error"],
        ] as const
      ).map(([label, message, status]) => (
        <section key={label} aria-label={label} className="rounded-xl border border-border bg-surface p-4">
          <StateLabel>{label}</StateLabel>
          <MessageComposer
            message={message}
            status={status}
            error="Message could not be sent. Please try again."
            onMessageChange={() => {}}
            onSubmit={() => {}}
          />
        </section>
      ))}
    </div>
  ),
};
