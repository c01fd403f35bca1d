import {
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { CheckIcon, ChevronDownIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Slot, Slottable } from "../../lib/slot";
import { Button } from "../Button/Button";
import { popoverPanelVariants, useDismiss } from "./Popover";

export type MenuOption = { value: string; label: string };

export type MenuProps = Omit<ComponentProps<"div">, "children" | "defaultValue" | "onChange"> & {
  /** Names the button and the menu, e.g. "Sort by". The button reads "Sort by: Featured". */
  label: string;
  options: MenuOption[];
  /** The checked option (controlled). */
  value?: string;
  /** The initially checked option (uncontrolled); defaults to the first. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Renders each item as this element (asChild), e.g. `(o) => <Link to={`?sort=${o.value}`} />`, so a
   * choice is a real link: it navigates (and the loader sorts) as well as calling onValueChange. The
   * element gets the item's role, label and handlers.
   */
  renderItem?: (option: MenuOption) => ReactElement;
  align?: "start" | "end";
  disabled?: boolean;
  triggerClassName?: string;
};

/**
 * A menu button with a single-choice menu (WAI-ARIA APG menu button + menuitemradio), e.g. the
 * merchandise sort menu. Opening focuses the checked item; ArrowUp/ArrowDown move (wrapping),
 * Home/End jump, a letter jumps to the next item starting with it, Enter/Space/click choose and
 * close, Escape closes, Tab or a click outside closes; focus returns to the button.
 */
export function Menu({
  label,
  options,
  value: valueProp,
  defaultValue,
  onValueChange,
  renderItem,
  align = "start",
  disabled,
  className,
  triggerClassName,
  ...props
}: MenuProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? options[0]?.value);
  const value = valueProp ?? uncontrolled;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const id = useId();
  const menuId = `${id}-menu`;
  const selected = options.find((option) => option.value === value);

  useDismiss(open, [triggerRef, menuRef], () => setOpen(false), { onFocusOut: true });

  // Opening focuses an item once the menu is shown; moving focuses directly (no effect that could
  // run late and pull focus back into a menu that has just closed).
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!open || pendingFocus.current === null) return;
    itemRefs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  }, [open]);

  const openAt = (index: number) => {
    const target = Math.max(0, Math.min(index, options.length - 1));
    setActive(target);
    pendingFocus.current = target;
    setOpen(true);
  };
  const moveTo = (index: number) => {
    setActive(index);
    itemRefs.current[index]?.focus();
  };
  const checkedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (option: MenuOption) => {
    if (valueProp === undefined) setUncontrolled(option.value);
    if (option.value !== value) onValueChange?.(option.value);
    close();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        moveTo(active >= last ? 0 : active + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        moveTo(active <= 0 ? last : active - 1);
        return;
      case "Home":
        event.preventDefault();
        moveTo(0);
        return;
      case "End":
        event.preventDefault();
        moveTo(last);
        return;
      case "Escape":
        // Handled here only: an enclosing dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case "Tab":
        setOpen(false);
        return;
      case "Enter":
      case " ": {
        const item = itemRefs.current[active];
        // A link item follows its href on Enter natively (its click handler chooses); Space clicks it.
        if (event.key === "Enter" && item instanceof HTMLAnchorElement) return;
        event.preventDefault();
        item?.click();
        return;
      }
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const key = event.key.toLowerCase();
          for (let step = 1; step <= options.length; step += 1) {
            const index = (active + step) % options.length;
            if (options[index]?.label.toLowerCase().startsWith(key)) {
              moveTo(index);
              break;
            }
          }
        }
    }
  };

  return (
    <div data-slot="menu" className={cn("relative inline-block", className)} {...props}>
      <Button
        ref={triggerRef}
        variant="outline"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-state={open ? "open" : "closed"}
        data-slot="menu-trigger"
        className={cn("justify-between", triggerClassName)}
        onClick={() => (open ? setOpen(false) : openAt(checkedIndex))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            openAt(checkedIndex);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            openAt(options.length - 1);
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <span>
          <span className="font-normal text-fg-muted">{label}:</span> {selected?.label ?? ""}
        </span>
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={label}
        hidden={!open}
        data-slot="menu-content"
        data-state={open ? "open" : "closed"}
        className={cn(popoverPanelVariants({ align }), "flex min-w-56 flex-col p-1")}
        onKeyDown={onMenuKeyDown}
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          const itemProps = {
            role: "menuitemradio",
            "aria-checked": checked,
            tabIndex: -1,
            "data-slot": "menu-item",
            "data-active": (open && index === active) || undefined,
            className: cn(
              "flex min-h-tap w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-fg no-underline",
              "hover:bg-fg/8 focus-visible:bg-fg/8 aria-checked:font-semibold",
            ),
            ref: (node: HTMLElement | null) => {
              itemRefs.current[index] = node;
            },
            onClick: () => choose(option),
            onPointerMove: (event: PointerEvent<HTMLElement>) => {
              if (open && document.activeElement !== event.currentTarget) moveTo(index);
            },
          };
          const content = [
            <CheckIcon
              key="check"
              aria-hidden="true"
              className={cn("size-4 shrink-0 text-primary", !checked && "invisible")}
            />,
            <span key="label">{option.label}</span>,
          ];
          return renderItem ? (
            <Slot key={option.value} {...itemProps}>
              {content}
              <Slottable>{renderItem(option)}</Slottable>
            </Slot>
          ) : (
            // The menu's onKeyDown handles Enter and Space for the item.
            <div key={option.value} {...itemProps}>
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
