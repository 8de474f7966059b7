-- D1 data shards: where each (tenant, subject) keeps its rows. Written once, on the subject's
-- first write, with the shard its hash picks among the shards configured then (DATA_SHARDS);
-- read ever after, so adding shards later moves no existing data. A subject is a user id, or
-- `webhook:<id>` for a webhook's deliveries.
CREATE TABLE `data_placements` (
	`tenant_id` text NOT NULL,
	`subject` text NOT NULL,
	`shard` integer NOT NULL,
	`placed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY (`tenant_id`, `subject`)
);
CREATE INDEX `idx_data_placements_shard` ON `data_placements` (`shard`);
