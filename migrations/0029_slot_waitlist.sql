CREATE TABLE `slot_waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gym_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`client_hash` text,
	`athlete_name` text NOT NULL,
	`athlete_email` text COLLATE NOCASE NOT NULL,
	`phone` text,
	`booking_type` text NOT NULL,
	`booking_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`duration_hours` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`athletes` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`special_requests` text,
	`ambassador_code_id` integer,
	`amenity_part` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offered_booking_id` integer,
	`offer_expires_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ambassador_code_id`) REFERENCES `ambassador_codes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`offered_booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "slot_waitlist_status_check" CHECK("status" IN ('waiting', 'offered', 'booked', 'lapsed', 'left')),
	CONSTRAINT "slot_waitlist_booking_type_check" CHECK("booking_type" IN ('day_pass', 'hourly', 'amenity')),
	CONSTRAINT "slot_waitlist_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "slot_waitlist_booking_date_check" CHECK("booking_date" GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
	CONSTRAINT "slot_waitlist_start_time_check" CHECK("start_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "slot_waitlist_athletes_check" CHECK("athletes" >= 1),
	CONSTRAINT "slot_waitlist_total_check" CHECK("total_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `slot_waitlist_gym_status_idx` ON `slot_waitlist` (`gym_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `slot_waitlist_user_status_idx` ON `slot_waitlist` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `slot_waitlist_client_status_idx` ON `slot_waitlist` (`client_hash`,`status`);--> statement-breakpoint
CREATE INDEX `slot_waitlist_offered_booking_idx` ON `slot_waitlist` (`offered_booking_id`);--> statement-breakpoint
CREATE TABLE `slot_waitlist_slots` (
	`entry_id` integer NOT NULL,
	`gym_id` integer NOT NULL,
	`amenity_item_id` integer NOT NULL,
	`slot_date` text NOT NULL,
	`slot_time` text NOT NULL,
	PRIMARY KEY(`entry_id`, `amenity_item_id`, `slot_date`, `slot_time`),
	FOREIGN KEY (`entry_id`) REFERENCES `slot_waitlist`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `slot_waitlist_slots_slot_idx` ON `slot_waitlist_slots` (`gym_id`,`amenity_item_id`,`slot_date`,`slot_time`);