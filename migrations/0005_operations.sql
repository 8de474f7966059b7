-- Operations (issue 5): tenant settings, the conversation registry, webhook secrets and
-- deliveries, and the record of each cron sweep.

-- Per-tenant settings; a missing row or a NULL column means the deployment default.
CREATE TABLE `tenant_settings` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`pii_mode` text,
	`retention_days` integer,
	`rate_limit_per_minute` integer,
	`rate_limit_burst` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);

-- Every conversation of every tenant, so work that spans conversations (retention, forget a
-- user, export) can find their Durable Objects. Written by the object itself: on its first
-- append (before any message is stored) and then at most once per activity interval.
CREATE TABLE `conversations` (
	`tenant_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`last_activity_at` text NOT NULL,
	PRIMARY KEY (`tenant_id`, `conversation_id`)
);
CREATE INDEX `idx_conversations_user` ON `conversations` (`tenant_id`, `user_id`);
CREATE INDEX `idx_conversations_activity` ON `conversations` (`last_activity_at`);

-- A webhook endpoint of a tenant; its id travels in the Engram-Webhook-Id header.
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`revoked_at` text
);
CREATE INDEX `idx_webhooks_tenant` ON `webhooks` (`tenant_id`);

-- The secrets of a webhook, one row per rotation. HMAC needs the secret itself, so it is
-- stored AES-GCM encrypted under WEBHOOK_ENCRYPTION_KEY (the row's id is the associated data).
CREATE TABLE `webhook_secrets` (
	`webhook_id` text NOT NULL,
	`version` integer NOT NULL,
	`ciphertext` text NOT NULL,
	`iv` text NOT NULL,
	`key_fingerprint` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text,
	PRIMARY KEY (`webhook_id`, `version`)
);

-- One row per accepted delivery: the unique key is what refuses a replay.
CREATE TABLE `webhook_deliveries` (
	`tenant_id` text NOT NULL,
	`delivery_id` text NOT NULL,
	`webhook_id` text NOT NULL,
	`body_hash` text NOT NULL,
	`status` text NOT NULL,
	`turn_count` integer NOT NULL,
	`result` text,
	`received_at` text NOT NULL,
	`completed_at` text,
	PRIMARY KEY (`tenant_id`, `delivery_id`)
);
CREATE INDEX `idx_webhook_deliveries_received` ON `webhook_deliveries` (`received_at`);

-- What each cron sweep did.
CREATE TABLE `sweep_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cron` text,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`expired_memories` integer NOT NULL,
	`failed_jobs` integer NOT NULL,
	`purged_conversations` integer NOT NULL,
	`deleted_messages` integer NOT NULL,
	`housekeeping_rows` integer NOT NULL,
	`error_count` integer NOT NULL,
	`errors` text NOT NULL,
	`backlog` text NOT NULL
);
CREATE INDEX `idx_sweep_runs_started` ON `sweep_runs` (`started_at`);
