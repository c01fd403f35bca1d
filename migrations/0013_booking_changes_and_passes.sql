-- Issue 20: date changes of confirmed bookings, and week and month passes (ADR 026).
--
-- Columns are added, not the table rebuilt, so the migration touches no trigger and no other
-- table's foreign key (a rebuild of bookings is what 0007 had to do).
--
-- calendar_sequence: the SEQUENCE of the booking's calendar invite. 0 for the first invite; every
-- date change adds one (its REQUEST supersedes the last); a cancellation is sent one above it.
ALTER TABLE `bookings` ADD COLUMN `calendar_sequence` integer DEFAULT 0 NOT NULL CONSTRAINT "bookings_calendar_sequence_check" CHECK("calendar_sequence" >= 0);--> statement-breakpoint
-- pass_days: how many consecutive days a day-pass booking covers: 1 (a day pass), 7 (a week pass) or
-- 30 (a month pass). Only a day pass can cover more than one day.
ALTER TABLE `bookings` ADD COLUMN `pass_days` integer DEFAULT 1 NOT NULL CONSTRAINT "bookings_pass_days_check" CHECK("pass_days" = 1 OR ("pass_days" IN (7, 30) AND "booking_type" = 'day_pass'));--> statement-breakpoint
-- One row per date change: where the booking was and where it went, and what the server decided
-- about the price (the difference is recorded; the price paid stands: ADR 026).
CREATE TABLE `booking_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`sequence` integer NOT NULL,
	`from_date` text NOT NULL,
	`from_start_time` text NOT NULL,
	`to_date` text NOT NULL,
	`to_start_time` text NOT NULL,
	`paid_cents` integer NOT NULL,
	`repriced_cents` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "booking_changes_sequence_check" CHECK("sequence" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_changes_booking_sequence_idx` ON `booking_changes` (`booking_id`,`sequence`);
