import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Input } from "../Input/Input";

export type ComboboxOption = {
  /** What the box holds once the option is chosen (and what the form submits). */
  value: string;
  /** What the list shows (default: value). */
  label?: string;
  /** A second, quieter line ("Suburb of Wellington"). */
  description?: string;
};

export type ComboboxProps = Omit<ComponentProps<"input">, "size" | "type" | "value" | "onSelect" | "role"> & {
  /** The suggestions for what has been typed (called as the person types); [] shows no list. */
  getOptions: (typed: string) => readonly ComboboxOption[];
  /** Called when the person picks an option (click, or Enter on the highlighted one). */
  onPick?: (option: ComboboxOption) => void;
  /** A decorative icon inside the start of the box. */
  leadingIcon?: ReactNode;
  /** The list's name for screen readers (default "Suggestions"). */
  listLabel?: string;
  /** When it changes, the box goes back to `defaultValue` (e.g. the page's location key after a search). */
  resetKey?: string | number;
};

/**
 * A text box that suggests values as the person types (WAI-ARIA combobox with a list popup, "list
 * autocomplete with manual selection"). Without JavaScript it is a plain text input and submits what
 * was typed. With it: the suggestions open below the box; Down and Up move through them
 * (`aria-activedescendant`, focus stays in the box), Enter picks the highlighted one, Escape closes
 * the list (a second Escape clears the box), and a click picks one. Inside a Field.Root it takes the
 * field's label, description and error like an Input.
 */
export function Combobox({
  getOptions,
  onPick,
  leadingIcon,
  listLabel = "Suggestions",
  resetKey,
  defaultValue,
  onChange,
  onKeyDown,
  onBlur,
  className,
  id: idProp,
  ...props
}: ComboboxProps) {
  const autoId = useId();
  const listId = `${idProp ?? autoId}-listbox`;
  const [text, setText] = useState(String(defaultValue ?? ""));
  // A new defaultValue or resetKey (a page's answer after a search: "welington" became "Wellington")
  // puts defaultValue back in the box, as remounting it would, without losing the focus.
  const [seen, setSeen] = useState({ defaultValue, resetKey });
  if (defaultValue !== seen.defaultValue || resetKey !== seen.resetKey) {
    setSeen({ defaultValue, resetKey });
    setText(String(defaultValue ?? ""));
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const options = open ? getOptions(text) : [];
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (option: ComboboxOption) => {
    setText(option.value);
    setOpen(false);
    setActive(-1);
    onPick?.(option);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = (open ? options : getOptions(text)).length;
      if (count > 0) setActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = (open ? options : getOptions(text)).length;
      if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && expanded && options[active]) {
      // Picks the suggestion instead of submitting the form; Enter again submits.
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== "") {
        event.preventDefault();
        setText("");
      }
    }
  };

  return (
    <div data-slot="combobox" className={cn("relative w-full min-w-0", className)}>
      <Input
        ref={inputRef}
        id={idProp}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        leadingIcon={leadingIcon}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          onChange?.(event);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
        {...props}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        data-slot="combobox-listbox"
        className="absolute inset-x-0 top-full z-(--z-overlay) mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-surface py-1 shadow-lg"
      >
        {options.map((option, index) => (
          // The focus stays in the box (aria-activedescendant): options take no focus and no keys of their own.
          // biome-ignore lint/a11y/useFocusableInteractive: the combobox pattern keeps focus on the input
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys (Up, Down, Enter) choose options
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-active={index === active ? "" : undefined}
            // Pointer down would blur the box (closing the list) before the click: keep the focus.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              pick(option);
              inputRef.current?.focus();
            }}
            className="flex min-h-tap cursor-pointer flex-col justify-center px-3 py-1.5 text-sm text-fg data-active:bg-secondary hover:bg-secondary"
          >
            <span className="font-medium">{option.label ?? option.value}</span>
            {option.description ? <span className="text-xs text-fg-muted">{option.description}</span> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
