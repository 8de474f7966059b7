-- Seed 004's AGENT.md pattern: pinned instructions at tenant, user and agent scope, injected
-- into every context of the matching conversations (tenant, then user, then agent).
-- scope_id is '' for tenant scope, else the user id or the agent id.
CREATE TABLE `pinned_instructions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`scope` text NOT NULL,
	`scope_id` text NOT NULL,
	`name` text NOT NULL,
	`content` text NOT NULL,
	`token_count` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE UNIQUE INDEX `pinned_instructions_name` ON `pinned_instructions` (`tenant_id`, `scope`, `scope_id`, `name`);
CREATE INDEX `pinned_instructions_order` ON `pinned_instructions` (`tenant_id`, `scope`, `scope_id`, `position`, `created_at`);
