import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge/Badge";
import { Button } from "../../primitives/Button/Button";
import { Card } from "../../primitives/Card/Card";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { type Currency, Price, type PriceProps } from "../../primitives/Price";
import { RatingSummary } from "../lib/card-format";

export type ProductCardProps = Omit<ComponentProps<"article">, "children" | "onSelect"> & {
  name: string;
  headingLevel?: HeadingLevel;
  imageUrl: string;
  imageAlt?: string;
  imageLoading?: "lazy" | "eager";
  priceCents: number;
  /** The pre-sale price: when higher, it is struck through with "Save NZ$X". */
  originalPriceCents?: number;
  /** How the saving is written (see Price): "Save NZ$X" (default) or "Save $X". */
  savingStyle?: PriceProps["savingStyle"];
  currency?: Currency;
  rating?: number | null;
  reviewCount?: number;
  category?: string;
  /** The footer action (e.g. a link to the product). Takes precedence over `onSelect`. */
  action?: ReactNode;
  /** Without `action`: shows a "View details" button that calls this (e.g. opens ProductDetail). */
  onSelect?: () => void;
};

/** A merchandise item in the shop grid. */
export function ProductCard({
  name,
  headingLevel = 3,
  imageUrl,
  imageAlt = "",
  imageLoading = "lazy",
  priceCents,
  originalPriceCents,
  savingStyle,
  currency = "NZD",
  rating,
  reviewCount = 0,
  category,
  action,
  onSelect,
  className,
  ...props
}: ProductCardProps) {
  const footer =
    action ??
    (onSelect ? (
      <Button variant="outline" onClick={onSelect} aria-label={`View details: ${name}`}>
        View details
      </Button>
    ) : null);
  return (
    <Card.Root asChild className={cn("overflow-hidden pt-0", className)}>
      <article data-slot="product-card" {...props}>
        <div className="relative">
          <img
            src={imageUrl}
            alt={imageAlt}
            width={480}
            height={480}
            loading={imageLoading}
            className="aspect-square h-auto w-full bg-surface-muted object-cover"
          />
          {category ? <Badge className="absolute top-2 left-2">{category}</Badge> : null}
        </div>
        <Card.Header>
          <Heading level={headingLevel} size="sm" className="[overflow-wrap:anywhere]">
            {name}
          </Heading>
          <RatingSummary rating={rating} reviewCount={reviewCount} />
        </Card.Header>
        <Card.Content>
          <Price
            cents={priceCents}
            originalCents={originalPriceCents}
            currency={currency}
            savingStyle={savingStyle}
            size="md"
          />
        </Card.Content>
        {footer ? <Card.Footer className="mt-auto [&>*]:flex-1">{footer}</Card.Footer> : null}
      </article>
    </Card.Root>
  );
}
