import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { joinIds, useFieldControl } from "../Field/Field";

export type SwitchProps = Omit<ComponentProps<"input">, "type" | "size" | "role"> & {
  /** The visible label; without it, give the switch an aria-label or a Field.Label. */
  label?: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** Called with the new on/off state (as well as onChange). */
  onCheckedChange?: (checked: boolean) => void;
  /** The label before the switch ("start", settings style) or after it ("end"). */
  labelPosition?: "start" | "end";
};

/**
 * An on/off switch: a native checkbox with role="switch", so it works and submits `name=value`
 * (value "on" by default) without JavaScript, and Space toggles it.
 */
export function Switch({
  label,
  description,
  labelPosition = "start",
  className,
  onChange,
  onCheckedChange,
  ...props
}: SwitchProps) {
  const descriptionId = useId();
  const controlProps = useFieldControl({
    ...props,
    "aria-describedby": joinIds(description ? descriptionId : undefined, props["aria-describedby"]),
  });
  const control = (
    <span data-slot="switch-track" className="relative inline-flex h-7 w-12 shrink-0">
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML forbids aria-checked on it
        role="switch"
        data-slot="switch"
        className={cn(
          "peer h-7 w-12 cursor-pointer appearance-none rounded-full border-2 border-border-strong bg-surface-muted",
          "transition-colors duration-(--duration-fast) checked:border-primary checked:bg-primary",
          "aria-invalid:border-danger-fg disabled:cursor-not-allowed disabled:opacity-55",
        )}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        {...controlProps}
      />
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-fg-muted shadow-sm",
          "transition-transform duration-(--duration-fast) peer-checked:translate-x-5 peer-checked:bg-primary-fg",
        )}
      />
    </span>
  );
  if (label === undefined) return <span className={cn("inline-flex", className)}>{control}</span>;
  return (
    <div data-slot="switch-item" className={cn("flex min-w-0 flex-col", className)}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the input is inside, in `control` */}
      <label
        className={cn(
          "flex min-h-tap cursor-pointer items-center gap-3 text-base text-fg",
          labelPosition === "start" && "justify-between",
          props.disabled && "cursor-not-allowed opacity-55",
        )}
      >
        {labelPosition === "end" ? control : null}
        <span className="min-w-0 break-words">{label}</span>
        {labelPosition === "start" ? control : null}
      </label>
      {description ? (
        <p id={descriptionId} className="-mt-1.5 text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
