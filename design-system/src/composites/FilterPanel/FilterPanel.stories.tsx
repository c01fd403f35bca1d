import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { FilterPanel } from "./FilterPanel";

/** Spec section 9 (the app passes these from app/domain/catalog.ts). */
const EQUIPMENT = [
  "Barbell (15kg)",
  "Barbell (20kg)",
  "Rowing Machine",
  "Lift Rack",
  "Weight Plates",
  "Cardio Equipment",
  "Olympic Lifting Platform",
  "Battle Ropes",
  "Kettlebells",
  "Cable Machines",
];
const AMENITIES = [
  "Sauna",
  "Infrared Sauna",
  "Ice Bath",
  "Compression Boots",
  "Massage Therapy",
  "Parking",
  "Steam Room",
  "Recovery Pool",
  "Locker Room",
];

function GetForm({ children, onSearch }: { children: ReactNode; onSearch?: (query: string) => void }) {
  return (
    <form
      method="get"
      action="/gyms"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSearch?.(new URLSearchParams(data as unknown as Record<string, string>).toString());
      }}
    >
      {children}
    </form>
  );
}

const meta = {
  title: "Composites/FilterPanel",
  component: FilterPanel,
  args: { equipmentOptions: EQUIPMENT, amenityOptions: AMENITIES, defaultValues: { city: "Wellington" } },
  decorators: [
    (Story, { parameters }) =>
      parameters.noForm ? (
        Story()
      ) : (
        <div style={{ maxWidth: 320 }}>
          <GetForm>{Story()}</GetForm>
        </div>
      ),
  ],
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const equipment = canvas.getByRole("group", { name: "Equipment" });
    await expect(within(equipment).getAllByRole("checkbox")).toHaveLength(10);
    const amenities = canvas.getByRole("group", { name: "Recovery Facilities" });
    await expect(within(amenities).getAllByRole("checkbox")).toHaveLength(9);
    await expect(canvas.getByRole("slider", { name: "Minimum price" })).toHaveValue("10");
    await expect(canvas.getByRole("slider", { name: "Maximum price" })).toHaveValue("100");
  },
};

export const Empty: Story = { args: { defaultValues: {} } };

export const Prefilled: Story = {
  args: {
    defaultValues: {
      city: "Auckland",
      equipment: ["Lift Rack", "Kettlebells"],
      amenities: ["Sauna", "Ice Bath"],
      minPrice: 30,
      maxPrice: 150,
    },
  },
};

/** Ticking boxes and moving a thumb by keyboard, then Search, submits every filter in the GET query. */
export const Submit: Story = {
  parameters: { noForm: true },
  render: (args) => {
    const [query, setQuery] = useState("");
    return (
      <div style={{ maxWidth: 320 }}>
        <GetForm onSearch={setQuery}>
          <FilterPanel {...args} />
        </GetForm>
        <p className="mt-4 text-sm [overflow-wrap:anywhere]">
          Submitted query: <output aria-label="Submitted query">{query}</output>
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Lift Rack" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Sauna" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Ice Bath" }));
    canvas.getByRole("slider", { name: "Maximum price" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getByLabelText("Submitted query")).toHaveTextContent(
      "city=Wellington&equipment=Lift+Rack&amenities=Sauna&amenities=Ice+Bath&minPrice=10&maxPrice=120",
    );
  },
};

export const Loading: Story = { args: { pending: true } };

/** Without the location input: the page's search bar holds the place, so one form has one city field. */
export const WithoutLocation: Story = { args: { showLocation: false } };

export const LongText: Story = {
  args: {
    equipmentOptions: [
      ...EQUIPMENT,
      "Competition-grade calibrated powerlifting plates with collars and chalk",
    ],
    title: "Filter gyms by location, equipment, recovery facilities and price",
  },
};

export const Mobile: Story = {
  ...mobileStory,
  parameters: { ...mobileStory.parameters, noForm: true },
  render: (args) => (
    <form method="get" className="p-4">
      <FilterPanel {...args} />
    </form>
  ),
};

export const AllStates: Story = {
  parameters: { noForm: true },
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-3">
      <form method="get">
        <StateLabel>empty</StateLabel>
        <FilterPanel {...args} title="Filters (empty)" defaultValues={{}} />
      </form>
      <form method="get">
        <StateLabel>prefilled</StateLabel>
        <FilterPanel
          {...args}
          title="Filters (prefilled)"
          defaultValues={{
            city: "Auckland",
            equipment: ["Lift Rack"],
            amenities: ["Sauna"],
            minPrice: 40,
            maxPrice: 120,
          }}
        />
      </form>
      <form method="get">
        <StateLabel>loading</StateLabel>
        <FilterPanel {...args} title="Filters (loading)" pending />
      </form>
    </div>
  ),
};
