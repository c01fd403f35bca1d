import {
  Button,
  Container,
  EmptyState,
  Grid,
  GymCard,
  Heading,
  HeartIcon,
  Stack,
  Text,
} from "@gymroam/design-system";
import { Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FavouriteButton } from "~/components/favourite-button";
import { FALLBACK_GYM_IMAGE } from "~/components/gym-result-card";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { getVisitorId } from "~/identity.server";
import { listSavedGyms } from "~/models/saved-gym.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const userId = await getVisitorId(config, request);
  const gyms = userId === undefined ? [] : await listSavedGyms(getDb(config.db), userId);
  return { gyms };
}

export default function SavedGyms() {
  const { gyms } = useLoaderData<typeof loader>();
  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Saved gyms</Heading>
          <Text tone="muted">
            {gyms.length === 0
              ? "Gyms you save appear here."
              : `${gyms.length} saved ${gyms.length === 1 ? "gym" : "gyms"}`}
          </Text>
        </Stack>
        {gyms.length === 0 ? (
          <EmptyState
            icon={<HeartIcon aria-hidden="true" />}
            title="No saved gyms yet"
            description="Tap the heart on any gym to keep it here for your next trip."
            action={
              <Button asChild>
                <Link to="/gyms">Browse Gyms</Link>
              </Button>
            }
          />
        ) : (
          <Grid columns={3}>
            {gyms.map((gym) => (
              <GymCard
                key={gym.id}
                headingLevel={2}
                name={gym.name}
                imageUrl={gym.image}
                fallbackImageUrl={FALLBACK_GYM_IMAGE}
                rating={gym.averageRating}
                reviewCount={gym.reviewCount}
                location={`${gym.city}, ${gym.country}`}
                hourlyRateCents={gym.hourlyRateCents}
                dayPassRateCents={gym.dayPassRateCents}
                currency={gym.currency}
                equipment={gym.equipment}
                openTime={gym.openTime}
                closeTime={gym.closeTime}
                is24Hours={gym.is24Hours}
                favourite={<FavouriteButton gymId={gym.id} gymName={gym.name} saved />}
                action={
                  <Stack direction="row" gap="sm" wrap>
                    <Button asChild variant="outline">
                      <Link to={`/gym/${gym.id}`}>View Details</Link>
                    </Button>
                    <Button asChild>
                      <Link to={`/gym/${gym.id}/book`}>Book</Link>
                    </Button>
                  </Stack>
                }
              />
            ))}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [{ title: `Saved gyms | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
