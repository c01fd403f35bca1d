import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { MapPinIcon } from "../../foundations/icons";
import { Field } from "../Field";
import { Combobox, type ComboboxOption } from "./Combobox";

const PLACES: ComboboxOption[] = [
  { value: "Wellington", description: "New Zealand" },
  { value: "Te Aro, Wellington", label: "Te Aro", description: "Wellington" },
  { value: "Wellington Central, Wellington", label: "Wellington Central", description: "Wellington" },
  { value: "Sydney", description: "Australia" },
  { value: "Bondi Beach, Sydney", label: "Bondi Beach", description: "Sydney" },
];

/** Stories filter by a plain "contains"; the app passes its own rule (forgiving typos). */
const contains = (typed: string) =>
  typed.trim() === "" ? [] : PLACES.filter((p) => p.value.toLowerCase().includes(typed.trim().toLowerCase()));

function WhereBox({ defaultValue = "", error }: { defaultValue?: string; error?: string }) {
  return (
    <div className="max-w-sm pb-64">
      <Field.Root id="where" errors={error ? [error] : undefined}>
        <Field.Label>Where</Field.Label>
        <Combobox
          name="city"
          placeholder="Search destinations"
          defaultValue={defaultValue}
          getOptions={contains}
          leadingIcon={<MapPinIcon />}
          listLabel="Places"
        />
        <Field.Error />
      </Field.Root>
    </div>
  );
}

const meta = {
  title: "Primitives/Forms/Combobox",
  component: WhereBox,
} satisfies Meta<typeof WhereBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a text box labelled by its field; no list until something is typed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("combobox", { name: "Where" });
    await expect(box).toHaveAttribute("aria-expanded", "false");
  },
};

/** Typing opens the suggestions; Down highlights one (aria-activedescendant), Enter picks it. */
export const Suggesting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("combobox", { name: "Where" });
    await userEvent.type(box, "wel");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const list = canvas.getByRole("listbox", { name: "Places" });
    await expect(within(list).getAllByRole("option")).toHaveLength(3);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(within(list).getByRole("option", { name: /Te Aro/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** A picked value, as the form will submit it. */
export const Filled: Story = { args: { defaultValue: "Bondi Beach, Sydney" } };

/** With the field's error. */
export const Invalid: Story = { args: { defaultValue: "Atlantis", error: "No gyms in Atlantis yet" } };

/** On a phone. */
export const Mobile: Story = { ...mobileStory, play: Suggesting.play };
