-- Issue 19, round 2 (ADR 037): a search's rows stay flat at any catalogue size, for every sort.
--
-- 1. Finer squares for dense places. geo_cell_fine is the 0.001° square of the pin (about 110 m),
--    computed like geo_cell (migrations/0016) at ten times the resolution: rows of 360,001 squares.
--    Small circles in a dense city read these squares; wider circles keep the 0.01° squares.
ALTER TABLE `gyms` ADD COLUMN `geo_cell_fine` INTEGER GENERATED ALWAYS AS (
  CAST((latitude + 90) * 1000 AS INTEGER) * 360001 + CAST((longitude + 180) * 1000 AS INTEGER)
) VIRTUAL;
--> statement-breakpoint
CREATE INDEX `gyms_city_active_cell_fine_idx` ON `gyms` (
  `city`, `is_active`, `geo_cell_fine`, `latitude`, `longitude`, `day_pass_rate_cents`, `equipment_mask`, `amenity_mask`
);
--> statement-breakpoint
-- 2. The rating kept on the gym. review_count and rating_sum are kept by triggers on reviews (below);
--    rating is what search cards show, round(avg(rating), 1) of the gym's reviews, NULL without any.
--    The index serves "by rating" in a city in order (NULLs last in DESC), so the sort reads the page's
--    rows, not every gym of the city (id is in it for the order's last term, before the filter columns).
ALTER TABLE `gyms` ADD COLUMN `review_count` INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE `gyms` ADD COLUMN `rating_sum` INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE `gyms` ADD COLUMN `rating` REAL GENERATED ALWAYS AS (
  CASE WHEN review_count > 0 THEN round(CAST(rating_sum AS REAL) / review_count, 1) END
) VIRTUAL;
--> statement-breakpoint
UPDATE `gyms` SET
  `review_count` = (SELECT count(*) FROM `reviews` AS r WHERE r.`gym_id` = `gyms`.`id`),
  `rating_sum` = (SELECT coalesce(sum(r.`rating`), 0) FROM `reviews` AS r WHERE r.`gym_id` = `gyms`.`id`)
WHERE `id` IN (SELECT `gym_id` FROM `reviews`);
--> statement-breakpoint
CREATE INDEX `gyms_city_active_rating_idx` ON `gyms` (
  `city`, `is_active`, `rating` DESC, `review_count` DESC, `id`, `day_pass_rate_cents`, `equipment_mask`, `amenity_mask`
);
--> statement-breakpoint
CREATE TRIGGER `reviews_insert_rates_gym` AFTER INSERT ON `reviews`
BEGIN
  UPDATE `gyms` SET `review_count` = `review_count` + 1, `rating_sum` = `rating_sum` + NEW.`rating`
  WHERE `id` = NEW.`gym_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_delete_rates_gym` AFTER DELETE ON `reviews`
BEGIN
  UPDATE `gyms` SET `review_count` = `review_count` - 1, `rating_sum` = `rating_sum` - OLD.`rating`
  WHERE `id` = OLD.`gym_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_update_rates_gym` AFTER UPDATE OF `rating`, `gym_id` ON `reviews`
BEGIN
  UPDATE `gyms` SET `review_count` = `review_count` - 1, `rating_sum` = `rating_sum` - OLD.`rating`
  WHERE `id` = OLD.`gym_id`;
  UPDATE `gyms` SET `review_count` = `review_count` + 1, `rating_sum` = `rating_sum` + NEW.`rating`
  WHERE `id` = NEW.`gym_id`;
END;
--> statement-breakpoint
-- 3. "By price" in a city: the index had the filter masks right after the price, so a page sorted every
--    gym at the cheapest prices by id (USE TEMP B-TREE FOR LAST TERM OF ORDER BY), a number that grows
--    with the catalogue. With id after the price the index is in the sort's order.
DROP INDEX `gyms_city_active_day_pass_idx`;
--> statement-breakpoint
CREATE INDEX `gyms_city_active_day_pass_idx` ON `gyms` (
  `city`, `is_active`, `day_pass_rate_cents`, `id`, `equipment_mask`, `amenity_mask`
);
