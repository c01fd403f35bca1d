import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Badge } from "../Badge";
import { Table } from "./Table";

type Row = {
  id: number;
  name: string;
  email: string;
  city: string;
  status: "pending" | "confirmed" | "completed" | "cancelled";
};

const ROWS: Row[] = [
  { id: 1, name: "Aroha Ngata", email: "aroha@example.com", city: "Wellington", status: "pending" },
  { id: 2, name: "Jack Wilson", email: "jack.wilson@example.com.au", city: "Sydney", status: "confirmed" },
  { id: 3, name: "Mei Chen", email: "mei@example.co.nz", city: "Auckland", status: "cancelled" },
];

function Example({
  rows = ROWS,
  caption = "Waitlist sign-ups",
  captionHidden,
}: {
  rows?: Row[];
  caption?: string;
  captionHidden?: boolean;
}) {
  return (
    <Table.Root caption={caption} captionHidden={captionHidden}>
      <Table.Header>
        <Table.Row>
          <Table.Head>Id</Table.Head>
          <Table.Head>Name</Table.Head>
          <Table.Head>E-mail</Table.Head>
          <Table.Head>City</Table.Head>
          <Table.Head>Status</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={5} className="py-6 text-center text-fg-muted">
              Nobody has joined yet.
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{row.id}</Table.Cell>
              <Table.Head scope="row">{row.name}</Table.Head>
              <Table.Cell className="whitespace-nowrap">{row.email}</Table.Cell>
              <Table.Cell>{row.city}</Table.Cell>
              <Table.Cell>
                <Badge variant={row.status}>{row.status}</Badge>
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}

const meta = {
  title: "Primitives/Data display/Table",
  component: Example,
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Waitlist sign-ups" });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Waitlist sign-ups" })).toHaveAttribute("tabindex", "0");
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(5);
    await expect(canvas.getByRole("rowheader", { name: "Mei Chen" })).toBeVisible();
  },
};

export const HiddenCaption: Story = { args: { captionHidden: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nobody has joined yet.")).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 123456,
        name: "Wiremu Te Rangi-Hawkins Montgomery-Smythe",
        email: "a.very.long.address.for.testing.wrapping@subdomain.example.co.nz",
        city: "Palmerston North",
        status: "pending",
      },
    ],
  },
};

export const Mobile: Story = { ...mobileStory, render: () => <Example /> };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>With rows</StateLabel>
        <Example />
      </div>
      <div>
        <StateLabel>Empty</StateLabel>
        <Example rows={[]} caption="Waitlist sign-ups (none yet)" />
      </div>
    </div>
  ),
};
