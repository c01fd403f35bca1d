import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { HeartIcon, UserIcon } from "../../foundations/icons";
import { IconButton } from "../../primitives/IconButton/IconButton";
import { SearchNav } from "./SearchNav";

function GymSearchNav({ active = "gyms" }: { active?: "gyms" | "trainers" | "services" }) {
  return (
    <SearchNav.Root aria-label="Search">
      <SearchNav.Tabs>
        <SearchNav.Tab href="#gyms" active={active === "gyms"}>
          Gyms
        </SearchNav.Tab>
        <SearchNav.Tab href="#trainers" active={active === "trainers"}>
          Trainers <SearchNav.NewBadge />
        </SearchNav.Tab>
        <SearchNav.Tab href="#services" active={active === "services"}>
          Services <SearchNav.NewBadge />
        </SearchNav.Tab>
      </SearchNav.Tabs>
      <SearchNav.Actions>
        <SearchNav.Partner href="#partner">Become a partner</SearchNav.Partner>
        <IconButton asChild aria-label="Favorites">
          <a href="#saved">
            <HeartIcon />
          </a>
        </IconButton>
        <IconButton asChild aria-label="My Bookings">
          <a href="#bookings">
            <UserIcon />
          </a>
        </IconButton>
      </SearchNav.Actions>
    </SearchNav.Root>
  );
}

const meta = {
  title: "Composites/SearchNav",
  component: GymSearchNav,
} satisfies Meta<typeof GymSearchNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The gym search screen: Gyms is the current tab; Trainers and Services carry the NEW badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Search" });
    const gyms = within(nav).getByRole("link", { name: "Gyms" });
    await expect(gyms).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Trainers New" })).not.toHaveAttribute("aria-current");
    await expect(within(nav).getByRole("link", { name: "Become a partner" })).toHaveAttribute(
      "href",
      "#partner",
    );
    await expect(within(nav).getByRole("link", { name: "My Bookings" })).toHaveAttribute("href", "#bookings");
  },
};

/** Another tab current (the same nav on the trainer screen). */
export const TrainersActive: Story = { args: { active: "trainers" } };

/** On a phone the tabs scroll sideways and the actions wrap under them. */
export const Mobile: Story = { ...mobileStory };
