import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { MailIcon, MapPinIcon, SearchIcon } from "../../foundations/icons";
import { Field } from "../Field/Field";
import { Input } from "./Input";

const meta = {
  title: "Primitives/Forms/Input",
  component: Input,
  args: { "aria-label": "Where", placeholder: "Search destinations", name: "where" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    type: { control: "select", options: ["text", "email", "tel", "search", "date", "password", "url"] },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Where" });
    await userEvent.type(input, "Wellington");
    await expect(input).toHaveValue("Wellington");
  },
};

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };

export const WithLeadingIcon: Story = {
  args: { leadingIcon: <SearchIcon />, type: "search", defaultValue: "Wellington" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox", { name: "Where" })).toHaveValue("Wellington");
  },
};

export const Email: Story = {
  args: { type: "email", "aria-label": "Email", placeholder: "you@example.com", leadingIcon: <MailIcon /> },
};
export const Tel: Story = { args: { type: "tel", "aria-label": "Phone", placeholder: "+64 21 123 4567" } };
export const DateInput: Story = {
  name: "Date",
  args: { type: "date", "aria-label": "Booking date", min: "2025-09-12" },
};

export const Empty: Story = { args: { defaultValue: "", placeholder: "Search destinations" } };

export const Invalid: Story = {
  name: "Error",
  render: (args) => (
    <Field.Root required errors={["Valid email is required"]}>
      <Field.Label>Email</Field.Label>
      <Input {...args} aria-label={undefined} type="email" name="athleteEmail" defaultValue="alex@" />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email required" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Valid email is required");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Wellington" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Where" })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: "Wellington, New Zealand" } };

export const LongText: Story = {
  args: {
    leadingIcon: <MapPinIcon />,
    defaultValue:
      "Les Mills Auckland City, 186 Victoria Street West, Auckland Central, Auckland 1010, New Zealand",
  },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [],
  render: (args) => (
    <div className="flex flex-col gap-4 p-4">
      <Input {...args} leadingIcon={<SearchIcon />} type="search" />
      <Field.Root>
        <Field.Label>Phone</Field.Label>
        <Input type="tel" name="phone" autoComplete="tel" />
      </Field.Root>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["sm", "md", "lg"] as const).map((size) => (
        <div key={size}>
          <StateLabel>{`size ${size}`}</StateLabel>
          <Input size={size} aria-label={`Where (${size})`} placeholder="Search destinations" />
        </div>
      ))}
      <div>
        <StateLabel>leading icon</StateLabel>
        <Input aria-label="Search" type="search" leadingIcon={<SearchIcon />} placeholder="Search gyms" />
      </div>
      <div>
        <StateLabel>invalid</StateLabel>
        <Input aria-label="Email (invalid)" aria-invalid="true" defaultValue="alex@" />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <Input aria-label="City (disabled)" disabled defaultValue="Wellington" />
      </div>
      <div>
        <StateLabel>read only</StateLabel>
        <Input aria-label="Country (read only)" readOnly defaultValue="New Zealand" />
      </div>
    </div>
  ),
};
