import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Link } from "./Link";

const meta = {
  title: "Primitives/Actions/Link",
  component: Link,
  args: { href: "#about", children: "Read our story" },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Read our story" })).toHaveAttribute(
      "href",
      "#about",
    );
  },
};
export const Muted: Story = { args: { tone: "muted", children: "Back to search" } };
export const UnderlineOnHover: Story = { args: { underline: "hover", children: "Terms" } };

/** `asChild` styles a router link (a plain anchor stands in here). */
export const AsChild: Story = {
  args: { asChild: true, href: undefined, children: <a href="#ambassador-terms">Back to terms</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Back to terms" });
    await expect(link).toHaveAttribute("data-slot", "link");
  },
};

export const External: Story = {
  args: {
    href: "https://www.instagram.com/gymroam",
    rel: "noopener noreferrer",
    children: "@gymroam on Instagram",
  },
};

export const LongText: Story = {
  args: {
    children: "Read the full ambassador programme terms, including commission, payouts and termination",
  },
  decorators: [(Story) => <p className="max-w-xs">{Story()}</p>],
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [(Story) => <div className="p-4">{Story()}</div>, ...mobileStory.decorators],
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div>
        <StateLabel>On the page</StateLabel>
        <Link href="#a">Link</Link> ·{" "}
        <Link href="#b" tone="muted">
          Muted
        </Link>{" "}
        ·{" "}
        <Link href="#c" underline="hover">
          Underline on hover
        </Link>
      </div>
      <div className="surface-inverse rounded-xl p-4">
        <StateLabel>On navy</StateLabel>
        <Link href="#d">Link on navy</Link> ·{" "}
        <Link href="#e" tone="muted">
          Muted on navy
        </Link>
      </div>
    </div>
  ),
};
