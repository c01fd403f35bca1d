CREATE TABLE `amenity_slots` (
	`amenity_item_id` integer NOT NULL,
	`slot_date` text NOT NULL,
	`slot_time` text NOT NULL,
	`amenity_booking_id` integer NOT NULL,
	PRIMARY KEY(`amenity_item_id`, `slot_date`, `slot_time`),
	FOREIGN KEY (`amenity_item_id`) REFERENCES `amenity_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`amenity_booking_id`) REFERENCES `amenity_bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `amenity_slots_booking_idx` ON `amenity_slots` (`amenity_booking_id`);--> statement-breakpoint
CREATE TABLE `booking_slots` (
	`booking_id` integer NOT NULL,
	`gym_id` integer NOT NULL,
	`slot_date` text NOT NULL,
	`slot_time` text NOT NULL,
	`athletes` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `slot_date`, `slot_time`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "booking_slots_athletes_check" CHECK("athletes" >= 1)
);
--> statement-breakpoint
CREATE INDEX `booking_slots_gym_slot_idx` ON `booking_slots` (`gym_id`,`slot_date`,`slot_time`);--> statement-breakpoint
CREATE TABLE `gym_slot_load` (
	`gym_id` integer NOT NULL,
	`slot_date` text NOT NULL,
	`slot_time` text NOT NULL,
	`capacity` integer NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`gym_id`, `slot_date`, `slot_time`),
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gym_slot_load_capacity_check" CHECK("booked" BETWEEN 0 AND "capacity")
);
