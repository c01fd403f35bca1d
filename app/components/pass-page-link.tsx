import { Link } from "@gymroam/design-system";

/**
 * Under a pass: its own page, which the service worker keeps for use with no signal. A document load
 * (not a client navigation), so the page itself is what gets kept.
 */
export function PassPageLink({ bookingId }: { bookingId: number }) {
  return (
    <Link href={`/bookings/${bookingId}/pass`} className="text-sm">
      Open the pass (works offline)
    </Link>
  );
}
