import { Card, ExternalLinkIcon, SparklesIcon, Link as TextLink } from "@gymroam/design-system";
import { BRAND } from "~/config/brand";

/** The shop's closing card: more is coming, follow the brand to see it first. */
export function ComingSoon() {
  return (
    <Card.Root className="items-center text-center">
      <Card.Header className="items-center">
        <SparklesIcon aria-hidden="true" className="size-8 text-fg-muted" />
        <Card.Title asChild>
          <h2>More coming soon</h2>
        </Card.Title>
        <Card.Description>
          New drops for training and travel are on the way. Follow {BRAND.socialHandle} to see them first.
        </Card.Description>
      </Card.Header>
      <Card.Footer>
        <TextLink
          href={BRAND.socialUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1"
        >
          Follow {BRAND.socialHandle}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </TextLink>
      </Card.Footer>
    </Card.Root>
  );
}
