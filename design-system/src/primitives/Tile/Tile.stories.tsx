import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, RouterLink, StateLabel } from "../../_storybook/decorators";
import { BuildingIcon, DumbbellIcon, TrophyIcon, UsersIcon } from "../../foundations/icons";
import { Grid } from "../Grid/Grid";
import { Tile } from "./Tile";

const HOME_TILES = [
  {
    title: "SPORT SPECIFIC ATHLETES",
    href: "#sport-specific",
    icon: TrophyIcon,
    text: "Facilities for your sport.",
  },
  {
    title: "TRAVELLING WITH A TEAM",
    href: "#team-booking",
    icon: UsersIcon,
    text: "Book for teams of 5 or more.",
  },
  { title: "FIND A GYM", href: "#gym-feed", icon: DumbbellIcon, text: "Day passes and hourly access." },
  { title: "LIST YOUR FACILITY", href: "#add-gym", icon: BuildingIcon, text: "No upfront or listing fees." },
] as const;

const meta = {
  title: "Primitives/Data display/Tile",
  component: Tile,
  args: {
    title: "FIND A GYM",
    description: "Day passes and hourly access.",
    icon: <DumbbellIcon aria-hidden="true" />,
    href: "#gym-feed",
    className: "max-w-xs",
  },
} satisfies Meta<typeof Tile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /^FIND A GYM/ });
    await expect(link).toHaveAttribute("href", "#gym-feed");
  },
};

/** `asChild` with an empty router link: the tile's content goes inside it. */
export const AsChild: Story = {
  args: { asChild: true, href: undefined, children: <RouterLink href="#add-gym" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /^FIND A GYM/ });
    await expect(link).toHaveAttribute("href", "#add-gym");
    await expect(link).toHaveAttribute("data-slot", "tile");
  },
};

export const WithoutDescription: Story = { args: { description: undefined } };
export const WithoutIcon: Story = { args: { icon: undefined } };

export const LongText: Story = {
  args: {
    title: "SPORT SPECIFIC ATHLETES AND PROFESSIONAL TEAMS",
    description:
      "Powerlifting platforms, Olympic lifting, combat sports, rugby conditioning and recovery facilities.",
  },
};

function HomeGrid() {
  return (
    <Grid columns={2} gap="sm">
      {HOME_TILES.map(({ title, href, icon: Icon, text }) => (
        <Tile key={href} asChild icon={<Icon aria-hidden="true" />} title={title} description={text}>
          <RouterLink href={href} />
        </Tile>
      ))}
    </Grid>
  );
}

/** The home page's 2 x 2 grid at 375px. */
export const Mobile: Story = {
  ...mobileStory,
  render: () => (
    <div className="p-4">
      <HomeGrid />
    </div>
  ),
};

export const AllStates: Story = {
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  render: () => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>Home grid</StateLabel>
        <HomeGrid />
      </div>
      <div>
        <StateLabel>Without description / without icon</StateLabel>
        <Grid columns={2} gap="sm">
          <Tile href="#a" icon={<TrophyIcon aria-hidden="true" />} title="TITLE ONLY" />
          <Tile href="#b" title="NO ICON" description="Text without an icon." />
        </Grid>
      </div>
    </div>
  ),
};
