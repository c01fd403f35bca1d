import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FALLBACK_IMAGE, GYM_IMAGE, LONG_TEXT } from "../../_storybook/card-fixtures";
import { mobileStory, RouterLink, StateLabel } from "../../_storybook/decorators";
import { CalendarIcon } from "../../foundations/icons";
import { Button } from "../../primitives/Button/Button";
import { EmptyState } from "../../primitives/EmptyState/EmptyState";
import { BookingCard, type BookingCardProps } from "./BookingCard";
import type { BookingStatus } from "./booking-labels";

/** The actions the app passes by status (spec: My Bookings). */
function ActionsFor({ status, reviewed = false }: { status: BookingStatus; reviewed?: boolean }) {
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <RouterLink href="#gym-1">View Gym</RouterLink>
      </Button>
      {status === "confirmed" ? (
        <Button asChild variant="secondary" size="sm">
          <a href="https://maps.google.com/?q=Les+Mills+Auckland" target="_blank" rel="noreferrer">
            Get Directions
          </a>
        </Button>
      ) : null}
      {status === "pending" ? (
        <Button variant="destructive" size="sm">
          Cancel Booking
        </Button>
      ) : null}
      {status === "completed" && !reviewed ? <Button size="sm">Leave Review</Button> : null}
    </>
  );
}

const meta = {
  title: "Composites/BookingCard",
  component: BookingCard,
  args: {
    gymName: "Les Mills Auckland",
    imageUrl: GYM_IMAGE,
    fallbackImageUrl: FALLBACK_IMAGE,
    location: "Auckland, New Zealand",
    date: "2025-09-12",
    startTime: "09:00",
    status: "pending",
    bookingType: "day_pass",
    totalCents: 4000,
    currency: "NZD",
    specialRequests: "Need a lifting platform around 10am.",
    reference: "BK-20250912-0042",
    actions: <ActionsFor status="pending" />,
  },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 720 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof BookingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Pending")).toBeInTheDocument();
    await expect(canvas.getByText("Fri, 12 Sep 2025 at 09:00")).toBeInTheDocument();
    await expect(canvas.getByText("Day Pass")).toBeInTheDocument();
    await expect(canvas.getByText("Full day")).toBeInTheDocument();
    await expect(canvas.getByText("NZ$40")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Cancel Booking" })).toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  args: { status: "confirmed", actions: <ActionsFor status="confirmed" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Get Directions" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Cancel Booking" })).toBeNull();
  },
};

export const Completed: Story = {
  args: { status: "completed", actions: <ActionsFor status="completed" /> },
};

export const CompletedReviewed: Story = {
  args: { status: "completed", actions: <ActionsFor status="completed" reviewed /> },
};

export const Cancelled: Story = {
  args: { status: "cancelled", actions: <ActionsFor status="cancelled" /> },
};

export const Hourly: Story = {
  args: { bookingType: "hourly", durationHours: 2, totalCents: 3000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("2 hours")).toBeInTheDocument();
  },
};

export const GroupHourly: Story = {
  args: { bookingType: "hourly", durationHours: 3, athletes: 4, totalCents: 18000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Hourly")).toBeInTheDocument();
    await expect(canvas.getByText("3 hours")).toBeInTheDocument();
    await expect(canvas.getByText("4 athletes")).toBeInTheDocument();
  },
};

export const CancelledWithRefund: Story = {
  args: {
    status: "cancelled",
    athletes: 1,
    totalCents: 4000,
    refundCents: 2000,
    actions: <ActionsFor status="cancelled" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cancelled")).toBeInTheDocument();
    await expect(canvas.getByText("Refunded")).toBeInTheDocument();
    await expect(canvas.getByText("NZ$20")).toBeInTheDocument();
  },
};

/** A recovery amenity booked on its own: no athletes row, the amenity and its hours. */
export const RecoveryAmenity: Story = {
  args: {
    bookingType: "amenity",
    durationHours: 1,
    athletes: 1,
    totalCents: 4500,
    amenity: "Infrared Sauna, 10:00-11:00",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Infrared Sauna, 10:00-11:00")).toBeInTheDocument();
    await expect(canvas.getByText("1 hour")).toBeInTheDocument();
    await expect(canvas.queryByText("Athletes")).toBeNull();
  },
};

/** A gym visit with a sauna session added in the same checkout. */
export const WithAmenity: Story = {
  args: { bookingType: "day_pass", totalCents: 7000, amenity: "Cedar Sauna, 14:00-15:00" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cedar Sauna, 14:00-15:00")).toBeInTheDocument();
  },
};

/** Venue time, labelled: a traveller reads the session in the gym's zone ("10:00 NZDT"). */
export const WithTimeZone: Story = {
  args: {
    status: "confirmed",
    startTime: "10:00",
    timeZoneLabel: "NZDT",
    actions: <ActionsFor status="confirmed" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Fri, 12 Sep 2025 at 10:00 NZDT")).toBeInTheDocument();
  },
};

/** A week pass: seven days from the booking date, one price. */
export const WeekPass: Story = {
  args: {
    status: "confirmed",
    bookingType: "week_pass",
    totalCents: 6500,
    actions: <ActionsFor status="confirmed" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Week Pass")).toBeInTheDocument();
    await expect(canvas.getByText("7 days")).toBeInTheDocument();
  },
};

export const Australian: Story = {
  args: { currency: "AUD", totalCents: 3550, location: "Sydney, Australia" },
};

export const Minimal: Story = {
  args: { imageUrl: null, location: null, startTime: null, specialRequests: null, reference: null },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      icon={<CalendarIcon />}
      title="No bookings yet"
      action={
        <Button asChild>
          <RouterLink href="#gym-feed">Browse Gyms</RouterLink>
        </Button>
      }
    />
  ),
};

export const LongText: Story = {
  args: { gymName: LONG_TEXT, location: LONG_TEXT, specialRequests: `${LONG_TEXT}\n${LONG_TEXT}` },
};

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, wide: true },
  render: (args) => (
    <div className="p-4">
      <BookingCard {...args} />
    </div>
  ),
};

const STATUSES: BookingStatus[] = ["pending", "confirmed", "completed", "cancelled"];

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args: BookingCardProps) => (
    <div className="flex max-w-3xl flex-col gap-6">
      {STATUSES.map((status) => (
        <div key={status}>
          <StateLabel>{status}</StateLabel>
          <BookingCard {...args} status={status} actions={<ActionsFor status={status} />} />
        </div>
      ))}
      <div>
        <StateLabel>cancelled with a 50% refund, 2 athletes</StateLabel>
        <BookingCard
          {...args}
          status="cancelled"
          athletes={2}
          totalCents={8000}
          refundCents={4000}
          actions={<ActionsFor status="cancelled" />}
        />
      </div>
      <div>
        <StateLabel>hourly, no image or requests</StateLabel>
        <BookingCard
          {...args}
          imageUrl={null}
          bookingType="hourly"
          durationHours={1}
          specialRequests={null}
          actions={<ActionsFor status="confirmed" />}
          status="confirmed"
        />
      </div>
    </div>
  ),
};
