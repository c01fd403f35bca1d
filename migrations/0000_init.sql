CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_idx` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `ambassador_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`full_name` text NOT NULL,
	`email` text COLLATE NOCASE NOT NULL,
	`phone` text NOT NULL,
	`location` text NOT NULL,
	`primary_sport` text NOT NULL,
	`competition_level` text NOT NULL,
	`years_experience` text NOT NULL,
	`achievements` text,
	`instagram_handle` text,
	`tiktok_handle` text,
	`youtube_channel` text,
	`followers_count` text NOT NULL,
	`content_style` text NOT NULL,
	`motivations` text NOT NULL,
	`travel_frequency` text NOT NULL,
	`gym_preferences` text NOT NULL,
	`agree_to_terms` integer NOT NULL,
	`agree_to_marketing` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`ambassador_code` text COLLATE NOCASE,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`reviewed_at` integer,
	`reviewed_by` text,
	`review_notes` text,
	CONSTRAINT "ambassador_applications_primary_sport_check" CHECK("primary_sport" IN ('powerlifting', 'crossfit', 'bodybuilding', 'weightlifting', 'mma', 'athletics', 'rugby', 'basketball', 'football', 'other')),
	CONSTRAINT "ambassador_applications_competition_level_check" CHECK("competition_level" IN ('recreational', 'local', 'national', 'international', 'professional')),
	CONSTRAINT "ambassador_applications_years_experience_check" CHECK("years_experience" IN ('1-2', '3-5', '6-10', '10+')),
	CONSTRAINT "ambassador_applications_followers_count_check" CHECK("followers_count" IN ('100-1k', '1k-5k', '5k-10k', '10k-50k', '50k+')),
	CONSTRAINT "ambassador_applications_content_style_check" CHECK("content_style" IN ('workout-videos', 'lifestyle', 'educational', 'motivational', 'competition', 'reviews')),
	CONSTRAINT "ambassador_applications_travel_frequency_check" CHECK("travel_frequency" IN ('weekly', 'monthly', 'quarterly', 'occasionally', 'planning-to')),
	CONSTRAINT "ambassador_applications_status_check" CHECK("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "ambassador_applications_terms_check" CHECK("agree_to_terms" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ambassador_applications_ambassador_code_unique` ON `ambassador_applications` (`ambassador_code`);--> statement-breakpoint
CREATE INDEX `ambassador_applications_status_created_idx` ON `ambassador_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `ambassador_applications_email_idx` ON `ambassador_applications` (`email`);--> statement-breakpoint
CREATE TABLE `ambassador_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text COLLATE NOCASE NOT NULL,
	`application_id` integer NOT NULL,
	`user_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `ambassador_applications`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ambassador_codes_code_unique` ON `ambassador_codes` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `ambassador_codes_application_id_unique` ON `ambassador_codes` (`application_id`);--> statement-breakpoint
CREATE INDEX `ambassador_codes_user_idx` ON `ambassador_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `ambassador_payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ambassador_code_id` integer NOT NULL,
	`period` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'NZD' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`ambassador_code_id`) REFERENCES `ambassador_codes`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "ambassador_payouts_status_check" CHECK("status" IN ('pending', 'paid', 'failed')),
	CONSTRAINT "ambassador_payouts_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "ambassador_payouts_period_check" CHECK("period" GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
	CONSTRAINT "ambassador_payouts_minimum_check" CHECK("amount_cents" >= 5000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ambassador_payouts_code_period_unique` ON `ambassador_payouts` (`ambassador_code_id`,`period`);--> statement-breakpoint
CREATE TABLE `amenity_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer,
	`gym_id` integer NOT NULL,
	`amenity_item_id` integer NOT NULL,
	`athlete_id` integer NOT NULL,
	`amenity_type` text NOT NULL,
	`amenity_name` text NOT NULL,
	`booking_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`duration_hours` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`price_per_hour_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`external_booking_id` text,
	`booking_status` text DEFAULT 'confirmed' NOT NULL,
	`hold_expires_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`amenity_item_id`) REFERENCES `amenity_items`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`athlete_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "amenity_bookings_type_check" CHECK("amenity_type" IN ('sauna', 'ice_bath', 'compression_boots', 'float_tank', 'massage_room')),
	CONSTRAINT "amenity_bookings_status_check" CHECK("booking_status" IN ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "amenity_bookings_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "amenity_bookings_booking_date_check" CHECK("booking_date" GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
	CONSTRAINT "amenity_bookings_start_time_check" CHECK("start_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "amenity_bookings_end_time_check" CHECK("end_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "amenity_bookings_duration_check" CHECK("duration_hours" BETWEEN 1 AND 4),
	CONSTRAINT "amenity_bookings_interval_check" CHECK("ends_at" > "starts_at"),
	CONSTRAINT "amenity_bookings_price_check" CHECK("price_per_hour_cents" >= 0),
	CONSTRAINT "amenity_bookings_total_check" CHECK("total_cents" = "price_per_hour_cents" * "duration_hours")
);
--> statement-breakpoint
CREATE INDEX `amenity_bookings_item_starts_idx` ON `amenity_bookings` (`amenity_item_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `amenity_bookings_booking_idx` ON `amenity_bookings` (`booking_id`);--> statement-breakpoint
CREATE INDEX `amenity_bookings_athlete_created_idx` ON `amenity_bookings` (`athlete_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `amenity_bookings_gym_date_idx` ON `amenity_bookings` (`gym_id`,`booking_date`);--> statement-breakpoint
CREATE INDEX `amenity_bookings_status_hold_idx` ON `amenity_bookings` (`booking_status`,`hold_expires_at`);--> statement-breakpoint
CREATE TABLE `amenity_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gym_id` integer NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`price_per_hour_cents` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "amenity_items_type_check" CHECK("type" IN ('sauna', 'ice_bath', 'compression_boots', 'float_tank', 'massage_room')),
	CONSTRAINT "amenity_items_price_check" CHECK("price_per_hour_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `amenity_items_gym_type_idx` ON `amenity_items` (`gym_id`,`type`);--> statement-breakpoint
CREATE UNIQUE INDEX `amenity_items_gym_name_unique` ON `amenity_items` (`gym_id`,`name`);--> statement-breakpoint
CREATE TABLE `athlete_interest_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gym_id` integer NOT NULL,
	`athlete_name` text NOT NULL,
	`athlete_email` text COLLATE NOCASE NOT NULL,
	`message` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `athlete_interest_messages_gym_created_idx` ON `athlete_interest_messages` (`gym_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`athlete_id` integer NOT NULL,
	`gym_id` integer NOT NULL,
	`athlete_name` text NOT NULL,
	`athlete_email` text COLLATE NOCASE NOT NULL,
	`phone` text,
	`booking_type` text NOT NULL,
	`booking_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`duration_hours` integer NOT NULL,
	`athletes` integer DEFAULT 1 NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`hold_expires_at` integer,
	`special_requests` text,
	`ambassador_code_id` integer,
	`payment_intent_id` text,
	`refund_cents` integer DEFAULT 0 NOT NULL,
	`confirmed_at` integer,
	`completed_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`athlete_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`ambassador_code_id`) REFERENCES `ambassador_codes`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bookings_booking_type_check" CHECK("booking_type" IN ('day_pass', 'hourly')),
	CONSTRAINT "bookings_status_check" CHECK("status" IN ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "bookings_booking_date_check" CHECK("booking_date" GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
	CONSTRAINT "bookings_start_time_check" CHECK("start_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "bookings_end_time_check" CHECK("end_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "bookings_duration_check" CHECK(("booking_type" = 'hourly' AND "duration_hours" BETWEEN 1 AND 8) OR ("booking_type" = 'day_pass' AND "duration_hours" BETWEEN 1 AND 24)),
	CONSTRAINT "bookings_athletes_check" CHECK("athletes" >= 1),
	CONSTRAINT "bookings_interval_check" CHECK("ends_at" > "starts_at"),
	CONSTRAINT "bookings_total_check" CHECK("total_cents" >= 0),
	CONSTRAINT "bookings_refund_check" CHECK("refund_cents" BETWEEN 0 AND "total_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_payment_intent_id_unique` ON `bookings` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `bookings_gym_date_status_idx` ON `bookings` (`gym_id`,`booking_date`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_gym_starts_idx` ON `bookings` (`gym_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_athlete_created_idx` ON `bookings` (`athlete_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_hold_idx` ON `bookings` (`status`,`hold_expires_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_ends_idx` ON `bookings` (`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `bookings_ambassador_code_idx` ON `bookings` (`ambassador_code_id`);--> statement-breakpoint
CREATE TABLE `commission_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ambassador_code_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`earn_at` integer,
	`payout_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`ambassador_code_id`) REFERENCES `ambassador_codes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payout_id`) REFERENCES `ambassador_payouts`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "commission_ledger_kind_check" CHECK("kind" IN ('accrual', 'clawback', 'void')),
	CONSTRAINT "commission_ledger_status_check" CHECK("status" IN ('pending', 'earned', 'paid', 'void')),
	CONSTRAINT "commission_ledger_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "commission_ledger_sign_check" CHECK(("kind" = 'clawback' AND "amount_cents" <= 0) OR ("kind" <> 'clawback' AND "amount_cents" >= 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `commission_ledger_booking_kind_unique` ON `commission_ledger` (`booking_id`,`kind`);--> statement-breakpoint
