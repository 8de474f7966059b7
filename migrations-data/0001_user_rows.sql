-- The rows that follow a user (placed by (tenant, user) in `data_placements`, src/db/shards.ts):
-- the summary chains of their conversations, their offloads and long-term memories. Same
-- shapes as the control database's tables of the same names (migrations/0000, 0001, 0002,
-- 0009), which the sweep empties into the shards (src/db/legacy-move.ts).
-- Seed 002's summary chain. Each shard numbers rows from its own floor (src/db/placement-rule.ts).
CREATE TABLE `memory` (
	`memory_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`memory_text` text,
	`start_sequence` integer NOT NULL,
	`end_sequence` integer NOT NULL,
	`base_memory_id` integer,
	`status` text NOT NULL,
	`error` text,
	`generation_time_ms` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`completed_at` text
);
CREATE INDEX `idx_memory_conversation_status` ON `memory` (`tenant_id`,`conversation_id`,`status`,`end_sequence`);
CREATE INDEX `idx_memory_status_created` ON `memory` (`status`,`created_at`);
-- What pruned summary versions leave behind in SQL, per conversation.
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
-- Seed 003's long-term memories and offloaded contents (R2 pointer or inline).
CREATE TABLE `agent_memories` (
	`memory_key` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`agent_id` text,
	`conversation_id` text,
	`source_seq` integer,
	`memory_type` text NOT NULL,
	`description` text NOT NULL,
	`summary` text,
	`content` text,
	`r2_key` text,
	`content_bytes` integer NOT NULL,
	`token_count` integer NOT NULL,
	`content_metadata` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text,
	`is_active` integer DEFAULT 1 NOT NULL,
	`origin` text DEFAULT 'api' NOT NULL,
	`state` text DEFAULT 'ready' NOT NULL,
	`description_source` text DEFAULT 'client' NOT NULL,
	`line_count` integer DEFAULT 0 NOT NULL,
	`stored_at` text
);
CREATE INDEX `idx_memories_user` ON `agent_memories` (`tenant_id`, `user_id`, `created_at`);
CREATE INDEX `idx_memories_conversation` ON `agent_memories` (`tenant_id`, `conversation_id`);
CREATE INDEX `idx_memories_expires` ON `agent_memories` (`expires_at`) WHERE `expires_at` IS NOT NULL;
CREATE INDEX `idx_memories_pending` ON `agent_memories` (`stored_at`) WHERE `state` = 'pending';
