import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../Button/Button";

// While loading, the spinner takes the icon's place.
export const iconButtonVariants = cva(
  "shrink-0 p-0 aria-busy:[&>svg:not([data-slot=button-spinner])]:hidden",
  {
    variants: {
      size: {
        sm: "size-9 min-h-9 [&_svg]:size-4",
        md: "size-tap min-h-tap [&_svg]:size-5",
        lg: "size-12 min-h-12 [&_svg]:size-6",
      },
      shape: { square: "", round: "rounded-full" },
    },
    defaultVariants: { size: "md", shape: "square" },
  },
);

export type IconButtonProps = Omit<ButtonProps, "size" | "aria-label"> &
  VariantProps<typeof iconButtonVariants> & {
    /** Required: an icon-only button has no other accessible name. */
    "aria-label": string;
    /** A toggle (favourite heart): sets aria-pressed and fills the icon. Not for links. */
    pressed?: boolean;
  };

/**
 * A square, icon-only Button (same variants, `loading`, `asChild`). The icon is decorative; the
 * name comes from the required aria-label. With `pressed` it is a toggle button (aria-pressed).
 */
export function IconButton({
  size,
  shape,
  pressed,
  variant = "ghost",
  className,
  asChild,
  ...props
}: IconButtonProps) {
  const isToggle = pressed !== undefined && !asChild;
  return (
    <Button
      size="icon"
      variant={variant}
      asChild={asChild}
      data-icon-button=""
      data-pressed={isToggle ? String(pressed) : undefined}
      aria-pressed={isToggle ? pressed : undefined}
      // The fill follows aria-pressed in CSS, so pressed and not pressed share one class list and a
      // shared page can be set per visitor by changing the attribute alone (ADR 028).
      className={cn(
        iconButtonVariants({ size, shape }),
        isToggle && "aria-pressed:[&_svg]:fill-current",
        className,
      )}
      {...props}
    />
  );
}
