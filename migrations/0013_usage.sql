-- Usage (issue 24): the conversation and user objects count their usage in their own SQLite;
-- the sweep adds what they counted since its last visit to `tenant_usage`, one row per tenant,
-- UTC day and counter (src/usage/counters.ts names them). Each object's batch carries an id
-- recorded in `usage_rollups` in the same D1 batch: a batch applied twice counts once.
CREATE TABLE `tenant_usage` (
	`tenant_id` text NOT NULL,
	`day` text NOT NULL,
	`name` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tenant_id`, `day`, `name`)
);
CREATE TABLE `usage_rollups` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`applied_at` text NOT NULL
);
CREATE INDEX `idx_usage_rollups_applied` ON `usage_rollups` (`applied_at`);
-- When the sweep last rolled a conversation's usage up: it visits a conversation until one
-- visit comes a grace period after its last registered activity (src/usage/rollup.ts).
ALTER TABLE `conversations` ADD `usage_rolled_at` text;
