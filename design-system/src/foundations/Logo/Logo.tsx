import { type ComponentProps, useId } from "react";
import { cn } from "../../lib/cn";

export type LogoProps = Omit<ComponentProps<"svg">, "children"> & {
  /** The accessible name. Empty or absent: the mark is decorative (use it beside the brand name). */
  title?: string;
};

/** The brand mark: a location pin holding a barbell. Brand-neutral, sized by className (default 2rem). */
export function Logo({ title, className, ...props }: LogoProps) {
  const titleId = useId();
  const labelled = Boolean(title);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: titled when `title` is given, otherwise aria-hidden (decorative)
    <svg
      data-slot="logo"
      viewBox="0 0 32 32"
      xmlns="http://www.w3.org/2000/svg"
      className={cn("size-8 shrink-0", className)}
      {...(labelled
        ? { role: "img", "aria-labelledby": titleId }
        : { "aria-hidden": true, focusable: "false" as const })}
      {...props}
    >
      {labelled ? <title id={titleId}>{title}</title> : null}
      <path
        className="fill-primary"
        d="M16 1.5C9.6 1.5 4.5 6.6 4.5 13c0 7.9 9.6 16.6 10.7 17.6a1.2 1.2 0 0 0 1.6 0C17.9 29.6 27.5 20.9 27.5 13 27.5 6.6 22.4 1.5 16 1.5Z"
      />
      <g className="fill-primary-fg">
        <rect x="9.5" y="12.25" width="13" height="1.5" rx="0.75" />
        <rect x="9" y="9" width="2.25" height="8" rx="0.75" />
        <rect x="11.75" y="10.25" width="1.75" height="5.5" rx="0.6" />
        <rect x="20.75" y="9" width="2.25" height="8" rx="0.75" />
        <rect x="18.5" y="10.25" width="1.75" height="5.5" rx="0.6" />
      </g>
    </svg>
  );
}
