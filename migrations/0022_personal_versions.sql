-- Issue 19 (ADR 039): a signed-in visitor's own pages (My Bookings, the account page, the partner
-- overview) are kept, rendered, until what they show changes. What they show of a person's own rows
-- changes only when one of these does: a booking of theirs (or, for a gym owner, at one of their gyms),
-- its review or recovery amenity, a gym they saved, their account's e-mail, name or reminder
-- preference, an ambassador code they hold. These triggers count every such
-- change per person, inside the statement that makes it (so it commits or rolls back with it). A kept
-- page's key holds the counts of the people it shows: after a change, the older copy is never looked
-- up again. (Gyms are the catalogue's: catalog_version, migrations/0005.)
CREATE TABLE `personal_versions` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `bookings_insert_bumps_personal` AFTER INSERT ON `bookings`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) VALUES (NEW.`athlete_id`, 1)
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT g.`owner_id`, 1 FROM `gyms` AS g WHERE g.`id` = NEW.`gym_id` AND g.`owner_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_update_bumps_personal` AFTER UPDATE ON `bookings`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT NEW.`athlete_id`, 1 WHERE NEW.`athlete_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT OLD.`athlete_id`, 1 WHERE OLD.`athlete_id` IS NOT NULL AND OLD.`athlete_id` IS NOT NEW.`athlete_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT g.`owner_id`, 1 FROM `gyms` AS g WHERE g.`id` = NEW.`gym_id` AND g.`owner_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT g.`owner_id`, 1 FROM `gyms` AS g WHERE g.`id` = OLD.`gym_id` AND g.`owner_id` IS NOT NULL AND OLD.`gym_id` IS NOT NEW.`gym_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_delete_bumps_personal` AFTER DELETE ON `bookings`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT OLD.`athlete_id`, 1 WHERE OLD.`athlete_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT g.`owner_id`, 1 FROM `gyms` AS g WHERE g.`id` = OLD.`gym_id` AND g.`owner_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_insert_bumps_personal` AFTER INSERT ON `reviews`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_update_bumps_personal` AFTER UPDATE ON `reviews`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id` AND OLD.`booking_id` IS NOT NEW.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_delete_bumps_personal` AFTER DELETE ON `reviews`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_insert_bumps_personal` AFTER INSERT ON `amenity_bookings`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_update_bumps_personal` AFTER UPDATE ON `amenity_bookings`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = NEW.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id` AND OLD.`booking_id` IS NOT NEW.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_delete_bumps_personal` AFTER DELETE ON `amenity_bookings`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT b.`athlete_id`, 1 FROM `bookings` AS b WHERE b.`id` = OLD.`booking_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `saved_gyms_insert_bumps_personal` AFTER INSERT ON `saved_gyms`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) VALUES (NEW.`user_id`, 1)
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `saved_gyms_update_bumps_personal` AFTER UPDATE ON `saved_gyms`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT NEW.`user_id`, 1 WHERE NEW.`user_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE OLD.`user_id` IS NOT NULL AND OLD.`user_id` IS NOT NEW.`user_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `saved_gyms_delete_bumps_personal` AFTER DELETE ON `saved_gyms`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE OLD.`user_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ambassador_codes_insert_bumps_personal` AFTER INSERT ON `ambassador_codes`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) VALUES (NEW.`user_id`, 1)
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ambassador_codes_update_bumps_personal` AFTER UPDATE ON `ambassador_codes`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT NEW.`user_id`, 1 WHERE NEW.`user_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE OLD.`user_id` IS NOT NULL AND OLD.`user_id` IS NOT NEW.`user_id`
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ambassador_codes_delete_bumps_personal` AFTER DELETE ON `ambassador_codes`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE OLD.`user_id` IS NOT NULL
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_update_bumps_personal` AFTER UPDATE ON `users`
  WHEN OLD.`email` IS NOT NEW.`email` OR OLD.`name` IS NOT NEW.`name`
    OR OLD.`email_verified` IS NOT NEW.`email_verified` OR OLD.`reminders_enabled` IS NOT NEW.`reminders_enabled`
BEGIN
  INSERT INTO `personal_versions` (`user_id`, `version`) VALUES (NEW.`id`, 1)
    ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1;
END;
