-- A trip's bookings (one per stop's day, or a pass) are held together and count as one unpaid hold,
-- and their athletes once, in the caps of migration 0027 (same numbers: app/domain/holds.ts). Each
-- trigger counts the holds other than the new booking's own trip: a booking outside a trip counts
-- itself, a trip counts once (its bookings grouped by trip_id). Network caps first, as in 0027, so
-- the visitor's own cap (created last) runs first.
DROP TRIGGER IF EXISTS `bookings_hold_cap_address`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_hold_places_address`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_hold_cap_visitor`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_hold_places_visitor`;--> statement-breakpoint
CREATE TRIGGER `bookings_hold_cap_address` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`client_hash` IS NOT NULL AND (SELECT count(DISTINCT coalesce(-b.`trip_id`, b.`id`)) FROM `bookings` AS b
  WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
    AND (NEW.`trip_id` IS NULL OR b.`trip_id` IS NOT NEW.`trip_id`)) >= 20
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_cap_address');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_places_address` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`booking_type` <> 'amenity' AND NEW.`client_hash` IS NOT NULL AND NEW.`athletes`
  + (SELECT coalesce(sum(b.`athletes`), 0) FROM `bookings` AS b
    WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND b.`booking_type` <> 'amenity' AND b.`trip_id` IS NULL)
  + (SELECT coalesce(sum(t.`n`), 0) FROM (SELECT max(b.`athletes`) AS `n` FROM `bookings` AS b
    WHERE b.`client_hash` = NEW.`client_hash` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND b.`trip_id` IS NOT NULL AND b.`trip_id` IS NOT NEW.`trip_id` GROUP BY b.`trip_id`) AS t) > 30
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_places_address');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_cap_visitor` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND (SELECT count(DISTINCT coalesce(-b.`trip_id`, b.`id`)) FROM `bookings` AS b
  WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
    AND (NEW.`trip_id` IS NULL OR b.`trip_id` IS NOT NEW.`trip_id`)) >= 3
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_cap_visitor');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_hold_places_visitor` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'pending' AND NEW.`booking_type` <> 'amenity' AND NEW.`athletes`
  + (SELECT coalesce(sum(b.`athletes`), 0) FROM `bookings` AS b
    WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND b.`booking_type` <> 'amenity' AND b.`trip_id` IS NULL)
  + (SELECT coalesce(sum(t.`n`), 0) FROM (SELECT max(b.`athletes`) AS `n` FROM `bookings` AS b
    WHERE b.`athlete_id` = NEW.`athlete_id` AND b.`status` = 'pending' AND b.`hold_expires_at` > NEW.`created_at`
      AND b.`trip_id` IS NOT NULL AND b.`trip_id` IS NOT NEW.`trip_id` GROUP BY b.`trip_id`) AS t) > 20
BEGIN
  SELECT RAISE(ABORT, 'booking_hold_places_visitor');
END;
