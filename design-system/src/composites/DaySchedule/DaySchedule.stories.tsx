import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button/Button";
import { DaySchedule } from "./DaySchedule";

const SLOTS = [
  { time: "06:00", booked: 4, capacity: 30 },
  { time: "06:30", booked: 4, capacity: 30 },
  { time: "10:00", booked: 25, capacity: 30 },
  { time: "10:30", booked: 30, capacity: 30 },
  { time: "11:00", booked: 12, capacity: 30 },
];

function Example({ empty = false }: { empty?: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <DaySchedule.Slots slots={empty ? [] : SLOTS} />
      <DaySchedule.List aria-label="Bookings">
        {empty
          ? []
          : [
              <DaySchedule.Booking
                key="1"
                athleteName="Aroha Ngata"
                athletes={2}
                typeLabel="Hourly, 2 hours"
                time="10:00–12:00"
                reference="GR-7K3P9Q"
                status="confirmed"
                amenities="Sauna One 11:00–12:00"
                specialRequests="One of us uses a wheelchair: the ramp entrance, please."
                actions={
                  <>
                    <Button size="sm" variant="outline">
                      Mark no-show
                    </Button>
                    <Button size="sm" variant="destructive">
                      Cancel and refund
                    </Button>
                  </>
                }
              />,
              <DaySchedule.Booking
                key="2"
                athleteName="Ben Carter"
                athletes={1}
                typeLabel="Day Pass"
                time="06:00–22:00"
                reference="GR-2B4C6D"
                status="confirmed"
                door="checked-in"
                doorTime="06:04"
              />,
              <DaySchedule.Booking
                key="3"
                athleteName="Chloé Dubois"
                athletes={1}
                typeLabel="Hourly, 1 hour"
                time="07:00–08:00"
                reference="GR-3C5D7E"
                status="completed"
                door="no-show"
              />,
              <DaySchedule.Booking
                key="4"
                athleteName="Dev Patel"
                athletes={3}
                typeLabel="Day Pass"
                time="09:00–17:00"
                reference="GR-4D6E8F"
                status="cancelled"
                note="Cancelled by you: refunded in full."
              />,
            ]}
      </DaySchedule.List>
    </div>
  );
}

const meta = {
  title: "Composites/DaySchedule",
  component: Example,
  args: { empty: false },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("meter", { name: "10:30 slot" })).toHaveAttribute(
      "aria-valuetext",
      "30 / 30",
    );
    await expect(canvas.getByRole("heading", { name: "Aroha Ngata" })).toBeInTheDocument();
    await expect(canvas.getByText("Checked in 06:04")).toBeInTheDocument();
  },
};

export const EmptyDay: Story = { args: { empty: true } };

/** Full slots with athletes waiting in line for a freed place. */
export const WithWaitlist: Story = {
  render: () => (
    <DaySchedule.Slots
      slots={[
        { time: "10:00", booked: 30, capacity: 30, waiting: 1 },
        { time: "10:30", booked: 30, capacity: 30, waiting: 3 },
        { time: "11:00", booked: 12, capacity: 30 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("3 waiting")).toBeInTheDocument();
    await expect(canvas.getByText("1 waiting")).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...mobileStory };
