-- Summary chain pruning: the sweep keeps each conversation's newest completed versions (and
-- its recent failed rows) in `memory`, moves older ones to an R2 JSON Lines archive and deletes
-- them here. What seed 002's aggregate query (generation time over every completed summary)
-- needs from the archived rows is rolled up into `memory_archive`, in the same transaction as
-- the delete, so a re-run never counts a row twice.
CREATE TABLE `memory_archive` (
	`tenant_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`versions` integer NOT NULL,
	`completed` integer NOT NULL,
	`failed` integer NOT NULL,
	`timed` integer NOT NULL,
	`generation_time_ms_sum` integer NOT NULL,
	`generation_time_ms_max` integer,
	`archived_at` text NOT NULL,
	PRIMARY KEY (`tenant_id`, `conversation_id`)
);
CREATE INDEX `idx_memory_archive_user` ON `memory_archive` (`tenant_id`, `user_id`);

-- Per-tenant pruning settings (NULL: the deployment default).
ALTER TABLE `tenant_settings` ADD COLUMN `summary_keep_versions` integer;
ALTER TABLE `tenant_settings` ADD COLUMN `summary_failed_keep_days` integer;

ALTER TABLE `sweep_runs` ADD COLUMN `archived_summaries` integer DEFAULT 0 NOT NULL;
