/** The details form's offer to wait for a full time: its own submit button, so it works without JavaScript. */
import { Alert, Button, Text } from "@gymroam/design-system";
import { SLOT_WAITLIST_MESSAGES } from "~/domain/slot-waitlist";

/** The submit button's name and value that join the waitlist instead of booking. */
export const WAITLIST_BUTTON = { name: "waitlist", value: "join" } as const;

export function JoinWaitlist({ disabled }: { disabled: boolean }) {
  return (
    <Alert variant="info" title="This time is full">
      <Text size="sm">{SLOT_WAITLIST_MESSAGES.offerToJoin}</Text>
      <Button
        type="submit"
        variant="secondary"
        className="mt-3"
        name={WAITLIST_BUTTON.name}
        value={WAITLIST_BUTTON.value}
        disabled={disabled}
      >
        Join the waitlist
      </Button>
    </Alert>
  );
}
