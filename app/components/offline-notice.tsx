import { Alert } from "@gymroam/design-system";
import { useKeptOffline, useOnline } from "~/lib/offline";

/** "29 Nov 2026, 2:05 pm" in the device's own zone: when the page the visitor sees was rendered. */
function lastUpdated(at: number): string {
  return new Intl.DateTimeFormat("en-NZ", { dateStyle: "medium", timeStyle: "short" }).format(at);
}

/**
 * A page kept for offline use (My Bookings): asks the service worker to keep it, and with no network
 * says so and when the copy shown was last updated. Nothing is rendered online (nor on the server).
 */
export function OfflineNotice({ updatedAt, what }: { updatedAt: number; what: string }) {
  const online = useOnline();
  const { servedOffline } = useKeptOffline();
  if (online && !servedOffline) return null;
  return (
    <Alert title="You're offline" data-testid="offline-notice">
      This is {what} as it was last updated on {lastUpdated(updatedAt)}. It refreshes when you are back
      online.
    </Alert>
  );
}
