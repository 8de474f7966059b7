-- The memory store (issue 3): how a row came to be and where its write stands.
-- origin: 'api' (POST /v1/memories, MCP store_memory) or 'offload' (a message content moved out
--   of a conversation behind a [MemoryRef] placeholder).
-- state: 'pending' while the write is not confirmed (the R2 object of an API store, or the
--   conversation message of an offload); 'ready' afterwards. The sweep resolves pending rows
--   older than a grace period: links them to their message or removes them with their blob.
-- description_source: 'client', 'extractive' (offline, may be upgraded by the LLM job) or 'llm'.
-- stored_at: when the row was written (created_at is when the content was created, which a
--   backfilled message may date years back).
ALTER TABLE `agent_memories` ADD COLUMN `origin` text DEFAULT 'api' NOT NULL;
ALTER TABLE `agent_memories` ADD COLUMN `state` text DEFAULT 'ready' NOT NULL;
ALTER TABLE `agent_memories` ADD COLUMN `description_source` text DEFAULT 'client' NOT NULL;
ALTER TABLE `agent_memories` ADD COLUMN `line_count` integer DEFAULT 0 NOT NULL;
ALTER TABLE `agent_memories` ADD COLUMN `stored_at` text;
CREATE INDEX `idx_memories_pending` ON `agent_memories` (`stored_at`) WHERE `state` = 'pending';
