import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { HeartIcon, SearchIcon } from "../../foundations/icons";
import { Button } from "./Button";

const meta = {
  title: "Primitives/Actions/Button",
  component: Button,
  args: { children: "Book now", onClick: fn() },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "ghost", "destructive", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Book now" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Cancel Booking" } };
export const LinkVariant: Story = { name: "Link", args: { variant: "link", children: "View details" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg", children: "JOIN WAITLIST" } };
export const Icon: Story = {
  args: {
    size: "icon",
    variant: "outline",
    "aria-label": "Save gym",
    children: <HeartIcon aria-hidden="true" />,
  },
};
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <SearchIcon aria-hidden="true" /> Search
      </>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Submitting Application..." },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Submitting Application..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Coming Soon" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  },
};

/** `asChild` renders the child (here a plain anchor; in the app a router `<Link>`) with button styles. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#waitlist">JOIN WAITLIST</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "JOIN WAITLIST" });
    await expect(link).toHaveAttribute("href", "#waitlist");
    await expect(link).toHaveAttribute("data-slot", "button");
  },
};

export const LongText: Story = {
  args: {
    children: "Continue to Payment and confirm your day pass for Sunday morning at Les Mills Auckland",
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="flex flex-col gap-3 p-4">
      <Button {...args} size="lg">
        BOOK NOW
      </Button>
      <Button {...args} variant="outline">
        Contact Gym Owner
      </Button>
    </div>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {(["primary", "secondary", "outline", "ghost", "destructive", "link"] as const).map((variant) => (
        <div key={variant}>
          <StateLabel>{variant}</StateLabel>
          <div className="flex flex-wrap items-center gap-3">
            <Button {...args} variant={variant} size="sm">
              Small
            </Button>
            <Button {...args} variant={variant}>
              Medium
            </Button>
            <Button {...args} variant={variant} size="lg">
              Large
            </Button>
            <Button {...args} variant={variant} size="icon" aria-label={`Save gym (${variant})`}>
              <HeartIcon aria-hidden="true" />
            </Button>
            <Button {...args} variant={variant} loading>
              Loading
            </Button>
            <Button {...args} variant={variant} disabled>
              Disabled
            </Button>
          </div>
        </div>
      ))}
      <div className="surface-inverse rounded-xl p-4">
        <StateLabel>on the navy brand surface</StateLabel>
        <div className="flex flex-wrap gap-3">
          <Button {...args}>Apply Now</Button>
          <Button {...args} variant="outline">
            Outline
          </Button>
          <Button {...args} variant="ghost">
            Ghost
          </Button>
          <Button {...args} disabled>
            Coming Soon
          </Button>
        </div>
      </div>
    </div>
  ),
};
