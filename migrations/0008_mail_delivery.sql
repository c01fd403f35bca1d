-- Mail delivery (issue 15): the outbox gains what a sender needs (attachments, From, Message-ID, the raw
-- source, the provider id, retry times) and a "sending" status for the claim. SQLite cannot change the
-- status CHECK in place, so the table is rebuilt; nothing references it.
CREATE TABLE `__new_mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`attachments` text,
	`from_address` text,
	`message_id` text,
	`raw` text,
	`provider_message_id` text,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`enqueued_at` integer,
	`claimed_at` integer,
	`kind` text NOT NULL,
	`related_type` text,
	`related_id` integer,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "mail_outbox_status_check" CHECK("status" IN ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK("attempts" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_mail_outbox`("id", "to_address", "subject", "text_body", "html_body", "next_attempt_at", "kind", "related_type", "related_id", "status", "attempts", "last_error", "created_at", "sent_at") SELECT "id", "to_address", "subject", "text_body", "html_body", "created_at", "kind", "related_type", "related_id", "status", "attempts", "last_error", "created_at", "sent_at" FROM `mail_outbox`;--> statement-breakpoint
DROP TABLE `mail_outbox`;--> statement-breakpoint
ALTER TABLE `__new_mail_outbox` RENAME TO `mail_outbox`;--> statement-breakpoint
CREATE INDEX `mail_outbox_status_created_idx` ON `mail_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_status_next_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_related_idx` ON `mail_outbox` (`related_type`,`related_id`);--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);