/**
 * Share cards (og:image): social apps do not preview SVG, so every page names a 1200 x 630 JPEG
 * drawn by scripts/generate-images.ts into public/images/social/.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

/** The site's own card, for pages without a picture of their own. */
export const DEFAULT_SOCIAL_IMAGE = "/images/social/gymroam.jpg";

const ILLUSTRATION = /^\/images\/gyms\/([a-z0-9-]+)\.svg$/;

/** A gym's card: its first illustration's card, or the site's. */
export function gymSocialImage(imageUrl: string | undefined): string {
  const key = imageUrl ? ILLUSTRATION.exec(imageUrl)?.[1] : undefined;
  return key ? `/images/social/gyms/${key}.jpg` : DEFAULT_SOCIAL_IMAGE;
}

/** og:image with its size and type, absolute from PUBLIC_ORIGIN, and the large-card hint for X. */
export function socialImageMeta(origin: string, imagePath: string, alt: string) {
  return [
    { property: "og:image", content: new URL(imagePath, origin).href },
    { property: "og:image:type", content: SOCIAL_IMAGE.type },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** PUBLIC_ORIGIN from the root loader's data, in a route's `meta({ matches })`. */
export function rootOrigin(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "http://localhost";
}

/** A shared page's title, description and their share-card copies, with the card image. */
export function pageShareMeta(
  { title, description }: { title: string; description: string },
  origin: string,
  imagePath: string,
  alt: string,
) {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...socialImageMeta(origin, imagePath, alt),
  ];
}

/**
 * The page's own address for search engines and share cards: the canonical link, og:url (the same
 * address) and og:type, absolute from PUBLIC_ORIGIN. `path` is the page without parameters that only
 * filter or sort it.
 */
export function pageAddressMeta(origin: string, path: string, type: "website" | "article" = "website") {
  const href = new URL(path, origin).href;
  return [
    { tagName: "link", rel: "canonical", href },
    { property: "og:url", content: href },
    { property: "og:type", content: type },
  ];
}
