-- The conversations list (GET /v1/conversations) pages a tenant's conversations newest
-- activity first, keyset on (last_activity_at, conversation_id): this index serves that walk.
CREATE INDEX `idx_conversations_tenant_activity` ON `conversations` (`tenant_id`, `last_activity_at`, `conversation_id`);
