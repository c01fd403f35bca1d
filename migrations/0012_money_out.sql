-- Money out (issue 18, ADR 024): one ledger of every booking's money, payout runs for gyms (weekly)
-- and ambassadors (monthly), connected payout accounts for ambassadors, and the gym split per gym.
ALTER TABLE `gyms` ADD `gym_share_percent` integer DEFAULT 60 NOT NULL CHECK (`gym_share_percent` BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE `bookings` ADD `gym_share_percent` integer CHECK (`gym_share_percent` IS NULL OR `gym_share_percent` BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE `ambassador_codes` ADD `payment_account_id` text;--> statement-breakpoint
ALTER TABLE `ambassador_codes` ADD `payout_enabled` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE `payout_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`cutoff_at` integer NOT NULL,
	`status` text DEFAULT 'prepared' NOT NULL,
	`approved_by` text,
	`approved_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "payout_runs_kind_check" CHECK("kind" IN ('gym', 'ambassador')),
	CONSTRAINT "payout_runs_status_check" CHECK("status" IN ('prepared', 'approved'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_runs_kind_period_unique` ON `payout_runs` (`kind`,`period`);--> statement-breakpoint
CREATE TABLE `payout_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`party` text NOT NULL,
	`party_id` integer NOT NULL,
	`currency` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'ready' NOT NULL,
	`hold_reason` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`destination` text,
	`transfer_id` text,
	`idempotency_key` text NOT NULL,
	`paid_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `payout_runs`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "payout_items_party_check" CHECK("party" IN ('gym', 'ambassador')),
	CONSTRAINT "payout_items_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "payout_items_status_check" CHECK("status" IN ('ready', 'held', 'paid', 'failed')),
	CONSTRAINT "payout_items_amount_check" CHECK("amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_items_run_party_currency_unique` ON `payout_items` (`run_id`,`party`,`party_id`,`currency`);--> statement-breakpoint
CREATE UNIQUE INDEX `payout_items_idempotency_key_unique` ON `payout_items` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payout_items_party_idx` ON `payout_items` (`party`,`party_id`,`status`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_key` text NOT NULL,
	`kind` text NOT NULL,
	`booking_id` integer,
	`party` text NOT NULL,
	`party_id` integer,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`available_at` integer,
	`payout_item_id` integer,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payout_item_id`) REFERENCES `payout_items`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "ledger_entries_kind_check" CHECK("kind" IN ('charge', 'refund', 'gym_share', 'platform_fee', 'commission', 'clawback', 'transfer')),
	CONSTRAINT "ledger_entries_party_check" CHECK("party" IN ('platform', 'gym', 'ambassador')),
	CONSTRAINT "ledger_entries_currency_check" CHECK("currency" IN ('NZD', 'AUD')),
	CONSTRAINT "ledger_entries_party_id_check" CHECK(("party" = 'platform' AND "party_id" IS NULL) OR ("party" <> 'platform' AND "party_id" IS NOT NULL)),
	CONSTRAINT "ledger_entries_sign_check" CHECK(("kind" = 'charge' AND "amount_cents" > 0) OR ("kind" IN ('refund', 'clawback', 'transfer') AND "amount_cents" < 0) OR "kind" IN ('gym_share', 'platform_fee', 'commission'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_entry_key_unique` ON `ledger_entries` (`entry_key`);--> statement-breakpoint
CREATE INDEX `ledger_entries_party_idx` ON `ledger_entries` (`party`,`party_id`,`currency`,`available_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_booking_idx` ON `ledger_entries` (`booking_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_payout_item_idx` ON `ledger_entries` (`payout_item_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_kind_created_idx` ON `ledger_entries` (`kind`,`created_at`);
--> statement-breakpoint
-- Backfill: the money of bookings paid before the ledger existed, written as the app writes it now
-- (ADR 024). Nothing was ever paid out to gyms or ambassadors, so their shares are owed: the first
-- runs show them for the admin to review before approving.
INSERT OR IGNORE INTO `ledger_entries` (`entry_key`, `kind`, `booking_id`, `party`, `party_id`, `amount_cents`, `currency`, `available_at`, `note`, `created_at`)
SELECT 'charge:' || `id`, 'charge', `id`, 'platform', NULL, `total_cents`, `currency`, coalesce(`confirmed_at`, `cancelled_at`, `created_at`), 'Backfilled (migration 0012)', coalesce(`confirmed_at`, `cancelled_at`, `created_at`)
FROM `bookings` WHERE `confirmed_at` IS NOT NULL OR `refund_cents` > 0;--> statement-breakpoint
INSERT OR IGNORE INTO `ledger_entries` (`entry_key`, `kind`, `booking_id`, `party`, `party_id`, `amount_cents`, `currency`, `available_at`, `note`, `created_at`)
SELECT 'refund:' || `id` || ':backfill', 'refund', `id`, 'platform', NULL, -`refund_cents`, `currency`, coalesce(`cancelled_at`, `created_at`), 'Backfilled (migration 0012)', coalesce(`cancelled_at`, `created_at`)
FROM `bookings` WHERE `refund_cents` > 0;--> statement-breakpoint
INSERT OR IGNORE INTO `ledger_entries` (`entry_key`, `kind`, `booking_id`, `party`, `party_id`, `amount_cents`, `currency`, `available_at`, `note`, `created_at`)
SELECT 'gym_share:' || b.`id`, 'gym_share', b.`id`, 'gym', b.`gym_id`, ((b.`total_cents` - b.`refund_cents`) * 60 + 50) / 100, b.`currency`, coalesce(b.`completed_at`, b.`ends_at`), 'Backfilled (migration 0012)', coalesce(b.`completed_at`, b.`ends_at`)
FROM `bookings` AS b WHERE b.`status` = 'completed' OR (b.`status` = 'cancelled' AND b.`confirmed_at` IS NOT NULL AND b.`total_cents` > b.`refund_cents` AND b.`ends_at` <= cast(unixepoch('subsec') * 1000 as integer));--> statement-breakpoint
INSERT OR IGNORE INTO `ledger_entries` (`entry_key`, `kind`, `booking_id`, `party`, `party_id`, `amount_cents`, `currency`, `available_at`, `note`, `created_at`)
SELECT 'platform_fee:' || b.`id`, 'platform_fee', b.`id`, 'platform', NULL, (b.`total_cents` - b.`refund_cents`) - ((b.`total_cents` - b.`refund_cents`) * 60 + 50) / 100, b.`currency`, coalesce(b.`completed_at`, b.`ends_at`), 'Backfilled (migration 0012)', coalesce(b.`completed_at`, b.`ends_at`)
FROM `bookings` AS b WHERE b.`status` = 'completed' OR (b.`status` = 'cancelled' AND b.`confirmed_at` IS NOT NULL AND b.`total_cents` > b.`refund_cents` AND b.`ends_at` <= cast(unixepoch('subsec') * 1000 as integer));--> statement-breakpoint
INSERT OR IGNORE INTO `ledger_entries` (`entry_key`, `kind`, `booking_id`, `party`, `party_id`, `amount_cents`, `currency`, `available_at`, `note`, `created_at`)
SELECT 'commission:' || c.`booking_id`, 'commission', c.`booking_id`, 'ambassador', c.`ambassador_code_id`, c.`amount_cents`, c.`currency`, c.`earn_at`, 'Backfilled (migration 0012)', c.`created_at`
FROM `commission_ledger` AS c WHERE c.`kind` = 'accrual' AND c.`status` <> 'void';--> statement-breakpoint
INSERT OR IGNORE INTO `ledger_entries` (`entry_key`, `kind`, `booking_id`, `party`, `party_id`, `amount_cents`, `currency`, `available_at`, `note`, `created_at`)
SELECT 'clawback:' || c.`booking_id`, 'clawback', c.`booking_id`, 'ambassador', c.`ambassador_code_id`, c.`amount_cents`, c.`currency`, c.`created_at`, 'Backfilled (migration 0012)', c.`created_at`
FROM `commission_ledger` AS c WHERE c.`kind` = 'clawback' AND c.`amount_cents` < 0;
