-- Capacity accounting lives in the database so no interleaving of requests can oversell a slot.
-- D1 has no interactive transactions: each change below happens inside the statement that
-- causes it, so it commits or rolls back with that statement's batch.
--
-- A booking's held slots are rows of booking_slots. Inserting one adds its athletes to the gym's
-- slot load; gym_slot_load's CHECK (booked BETWEEN 0 AND capacity) fails the insert (and the whole
-- batch creating the booking) when the slot would go over capacity.
CREATE TRIGGER `booking_slots_hold` AFTER INSERT ON `booking_slots`
BEGIN
  INSERT INTO `gym_slot_load` (`gym_id`, `slot_date`, `slot_time`, `capacity`, `booked`)
    SELECT NEW.`gym_id`, NEW.`slot_date`, NEW.`slot_time`, `gyms`.`capacity`, NEW.`athletes`
    FROM `gyms` WHERE `gyms`.`id` = NEW.`gym_id`
    ON CONFLICT (`gym_id`, `slot_date`, `slot_time`) DO UPDATE SET `booked` = `booked` + excluded.`booked`;
END;
--> statement-breakpoint
-- Deleting a held slot gives its athletes back.
CREATE TRIGGER `booking_slots_release` AFTER DELETE ON `booking_slots`
BEGIN
  UPDATE `gym_slot_load` SET `booked` = `booked` - OLD.`athletes`
    WHERE `gym_id` = OLD.`gym_id` AND `slot_date` = OLD.`slot_date` AND `slot_time` = OLD.`slot_time`;
END;
--> statement-breakpoint
-- A booking that becomes cancelled (an expired hold, or a cancellation) releases its slots, once:
-- the trigger fires only on the transition, so repeating the update changes nothing.
CREATE TRIGGER `bookings_cancel_releases_slots` AFTER UPDATE OF `status` ON `bookings`
WHEN NEW.`status` = 'cancelled' AND OLD.`status` <> 'cancelled'
BEGIN
  DELETE FROM `booking_slots` WHERE `booking_id` = NEW.`id`;
END;
--> statement-breakpoint
-- Same for recovery amenities: a cancelled amenity booking frees its item's slots.
CREATE TRIGGER `amenity_bookings_cancel_releases_slots` AFTER UPDATE OF `booking_status` ON `amenity_bookings`
WHEN NEW.`booking_status` = 'cancelled' AND OLD.`booking_status` <> 'cancelled'
BEGIN
  DELETE FROM `amenity_slots` WHERE `amenity_booking_id` = NEW.`id`;
END;
