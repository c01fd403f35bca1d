import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FormEvent, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Input } from "../Input/Input";
import { Field } from "./Field";

const meta = {
  title: "Primitives/Forms/Field",
  component: Field.Root,
  args: { errors: undefined, required: false, disabled: false },
  render: (args) => (
    <Field.Root {...args} className="max-w-sm">
      <Field.Label>Full Name</Field.Label>
      <Input name="athleteName" autoComplete="name" />
      <Field.Error />
    </Field.Root>
  ),
} satisfies Meta<typeof Field.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Full Name" });
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Full Name required" });
    await expect(input).toHaveAttribute("aria-required", "true");
  },
};

export const WithDescription: Story = {
  render: (args) => (
    <Field.Root {...args} className="max-w-sm">
      <Field.Label>Phone</Field.Label>
      <Field.Description>Optional. The gym may call if plans change.</Field.Description>
      <Input type="tel" name="phone" autoComplete="tel" />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Phone" });
    await expect(input).toHaveAccessibleDescription("Optional. The gym may call if plans change.");
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { required: true, errors: ["Name is required"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Full Name required" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Name is required");
    await expect(input).toHaveAccessibleDescription("Name is required");
  },
};

export const MultipleErrors: Story = {
  args: { errors: ["Valid email is required", "Invalid email address"] },
  render: (args) => (
    <Field.Root {...args} className="max-w-sm">
      <Field.Label>Email Address</Field.Label>
      <Input type="email" name="athleteEmail" defaultValue="alex@" />
      <Field.Error />
    </Field.Root>
  ),
};

/** Conform's metadata passed straight through: its ids end up on the label, input and error. */
export const WithConform: Story = {
  args: {
    id: "booking-athleteEmail",
    descriptionId: "booking-athleteEmail-description",
    errorId: "booking-athleteEmail-error",
    errors: ["Valid email is required"],
    required: true,
  },
  render: (args) => (
    <Field.Root {...args} className="max-w-sm">
      <Field.Label>Email</Field.Label>
      <Field.Description>We send the confirmation here.</Field.Description>
      <Input type="email" name="athleteEmail" defaultValue="alex" />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email required" });
    await expect(input).toHaveAttribute("id", "booking-athleteEmail");
    await expect(input).toHaveAttribute(
      "aria-describedby",
      "booking-athleteEmail-description booking-athleteEmail-error",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Full Name" })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    required: true,
    errors: [
      "Please tell us the name you will give at the front desk so staff can find your booking quickly",
    ],
  },
  render: (args) => (
    <Field.Root {...args} className="max-w-xs">
      <Field.Label>
        Full name of the athlete attending the session, as shown on photo identification
      </Field.Label>
      <Field.Description>
        Use the same spelling as your passport or driver licence; teams can add each member later.
      </Field.Description>
      <Input name="athleteName" defaultValue="Alexandria Catherine Montgomery-Whitfield-Papadopoulos" />
      <Field.Error />
    </Field.Root>
  ),
};

function ValidatingForm() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string[]> = {};
    if (!String(data.get("athleteName") ?? "").trim()) next.athleteName = ["Name is required"];
    if (!/^\S+@\S+\.\S+$/.test(String(data.get("athleteEmail") ?? ""))) {
      next.athleteEmail = ["Valid email is required"];
    }
    setErrors(next);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4">
      <Field.Root required errors={errors.athleteName}>
        <Field.Label>Full Name</Field.Label>
        <Input name="athleteName" autoComplete="name" />
        <Field.Error />
      </Field.Root>
      <Field.Root required errors={errors.athleteEmail}>
        <Field.Label>Email</Field.Label>
        <Input type="email" name="athleteEmail" autoComplete="email" />
        <Field.Error />
      </Field.Root>
      <Button type="submit">Continue to Payment</Button>
    </form>
  );
}

/** Submitting empty shows the spec's messages; fixing the fields clears them. */
export const Validation: Story = {
  render: () => <ValidatingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Continue to Payment" }));
    const alerts = canvas.getAllByRole("alert");
    await expect(alerts.map((a) => a.textContent)).toEqual(["Name is required", "Valid email is required"]);
    await userEvent.type(canvas.getByRole("textbox", { name: "Full Name required" }), "Alex Chen");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email required" }), "alex@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Continue to Payment" }));
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0);
    await expect(canvas.getByRole("textbox", { name: "Email required" })).not.toHaveAttribute("aria-invalid");
  },
};

export const Mobile: Story = {
  ...mobileStory,
  render: () => (
    <div className="p-4">
      <ValidatingForm />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-2xl gap-6 sm:grid-cols-2">
      <div>
        <StateLabel>default</StateLabel>
        <Field.Root>
          <Field.Label>Where</Field.Label>
          <Input placeholder="Search destinations" />
        </Field.Root>
      </div>
      <div>
        <StateLabel>required with description</StateLabel>
        <Field.Root required>
          <Field.Label>Gym Name</Field.Label>
          <Field.Description>As shown on your signage.</Field.Description>
          <Input />
        </Field.Root>
      </div>
      <div>
        <StateLabel>error</StateLabel>
        <Field.Root required errors={["Invalid email address"]}>
          <Field.Label>Your Email</Field.Label>
          <Input type="email" defaultValue="sam@gym" />
          <Field.Error />
        </Field.Root>
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <Field.Root disabled>
          <Field.Label>Business Name</Field.Label>
          <Input defaultValue="To be collected during onboarding" />
        </Field.Root>
      </div>
    </div>
  ),
};
