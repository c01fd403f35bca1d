/**
 * My Bookings' places in line: each full time the athlete waits for, with their number in line, or
 * the place offered to them with its deadline in venue time and the link to pay. Leaving is a plain
 * form post (no JavaScript needed).
 */
import { Badge, Button, Card, Heading, Stack, Text } from "@gymroam/design-system";
import { Form, Link } from "react-router";

export interface WaitlistPlace {
  id: number;
  gymName: string;
  /** "Day Pass on Sat 28 Nov, 06:00–22:00 NZDT". */
  what: string;
  status: "waiting" | "offered";
  position: number;
  /** The offer's deadline in venue time, when offered. */
  deadline: string | null;
  payPath: string;
}

export function BookingsWaitlist({ places }: { places: WaitlistPlace[] }) {
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-heading">
      <Stack gap="sm">
        <Heading level={2} size="md" id="waitlist-heading">
          Your waitlist
        </Heading>
        <ul className="grid gap-3 md:grid-cols-2">
          {places.map((place) => (
            <li key={place.id}>
              <Card.Root>
                <Card.Content className="flex flex-col gap-2 pt-4">
                  <Stack direction="row" justify="between" align="center" gap="sm">
                    <Heading level={3} size="sm">
                      {place.gymName}
                    </Heading>
                    <Badge variant={place.status === "offered" ? "new" : "pending"}>
                      {place.status === "offered" ? "Place offered" : `Number ${place.position} in line`}
                    </Badge>
                  </Stack>
                  <Text size="sm">{place.what}</Text>
                  {place.status === "offered" ? (
                    <>
                      <Text size="sm">A place freed up for you. Pay by {place.deadline} to keep it.</Text>
                      <Button asChild size="sm">
                        <Link to={place.payPath}>Pay to confirm your place</Link>
                      </Button>
                    </>
                  ) : (
                    <Form method="post" action={`/bookings/waitlist/${place.id}/leave`}>
                      <Button type="submit" variant="outline" size="sm">
                        Leave the waitlist
                      </Button>
                    </Form>
                  )}
                </Card.Content>
              </Card.Root>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
