-- The sweep's watch over indexing (issue 27): a conversation's object writes the time it
-- started having messages not confirmed indexed; the sweep re-sends those whose watch is older
-- than INDEX_RECOVER_AFTER_SECONDS and still behind (a job lost, dead-lettered, or crashed),
-- and clears the watch once the object reports everything indexed.
ALTER TABLE `conversations` ADD COLUMN `index_pending_since` text;
CREATE INDEX `idx_conversations_index_pending` ON `conversations` (`index_pending_since`);
