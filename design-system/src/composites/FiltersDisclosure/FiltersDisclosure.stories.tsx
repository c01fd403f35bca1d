import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { FilterPanel } from "../FilterPanel";
import { FiltersDisclosure } from "./FiltersDisclosure";

const EQUIPMENT = ["Barbell (15kg)", "Lift Rack", "Olympic Lifting Platform", "Kettlebells"];
const AMENITIES = ["Sauna", "Ice Bath", "Compression Boots"];

const panel = (
  <FilterPanel
    equipmentOptions={EQUIPMENT}
    amenityOptions={AMENITIES}
    defaultValues={{ amenities: ["Sauna"] }}
    showLocation={false}
  />
);

const meta = {
  title: "Composites/FiltersDisclosure",
  component: FiltersDisclosure,
  args: { resultsLabel: "Show 7 results", children: panel },
  decorators: [
    (Story, { parameters }) =>
      parameters.noForm ? (
        Story()
      ) : (
        <form method="get" action="/gyms" className="max-w-xs" onSubmit={(event) => event.preventDefault()}>
          {Story()}
        </form>
      ),
  ],
} satisfies Meta<typeof FiltersDisclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed on a phone: only the Filters toggle. From md up the filters always show, with Search. */
export const Default: Story = {};

/** Open on a phone: the filters in place and the footer that submits them, saying what it will show. */
export const Open: Story = { args: { open: true } };

/** The count being worked out after a change: the footer's spinner. */
export const Counting: Story = { args: { open: true, pending: true } };

/** Without JavaScript (or before it runs) the count is not known: the footer still submits the form. */
export const WithoutCount: Story = { args: { open: true, resultsLabel: "Show results" } };

/** In a phone frame: the toggle opens and closes it (a native details, no script of its own). */
export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, noForm: true },
  decorators: [
    ...mobileStory.decorators,
    (Story) => (
      <form method="get" action="/gyms" className="p-4" onSubmit={(event) => event.preventDefault()}>
        {Story()}
      </form>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("checkbox", { name: "Sauna" })).not.toBeVisible();
    await userEvent.click(canvas.getByText("Filters", { selector: "summary" }));
    await expect(canvas.getByRole("checkbox", { name: "Sauna" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show 7 results" })).toBeVisible();
  },
};
