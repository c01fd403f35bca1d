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
DROP TABLE `personal_versions`;--> statement-breakpoint
ALTER TABLE `idempotency_keys` ADD `owner_id` integer;