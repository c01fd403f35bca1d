import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { HeartIcon, MenuIcon, ShareIcon, XIcon } from "../../foundations/icons";
import { IconButton } from "./IconButton";

const meta = {
  title: "Primitives/Actions/IconButton",
  component: IconButton,
  args: { "aria-label": "Share gym", children: <ShareIcon />, onClick: fn() },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "ghost", "destructive"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    shape: { control: "inline-radio", options: ["square", "round"] },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Share gym" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).not.toHaveAttribute("aria-pressed");
  },
};

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Destructive: Story = {
  args: { variant: "destructive", "aria-label": "Remove", children: <XIcon /> },
};
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const Round: Story = { args: { shape: "round", variant: "outline" } };

function FavouriteHeart({ initial = false }: { initial?: boolean }) {
  const [saved, setSaved] = useState(initial);
  return (
    <IconButton
      aria-label="Save Les Mills Auckland"
      variant="outline"
      shape="round"
      pressed={saved}
      onClick={() => setSaved((value) => !value)}
    >
      <HeartIcon />
    </IconButton>
  );
}

/** The favourite heart: a toggle button; pressed fills the heart. */
export const FavouriteToggle: Story = {
  render: () => <FavouriteHeart />,
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole("button", { name: "Save Les Mills Auckland" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Share gym" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Share gym" })).toBeDisabled();
  },
};

/** `asChild` renders a link (in the app a router `<Link>`), still named by aria-label. */
export const AsLink: Story = {
  args: {
    asChild: true,
    "aria-label": "Open menu",
    children: (
      <a href="#menu">
        <MenuIcon />
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Open menu" });
    await expect(link).toHaveAttribute("href", "#menu");
    await expect(link).not.toHaveAttribute("aria-pressed");
  },
};

/** A long name is for screen readers only; the button stays square. */
export const LongText: Story = {
  args: { "aria-label": "Share Les Mills Auckland City on Victoria Street West with your training partners" },
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="flex gap-2 p-4">
      <IconButton {...args} />
      <FavouriteHeart initial />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["primary", "secondary", "outline", "ghost", "destructive"] as const).map((variant) => (
        <div key={variant}>
          <StateLabel>{variant}</StateLabel>
          <div className="flex flex-wrap items-center gap-2">
            {(["sm", "md", "lg"] as const).map((size) => (
              <IconButton key={size} variant={variant} size={size} aria-label={`Share (${variant} ${size})`}>
                <ShareIcon />
              </IconButton>
            ))}
            <IconButton variant={variant} pressed aria-label={`Saved (${variant})`}>
              <HeartIcon />
            </IconButton>
            <IconButton variant={variant} loading aria-label={`Loading (${variant})`}>
              <ShareIcon />
            </IconButton>
            <IconButton variant={variant} disabled aria-label={`Disabled (${variant})`}>
              <ShareIcon />
            </IconButton>
          </div>
        </div>
      ))}
    </div>
  ),
};
