-- Check-ins made before this table: each was on its booking's date (the only day it could be).
INSERT INTO `booking_check_ins` (`booking_id`, `visit_date`, `checked_in_at`, `checked_in_by`)
  SELECT `id`, `booking_date`, `checked_in_at`, `checked_in_by` FROM `bookings` WHERE `checked_in_at` IS NOT NULL;
--> statement-breakpoint
-- Unpaid holds are capped in bookings, places and amenity-hours (app/domain/holds.ts says why and
-- holds the numbers: 3 bookings / 20 places / 4 amenity-hours per visitor; 20 bookings / 30 places /
-- 8 amenity-hours per network). Every cap is checked by the insert itself, so concurrent requests
-- cannot race past it. A visit's places count; an amenity booked on its own holds no gym places.
-- The network caps are created first: SQLite runs the newest trigger first, so when both a visitor's
-- and its network's cap are over, the visitor reads the cap that is theirs to act on.
DROP TRIGGER IF EXISTS `bookings_hold_cap_visitor`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_hold_cap_address`;--> statement-breakpoint
CREATE TRIGGER `bookings_hold_cap_address` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`client_hash` IS NOT NULL AND (SELECT count(*) FROM `bookings` AS b
  WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`) >= 20
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_cap_address');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_places_address` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`booking_type` <> 'amenity' AND NEW.`client_hash` IS NOT NULL AND NEW.`athletes` + (SELECT coalesce(sum(b.`athletes`), 0) FROM `bookings` AS b
  WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at` AND b.`booking_type` <> 'amenity') > 30
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_places_address');
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_hold_hours_address` BEFORE INSERT ON `amenity_bookings`
WHEN NEW.`booking_status` = 'pending' AND NEW.`duration_hours` + (SELECT coalesce(sum(a.`duration_hours`), 0)
  FROM `bookings` AS b JOIN `amenity_bookings` AS a ON a.`booking_id` = b.`id`
  WHERE b.`client_hash` = (SELECT o.`client_hash` FROM `bookings` AS o WHERE o.`id` = NEW.`booking_id`)
    AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at` AND a.`booking_status` = 'pending') > 8
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_amenity_hours_address');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_cap_visitor` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND (SELECT count(*) FROM `bookings` AS b
  WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`) >= 3
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_cap_visitor');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_places_visitor` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`booking_type` <> 'amenity' AND NEW.`athletes` + (SELECT coalesce(sum(b.`athletes`), 0) FROM `bookings` AS b
  WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at` AND b.`booking_type` <> 'amenity') > 20
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_places_visitor');
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_bookings_hold_hours_visitor` BEFORE INSERT ON `amenity_bookings`
WHEN NEW.`booking_status` = 'pending' AND NEW.`duration_hours` + (SELECT coalesce(sum(a.`duration_hours`), 0)
  FROM `bookings` AS b JOIN `amenity_bookings` AS a ON a.`booking_id` = b.`id`
  WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
    AND a.`booking_status` = 'pending') > 4
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_amenity_hours_visitor');
END;
