import { cva } from "class-variance-authority";
import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from "react";
import { cn } from "../../lib/cn";

type Orientation = "horizontal" | "vertical";
type TabsVariant = "line" | "pills";

type TabsContextValue = {
  value: string | undefined;
  select: (value: string) => void;
  baseId: string;
  orientation: Orientation;
  activationMode: "automatic" | "manual";
  variant: TabsVariant;
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<Tabs.${part}> must be inside <Tabs.Root>.`);
  return context;
}

/** Tab values become part of element ids. */
function idPart(value: string) {
  return value.replace(/[^\w-]/g, "_");
}

export type TabsRootProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  /** "automatic" (default): arrow keys select as they move; "manual": Enter/Space selects. */
  activationMode?: "automatic" | "manual";
  variant?: TabsVariant;
};

function Root({
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
  activationMode = "automatic",
  variant = "line",
  className,
  ...props
}: TabsRootProps) {
  const baseId = useId();
  const [inner, setInner] = useState(defaultValue);
  const value = valueProp ?? inner;
  const select = (next: string) => {
    if (next === value) return;
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value, select, baseId, orientation, activationMode, variant }}>
      <div
        data-slot="tabs"
        data-orientation={orientation}
        className={cn("flex gap-3", orientation === "horizontal" ? "flex-col" : "flex-row", className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

const listVariants = cva("flex", {
  variants: {
    variant: {
      line: "gap-1 border-border",
      pills: "gap-1 rounded-lg bg-surface-muted p-1",
    },
    orientation: { horizontal: "max-w-full overflow-x-auto", vertical: "flex-col" },
  },
  compoundVariants: [
    { variant: "line", orientation: "horizontal", className: "border-b" },
    { variant: "line", orientation: "vertical", className: "border-e" },
  ],
});

export type TabsListProps = ComponentProps<"div"> & {
  /** Names the tab list when the tabs alone do not, e.g. "Booking integration styles". */
  "aria-label"?: string;
};

const NEXT_KEYS: Record<Orientation, { prev: string; next: string }> = {
  horizontal: { prev: "ArrowLeft", next: "ArrowRight" },
  vertical: { prev: "ArrowUp", next: "ArrowDown" },
};

function List({ className, onKeyDown, ...props }: TabsListProps) {
  const { orientation, activationMode, variant, select } = useTabs("List");
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const list = event.currentTarget;
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter(
      (tab) => !tab.disabled && tab.closest('[role="tablist"]') === list,
    );
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const keys = NEXT_KEYS[orientation];
    const target =
      event.key === keys.next
        ? tabs[(index + 1) % tabs.length]
        : event.key === keys.prev
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
    const value = target.dataset.value;
    if (activationMode === "automatic" && value !== undefined) select(value);
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-slot="tabs-list"
      className={cn(listVariants({ variant, orientation }), className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

const triggerVariants = cva(
  [
    "inline-flex min-h-tap shrink-0 items-center justify-center gap-2 px-4 py-2 text-sm font-semibold whitespace-nowrap",
    "text-fg-muted transition-colors duration-(--duration-fast) hover:text-fg",
    "disabled:pointer-events-none disabled:opacity-55 aria-selected:text-fg [&_svg]:size-4",
  ],
  {
    variants: {
      variant: {
        line: "-mb-px rounded-t-md border-b-2 border-transparent aria-selected:border-primary",
        pills: "rounded-md aria-selected:bg-surface aria-selected:shadow-sm",
      },
      orientation: { horizontal: "", vertical: "justify-start" },
    },
    compoundVariants: [
      {
        variant: "line",
        orientation: "vertical",
        className: "-me-px mb-0 rounded-none rounded-s-md border-e-2 border-b-0",
      },
    ],
  },
);

export type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

function Trigger({ value, className, onClick, disabled, ...props }: TabsTriggerProps) {
  const { value: selectedValue, select, baseId, orientation, variant } = useTabs("Trigger");
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={`${baseId}-tab-${idPart(value)}`}
      aria-controls={`${baseId}-panel-${idPart(value)}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-slot="tabs-trigger"
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      className={cn(triggerVariants({ variant, orientation }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = Omit<ComponentProps<"div">, "value"> & { value: string };

/** Inactive panels stay in the DOM but hidden, so the triggers' aria-controls always resolve. */
function Content({ value, className, ...props }: TabsContentProps) {
  const { value: selectedValue, baseId } = useTabs("Content");
  const selected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${baseId}-tab-${idPart(value)}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is focusable so keyboard users reach text-only content
      tabIndex={0}
      hidden={!selected}
      data-slot="tabs-content"
      data-state={selected ? "active" : "inactive"}
      className={cn("min-w-0 flex-1 rounded-md", className)}
      {...props}
    />
  );
}

/**
 * Tabs (WAI-ARIA APG tabs pattern): `Tabs.Root` holds the selected value (controlled or not),
 * `Tabs.List` the triggers, one `Tabs.Content` per value. Only the selected tab is in the tab order
 * (roving tabindex); arrow keys move between tabs (Left/Right, or Up/Down when vertical) with
 * wrap-around, Home/End to the ends, skipping disabled tabs, and select as they move unless
 * `activationMode="manual"`.
 */
export const Tabs = { Root, List, Trigger, Content };
export { Content as TabsContent, List as TabsList, Root as TabsRoot, Trigger as TabsTrigger };
