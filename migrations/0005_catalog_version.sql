CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK("id" = 1)
);
--> statement-breakpoint
-- The catalog version: bumped by every change to what a gym search shows, inside the statement
-- that makes the change (so it commits or rolls back with it). Cached search pages are keyed by it
-- (ADR 014): a page cached before the change is simply never looked up again.
INSERT INTO `catalog_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `gyms_insert_bumps_catalog` AFTER INSERT ON `gyms`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gyms_update_bumps_catalog` AFTER UPDATE ON `gyms`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gyms_delete_bumps_catalog` AFTER DELETE ON `gyms`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_equipment_insert_bumps_catalog` AFTER INSERT ON `gym_equipment`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_equipment_update_bumps_catalog` AFTER UPDATE ON `gym_equipment`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_equipment_delete_bumps_catalog` AFTER DELETE ON `gym_equipment`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_amenities_insert_bumps_catalog` AFTER INSERT ON `gym_amenities`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_amenities_update_bumps_catalog` AFTER UPDATE ON `gym_amenities`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_amenities_delete_bumps_catalog` AFTER DELETE ON `gym_amenities`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_sports_insert_bumps_catalog` AFTER INSERT ON `gym_sports`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_sports_update_bumps_catalog` AFTER UPDATE ON `gym_sports`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_sports_delete_bumps_catalog` AFTER DELETE ON `gym_sports`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_images_insert_bumps_catalog` AFTER INSERT ON `gym_images`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_images_update_bumps_catalog` AFTER UPDATE ON `gym_images`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_images_delete_bumps_catalog` AFTER DELETE ON `gym_images`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_operating_days_insert_bumps_catalog` AFTER INSERT ON `gym_operating_days`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_operating_days_update_bumps_catalog` AFTER UPDATE ON `gym_operating_days`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_operating_days_delete_bumps_catalog` AFTER DELETE ON `gym_operating_days`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_insert_bumps_catalog` AFTER INSERT ON `reviews`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_update_bumps_catalog` AFTER UPDATE ON `reviews`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_delete_bumps_catalog` AFTER DELETE ON `reviews`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
