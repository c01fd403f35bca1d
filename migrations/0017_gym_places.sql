-- Issue 19 (ADR 033): the places gyms are in (a city and the suburb of each address, as the "Where"
-- box suggests them, ADR 025) with running counts and coordinate sums, kept by triggers on gyms. A
-- search reads its city's centre from a few rows here, and the Where list is one read of this table,
-- instead of averaging or grouping every listed gym. Only listed gyms (is_active = 1) count; only
-- those with both coordinates count towards a centre (as avg() did). The suburb is the text after the
-- address's last comma ("112 Cuba Street, Te Aro" is in Te Aro), '' when there is none.
CREATE TABLE `gym_places` (
	`city` text NOT NULL,
	`country` text NOT NULL,
	`suburb` text NOT NULL,
	`gyms` integer NOT NULL,
	`located` integer NOT NULL,
	`lat_sum` real NOT NULL,
	`lng_sum` real NOT NULL,
	PRIMARY KEY (`city`, `country`, `suburb`)
);
--> statement-breakpoint
INSERT INTO `gym_places` (`city`, `country`, `suburb`, `gyms`, `located`, `lat_sum`, `lng_sum`)
SELECT `city`, `country`, CASE WHEN instr(`address`, ',') > 0 THEN trim(replace(`address`, rtrim(`address`, replace(`address`, ',', '')), '')) ELSE '' END AS `suburb`, count(*),
  sum(`latitude` IS NOT NULL AND `longitude` IS NOT NULL),
  coalesce(sum(CASE WHEN `latitude` IS NOT NULL AND `longitude` IS NOT NULL THEN `latitude` END), 0),
  coalesce(sum(CASE WHEN `latitude` IS NOT NULL AND `longitude` IS NOT NULL THEN `longitude` END), 0)
FROM `gyms` WHERE `is_active` = 1 GROUP BY `city`, `country`, `suburb`;
--> statement-breakpoint
CREATE TRIGGER `gyms_insert_places` AFTER INSERT ON `gyms` WHEN NEW.`is_active` = 1
BEGIN
  INSERT INTO `gym_places` (`city`, `country`, `suburb`, `gyms`, `located`, `lat_sum`, `lng_sum`)
  VALUES (NEW.`city`, NEW.`country`, CASE WHEN instr(NEW.`address`, ',') > 0 THEN trim(replace(NEW.`address`, rtrim(NEW.`address`, replace(NEW.`address`, ',', '')), '')) ELSE '' END, 1, 1 * (NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL),
    CASE WHEN (NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL) THEN NEW.`latitude` ELSE 0 END,
    CASE WHEN (NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL) THEN NEW.`longitude` ELSE 0 END)
  ON CONFLICT (`city`, `country`, `suburb`) DO UPDATE SET `gyms` = `gyms` + excluded.`gyms`,
    `located` = `located` + excluded.`located`, `lat_sum` = `lat_sum` + excluded.`lat_sum`,
    `lng_sum` = `lng_sum` + excluded.`lng_sum`;
END;
--> statement-breakpoint
CREATE TRIGGER `gyms_delete_places` AFTER DELETE ON `gyms` WHEN OLD.`is_active` = 1
BEGIN
  INSERT INTO `gym_places` (`city`, `country`, `suburb`, `gyms`, `located`, `lat_sum`, `lng_sum`)
  VALUES (OLD.`city`, OLD.`country`, CASE WHEN instr(OLD.`address`, ',') > 0 THEN trim(replace(OLD.`address`, rtrim(OLD.`address`, replace(OLD.`address`, ',', '')), '')) ELSE '' END, -1, -1 * (OLD.`latitude` IS NOT NULL AND OLD.`longitude` IS NOT NULL),
    CASE WHEN (OLD.`latitude` IS NOT NULL AND OLD.`longitude` IS NOT NULL) THEN -OLD.`latitude` ELSE 0 END,
    CASE WHEN (OLD.`latitude` IS NOT NULL AND OLD.`longitude` IS NOT NULL) THEN -OLD.`longitude` ELSE 0 END)
  ON CONFLICT (`city`, `country`, `suburb`) DO UPDATE SET `gyms` = `gyms` + excluded.`gyms`,
    `located` = `located` + excluded.`located`, `lat_sum` = `lat_sum` + excluded.`lat_sum`,
    `lng_sum` = `lng_sum` + excluded.`lng_sum`;
END;
--> statement-breakpoint
CREATE TRIGGER `gyms_update_places_out` AFTER UPDATE OF `is_active`, `latitude`, `longitude`, `city`, `country`, `address` ON `gyms` WHEN OLD.`is_active` = 1
BEGIN
  INSERT INTO `gym_places` (`city`, `country`, `suburb`, `gyms`, `located`, `lat_sum`, `lng_sum`)
  VALUES (OLD.`city`, OLD.`country`, CASE WHEN instr(OLD.`address`, ',') > 0 THEN trim(replace(OLD.`address`, rtrim(OLD.`address`, replace(OLD.`address`, ',', '')), '')) ELSE '' END, -1, -1 * (OLD.`latitude` IS NOT NULL AND OLD.`longitude` IS NOT NULL),
    CASE WHEN (OLD.`latitude` IS NOT NULL AND OLD.`longitude` IS NOT NULL) THEN -OLD.`latitude` ELSE 0 END,
    CASE WHEN (OLD.`latitude` IS NOT NULL AND OLD.`longitude` IS NOT NULL) THEN -OLD.`longitude` ELSE 0 END)
  ON CONFLICT (`city`, `country`, `suburb`) DO UPDATE SET `gyms` = `gyms` + excluded.`gyms`,
    `located` = `located` + excluded.`located`, `lat_sum` = `lat_sum` + excluded.`lat_sum`,
    `lng_sum` = `lng_sum` + excluded.`lng_sum`;
END;
--> statement-breakpoint
CREATE TRIGGER `gyms_update_places_in` AFTER UPDATE OF `is_active`, `latitude`, `longitude`, `city`, `country`, `address` ON `gyms` WHEN NEW.`is_active` = 1
BEGIN
  INSERT INTO `gym_places` (`city`, `country`, `suburb`, `gyms`, `located`, `lat_sum`, `lng_sum`)
  VALUES (NEW.`city`, NEW.`country`, CASE WHEN instr(NEW.`address`, ',') > 0 THEN trim(replace(NEW.`address`, rtrim(NEW.`address`, replace(NEW.`address`, ',', '')), '')) ELSE '' END, 1, 1 * (NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL),
    CASE WHEN (NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL) THEN NEW.`latitude` ELSE 0 END,
    CASE WHEN (NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL) THEN NEW.`longitude` ELSE 0 END)
  ON CONFLICT (`city`, `country`, `suburb`) DO UPDATE SET `gyms` = `gyms` + excluded.`gyms`,
    `located` = `located` + excluded.`located`, `lat_sum` = `lat_sum` + excluded.`lat_sum`,
    `lng_sum` = `lng_sum` + excluded.`lng_sum`;
END;
