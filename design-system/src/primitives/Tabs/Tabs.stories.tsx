import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Badge } from "../Badge/Badge";
import { Skeleton } from "../Skeleton/Skeleton";
import { Tabs, type TabsRootProps } from "./Tabs";

const GYM_TABS = [
  { value: "overview", label: "Overview", body: "Open 6am-10pm. Olympic platforms, sauna and ice bath." },
  { value: "equipment", label: "Equipment", body: "Barbells, lift racks, rowing machines, kettlebells." },
  { value: "reviews", label: "Reviews", body: "4.8 average from 124 reviews." },
  { value: "events", label: "Events", body: "Saturday lifting clinic, 20 places." },
];

function GymTabs(props: TabsRootProps & { disabledValue?: string }) {
  const { disabledValue, ...rootProps } = props;
  return (
    <Tabs.Root defaultValue="overview" {...rootProps}>
      <Tabs.List aria-label="Gym information">
        {GYM_TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} disabled={tab.value === disabledValue}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {GYM_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="p-2">
          {tab.body}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: "Primitives/Navigation/Tabs",
  component: Tabs.Root,
  args: { onValueChange: fn() },
  render: (args) => <GymTabs {...args} />,
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Gym information" })).toBeInTheDocument();
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Overview" })).toHaveTextContent("Open 6am-10pm");
  },
};

/** Roving tabindex: Tab enters the selected tab; arrows move and select, wrapping; Home/End. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Equipment" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Equipment" })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("equipment");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Overview" })).toHaveFocus();
  },
};

export const Pills: Story = { args: { variant: "pills" } };

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("tab", { name: "Overview" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Equipment" })).toHaveAttribute("aria-selected", "true");
  },
};

/** Manual activation: arrows move focus only; Enter selects. */
export const Manual: Story = {
  args: { activationMode: "manual" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("tab", { name: "Overview" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("tab", { name: "Equipment" })).toHaveAttribute("aria-selected", "true");
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const Disabled: Story = {
  render: (args) => <GymTabs {...args} disabledValue="equipment" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Equipment" })).toBeDisabled();
    canvas.getByRole("tab", { name: "Overview" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Reviews" })).toHaveFocus();
  },
};

/** The gym search's top nav: tabs with NEW badges. */
export const WithBadges: Story = {
  render: () => (
    <Tabs.Root defaultValue="gyms">
      <Tabs.List aria-label="Search for">
        <Tabs.Trigger value="gyms">Gyms</Tabs.Trigger>
        <Tabs.Trigger value="trainers">
          Trainers <Badge variant="new">New</Badge>
        </Tabs.Trigger>
        <Tabs.Trigger value="services">
          Services <Badge variant="new">New</Badge>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="gyms">Gym results</Tabs.Content>
      <Tabs.Content value="trainers">Trainer results</Tabs.Content>
      <Tabs.Content value="services">Service results</Tabs.Content>
    </Tabs.Root>
  ),
};

export const Controlled: Story = {
  render: function Render() {
    const [value, setValue] = useState("reviews");
    return (
      <div className="flex flex-col gap-2">
        <GymTabs value={value} onValueChange={setValue} />
        <p>Selected: {value}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("tab", { name: "Events" }));
    await expect(canvas.getByText("Selected: events")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => (
    <Tabs.Root defaultValue="api">
      <Tabs.List aria-label="Integration styles">
        <Tabs.Trigger value="api">API</Tabs.Trigger>
        <Tabs.Trigger value="widget">Widget</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="api" aria-busy="true">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-24 w-full" />
      </Tabs.Content>
      <Tabs.Content value="widget">Widget</Tabs.Content>
    </Tabs.Root>
  ),
};

/** Long labels scroll sideways instead of wrapping. */
export const LongText: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Tabs.Root defaultValue="api">
        <Tabs.List aria-label="Integration styles">
          <Tabs.Trigger value="api">API with your booking system</Tabs.Trigger>
          <Tabs.Trigger value="widget">Embedded booking widget</Tabs.Trigger>
          <Tabs.Trigger value="link">Deep link to your booking page</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="api">API</Tabs.Content>
        <Tabs.Content value="widget">Widget</Tabs.Content>
        <Tabs.Content value="link">Deep link</Tabs.Content>
      </Tabs.Root>
    </div>
  ),
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="p-4">
      <GymTabs {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>line</StateLabel>
        <GymTabs />
      </div>
      <div>
        <StateLabel>pills, with a disabled tab</StateLabel>
        <GymTabs variant="pills" disabledValue="events" defaultValue="reviews" />
      </div>
      <div>
        <StateLabel>vertical</StateLabel>
        <GymTabs orientation="vertical" />
      </div>
    </div>
  ),
};
