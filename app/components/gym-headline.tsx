import { Heading, MapPinIcon, StarRating, Text } from "@gymroam/design-system";

/** A gym page's headline: its name (the page's h1), its rating or "No reviews yet", and where it is. */
export function GymHeadline({
  gym,
}: {
  gym: { name: string; reviewCount: number; averageRating: number | null; city: string; country: string };
}) {
  return (
    <>
      <Heading level={1} size="xl">
        {gym.name}
      </Heading>
      {gym.reviewCount > 0 && gym.averageRating !== null ? (
        <StarRating value={gym.averageRating} count={gym.reviewCount} />
      ) : (
        <Text tone="muted">No reviews yet</Text>
      )}
      <Text tone="muted" className="flex items-center gap-1">
        <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
        {gym.city}, {gym.country}
      </Text>
    </>
  );
}
