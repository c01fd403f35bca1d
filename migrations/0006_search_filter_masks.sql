-- Equipment and amenity filters as bit masks on gyms (ADR 015). A search used to check each
-- requested item with an EXISTS lookup per candidate gym (about 8,000 lookups to count 1,000
-- matches in a big city); with the masks in the city indexes it filters inside the index.
CREATE TABLE `search_options` (
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`bit` integer NOT NULL,
	PRIMARY KEY(`kind`, `name`),
	CONSTRAINT "search_options_bit_check" CHECK("bit" BETWEEN 0 AND 62)
);
--> statement-breakpoint
-- Bits are the options' positions in EQUIPMENT_OPTIONS and AMENITY_OPTIONS (app/domain/catalog.ts).
INSERT INTO `search_options` (`kind`, `name`, `bit`) VALUES
  ('equipment', 'Barbell (15kg)', 0),
  ('equipment', 'Barbell (20kg)', 1),
  ('equipment', 'Rowing Machine', 2),
  ('equipment', 'Lift Rack', 3),
  ('equipment', 'Weight Plates', 4),
  ('equipment', 'Cardio Equipment', 5),
  ('equipment', 'Olympic Lifting Platform', 6),
  ('equipment', 'Battle Ropes', 7),
  ('equipment', 'Kettlebells', 8),
  ('equipment', 'Cable Machines', 9),
  ('amenity', 'Sauna', 0),
  ('amenity', 'Infrared Sauna', 1),
  ('amenity', 'Ice Bath', 2),
  ('amenity', 'Compression Boots', 3),
  ('amenity', 'Massage Therapy', 4),
  ('amenity', 'Parking', 5),
  ('amenity', 'Steam Room', 6),
  ('amenity', 'Recovery Pool', 7),
  ('amenity', 'Locker Room', 8);
--> statement-breakpoint
DROP INDEX `gyms_city_active_day_pass_idx`;--> statement-breakpoint
DROP INDEX `gyms_city_active_lat_lng_idx`;--> statement-breakpoint
ALTER TABLE `gyms` ADD `equipment_mask` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `gyms` ADD `amenity_mask` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `gyms` SET
  `equipment_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_equipment` AS l JOIN `search_options` AS o ON o.`kind` = 'equipment' AND o.`name` = l.`name` WHERE l.`gym_id` = `gyms`.`id`),
  `amenity_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_amenities` AS l JOIN `search_options` AS o ON o.`kind` = 'amenity' AND o.`name` = l.`name` WHERE l.`gym_id` = `gyms`.`id`);
--> statement-breakpoint
CREATE INDEX `gyms_city_active_day_pass_idx` ON `gyms` (`city`,`is_active`,`day_pass_rate_cents`,`equipment_mask`,`amenity_mask`);--> statement-breakpoint
CREATE INDEX `gyms_city_active_lat_lng_idx` ON `gyms` (`city`,`is_active`,`latitude`,`longitude`,`day_pass_rate_cents`,`equipment_mask`,`amenity_mask`);--> statement-breakpoint
-- gym_equipment changes recompute the gym's equipment_mask, inside the statement that makes them.
CREATE TRIGGER `gym_equipment_insert_sets_mask` AFTER INSERT ON `gym_equipment`
BEGIN
  UPDATE `gyms` SET `equipment_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_equipment` AS l JOIN `search_options` AS o ON o.`kind` = 'equipment' AND o.`name` = l.`name` WHERE l.`gym_id` = NEW.`gym_id`) WHERE `id` = NEW.`gym_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_equipment_delete_sets_mask` AFTER DELETE ON `gym_equipment`
BEGIN
  UPDATE `gyms` SET `equipment_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_equipment` AS l JOIN `search_options` AS o ON o.`kind` = 'equipment' AND o.`name` = l.`name` WHERE l.`gym_id` = OLD.`gym_id`) WHERE `id` = OLD.`gym_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_equipment_update_sets_mask` AFTER UPDATE ON `gym_equipment`
BEGIN
  UPDATE `gyms` SET `equipment_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_equipment` AS l JOIN `search_options` AS o ON o.`kind` = 'equipment' AND o.`name` = l.`name` WHERE l.`gym_id` = `gyms`.`id`) WHERE `id` IN (OLD.`gym_id`, NEW.`gym_id`);
END;
--> statement-breakpoint
-- gym_amenities changes recompute the gym's amenity_mask, inside the statement that makes them.
CREATE TRIGGER `gym_amenities_insert_sets_mask` AFTER INSERT ON `gym_amenities`
BEGIN
  UPDATE `gyms` SET `amenity_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_amenities` AS l JOIN `search_options` AS o ON o.`kind` = 'amenity' AND o.`name` = l.`name` WHERE l.`gym_id` = NEW.`gym_id`) WHERE `id` = NEW.`gym_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_amenities_delete_sets_mask` AFTER DELETE ON `gym_amenities`
BEGIN
  UPDATE `gyms` SET `amenity_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_amenities` AS l JOIN `search_options` AS o ON o.`kind` = 'amenity' AND o.`name` = l.`name` WHERE l.`gym_id` = OLD.`gym_id`) WHERE `id` = OLD.`gym_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gym_amenities_update_sets_mask` AFTER UPDATE ON `gym_amenities`
BEGIN
  UPDATE `gyms` SET `amenity_mask` = (SELECT coalesce(sum(1 << o.`bit`), 0) FROM `gym_amenities` AS l JOIN `search_options` AS o ON o.`kind` = 'amenity' AND o.`name` = l.`name` WHERE l.`gym_id` = `gyms`.`id`) WHERE `id` IN (OLD.`gym_id`, NEW.`gym_id`);
END;
--> statement-breakpoint
PRAGMA optimize;
