import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Heading } from "../Heading/Heading";
import { Stack } from "../Stack/Stack";
import { Text } from "../Text/Text";
import { Carousel } from "./Carousel";

const HOME_SLIDES = [
  {
    title: "Find the perfect gym",
    text: "Search gyms, recovery amenities and trainers.",
    button: "Coming Soon",
  },
  {
    title: "Get discovered by travelling athletes",
    text: "List your facility for free and earn when athletes book.",
    button: "Add Your Gym",
    href: "#gym-terms",
  },
  {
    title: "Become an ambassador and get sponsored",
    text: "Share your code, earn commission on every confirmed booking.",
    button: "Apply Now",
    href: "#ambassador-terms",
  },
  { title: "Merchandise", text: "Branded athletic wear for training on the road.", button: "Coming Soon" },
];

const slides = HOME_SLIDES.map((slide) => (
  <Stack key={slide.title} gap="sm">
    <Heading level={2} size="xl">
      {slide.title}
    </Heading>
    <Text tone="inverse">{slide.text}</Text>
    <div>
      {slide.href ? (
        <Button asChild size="lg">
          <a href={slide.href}>{slide.button}</a>
        </Button>
      ) : (
        <Button size="lg" disabled>
          {slide.button}
        </Button>
      )}
    </div>
  </Stack>
));

/** Only the active slide is exposed to assistive technology, so a role query finds just that one. */
function activeSlide(canvasElement: HTMLElement, n: number) {
  return within(canvasElement).queryByRole("group", { name: `${n} of ${slides.length}` });
}

const meta = {
  title: "Primitives/Navigation/Carousel",
  component: Carousel,
  args: { "aria-label": "Highlights", slides, intervalMs: 8000, transitionMs: 500 },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrows and dots move between slides and wrap around; the active dot has aria-current. */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(activeSlide(canvasElement, 1)).not.toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(activeSlide(canvasElement, 2)).not.toBeNull();
    await expect(canvas.getByRole("link", { name: "Add Your Gym" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Go to slide 4" }));
    await expect(activeSlide(canvasElement, 4)).not.toBeNull();
    await expect(canvas.getByRole("button", { name: "Go to slide 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(activeSlide(canvasElement, 1)).not.toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(activeSlide(canvasElement, 4)).not.toBeNull();
    // Focus is inside, so it is not rotating: the slide area is a polite live region.
    await expect(canvasElement.querySelector("[data-slot=carousel-track]")).toHaveAttribute(
      "aria-live",
      "polite",
    );
  },
};

/** A short interval to watch it advance by itself (the spec's is 8000 ms). */
export const AutoAdvance: Story = {
  // Rotation is off under prefers-reduced-motion, which the visual suite sets: nothing to compare.
  tags: ["no-visual"],
  args: { intervalMs: 300, transitionMs: 100 },
  play: async ({ canvasElement }) => {
    await expect(activeSlide(canvasElement, 1)).not.toBeNull();
    await expect(canvasElement.querySelector("[data-slot=carousel-track]")).toHaveAttribute(
      "aria-live",
      "off",
    );
    await waitFor(() => expect(activeSlide(canvasElement, 2)).not.toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(activeSlide(canvasElement, 3)).not.toBeNull(), { timeout: 2000 });
  },
};

/** The pause button stops rotation (WCAG 2.2.2) and becomes a play button. */
export const Paused: Story = {
  tags: ["no-visual"],
  args: { intervalMs: 300, transitionMs: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pause slideshow" }));
    await expect(canvas.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(activeSlide(canvasElement, 1)).not.toBeNull();
  },
};

/** With prefers-reduced-motion: reduce it does not rotate on its own (the media query is stubbed here). */
export const ReducedMotion: Story = {
  args: { intervalMs: 300 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(activeSlide(canvasElement, 1)).not.toBeNull();
  },
};

export const StartsOnThirdSlide: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvasElement }) => {
    await expect(activeSlide(canvasElement, 3)).not.toBeNull();
  },
};

/** One slide: no controls, nothing rotates. */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Next slide" })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    slides: [
      <Stack key="long" gap="sm">
        <Heading level={2} size="xl">
          Get discovered by travelling athletes, sports teams and trainers from all over New Zealand and
          Australia
        </Heading>
        <Text tone="inverse">
          No upfront or listing fees. You earn when athletes book day passes, hourly access and premium
          recovery amenities like saunas, ice baths, compression boots and float tanks. Your listing goes live
          once approved.
        </Text>
      </Stack>,
      ...slides.slice(1),
    ],
  },
};

export const Mobile: Story = { ...mobileStory };

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <div>
        <StateLabel>Rotating (default)</StateLabel>
        <Carousel {...args} aria-label="Highlights (rotating)" />
      </div>
      <div>
        <StateLabel>Third slide</StateLabel>
        <Carousel {...args} aria-label="Highlights (third slide)" initialIndex={2} />
      </div>
      <div>
        <StateLabel>Single slide</StateLabel>
        <Carousel {...args} aria-label="Highlights (single)" slides={slides.slice(0, 1)} />
      </div>
    </div>
  ),
};
