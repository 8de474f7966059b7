-- The conversations list (GET /v1/conversations) reads the registry only, never one Durable
-- Object per row: each conversation writes its listed figures here, as of its last registry
-- write (docs/decisions/2026-11-26-caps.md). Rows written before this migration show the
-- defaults until their conversation's next write.
ALTER TABLE `conversations` ADD `message_count` integer DEFAULT 0 NOT NULL;
ALTER TABLE `conversations` ADD `last_seq` integer DEFAULT -1 NOT NULL;
ALTER TABLE `conversations` ADD `strategy` text DEFAULT 'sliding-window' NOT NULL;
ALTER TABLE `conversations` ADD `summary_status` text DEFAULT 'none' NOT NULL;
ALTER TABLE `conversations` ADD `summarized_through_seq` integer;
