-- Trips: several stops held in one batch and paid with one charge per currency
-- (trip_payments: a stop cancelled later is refunded from its currency's charge).
CREATE TABLE `trip_payments` (
	`trip_id` integer NOT NULL,
	`currency` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`payment_intent_id` text NOT NULL,
	`refunded_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`trip_id`, `currency`),
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "trip_payments_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "trip_payments_amount_check" CHECK("amount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trip_payments_payment_intent_id_unique` ON `trip_payments` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `trip_stops` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`trip_id` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trip_stops_trip_position_idx` ON `trip_stops` (`trip_id`,`position`);--> statement-breakpoint
CREATE TABLE `trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`athlete_id` integer NOT NULL,
	`athlete_name` text NOT NULL,
	`athlete_email` text COLLATE NOCASE NOT NULL,
	`phone` text,
	`athletes` integer DEFAULT 1 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`hold_expires_at` integer,
	`confirmed_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`athlete_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "trips_status_check" CHECK("status" IN ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "trips_athletes_check" CHECK("athletes" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trips_reference_unique` ON `trips` (`reference`);--> statement-breakpoint
CREATE INDEX `trips_athlete_created_idx` ON `trips` (`athlete_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `trip_id` integer;--> statement-breakpoint
CREATE INDEX `bookings_trip_idx` ON `bookings` (`trip_id`);