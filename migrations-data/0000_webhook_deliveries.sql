-- Data shard schema (bindings DB_0 ... DB_{N-1}; applied to every shard). A shard holds the
-- per-message and per-delivery rows of the (tenant, subject) pairs placed on it
-- (`data_placements` in the control database, src/db/shards.ts).
-- One row per accepted webhook delivery, placed by (tenant, webhook): the unique key refuses a replay.
CREATE TABLE `webhook_deliveries` (
	`tenant_id` text NOT NULL,
	`delivery_id` text NOT NULL,
	`webhook_id` text NOT NULL,
	`body_hash` text NOT NULL,
	`status` text NOT NULL,
	`turn_count` integer NOT NULL,
	`result` text,
	`received_at` text NOT NULL,
	`completed_at` text,
	PRIMARY KEY (`webhook_id`, `delivery_id`)
);
CREATE INDEX `idx_webhook_deliveries_received` ON `webhook_deliveries` (`received_at`);
