import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { ChevronDownIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { useFieldControl } from "../Field/Field";
import { controlVariants } from "../Input/Input";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<"select">, "size"> &
  VariantProps<typeof controlVariants> & {
    /** The options; or pass `<option>`s as children. */
    options?: SelectOption[];
    /** A first option with an empty value ("Select a time"), chosen when nothing else is. */
    placeholder?: string;
  };

/**
 * A styled native `<select>`: keyboard, mobile pickers and form submission come from the browser.
 * Wired to its Field.Root like Input.
 */
export function Select({
  className,
  size,
  options,
  placeholder,
  children,
  value,
  defaultValue,
  ...props
}: SelectProps) {
  const controlProps = useFieldControl(props);
  const isControlled = value !== undefined;
  return (
    <div data-slot="select-wrapper" className={cn("relative w-full min-w-0", className)}>
      <select
        data-slot="select"
        data-size={size ?? "md"}
        className={cn(
          controlVariants({ size }),
          "appearance-none truncate pe-10",
          // The placeholder option reads as a hint, like an input's placeholder.
          "[&:has(option[value='']:checked)]:text-fg-muted",
        )}
        {...(isControlled
          ? { value }
          : {
              defaultValue: defaultValue ?? (placeholder !== undefined && !props.multiple ? "" : undefined),
            })}
        {...controlProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3 my-auto size-5 text-fg-muted"
      />
    </div>
  );
}
