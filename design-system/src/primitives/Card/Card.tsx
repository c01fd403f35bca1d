import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

type WithAsChild<T> = T & { asChild?: boolean };

/** The card surface. Compose with Card.Header, Title, Description, Content and Footer. */
function Root({ className, asChild = false, ...props }: WithAsChild<ComponentProps<"div">>) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="card"
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface py-5 text-fg shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

function Header({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 px-5", className)} {...props} />;
}

/** An `<h3>` by default; pass `asChild` with the heading element the outline needs (`<h2>` ...). */
function Title({ className, asChild = false, ...props }: WithAsChild<ComponentProps<"h3">>) {
  const Comp = asChild ? Slot : "h3";
  return (
    <Comp
      data-slot="card-title"
      className={cn(
        "font-display text-lg leading-snug font-extrabold tracking-tight text-balance",
        className,
      )}
      {...props}
    />
  );
}

function Description({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-fg-muted", className)} {...props} />;
}

function Content({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-5", className)} {...props} />;
}

function Footer({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex flex-wrap items-center gap-3 px-5", className)}
      {...props}
    />
  );
}

export const Card = { Root, Header, Title, Description, Content, Footer };
export type CardRootProps = WithAsChild<ComponentProps<"div">>;
export type CardTitleProps = WithAsChild<ComponentProps<"h3">>;
