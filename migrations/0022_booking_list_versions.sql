-- Issue 19 (ADR 039): a signed-in visitor's My Bookings page is kept, rendered, until what it shows
-- changes. What it shows of the database changes only when a booking, its review or its recovery
-- amenity does; these triggers count every such change per athlete whose list it is, inside the
-- statement that makes it (so it commits or rolls back with it). The page's cache key holds the counts
-- of the lists it shows: after a change, the older copy is simply never looked up again.
CREATE TABLE `booking_list_versions` (
	`athlete_id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `bookings_insert_bumps_list` AFTER INSERT ON `bookings`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) VALUES (NEW.`athlete_id`, 1)
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_update_bumps_list` AFTER UPDATE ON `bookings`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) VALUES (NEW.`athlete_id`, 1)
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT OLD.`athlete_id`, 1 WHERE OLD.`athlete_id` IS NOT NEW.`athlete_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_delete_bumps_list` AFTER DELETE ON `bookings`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) VALUES (OLD.`athlete_id`, 1)
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_insert_bumps_list` AFTER INSERT ON `reviews`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_update_bumps_list` AFTER UPDATE ON `reviews`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id` AND OLD.`booking_id` IS NOT NEW.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_delete_bumps_list` AFTER DELETE ON `reviews`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_insert_bumps_list` AFTER INSERT ON `amenity_bookings`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_update_bumps_list` AFTER UPDATE ON `amenity_bookings`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id` AND OLD.`booking_id` IS NOT NEW.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_delete_bumps_list` AFTER DELETE ON `amenity_bookings`
BEGIN
  INSERT INTO `booking_list_versions` (`athlete_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id`
    ON CONFLICT (`athlete_id`) DO UPDATE SET `version` = `version` + 1;
END;
