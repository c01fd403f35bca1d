-- The waitlist of a full slot (app/domain/slot-waitlist.ts). While anyone waits for a slot, a freed
-- place there is theirs: a booking from outside the line may not take it. A booking made by an offer
-- is named by its waitlist entry (offered_booking_id, set earlier in the offer's batch), so it passes.
CREATE TRIGGER `booking_slots_waitlist_guard` BEFORE INSERT ON `booking_slots`
WHEN EXISTS (SELECT 1 FROM `slot_waitlist_slots` AS s JOIN `slot_waitlist` AS w ON w.`id` = s.`entry_id`
    WHERE s.`gym_id` = NEW.`gym_id` AND s.`amenity_item_id` = 0 AND s.`slot_date` = NEW.`slot_date`
      AND s.`slot_time` = NEW.`slot_time` AND w.`status` = 'waiting')
  AND NOT EXISTS (SELECT 1 FROM `slot_waitlist` AS o WHERE o.`offered_booking_id` = NEW.`booking_id`)
BEGIN
  SELECT RAISE(ABORT, 'slot_waitlist_gym_guard');
END;
--> statement-breakpoint
CREATE TRIGGER `amenity_slots_waitlist_guard` BEFORE INSERT ON `amenity_slots`
WHEN EXISTS (SELECT 1 FROM `slot_waitlist_slots` AS s JOIN `slot_waitlist` AS w ON w.`id` = s.`entry_id`
    WHERE s.`amenity_item_id` = NEW.`amenity_item_id` AND s.`slot_date` = NEW.`slot_date`
      AND s.`slot_time` = NEW.`slot_time` AND w.`status` = 'waiting')
  AND NOT EXISTS (SELECT 1 FROM `slot_waitlist` AS o JOIN `amenity_bookings` AS a ON a.`booking_id` = o.`offered_booking_id`
    WHERE a.`id` = NEW.`amenity_booking_id`)
BEGIN
  SELECT RAISE(ABORT, 'slot_waitlist_amenity_guard');
END;
--> statement-breakpoint
-- An offer follows its held booking: paid, the athlete is booked; cancelled (the hold lapsed, or the
-- athlete or gym called it off), the offer has lapsed and the place passes to the next in line.
CREATE TRIGGER `bookings_settle_waitlist_offer` AFTER UPDATE OF `status` ON `bookings`
WHEN NEW.`status` IN ('confirmed', 'cancelled') AND OLD.`status` = 'pending'
BEGIN
  UPDATE `slot_waitlist` SET `status` = CASE NEW.`status` WHEN 'confirmed' THEN 'booked' ELSE 'lapsed' END
    WHERE `offered_booking_id` = NEW.`id` AND `status` = 'offered';
END;
--> statement-breakpoint
-- A gym that raises its capacity raises it in the slots already booked too (each slot keeps the
-- capacity it was first booked with), so the new places exist for the waitlist and new bookings.
CREATE TRIGGER `gyms_capacity_raises_slot_load` AFTER UPDATE OF `capacity` ON `gyms`
WHEN NEW.`capacity` > OLD.`capacity`
BEGIN
  UPDATE `gym_slot_load` SET `capacity` = NEW.`capacity`
    WHERE `gym_id` = NEW.`id` AND `capacity` < NEW.`capacity`;
END;
