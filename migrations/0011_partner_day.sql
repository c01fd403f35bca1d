-- The partner console's day (issue 17, ADR 023): a booking's check-in and no-show are recorded on it
-- (when, and which owner account), a cancellation says who made it, an owner's contact messages get
-- the team inquiries' status, and a reply from the console carries the owner's address as Reply-To.
-- Columns only (no table rebuild): a booking's status keeps its four values; checked_in_at and
-- no_show_at are facts beside it, and at most one of them is ever set.
ALTER TABLE `bookings` ADD `checked_in_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `checked_in_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `no_show_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `no_show_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancelled_by` text CONSTRAINT `bookings_cancelled_by_check` CHECK(`cancelled_by` IS NULL OR `cancelled_by` IN ('athlete', 'owner'));--> statement-breakpoint
-- A booking is checked in or a no-show, never both (the use cases' conditional updates keep it so;
-- these triggers make any other writer fail too).
CREATE TRIGGER `bookings_check_in_not_no_show` BEFORE UPDATE OF `checked_in_at`, `no_show_at` ON `bookings`
WHEN NEW.`checked_in_at` IS NOT NULL AND NEW.`no_show_at` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'booking_check_in_and_no_show');
END;
--> statement-breakpoint
ALTER TABLE `athlete_interest_messages` ADD `status` text DEFAULT 'pending' NOT NULL CONSTRAINT `athlete_interest_messages_status_check` CHECK(`status` IN ('pending', 'contacted', 'closed'));--> statement-breakpoint
CREATE INDEX `athlete_interest_messages_status_created_idx` ON `athlete_interest_messages` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `reply_to` text;
