-- Delivery ids are chosen by each sender: two webhooks of one tenant may use the same id for
-- different deliveries. The unique key is therefore the webhook's, not the tenant's.
-- SQLite cannot change a primary key in place: the table is rebuilt with its rows.
CREATE TABLE `webhook_deliveries_by_webhook` (
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
INSERT INTO `webhook_deliveries_by_webhook`
	(`tenant_id`, `delivery_id`, `webhook_id`, `body_hash`, `status`, `turn_count`, `result`, `received_at`, `completed_at`)
	SELECT `tenant_id`, `delivery_id`, `webhook_id`, `body_hash`, `status`, `turn_count`, `result`, `received_at`, `completed_at`
	FROM `webhook_deliveries`;
DROP TABLE `webhook_deliveries`;
ALTER TABLE `webhook_deliveries_by_webhook` RENAME TO `webhook_deliveries`;
CREATE INDEX `idx_webhook_deliveries_received` ON `webhook_deliveries` (`received_at`);
