-- Deletion log: one row per conversation delete and per user forget, written right after the
-- conversation object is wiped (a forget: before anything is deleted) and before any copy in
-- D1, R2 or the vector index is removed. Background writers (indexing, offload) read the
-- newest id before they read their sources and write only if no newer row names their
-- conversation or user (the check is inside the INSERT): work in flight cannot undo a delete.
CREATE TABLE `deletion_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`scope` text NOT NULL,
	`subject_id` text NOT NULL,
	`user_id` text,
	`deleted_at` text NOT NULL
);
CREATE INDEX `idx_deletion_log_subject` ON `deletion_log` (`tenant_id`, `scope`, `subject_id`, `id`);
