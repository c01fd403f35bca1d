import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { PASS_QR } from "../../_storybook/pass-fixture";
import { QR_QUIET_ZONE, qrPathData } from "../../primitives/QrCode/QrCode";
import { PassCard } from "./PassCard";

/** The pass as the server's `/pass/{token}.svg` draws it, here as a data: URI. */
const side = PASS_QR.size + QR_QUIET_ZONE * 2;
const PASS_QR_SRC = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${qrPathData(PASS_QR.size, PASS_QR.bits)}" fill="#000"/></svg>`,
)}`;

const meta = {
  title: "Composites/PassCard",
  component: PassCard,
  args: {
    gymName: "Harbourside Strength",
    when: "Tuesday 1 December 2026, 10:00–12:00 NZDT",
    reference: "GR-7K3P9Q",
    qr: PASS_QR,
  },
} satisfies Meta<typeof PassCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your pass" })).toBeInTheDocument();
    await expect(
      canvas.getByRole("img", { name: "QR code of the pass for booking GR-7K3P9Q" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("GR-7K3P9Q")).toBeInTheDocument();
  },
};

export const CheckedIn: Story = { args: { checkedIn: "10:02 on 1 December 2026" } };

/** A week pass: valid once on each day it covers, and it says which days. */
export const WeekPass: Story = {
  args: { validity: "valid once a day, Sat 28 Nov – Fri 4 Dec 2026" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/It is valid once a day, Sat 28 Nov – Fri 4 Dec 2026, at this gym\./),
    ).toBeInTheDocument();
  },
};

/**
 * The code as an image URL (My Bookings, ADR 034: many passes on one page, each image cached by the
 * browser), with the same accessible name as the inline code.
 */
export const AsImage: Story = {
  args: { qr: null, qrSrc: PASS_QR_SRC },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole("img", { name: "QR code of the pass for booking GR-7K3P9Q" });
    await expect(image.tagName).toBe("IMG");
  },
};

export const AsImageCheckedIn: Story = {
  args: { qr: null, qrSrc: PASS_QR_SRC, checkedIn: "10:02 on 1 December 2026" },
};

/** With the six-digit desk code the front desk can type when the camera fails. */
export const WithDeskCode: Story = {
  args: { deskCode: "042 917" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("042 917")).toBeInTheDocument();
    await expect(
      canvas.getByText(
        /or give the reference or the desk code\. It is valid once, on the day, at this gym\./,
      ),
    ).toBeInTheDocument();
  },
};

/** Without a QR code (passes cannot be signed here): the reference alone. */
export const ReferenceOnly: Story = { args: { qr: null } };

export const Mobile: Story = { ...mobileStory };
