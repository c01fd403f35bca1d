-- The places caps of migration 0032 summed a visitor's (or a network's) trip holds with
-- `b.trip_id IS NOT NULL ... GROUP BY b.trip_id`, and SQLite answered that from the trip_id index:
-- every booking insert read every trip booking ever made (6,760 rows for one trip post on the bench,
-- growing with each trip). The unary `+` keeps trip_id out of the index choice, so each cap reads only
-- the holder's live holds (bookings_client_status_hold_idx, bookings_athlete_status_hold_idx). The
-- rules and numbers are unchanged (app/domain/holds.ts).
DROP TRIGGER IF EXISTS `bookings_hold_places_address`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_hold_places_visitor`;--> statement-breakpoint
CREATE TRIGGER `bookings_hold_places_address` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`booking_type` <> 'amenity' AND NEW.`client_hash` IS NOT NULL AND NEW.`athletes`
  + (SELECT coalesce(sum(b.`athletes`), 0) FROM `bookings` AS b
    WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND b.`booking_type` <> 'amenity' AND +b.`trip_id` IS NULL)
  + (SELECT coalesce(sum(t.`n`), 0) FROM (SELECT max(b.`athletes`) AS `n` FROM `bookings` AS b
    WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND +b.`trip_id` IS NOT NULL AND +b.`trip_id` IS NOT NEW.`trip_id` GROUP BY +b.`trip_id`) AS t) > 30
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_places_address');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_places_visitor` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`booking_type` <> 'amenity' AND NEW.`athletes`
  + (SELECT coalesce(sum(b.`athletes`), 0) FROM `bookings` AS b
    WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND b.`booking_type` <> 'amenity' AND +b.`trip_id` IS NULL)
  + (SELECT coalesce(sum(t.`n`), 0) FROM (SELECT max(b.`athletes`) AS `n` FROM `bookings` AS b
    WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND +b.`trip_id` IS NOT NULL AND +b.`trip_id` IS NOT NEW.`trip_id` GROUP BY +b.`trip_id`) AS t) > 20
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_places_visitor');
END;
