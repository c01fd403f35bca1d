import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Skeleton } from "../Skeleton/Skeleton";
import { Avatar } from "./Avatar";

/** A self-contained picture (no network in tests). */
const PHOTO =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1f2a40"/><circle cx="40" cy="32" r="14" fill="#ff9a66"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#ff9a66"/></svg>',
  );

const meta = {
  title: "Primitives/Data display/Avatar",
  component: Avatar,
  args: { name: "Aroha Ngata", src: PHOTO },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Aroha Ngata" })).toHaveAttribute(
      "src",
      PHOTO,
    );
  },
};

/** No picture: the initials, still named for screen readers. */
export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img", { name: "Aroha Ngata" });
    await expect(img).toHaveTextContent("AN");
  },
};

/** The picture fails to load: falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: "/does-not-exist.jpg", name: "Liam O'Brien" },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("img");
    if (img) img.dispatchEvent(new Event("error"));
    await waitFor(() => expect(canvasElement.querySelector("img")).toBeNull());
    await expect(within(canvasElement).getByRole("img", { name: "Liam O'Brien" })).toHaveTextContent("LO");
  },
};

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const ExtraLarge: Story = { args: { size: "xl", src: undefined } };

/** Beside the printed name the avatar is decorative (alt=""). */
export const Decorative: Story = {
  render: (args) => (
    <p className="flex items-center gap-2">
      <Avatar {...args} alt="" />
      <span>Aroha Ngata</span>
    </p>
  ),
};

/** An empty name shows "?". */
export const EmptyName: Story = { args: { name: "", src: undefined, alt: "Unknown athlete" } };

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <span className="sr-only">Loading profile…</span>
      <Skeleton className="size-10 rounded-full" />
    </div>
  ),
};

export const LongText: Story = {
  args: { name: "Maximilian Alexander Featherstonehaugh-Worthington", src: undefined, size: "lg" },
};

export const Mobile: Story = {
  ...mobileStory,
  render: (args) => (
    <div className="flex items-center gap-3 p-4">
      <Avatar {...args} />
      <Avatar name="Mia Chen" />
      <Avatar name="Jack Taylor" size="lg" />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["sm", "md", "lg", "xl"] as const).map((size) => (
        <div key={size}>
          <StateLabel>{`size ${size}`}</StateLabel>
          <div className="flex items-center gap-3">
            <Avatar size={size} name="Aroha Ngata" src={PHOTO} />
            <Avatar size={size} name="Mia Chen" />
            <Avatar size={size} name="" alt="Unknown athlete" />
          </div>
        </div>
      ))}
    </div>
  ),
};
