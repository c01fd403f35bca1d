import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { HeartIcon, HomeIcon, InfoIcon } from "../../foundations/icons";
import { BottomNav } from "./BottomNav";

const ITEMS = [
  { href: "#home", label: "Home", icon: HomeIcon },
  { href: "#saved-gyms", label: "Favorites", icon: HeartIcon },
  { href: "#about", label: "About Us", icon: InfoIcon },
] as const;

function AppBottomNav({
  active = "#home",
  label = "Main",
  labels,
}: {
  active?: string;
  label?: string;
  labels?: string[];
}) {
  return (
    <BottomNav.Root aria-label={label}>
      {ITEMS.map(({ href, label: itemLabel, icon: Icon }, i) => (
        <BottomNav.Item key={href} asChild active={active === href}>
          <a href={href}>
            <Icon aria-hidden="true" />
            <span>{labels?.[i] ?? itemLabel}</span>
          </a>
        </BottomNav.Item>
      ))}
    </BottomNav.Root>
  );
}

const meta = {
  title: "Primitives/Navigation/BottomNav",
  component: AppBottomNav,
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <div className="min-h-48">{Story()}</div>],
} satisfies Meta<typeof AppBottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    await expect(links).toHaveLength(3);
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Favorites" })).not.toHaveAttribute("aria-current");
  },
};

export const FavoritesActive: Story = { args: { active: "#saved-gyms" } };

/** A page that is not in the bar (a gym detail): no item is current. */
export const NoneActive: Story = { args: { active: "" } };

/** Plain anchors via `href`, without asChild. */
export const WithHref: Story = {
  render: () => (
    <BottomNav.Root aria-label="Main">
      <BottomNav.Item href="#home" active>
        <HomeIcon aria-hidden="true" />
        <span>Home</span>
      </BottomNav.Item>
      <BottomNav.Item href="#about">
        <InfoIcon aria-hidden="true" />
        <span>About Us</span>
      </BottomNav.Item>
    </BottomNav.Root>
  ),
};

export const LongText: Story = { args: { labels: ["Home and search", "Favourite gyms", "About GymRoam"] } };

export const Mobile: Story = { ...mobileStory };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6 p-4">
      {[
        { label: "Home active", active: "#home" },
        { label: "Favorites active", active: "#saved-gyms" },
        { label: "None active", active: "" },
      ].map(({ label, active }) => (
        <div key={label}>
          <StateLabel>{label}</StateLabel>
          <div
            className="relative h-24 overflow-hidden rounded-xl border border-border"
            style={{ transform: "translateZ(0)" }}
          >
            <AppBottomNav active={active} label={`Main (${label})`} />
          </div>
        </div>
      ))}
    </div>
  ),
};
