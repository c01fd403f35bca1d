import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Logo } from "../../foundations/Logo/Logo";
import { Header } from "./Header";

function AppHeader({ brand = "GymRoam", current = false }: { brand?: string; current?: boolean }) {
  return (
    <Header.Root>
      <Header.Brand href="#home" aria-label={`${brand} home`}>
        <Logo title="" />
        <span>{brand}</span>
      </Header.Brand>
      <Header.Nav aria-label="Primary">
        <a href="#about" aria-current={current ? "page" : undefined}>
          ABOUT US
        </a>
      </Header.Nav>
    </Header.Root>
  );
}

const meta = {
  title: "Primitives/Navigation/Header",
  component: AppHeader,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    await expect(within(banner).getByRole("link", { name: "GymRoam home" })).toHaveAttribute("href", "#home");
    const nav = canvas.getByRole("navigation", { name: "Primary" });
    await expect(within(nav).getByRole("link", { name: "ABOUT US" })).toHaveAttribute("href", "#about");
  },
};

/** The current page's nav link is underlined in the accent colour. */
export const ActiveLink: Story = { args: { current: true } };

/** `asChild` lets the brand render a router link; here a plain anchor stands in. */
export const BrandAsChild: Story = {
  render: () => (
    <Header.Root>
      <Header.Brand asChild>
        <a href="#home" aria-label="GymRoam home">
          <Logo title="" />
          <span>GymRoam</span>
        </a>
      </Header.Brand>
      <Header.Nav aria-label="Primary">
        <a href="#about">ABOUT US</a>
      </Header.Nav>
    </Header.Root>
  ),
};

export const LongText: Story = { args: { brand: "GymRoam Athletes Travelling Marketplace Aotearoa" } };

export const Mobile: Story = { ...mobileStory, args: { brand: "GymRoam" } };

/** Shown inside labelled sections so the stacked headers are not page banners. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6 p-4">
      {[
        { label: "Default", brand: "GymRoam", current: false },
        { label: "Active link", brand: "GymRoam", current: true },
        { label: "Long brand name", brand: "GymRoam Athletes Travelling Marketplace", current: false },
      ].map(({ label, brand, current }) => (
        <section key={label} aria-label={label}>
          <StateLabel>{label}</StateLabel>
          <Header.Root>
            <Header.Brand href="#home" aria-label={`${brand} home (${label})`}>
              <Logo title="" />
              <span>{brand}</span>
            </Header.Brand>
            <Header.Nav aria-label={`Primary (${label})`}>
              <a href="#about" aria-current={current ? "page" : undefined}>
                ABOUT US
              </a>
            </Header.Nav>
          </Header.Root>
        </section>
      ))}
    </div>
  ),
};
