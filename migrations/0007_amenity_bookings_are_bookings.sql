-- Amenity bookings become real bookings (booking_type 'amenity'), every booking costs more than 0,
-- bookings carry a flag for the admin and the hashed client address, and unpaid holds are capped.
-- SQLite cannot change a CHECK in place, so bookings is rebuilt. D1 keeps foreign keys on during a
-- migration (PRAGMA foreign_keys=OFF is ignored); deferring them lets the old table go, but dropping
-- it still runs its ON DELETE actions: booking_slots (cascade) and payment_events.booking_id (set
-- null) are kept aside and put back after the rename.
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer,
	`body` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__keep_booking_slots` AS SELECT * FROM `booking_slots`;--> statement-breakpoint
CREATE TABLE `__keep_payment_events` AS SELECT `id`, `booking_id` FROM `payment_events` WHERE `booking_id` IS NOT NULL;--> statement-breakpoint
CREATE TABLE `__new_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`athlete_id` integer NOT NULL,
	`gym_id` integer NOT NULL,
	`athlete_name` text NOT NULL,
	`athlete_email` text COLLATE NOCASE NOT NULL,
	`phone` text,
	`booking_type` text NOT NULL,
	`booking_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`duration_hours` integer NOT NULL,
	`athletes` integer DEFAULT 1 NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`hold_expires_at` integer,
	`special_requests` text,
	`flagged_reason` text,
	`client_hash` text,
	`ambassador_code_id` integer,
	`payment_intent_id` text,
	`refund_cents` integer DEFAULT 0 NOT NULL,
	`confirmed_at` integer,
	`completed_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`athlete_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`ambassador_code_id`) REFERENCES `ambassador_codes`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bookings_booking_type_check" CHECK("booking_type" IN ('day_pass', 'hourly', 'amenity')),
	CONSTRAINT "bookings_status_check" CHECK("status" IN ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "bookings_booking_date_check" CHECK("booking_date" GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
	CONSTRAINT "bookings_start_time_check" CHECK("start_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "bookings_end_time_check" CHECK("end_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "bookings_duration_check" CHECK(("booking_type" = 'hourly' AND "duration_hours" BETWEEN 1 AND 8) OR ("booking_type" = 'day_pass' AND "duration_hours" BETWEEN 1 AND 24) OR ("booking_type" = 'amenity' AND "duration_hours" BETWEEN 1 AND 4)),
	CONSTRAINT "bookings_athletes_check" CHECK("athletes" >= 1),
	CONSTRAINT "bookings_interval_check" CHECK("ends_at" > "starts_at"),
	CONSTRAINT "bookings_total_check" CHECK("total_cents" > 0),
	CONSTRAINT "bookings_refund_check" CHECK("refund_cents" BETWEEN 0 AND "total_cents")
);
--> statement-breakpoint
INSERT INTO `__new_bookings`("id", "reference", "athlete_id", "gym_id", "athlete_name", "athlete_email", "phone", "booking_type", "booking_date", "start_time", "end_time", "duration_hours", "athletes", "starts_at", "ends_at", "total_cents", "currency", "status", "hold_expires_at", "special_requests", "flagged_reason", "client_hash", "ambassador_code_id", "payment_intent_id", "refund_cents", "confirmed_at", "completed_at", "cancelled_at", "created_at") SELECT "id", "reference", "athlete_id", "gym_id", "athlete_name", "athlete_email", "phone", "booking_type", "booking_date", "start_time", "end_time", "duration_hours", "athletes", "starts_at", "ends_at", "total_cents", "currency", "status", "hold_expires_at", "special_requests", "flagged_reason", "client_hash", "ambassador_code_id", "payment_intent_id", "refund_cents", "confirmed_at", "completed_at", "cancelled_at", "created_at" FROM `bookings`;--> statement-breakpoint
DROP TABLE `bookings`;--> statement-breakpoint
ALTER TABLE `__new_bookings` RENAME TO `bookings`;--> statement-breakpoint
INSERT INTO `booking_slots` SELECT * FROM `__keep_booking_slots` WHERE true ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE `payment_events` SET `booking_id` = (SELECT k.`booking_id` FROM `__keep_payment_events` AS k WHERE k.`id` = `payment_events`.`id`) WHERE `id` IN (SELECT `id` FROM `__keep_payment_events`);--> statement-breakpoint
DROP TABLE `__keep_booking_slots`;--> statement-breakpoint
DROP TABLE `__keep_payment_events`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_payment_intent_id_unique` ON `bookings` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `bookings_gym_date_status_idx` ON `bookings` (`gym_id`,`booking_date`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_gym_starts_idx` ON `bookings` (`gym_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_athlete_created_idx` ON `bookings` (`athlete_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_hold_idx` ON `bookings` (`status`,`hold_expires_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_ends_idx` ON `bookings` (`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `bookings_ambassador_code_idx` ON `bookings` (`ambassador_code_id`);--> statement-breakpoint
CREATE INDEX `bookings_athlete_status_hold_idx` ON `bookings` (`athlete_id`,`status`,`hold_expires_at`);--> statement-breakpoint
CREATE INDEX `bookings_client_status_hold_idx` ON `bookings` (`client_hash`,`status`,`hold_expires_at`);--> statement-breakpoint
-- The triggers of the old table went with it. A booking that becomes cancelled releases its gym slots
-- and cancels its amenity bookings (whose own trigger frees the items' slots), once.
CREATE TRIGGER `bookings_cancel_releases_slots` AFTER UPDATE OF `status` ON `bookings`
WHEN NEW.`status` = 'cancelled' AND OLD.`status` <> 'cancelled'
BEGIN
  DELETE FROM `booking_slots` WHERE `booking_id` = NEW.`id`;
  UPDATE `amenity_bookings` SET `booking_status` = 'cancelled', `hold_expires_at` = NULL
    WHERE `booking_id` = NEW.`id` AND `booking_status` <> 'cancelled';
END;
--> statement-breakpoint
-- Paying a booking confirms its amenities; completing it completes them.
CREATE TRIGGER `bookings_confirm_confirms_amenities` AFTER UPDATE OF `status` ON `bookings`
WHEN NEW.`status` IN ('confirmed', 'completed') AND OLD.`status` <> NEW.`status`
BEGIN
  UPDATE `amenity_bookings` SET `booking_status` = NEW.`status`, `hold_expires_at` = NULL
    WHERE `booking_id` = NEW.`id` AND `booking_status` IN ('pending', 'confirmed');
END;
--> statement-breakpoint
-- Unpaid holds are capped (domain/holds.ts says why): 3 per visitor, 20 per client address. The cap is
-- checked by the insert itself, so concurrent requests cannot race past it.
CREATE TRIGGER `bookings_hold_cap_visitor` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND (SELECT count(*) FROM `bookings` AS b
  WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`) >= 3
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_cap_visitor');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_cap_address` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`client_hash` IS NOT NULL AND (SELECT count(*) FROM `bookings` AS b
  WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`) >= 20
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_cap_address');
END;
