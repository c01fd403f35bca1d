import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Heading } from "../../primitives/Heading/Heading";
import { Text } from "../../primitives/Text/Text";
import { CONTRAST_PAIRS, contrastRatio } from "./contrast";

const COLOR_GROUPS: { title: string; tokens: string[] }[] = [
  {
    title: "Page and text",
    tokens: ["bg", "surface", "surface-muted", "fg", "fg-muted", "border", "border-strong"],
  },
  {
    title: "Actions",
    tokens: [
      "primary",
      "primary-hover",
      "primary-fg",
      "secondary",
      "secondary-fg",
      "destructive",
      "destructive-fg",
      "link",
      "focus",
    ],
  },
  {
    title: "Brand surface (header, hero)",
    tokens: ["inverse", "inverse-fg", "inverse-fg-muted", "link-inverse", "focus-inverse"],
  },
  {
    title: "Booking status",
    tokens: [
      "pending",
      "pending-fg",
      "confirmed",
      "confirmed-fg",
      "completed",
      "completed-fg",
      "cancelled",
      "cancelled-fg",
    ],
  },
];

/** Reads the tokens' current values (they change with the theme toolbar). Empty where CSS is not loaded. */
function useTokenValues(names: string[], theme: unknown) {
  const [values, setValues] = useState<Record<string, string>>({});
  const key = names.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the theme changes
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(key.split(",").map((n) => [n, style.getPropertyValue(`--ds-${n}`).trim()])));
  }, [key, theme]);
  return values;
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Heading level={1} size="lg">
        {title}
      </Heading>
      {children}
    </div>
  );
}

