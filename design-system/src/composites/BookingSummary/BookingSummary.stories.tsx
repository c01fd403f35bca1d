import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { BROKEN_IMAGE, FALLBACK_IMAGE, GYM_IMAGE, LONG_TEXT } from "../../_storybook/card-fixtures";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button/Button";
import { BookingSummary } from "./BookingSummary";

const meta = {
  title: "Composites/BookingSummary",
  component: BookingSummary,
  args: {
    gymName: "Les Mills Auckland",
    imageUrl: GYM_IMAGE,
    fallbackImageUrl: FALLBACK_IMAGE,
    city: "Auckland",
    country: "New Zealand",
    rating: 4.8,
    reviewCount: 124,
    bookingType: "day_pass",
    date: "2025-09-12",
    startTime: "09:00",
    athletes: 1,
    totalCents: 4000,
    currency: "NZD",
  },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 360 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof BookingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Booking Summary" })).toBeInTheDocument();
    await expect(canvas.getByText("Fri, 12 Sep 2025")).toBeInTheDocument();
    await expect(canvas.getByText("Full day")).toBeInTheDocument();
    await expect(canvas.getByText("NZ$40")).toBeInTheDocument();
    await expect(canvas.getByText("All fees included")).toBeInTheDocument();
  },
};

/** Venue time, labelled with the zone ("10:00 NZDT"), for travellers. */
export const WithTimeZone: Story = {
  args: { startTime: "10:00", timeZoneLabel: "NZDT" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("10:00 NZDT")).toBeInTheDocument();
  },
};

export const Hourly: Story = {
  args: { bookingType: "hourly", durationHours: 3, totalCents: 4500, athletes: 4 },
};

/** Nothing chosen yet: every missing value says what to do. */
/** A day pass with a sauna session added in the same checkout. */
export const WithRecoverySession: Story = {
  args: { amenity: "Cedar Sauna, 14:00-15:00", totalCents: 7000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cedar Sauna, 14:00-15:00")).toBeInTheDocument();
  },
};

/** A recovery amenity booked on its own: no athletes row. */
export const RecoveryOnly: Story = {
  args: {
    bookingType: "amenity",
    durationHours: 1,
    athletes: 1,
    amenity: "Ice Bath, 07:00-08:00",
    totalCents: 3500,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Recovery", { selector: "dd" })).toBeInTheDocument();
    await expect(canvas.queryByText("1 athlete")).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    bookingType: null,
    date: null,
    startTime: null,
    durationHours: null,
    athletes: null,
    totalCents: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Select a date")).toBeInTheDocument();
    await expect(canvas.getByText("Select a time")).toBeInTheDocument();
    await expect(canvas.getByText("—")).toBeInTheDocument();
  },
};

export const NoReviews: Story = { args: { rating: null, reviewCount: 0 } };
export const ImageError: Story = { args: { imageUrl: BROKEN_IMAGE } };
export const Australian: Story = {
  args: { city: "Sydney", country: "Australia", currency: "AUD", totalCents: 3550 },
};

/** The summary follows the form as the athlete chooses (the app re-renders it with new props). */
export const Interactive: Story = {
  render: (args) => {
    const [hours, setHours] = useState(2);
    return (
      <div className="flex flex-col gap-3">
        <Button onClick={() => setHours((h) => Math.min(8, h + 1))}>Add an hour</Button>
        <BookingSummary {...args} bookingType="hourly" durationHours={hours} totalCents={hours * 1500} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 hours")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Add an hour" }));
    await expect(canvas.getByText("3 hours")).toBeInTheDocument();
    await expect(canvas.getByText("NZ$45")).toBeInTheDocument();
  },
};

export const LongText: Story = { args: { gymName: LONG_TEXT, city: LONG_TEXT } };

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, wide: true },
  render: (args) => (
    <div className="p-4">
      <BookingSummary {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-3">
      <div>
        <StateLabel>day pass</StateLabel>
        <BookingSummary {...args} title="Day pass summary" />
      </div>
      <div>
        <StateLabel>hourly</StateLabel>
        <BookingSummary
          {...args}
          title="Hourly summary"
          bookingType="hourly"
          durationHours={2}
          totalCents={3000}
        />
      </div>
      <div>
        <StateLabel>nothing chosen</StateLabel>
        <BookingSummary
          {...args}
          title="Empty summary"
          bookingType={null}
          date={null}
          startTime={null}
          totalCents={null}
          rating={null}
          reviewCount={0}
        />
      </div>
    </div>
  ),
};
