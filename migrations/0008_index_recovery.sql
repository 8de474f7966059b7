-- Index jobs given up on (embedder or D1 failing past the retries, or dead-lettered): the
-- conversation is flagged here so the cron sweep can ask its object to re-send the messages
-- not confirmed indexed. Cleared by the sweep once the object re-sent them.
ALTER TABLE `conversations` ADD COLUMN `index_failed_at` text;
CREATE INDEX `idx_conversations_index_failed` ON `conversations` (`index_failed_at`);
