CREATE INDEX `gyms_city_active_lat_lng_idx` ON `gyms` (`city`,`is_active`,`latitude`,`longitude`);--> statement-breakpoint
PRAGMA optimize;
