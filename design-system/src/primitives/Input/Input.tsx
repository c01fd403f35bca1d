import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useFieldControl } from "../Field/Field";

/** The box shared by Input, Textarea and Select: border, surface, focus ring, invalid and disabled. */
export const controlVariants = cva(
  [
    "w-full min-w-0 rounded-md border border-border-strong bg-surface text-fg",
    "transition-colors duration-(--duration-fast) placeholder:text-fg-muted",
    "hover:border-fg focus-visible:border-focus",
    "aria-invalid:border-danger-fg aria-invalid:ring-1 aria-invalid:ring-danger-fg",
    "disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-55",
  ],
  {
    variants: {
      size: {
        sm: "min-h-9 px-2.5 py-1.5 text-sm",
        md: "min-h-tap px-3 py-2 text-base",
        lg: "min-h-12 px-4 py-3 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type InputProps = Omit<ComponentProps<"input">, "size"> &
  VariantProps<typeof controlVariants> & {
    /** A decorative icon inside the start of the box (e.g. `<SearchIcon />`). */
    leadingIcon?: ReactNode;
  };

/**
 * A native text-like input (text, email, tel, search, date, password ...). Inside a Field.Root it
 * takes the field's id, aria-invalid, aria-describedby and aria-required; aria-invalid styles it red.
 */
export function Input({ className, size, type = "text", leadingIcon, ...props }: InputProps) {
  const controlProps = useFieldControl(props);
  const input = (
    <input
      data-slot="input"
      data-size={size ?? "md"}
      type={type}
      className={cn(
        controlVariants({ size }),
        "read-only:bg-surface-muted",
        leadingIcon ? "ps-10" : null,
        !leadingIcon && className,
      )}
      {...controlProps}
    />
  );
  if (!leadingIcon) return input;
  return (
    <div data-slot="input-wrapper" className={cn("relative w-full min-w-0", className)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-fg-muted [&_svg]:size-5"
      >
        {leadingIcon}
      </span>
      {input}
    </div>
  );
}