function Colors({ theme }: { theme?: unknown }) {
  const all = COLOR_GROUPS.flatMap((g) => g.tokens);
  const values = useTokenValues(all, theme);
  return (
    <Page title="Colour">
      <Text tone="muted">
        Components use these through Tailwind: <code>bg-surface</code>, <code>text-fg-muted</code>,{" "}
        <code>bg-primary text-primary-fg</code>, <code>border-border</code>, <code>outline-focus</code>.
        Switch the theme in the toolbar.
      </Text>
      {COLOR_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`colors-${group.title}`} className="flex flex-col gap-3">
          <Heading level={2} size="sm" id={`colors-${group.title}`}>
            {group.title}
          </Heading>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {group.tokens.map((token) => (
              <li key={token} className="flex flex-col gap-1 text-sm">
                <span
                  className="h-14 rounded-lg border border-border"
                  style={{ background: `var(--ds-${token})` }}
                  aria-hidden="true"
                />
                <code className="font-semibold">{token}</code>
                <span className="text-fg-muted">{values[token] || "—"}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}

function Contrast({ theme }: { theme?: unknown }) {
  const names = [...new Set(CONTRAST_PAIRS.flatMap((p) => [p.fg, p.bg]))];
  const values = useTokenValues(names, theme);
  return (
    <Page title="Contrast (WCAG 2.2 AA)">
      <Text tone="muted">
        Every pairing the components use; tokens/contrast.test.ts enforces these in both themes.
      </Text>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">
                Sample
              </th>
              <th scope="col" className="py-2 pr-3">
                Pair
              </th>
              <th scope="col" className="py-2 pr-3">
                Ratio
              </th>
              <th scope="col" className="py-2">
                Used for
              </th>
            </tr>
          </thead>
          <tbody>
            {CONTRAST_PAIRS.map(({ fg, bg, min, use }) => {
              const a = values[fg];
              const b = values[bg];
              const ratio =
                a && b && /^#[0-9a-f]{6}$/i.test(a) && /^#[0-9a-f]{6}$/i.test(b) ? contrastRatio(a, b) : null;
              return (
                <tr key={`${fg}-${bg}-${use}`} className="border-b border-border">
                  <td className="py-2 pr-3">
                    <span
                      className="inline-block rounded-md px-2 py-1 font-semibold"
                      style={{ background: `var(--ds-${bg})`, color: `var(--ds-${fg})` }}
                    >
                      Aa
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    <code>
                      {fg} / {bg}
                    </code>
                  </td>
                  <td className="py-2 pr-3">{ratio ? `${ratio.toFixed(2)} (min ${min})` : `min ${min}`}</td>
                  <td className="py-2 text-fg-muted">{use}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Page>
  );
}

const SPACING = [
  ["1", "0.25rem"],
  ["2", "0.5rem"],
  ["3", "0.75rem"],
  ["4", "1rem"],
  ["6", "1.5rem"],
  ["8", "2rem"],
  ["10", "2.5rem"],
  ["gutter", "page side padding"],
  ["tap", "44px touch target"],
  ["header", "top bar height"],
  ["bottom-nav", "bottom bar height"],
  ["section", "between page sections"],
] as const;

function Spacing() {
  return (
    <Page title="Spacing">
      <Text tone="muted">
        Tailwind's 0.25rem scale (<code>gap-4</code>, <code>p-6</code>) plus named layout spaces (
        <code>px-gutter</code>, <code>min-h-tap</code>, <code>h-bottom-nav</code>). Stack and Grid gaps: none,
        xs (1), sm (2), md (4), lg (6), xl (10).
      </Text>
      <ul className="flex flex-col gap-2">
        {SPACING.map(([name, note]) => (
          <li key={name} className="flex items-center gap-4 text-sm">
            <code className="w-24 shrink-0">{name}</code>
            <span
              aria-hidden="true"
              className="h-4 rounded-sm bg-primary"
              style={{ width: `var(--spacing-${name}, calc(var(--spacing) * ${name}))` }}
            />
            <span className="text-fg-muted">{note}</span>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function Radius() {
  return (
    <Page title="Radius">
      <ul className="flex flex-wrap gap-4">
        {(["sm", "md", "lg", "xl", "2xl", "full"] as const).map((r) => (
          <li key={r} className="flex flex-col items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="size-20 border-2 border-primary bg-surface"
              style={{ borderRadius: r === "full" ? "9999px" : `var(--radius-${r})` }}
            />
            <code>rounded-{r}</code>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function Typography() {
  return (
    <Page title="Type">
      <Text tone="muted">System font stack (no web-font download). The two largest steps are fluid.</Text>
      <ul className="flex flex-col gap-3">
        {(["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl"] as const).map((size) => (
          <li key={size} className="flex items-baseline gap-4">
            <code className="w-20 shrink-0 text-sm text-fg-muted">text-{size}</code>
            <span style={{ fontSize: `var(--text-${size})`, lineHeight: `var(--text-${size}--line-height)` }}>
              Train anywhere
            </span>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function Shadows() {
  return (
    <Page title="Shadows">
      <ul className="flex flex-wrap gap-6">
        {(["sm", "md", "lg"] as const).map((s) => (
          <li key={s} className="flex flex-col items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="size-24 rounded-xl bg-surface"
              style={{ boxShadow: `var(--ds-shadow-${s})` }}
            />
            <code>shadow-{s}</code>
          </li>
        ))}
      </ul>
    </Page>
  );
}

const MOTION = [
  ["--duration-fast", "150ms", "hover, colour changes"],
  ["--duration-normal", "250ms", "toast entrance"],
  ["--duration-slide", "500ms", "carousel slide transition (spec)"],
  ["--duration-carousel", "8000ms", "carousel auto-advance (spec)"],
  ["--duration-toast", "5000ms", "toast display time (spec)"],
  ["--z-header / --z-bottom-nav", "40", "sticky and fixed bars"],
  ["--z-overlay", "50", "dialogs and sheets"],
  ["--z-toast", "100", "notifications, above everything"],
] as const;

function Motion() {
  return (
    <Page title="Motion and stacking">
      <Text tone="muted">
        With prefers-reduced-motion: reduce, the short durations drop to 0, transitions and animations are
        cut, and the carousel does not rotate by itself.
      </Text>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              Token
            </th>
            <th scope="col" className="py-2 pr-3">
              Value
            </th>
            <th scope="col" className="py-2">
              Used for
            </th>
          </tr>
        </thead>
        <tbody>
          {MOTION.map(([token, value, use]) => (
            <tr key={token} className="border-b border-border">
              <td className="py-2 pr-3">
                <code>{token}</code>
              </td>
              <td className="py-2 pr-3">{value}</td>
              <td className="py-2 text-fg-muted">{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  );
}

const meta = {
  title: "Foundations/Colour and tokens",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Colour",
  render: (_, { globals }) => <Colors theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 2, name: "Booking status" }),
    ).toBeInTheDocument();
  },
};
export const ContrastPairs: Story = {
  name: "Contrast",
  render: (_, { globals }) => <Contrast theme={globals.theme} />,
};
export const SpacingScale: Story = { name: "Spacing", render: () => <Spacing /> };
export const RadiusScale: Story = { name: "Radius", render: () => <Radius /> };
export const TypeScale: Story = { name: "Type", render: () => <Typography /> };
export const ShadowScale: Story = { name: "Shadows", render: () => <Shadows /> };
export const MotionTokens: Story = { name: "Motion and z-index", render: () => <Motion /> };
export const Mobile: Story = { ...mobileStory, render: (_, { globals }) => <Colors theme={globals.theme} /> };
export const AllStates: Story = {
  name: "All tokens",
  render: (_, { globals }) => (
    <div className="flex flex-col gap-12">
      <Colors theme={globals.theme} />
      <Spacing />
      <Radius />
      <Typography />
      <Shadows />
      <Motion />
    </div>
  ),
};
