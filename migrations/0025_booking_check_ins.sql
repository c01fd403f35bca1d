-- Issue 34: a week or month pass is checked in once on each day it covers, so check-ins get their
-- own table keyed by booking and venue-local day; a day's booking still has one row at most.
-- bookings.checked_in_at stays: it keeps the first check-in (the visit happened).
CREATE TABLE `booking_check_ins` (
	`booking_id` integer NOT NULL,
	`visit_date` text NOT NULL,
	`checked_in_at` integer NOT NULL,
	`checked_in_by` integer,
	PRIMARY KEY(`booking_id`, `visit_date`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`checked_in_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "booking_check_ins_visit_date_check" CHECK("visit_date" GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]')
);
--> statement-breakpoint
-- Check-ins made before this table: each was on its booking's date (the only day it could be).
INSERT INTO `booking_check_ins` (`booking_id`, `visit_date`, `checked_in_at`, `checked_in_by`)
  SELECT `id`, `booking_date`, `checked_in_at`, `checked_in_by` FROM `bookings` WHERE `checked_in_at` IS NOT NULL;
