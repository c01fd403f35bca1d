import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import * as icons from "./icons";

type IconEntry = [name: string, Icon: icons.IconComponent];
const ICONS = Object.entries(icons).filter((entry): entry is IconEntry => entry[0].endsWith("Icon"));

/** Every icon the app may use, with the name to import. */
function Gallery({ size }: { size: number }) {
  return (
    <ul aria-label="Icons" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {ICONS.map(([name, Icon]) => (
        <li
          key={name}
          className="flex flex-col items-center gap-2 rounded-md border border-border p-3 text-center"
        >
          <Icon aria-hidden="true" style={{ width: size, height: size }} />
          <code className="text-xs text-fg-muted [overflow-wrap:anywhere]">{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Foundations/Icons",
  component: Gallery,
  args: { size: 24 },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "All icons",
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Icons" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(ICONS.length);
  },
};
export const Small: Story = { args: { size: 16 } };
