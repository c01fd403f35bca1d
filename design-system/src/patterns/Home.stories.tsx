import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, RouterLink } from "../_storybook/decorators";
import {
  BuildingIcon,
  DumbbellIcon,
  HeartIcon,
  HomeIcon,
  InfoIcon,
  TrophyIcon,
  UsersIcon,
} from "../foundations/icons";
import { Logo } from "../foundations/Logo/Logo";
import { BottomNav } from "../primitives/BottomNav/BottomNav";
import { Button } from "../primitives/Button/Button";
import { Card } from "../primitives/Card/Card";
import { Carousel } from "../primitives/Carousel/Carousel";
import { Container } from "../primitives/Container/Container";
import { Grid } from "../primitives/Grid/Grid";
import { Header } from "../primitives/Header/Header";
import { Heading } from "../primitives/Heading/Heading";
import { Section } from "../primitives/Section/Section";
import { Stack } from "../primitives/Stack/Stack";
import { Text } from "../primitives/Text/Text";
import { Tile } from "../primitives/Tile/Tile";
import { Toaster, useToast } from "../primitives/Toast/Toast";

const SLIDES = [
  [
    "Find the perfect gym",
    "Search gyms, recovery amenities and trainers wherever you train.",
    "Coming Soon",
    null,
  ],
  ["Get discovered by travelling athletes", "List your facility for free.", "Add Your Gym", "#gym-terms"],
  [
    "Become an ambassador and get sponsored",
    "Earn commission on confirmed bookings.",
    "Apply Now",
    "#ambassador-terms",
  ],
  ["Merchandise", "Branded athletic wear for training on the road.", "Coming Soon", null],
] as const;

const TILES = [
  ["SPORT SPECIFIC ATHLETES", "#sport-specific", TrophyIcon, "Facilities for your sport."],
  ["TRAVELLING WITH A TEAM", "#team-booking", UsersIcon, "Book for teams of 5 or more."],
  ["FIND A GYM", "#gym-feed", DumbbellIcon, "Day passes and hourly access."],
  ["LIST YOUR FACILITY", "#add-gym", BuildingIcon, "No upfront or listing fees."],
] as const;

/** The home screen composed from the design system, as the app's route renders it. */
function HomeExample() {
  const { toast } = useToast();
  return (
    <>
      <Header.Root>
        <Header.Brand href="#home" aria-label="GymRoam home">
          <Logo title="" />
          <span>GymRoam</span>
        </Header.Brand>
        <Header.Nav aria-label="Primary">
          <a href="#about">ABOUT US</a>
        </Header.Nav>
      </Header.Root>
      <Container asChild>
        <main>
          <Stack gap="lg">
            <Heading level={1} className="sr-only">
              GymRoam: Helping You Find the Right Gym—Wherever You Go
            </Heading>
            <Carousel
              aria-label="Highlights"
              slides={SLIDES.map(([title, text, label, href]) => (
                <Stack key={title} gap="sm">
                  <Heading level={2} size="xl">
                    {title}
                  </Heading>
                  <Text tone="inverse">{text}</Text>
                  <div>
                    {href ? (
                      <Button asChild size="lg">
                        <a href={href}>{label}</a>
                      </Button>
                    ) : (
                      <Button size="lg" disabled>
                        {label}
                      </Button>
                    )}
                  </div>
                </Stack>
              ))}
            />
            <Section aria-labelledby="explore-heading">
              <Heading level={2} id="explore-heading" className="sr-only">
                Explore
              </Heading>
              <Grid columns={2} gap="sm">
                {TILES.map(([title, href, Icon, text]) => (
                  <Tile
                    key={href}
                    asChild
                    icon={<Icon aria-hidden="true" />}
                    title={title}
                    description={text}
                  >
                    <RouterLink href={href} />
                  </Tile>
                ))}
              </Grid>
            </Section>
            <Card.Root>
              <Card.Header>
                <Card.Title asChild>
                  <h2>GET EARLY ACCESS</h2>
                </Card.Title>
                <Card.Description>Join the waitlist for free access when we launch</Card.Description>
              </Card.Header>
              <Card.Content>
                <Text tone="muted">Free for early members • Paid after launch</Text>
              </Card.Content>
              <Card.Footer>
                <Button onClick={() => toast({ title: "Link copied!" })}>JOIN WAITLIST</Button>
              </Card.Footer>
            </Card.Root>
          </Stack>
        </main>
      </Container>
      <BottomNav.Root aria-label="Main">
        {(
          [
            ["#home", "Home", HomeIcon],
            ["#saved-gyms", "Favorites", HeartIcon],
            ["#about", "About Us", InfoIcon],
          ] as const
        ).map(([href, label, Icon]) => (
          <BottomNav.Item key={href} href={href} active={href === "#home"}>
            <Icon aria-hidden="true" />
            <span>{label}</span>
          </BottomNav.Item>
        ))}
      </BottomNav.Root>
      <Toaster />
    </>
  );
}

const meta = {
  title: "Patterns/Home page",
  component: HomeExample,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof HomeExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /^FIND A GYM/ })).toHaveAttribute("href", "#gym-feed");
    await userEvent.click(canvas.getByRole("button", { name: "JOIN WAITLIST" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Link copied!");
  },
};

export const Mobile: Story = { ...mobileStory };

export const AllStates: Story = { ...Mobile, name: "All states (phone)" };
