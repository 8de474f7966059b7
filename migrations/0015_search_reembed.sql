-- Re-embedding after an embedder switch (src/search/reembed.ts): per embedder key, the last user
-- whose index holds only that embedder's vectors (the cron sweep walks users in (tenant_id,
-- user_id) order, a bounded number of rows per run), and when the walk finished.
CREATE TABLE `search_reembed` (
	`embedder` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`finished_at` text
);
