-- The partner console's listing (issue 17, ADR 022).
-- A gym is listed (is_active = 1, the flag every search, map, feed and booking reads) only when its
-- listing is complete (app/domain/listing.ts) and its owner has not paused it. SQLite cannot drop
-- NOT NULL from address or capacity without rebuilding `gyms` (whose rows cascade into bookings),
-- so "not set yet" is an empty address and capacity_confirmed = 0 on gyms created by approval.
ALTER TABLE `gyms` ADD `terms_accepted_at` integer;--> statement-breakpoint
ALTER TABLE `gyms` ADD `listing_paused` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `gyms` ADD `capacity_confirmed` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- Hours per weekday: a day's own times; NULL keeps the gym's open_time/close_time (seeded gyms).
ALTER TABLE `gym_operating_days` ADD `open_time` text CONSTRAINT "gym_operating_days_open_time_check" CHECK("open_time" IS NULL OR "open_time" GLOB '[0-2][0-9]:[0-5][0-9]');--> statement-breakpoint
ALTER TABLE `gym_operating_days` ADD `close_time` text CONSTRAINT "gym_operating_days_close_time_check" CHECK("close_time" IS NULL OR "close_time" GLOB '[0-2][0-9]:[0-5][0-9]');--> statement-breakpoint
-- Uploaded photos: the widths stored in R2 beside `url` (JSON list); NULL for a plain URL.
ALTER TABLE `gym_images` ADD `widths` text;--> statement-breakpoint
CREATE TABLE `gym_closed_dates` (
	`gym_id` integer NOT NULL,
	`date` text NOT NULL,
	`note` text,
	PRIMARY KEY(`gym_id`, `date`),
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gym_closed_dates_date_check" CHECK("gym_closed_dates"."date" GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]')
);
--> statement-breakpoint
-- Closed dates and bookable amenities show on the gym page: they move the catalogue version too
-- (ADR 014), like every other list of a gym.
CREATE TRIGGER `gym_closed_dates_insert_bumps_catalog` AFTER INSERT ON `gym_closed_dates`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_closed_dates_update_bumps_catalog` AFTER UPDATE ON `gym_closed_dates`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_closed_dates_delete_bumps_catalog` AFTER DELETE ON `gym_closed_dates`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_items_insert_bumps_catalog` AFTER INSERT ON `amenity_items`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_items_update_bumps_catalog` AFTER UPDATE ON `amenity_items`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_items_delete_bumps_catalog` AFTER DELETE ON `amenity_items`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
