-- Seed 003 section 5.1 (agent_memories), adapted to D1: large contents live in R2 and the row
-- keeps a pointer; small ones stay inline. One row per memory key.
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
	`is_active` integer DEFAULT 1 NOT NULL
);
CREATE INDEX `idx_memories_user` ON `agent_memories` (`tenant_id`, `user_id`, `created_at`);
CREATE INDEX `idx_memories_conversation` ON `agent_memories` (`tenant_id`, `conversation_id`);
CREATE INDEX `idx_memories_expires` ON `agent_memories` (`expires_at`) WHERE `expires_at` IS NOT NULL;

-- The embedded default vector index (production uses Vectorize): brute-force cosine over the
-- rows that pass the metadata filter, which the indexes below keep small.
CREATE TABLE `local_vectors` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`conversation_id` text,
	`created_at` text,
	`embedding` blob NOT NULL
);
CREATE INDEX `idx_local_vectors_scope` ON `local_vectors` (`tenant_id`, `user_id`, `kind`);
CREATE INDEX `idx_local_vectors_conversation` ON `local_vectors` (`tenant_id`, `conversation_id`);
