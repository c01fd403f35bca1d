ALTER TABLE `trip_payments` ADD `succeeded_at` integer;--> statement-breakpoint
CREATE INDEX `trips_status_hold_idx` ON `trips` (`status`,`hold_expires_at`);