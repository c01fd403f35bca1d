import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { MapPinIcon } from "../../foundations/icons";
import { Combobox } from "../../primitives/Combobox";
import { SearchBar } from "./SearchBar";

/** The app's GET form; here it reports the submitted query instead of navigating. */
function GetForm({ children, onSearch }: { children: React.ReactNode; onSearch?: (query: string) => void }) {
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
  title: "Composites/SearchBar",
  component: SearchBar,
  args: { defaultValues: { city: "Wellington" } },
  decorators: [(Story, { parameters }) => (parameters.noForm ? Story() : <GetForm>{Story()}</GetForm>)],
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: { defaultValues: {} },
  play: async ({ canvasElement }) => {
    const city = within(canvasElement).getByRole("searchbox", { name: "Where" });
    await expect(city).toHaveAttribute("placeholder", "Search destinations");
    await expect(city).toHaveValue("");
  },
};

export const Filled: Story = {
  args: { defaultValues: { city: "Auckland", from: "2025-09-12", to: "2025-09-15", athletes: 4 } },
};

/** Typing, choosing dates and stepping athletes submits city, from, to and athletes as a GET query. */
export const Submit: Story = {
  parameters: { noForm: true },
  args: { defaultValues: {}, minDate: "2025-09-01" },
  render: (args) => {
    const [query, setQuery] = useState("");
    return (
      <>
        <GetForm onSearch={setQuery}>
          <SearchBar {...args} />
        </GetForm>
        <p className="mt-4 text-sm">
          Submitted query: <output aria-label="Submitted query">{query}</output>
        </p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Where" }), "Queenstown");
    // On a phone the dates and athletes sit behind their summary: open it as a person would.
    const more = canvasElement.querySelector("summary");
    if (more && getComputedStyle(more).display !== "none") await userEvent.click(more);
    await userEvent.type(canvas.getByLabelText("From"), "2025-09-12");
    await userEvent.type(canvas.getByLabelText("To"), "2025-09-15");
    await userEvent.click(canvas.getByRole("button", { name: "Increase Number of athletes" }));
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getByLabelText("Submitted query")).toHaveTextContent(
      "city=Queenstown&from=2025-09-12&to=2025-09-15&athletes=2",
    );
  },
};

export const Loading: Story = { args: { pending: true } };

export const LongText: Story = {
  args: {
    defaultValues: { city: "Te Whanganui-a-Tara Wellington Central Business District" },
    placeholder: "Search destinations, cities, regions or gym names across New Zealand and Australia",
  },
};

/** Dates the page refused, shown on their fields with what was typed (an end before the start). */
export const DateErrors: Story = {
  args: {
    defaultValues: { city: "Wellington", from: "2025-09-15", to: "2025-09-12" },
    errors: { to: "The end date must not be before the start date" },
  },
};

const PLACES = [
  "Wellington",
  "Te Aro, Wellington",
  "Wellington Central, Wellington",
  "Sydney",
  "Bondi Beach, Sydney",
];

/** `cityControl` puts a Combobox in the Where field, suggesting places as the person types. */
export const CitySuggestions: Story = {
  args: {
    defaultValues: {},
    cityControl: (
      <Combobox
        name="city"
        placeholder="Search destinations"
        leadingIcon={<MapPinIcon />}
        listLabel="Places"
        getOptions={(typed) =>
          typed.trim() === ""
            ? []
            : PLACES.filter((p) => p.toLowerCase().includes(typed.trim().toLowerCase())).map((value) => ({
                value,
              }))
        }
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const where = canvas.getByRole("combobox", { name: "Where" });
    await userEvent.type(where, "bon");
    await expect(canvas.getByRole("option", { name: "Bondi Beach, Sydney" })).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory };

/** A small control at the right of the Where label: the search page's link to plan several places. */
export const WithWhereAction: Story = {
  args: {
    whereAction: (
      <a href="/trips/new" className="text-sm font-semibold text-link underline underline-offset-4">
        Plan a multi-city trip
      </a>
    ),
  },
};

export const AllStates: Story = {
  parameters: { noForm: true },
  render: () => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>empty</StateLabel>
        <form method="get">
          <SearchBar aria-label="Search gyms (empty)" />
        </form>
      </div>
      <div>
        <StateLabel>filled</StateLabel>
        <form method="get">
          <SearchBar
            aria-label="Search gyms (filled)"
            defaultValues={{ city: "Wellington", from: "2025-09-12", to: "2025-09-15", athletes: 5 }}
          />
        </form>
      </div>
      <div>
        <StateLabel>loading</StateLabel>
        <form method="get">
          <SearchBar aria-label="Search gyms (loading)" pending defaultValues={{ city: "Wellington" }} />
        </form>
      </div>
    </div>
  ),
};
