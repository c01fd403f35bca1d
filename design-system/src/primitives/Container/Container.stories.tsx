import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Container } from "./Container";

function Filler({ label }: { label: string }) {
  return (
    <div className="rounded-lg border border-dashed border-border-strong bg-surface p-4 text-sm">{label}</div>
  );
}

const meta = {
  title: "Primitives/Layout/Container",
  component: Container,
  args: { children: <Filler label="Page content (max width lg, page gutter)" /> },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Page content/).parentElement).toHaveAttribute(
      "data-size",
      "lg",
    );
  },
};
export const Small: Story = { args: { size: "sm", children: <Filler label="size sm (forms)" /> } };
export const Medium: Story = { args: { size: "md", children: <Filler label="size md (long-form text)" /> } };
export const ExtraLarge: Story = { args: { size: "xl", children: <Filler label="size xl (wide grids)" /> } };
export const AsMain: Story = {
  args: {
    asChild: true,
    children: (
      <main aria-label="Example">
        <Filler label="Rendered as <main> with asChild" />
      </main>
    ),
  },
};
export const Mobile: Story = { ...mobileStory };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-2 bg-surface-muted">
      {(["sm", "md", "lg", "xl", "full"] as const).map((size) => (
        <Container key={size} size={size} className="py-2">
          <Filler label={`size ${size}`} />
        </Container>
      ))}
    </div>
  ),
};
