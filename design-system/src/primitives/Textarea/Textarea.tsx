import { type ChangeEvent, type ComponentProps, useId, useState } from "react";
import { cn } from "../../lib/cn";
import { useFieldControl } from "../Field/Field";
import { controlVariants } from "../Input/Input";

export type TextareaProps = ComponentProps<"textarea"> & {
  /** Grows with its content (CSS field-sizing, no JS); `rows` is the minimum height. */
  autoSize?: boolean;
  /** Shows "n/maxLength" (or "n characters") under the box. */
  showCount?: boolean;
};

function lengthOf(value: ComponentProps<"textarea">["value"]) {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/** A native textarea, wired to its Field.Root like Input, with optional auto-size and character count. */
export function Textarea({
  className,
  autoSize = false,
  showCount = false,
  rows = 4,
  onChange,
  ...props
}: TextareaProps) {
  const countId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(props.defaultValue));
  const length = props.value !== undefined ? lengthOf(props.value) : uncontrolledLength;
  const controlProps = useFieldControl({
    ...props,
    "aria-describedby": showCount
      ? [props["aria-describedby"], countId].filter(Boolean).join(" ")
      : props["aria-describedby"],
  });
  const textarea = (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        controlVariants({ size: "md" }),
        "block resize-y leading-normal read-only:bg-surface-muted",
        autoSize && "field-sizing-content max-h-80 resize-none",
        !showCount && className,
      )}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        setUncontrolledLength(event.target.value.length);
        onChange?.(event);
      }}
      {...controlProps}
    />
  );
  if (!showCount) return textarea;
  const max = props.maxLength;
  return (
    <div data-slot="textarea-wrapper" className={cn("flex w-full min-w-0 flex-col gap-1", className)}>
      {textarea}
      <p
        id={countId}
        data-slot="textarea-count"
        className={cn(
          "self-end text-xs text-fg-muted tabular-nums",
          max !== undefined && length >= max && "font-semibold text-danger-fg",
        )}
      >
        {max !== undefined ? `${length}/${max} characters` : `${length} characters`}
      </p>
    </div>
  );
}