CREATE INDEX `commission_ledger_status_earn_idx` ON `commission_ledger` (`status`,`earn_at`);--> statement-breakpoint
CREATE INDEX `commission_ledger_code_status_idx` ON `commission_ledger` (`ambassador_code_id`,`status`);--> statement-breakpoint
CREATE INDEX `commission_ledger_payout_idx` ON `commission_ledger` (`payout_id`);--> statement-breakpoint
CREATE TABLE `gym_amenities` (
	`gym_id` integer NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`gym_id`, `name`),
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gym_amenities_name_check" CHECK("name" IN ('Sauna', 'Infrared Sauna', 'Ice Bath', 'Compression Boots', 'Massage Therapy', 'Parking', 'Steam Room', 'Recovery Pool', 'Locker Room'))
);
--> statement-breakpoint
CREATE INDEX `gym_amenities_name_gym_idx` ON `gym_amenities` (`name`,`gym_id`);--> statement-breakpoint
CREATE TABLE `gym_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_name` text NOT NULL,
	`contact_email` text COLLATE NOCASE NOT NULL,
	`contact_phone` text,
	`business_name` text NOT NULL,
	`business_type` text,
	`abn` text,
	`ird_number` text,
	`address` text NOT NULL,
	`gym_name` text NOT NULL,
	`description` text,
	`gym_rules` text,
	`city` text COLLATE NOCASE NOT NULL,
	`country` text NOT NULL,
	`message` text,
	`hourly_rate_cents` integer DEFAULT 0 NOT NULL,
	`day_pass_rate_cents` integer DEFAULT 3000 NOT NULL,
	`weekly_rate_cents` integer,
	`monthly_rate_cents` integer,
	`open_time` text DEFAULT '06:00' NOT NULL,
	`close_time` text DEFAULT '22:00' NOT NULL,
	`is_24_hours` integer DEFAULT false NOT NULL,
	`operating_days` text DEFAULT '[]' NOT NULL,
	`staff_hours` text,
	`amenities` text DEFAULT '[]' NOT NULL,
	`other_amenities` text,
	`equipment` text DEFAULT '[]' NOT NULL,
	`sports` text DEFAULT '[]' NOT NULL,
	`photos` text DEFAULT '[]' NOT NULL,
	`check_in_policy` text,
	`check_in_instructions` text,
	`can_host_teams` integer DEFAULT false NOT NULL,
	`max_team_size` integer,
	`team_facilities` text,
	`bank_account_name` text,
	`bank_account_number` text,
	`bsb` text,
	`payment_account_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`reviewed_at` integer,
	`reviewed_by` text,
	`review_notes` text,
	`accepted_terms` integer DEFAULT false NOT NULL,
	`terms_accepted_at` integer,
	`gym_id` integer,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "gym_applications_status_check" CHECK("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "gym_applications_country_check" CHECK("country" IN ('New Zealand', 'Australia')),
	CONSTRAINT "gym_applications_hourly_rate_check" CHECK("hourly_rate_cents" >= 0),
	CONSTRAINT "gym_applications_day_pass_rate_check" CHECK("day_pass_rate_cents" >= 0),
	CONSTRAINT "gym_applications_weekly_rate_check" CHECK("weekly_rate_cents" IS NULL OR "weekly_rate_cents" >= 0),
	CONSTRAINT "gym_applications_monthly_rate_check" CHECK("monthly_rate_cents" IS NULL OR "monthly_rate_cents" >= 0),
	CONSTRAINT "gym_applications_open_time_check" CHECK("open_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "gym_applications_close_time_check" CHECK("close_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "gym_applications_max_team_size_check" CHECK("max_team_size" IS NULL OR "max_team_size" > 0)
);
--> statement-breakpoint
CREATE INDEX `gym_applications_status_submitted_idx` ON `gym_applications` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `gym_applications_submitted_idx` ON `gym_applications` (`submitted_at`);--> statement-breakpoint
CREATE TABLE `gym_equipment` (
	`gym_id` integer NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`gym_id`, `name`),
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gym_equipment_name_gym_idx` ON `gym_equipment` (`name`,`gym_id`);--> statement-breakpoint
CREATE TABLE `gym_images` (
	`gym_id` integer NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`gym_id`, `position`),
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gym_images_position_check" CHECK("position" >= 0)
);
--> statement-breakpoint
CREATE TABLE `gym_operating_days` (
	`gym_id` integer NOT NULL,
	`day` integer NOT NULL,
	PRIMARY KEY(`gym_id`, `day`),
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gym_operating_days_day_check" CHECK("day" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE INDEX `gym_operating_days_day_gym_idx` ON `gym_operating_days` (`day`,`gym_id`);--> statement-breakpoint
CREATE TABLE `gym_sports` (
	`gym_id` integer NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`gym_id`, `name`),
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gym_sports_name_gym_idx` ON `gym_sports` (`name`,`gym_id`);--> statement-breakpoint
CREATE TABLE `gym_staff` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gym_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`bio` text,
	`image` text,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gym_staff_gym_idx` ON `gym_staff` (`gym_id`,`position`);--> statement-breakpoint
CREATE TABLE `gyms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`gym_rules` text NOT NULL,
	`address` text NOT NULL,
	`city` text COLLATE NOCASE NOT NULL,
	`country` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`hourly_rate_cents` integer DEFAULT 0 NOT NULL,
	`day_pass_rate_cents` integer NOT NULL,
	`weekly_rate_cents` integer,
	`monthly_rate_cents` integer,
	`currency` text NOT NULL,
	`time_zone` text NOT NULL,
	`capacity` integer DEFAULT 30 NOT NULL,
	`open_time` text DEFAULT '06:00' NOT NULL,
	`close_time` text DEFAULT '22:00' NOT NULL,
	`is_24_hours` integer DEFAULT false NOT NULL,
	`staff_hours` text,
	`other_amenities` text,
	`check_in_policy` text,
	`contact_email` text,
	`contact_phone` text,
	`payment_account_id` text,
	`business_name` text,
	`business_type` text,
	`abn` text,
	`ird_number` text,
	`account_holder_name` text,
	`bsb` text,
	`account_number` text,
	`booking_system_type` text,
	`booking_system_api_key` text,
	`booking_system_url` text,
	`booking_widget_code` text,
	`account_status` text DEFAULT 'pending' NOT NULL,
	`payout_enabled` integer DEFAULT false NOT NULL,
	`amenity_booking_enabled` integer DEFAULT false NOT NULL,
	`can_host_teams` integer DEFAULT false NOT NULL,
	`max_team_size` integer,
	`team_facilities` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "gyms_country_check" CHECK("country" IN ('New Zealand', 'Australia')),
	CONSTRAINT "gyms_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "gyms_country_currency_check" CHECK(("country" = 'New Zealand' AND "currency" = 'NZD') OR ("country" = 'Australia' AND "currency" = 'AUD')),
	CONSTRAINT "gyms_account_status_check" CHECK("account_status" IN ('pending', 'active', 'restricted', 'disabled')),
	CONSTRAINT "gyms_hourly_rate_check" CHECK("hourly_rate_cents" >= 0),
	CONSTRAINT "gyms_day_pass_rate_check" CHECK("day_pass_rate_cents" >= 0),
	CONSTRAINT "gyms_weekly_rate_check" CHECK("weekly_rate_cents" IS NULL OR "weekly_rate_cents" >= 0),
	CONSTRAINT "gyms_monthly_rate_check" CHECK("monthly_rate_cents" IS NULL OR "monthly_rate_cents" >= 0),
	CONSTRAINT "gyms_capacity_check" CHECK("capacity" > 0),
	CONSTRAINT "gyms_open_time_check" CHECK("open_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "gyms_close_time_check" CHECK("close_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "gyms_latitude_check" CHECK("latitude" IS NULL OR "latitude" BETWEEN -90 AND 90),
	CONSTRAINT "gyms_longitude_check" CHECK("longitude" IS NULL OR "longitude" BETWEEN -180 AND 180),
	CONSTRAINT "gyms_max_team_size_check" CHECK("max_team_size" IS NULL OR "max_team_size" > 0)
);
--> statement-breakpoint
CREATE INDEX `gyms_city_active_day_pass_idx` ON `gyms` (`city`,`is_active`,`day_pass_rate_cents`);--> statement-breakpoint
CREATE INDEX `gyms_active_day_pass_idx` ON `gyms` (`is_active`,`day_pass_rate_cents`);--> statement-breakpoint
CREATE INDEX `gyms_active_hourly_idx` ON `gyms` (`is_active`,`hourly_rate_cents`);--> statement-breakpoint
CREATE INDEX `gyms_active_lat_lng_idx` ON `gyms` (`is_active`,`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `gyms_teams_idx` ON `gyms` (`can_host_teams`,`is_active`,`max_team_size`);--> statement-breakpoint
CREATE INDEX `gyms_owner_idx` ON `gyms` (`owner_id`);--> statement-breakpoint
CREATE INDEX `gyms_active_created_idx` ON `gyms` (`is_active`,`created_at`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_hash` text NOT NULL,
	`succeeded` integer DEFAULT false NOT NULL,
	`attempted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_client_attempted_idx` ON `login_attempts` (`client_hash`,`attempted_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_attempted_idx` ON `login_attempts` (`attempted_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`kind` text NOT NULL,
	`related_type` text,
	`related_id` integer,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "mail_outbox_status_check" CHECK("status" IN ('queued', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK("attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_status_created_idx` ON `mail_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_related_idx` ON `mail_outbox` (`related_type`,`related_id`);--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`product_name` text NOT NULL,
	`size` text,
	`color` text,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`line_total_cents` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "order_items_quantity_check" CHECK("quantity" >= 1),
	CONSTRAINT "order_items_unit_price_check" CHECK("unit_price_cents" >= 0),
	CONSTRAINT "order_items_line_total_check" CHECK("line_total_cents" = "unit_price_cents" * "quantity")
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`user_id` integer,
	`email` text COLLATE NOCASE NOT NULL,
	`name` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`shipping_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text DEFAULT 'NZD' NOT NULL,
	`shipping_address` text,
	`payment_intent_id` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_check" CHECK("status" IN ('pending', 'paid', 'fulfilled', 'cancelled', 'refunded')),
	CONSTRAINT "orders_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "orders_subtotal_check" CHECK("subtotal_cents" >= 0),
	CONSTRAINT "orders_shipping_check" CHECK("shipping_cents" >= 0),
	CONSTRAINT "orders_total_check" CHECK("total_cents" = "subtotal_cents" + "shipping_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_reference_unique` ON `orders` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_intent_id_unique` ON `orders` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`visitor_hash` text NOT NULL,
	`user_agent_class` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_created_idx` ON `page_views` (`created_at`);--> statement-breakpoint
CREATE INDEX `page_views_path_created_idx` ON `page_views` (`path`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`booking_id` integer,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payment_events_booking_idx` ON `payment_events` (`booking_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`original_price_cents` integer,
	`currency` text DEFAULT 'NZD' NOT NULL,
	`image` text NOT NULL,
	`category` text NOT NULL,
	`sizes` text NOT NULL,
	`colors` text NOT NULL,
	`rating_tenths` integer DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`description` text NOT NULL,
	`features` text NOT NULL,
	`popularity` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "products_category_check" CHECK("category" IN ('athletic-wear', 'casual-wear', 'outerwear', 'accessories')),
	CONSTRAINT "products_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "products_price_check" CHECK("price_cents" > 0),
	CONSTRAINT "products_original_price_check" CHECK("original_price_cents" IS NULL OR "original_price_cents" > "price_cents"),
	CONSTRAINT "products_rating_check" CHECK("rating_tenths" BETWEEN 0 AND 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug_unique` ON `products` (`slug`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`athlete_id` integer NOT NULL,
	`gym_id` integer NOT NULL,
	`rating` integer DEFAULT 5 NOT NULL,
	`comment` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`athlete_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "reviews_rating_check" CHECK("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_check" CHECK(length(trim("comment")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_booking_id_unique` ON `reviews` (`booking_id`);--> statement-breakpoint
CREATE INDEX `reviews_gym_created_idx` ON `reviews` (`gym_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_athlete_idx` ON `reviews` (`athlete_id`);--> statement-breakpoint
CREATE TABLE `saved_gyms` (
	`user_id` integer NOT NULL,
	`gym_id` integer NOT NULL,
	`saved_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `gym_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_gyms_gym_idx` ON `saved_gyms` (`gym_id`);--> statement-breakpoint
CREATE TABLE `team_booking_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gym_id` integer NOT NULL,
	`team_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text COLLATE NOCASE NOT NULL,
	`phone` text,
	`team_size` integer DEFAULT 1 NOT NULL,
	`sport` text,
	`preferred_dates` text NOT NULL,
	`special_requirements` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`gym_id`) REFERENCES `gyms`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "team_booking_inquiries_status_check" CHECK("status" IN ('pending', 'contacted', 'closed')),
	CONSTRAINT "team_booking_inquiries_team_size_check" CHECK("team_size" >= 1)
);
--> statement-breakpoint
CREATE INDEX `team_booking_inquiries_gym_created_idx` ON `team_booking_inquiries` (`gym_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `team_booking_inquiries_status_created_idx` ON `team_booking_inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `trainers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`bio` text,
	`specializations` text DEFAULT '[]' NOT NULL,
	`certifications` text DEFAULT '[]' NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`experience_years` integer DEFAULT 0 NOT NULL,
	`hourly_rate_cents` integer NOT NULL,
	`session_rate_cents` integer,
	`weekly_rate_cents` integer,
	`monthly_rate_cents` integer,
	`currency` text NOT NULL,
	`city` text COLLATE NOCASE NOT NULL,
	`country` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`images` text DEFAULT '[]' NOT NULL,
	`availability` text,
	`is_online` integer DEFAULT false NOT NULL,
	`is_in_person` integer DEFAULT true NOT NULL,
	`rating_hundredths` integer DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`contact_email` text,
	`contact_phone` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "trainers_country_check" CHECK("country" IN ('New Zealand', 'Australia')),
	CONSTRAINT "trainers_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "trainers_rating_check" CHECK("rating_hundredths" BETWEEN 0 AND 500),
	CONSTRAINT "trainers_review_count_check" CHECK("review_count" >= 0),
	CONSTRAINT "trainers_experience_check" CHECK("experience_years" >= 0),
	CONSTRAINT "trainers_hourly_rate_check" CHECK("hourly_rate_cents" >= 0),
	CONSTRAINT "trainers_session_rate_check" CHECK("session_rate_cents" IS NULL OR "session_rate_cents" >= 0),
	CONSTRAINT "trainers_weekly_rate_check" CHECK("weekly_rate_cents" IS NULL OR "weekly_rate_cents" >= 0),
	CONSTRAINT "trainers_monthly_rate_check" CHECK("monthly_rate_cents" IS NULL OR "monthly_rate_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `trainers_city_idx` ON `trainers` (`city`);--> statement-breakpoint
CREATE INDEX `trainers_user_idx` ON `trainers` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text COLLATE NOCASE,
	`name` text,
	`user_type` text DEFAULT 'athlete' NOT NULL,
	`profile_image` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK("user_type" IN ('athlete', 'trainer', 'gym_owner', 'ambassador', 'admin')),
	CONSTRAINT "users_email_length_check" CHECK("email" IS NULL OR length("email") <= 255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text COLLATE NOCASE NOT NULL,
	`name` text,
	`city` text,
	`country` text,
	`user_type` text,
	`source` text,
	`sport` text,
	`how_did_you_hear` text,
	`additional_info` text,
	`notified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "waitlist_email_length_check" CHECK(length("email") <= 255),
	CONSTRAINT "waitlist_user_type_length_check" CHECK("user_type" IS NULL OR length("user_type") <= 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_email_unique` ON `waitlist` (`email`);--> statement-breakpoint
CREATE INDEX `waitlist_created_idx` ON `waitlist` (`created_at`);