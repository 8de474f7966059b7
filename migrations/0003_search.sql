-- Search index (issue 3): one row per searchable unit (a message, a completed summary, a
-- long-term memory), written by the queue consumer, never on the ingestion path. Keyword
-- search is FTS5 (BM25) over `body` (the unit's own text) and `context` (neighbouring turns,
-- weighted lower); `scope` holds tenant/user tokens so a MATCH only walks the caller's
-- postings. Vectors live in the vector index under `vector_id`.
CREATE TABLE `search_docs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_key` text NOT NULL,
	`vector_id` text NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`conversation_id` text,
	`start_seq` integer,
	`end_seq` integer,
	`memory_key` text,
	`memory_id` integer,
	`memory_type` text,
	`role` text,
	`name` text,
	`body` text NOT NULL,
	`context` text DEFAULT '' NOT NULL,
	`scope` text NOT NULL,
	`content` text,
	`summary` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`token_count` integer NOT NULL,
	`created_at` text NOT NULL,
	`indexed_at` text NOT NULL
);
CREATE UNIQUE INDEX `search_docs_key` ON `search_docs` (`doc_key`);
CREATE UNIQUE INDEX `search_docs_vector` ON `search_docs` (`vector_id`);
CREATE INDEX `idx_search_docs_scope` ON `search_docs` (`tenant_id`, `user_id`, `created_at`);
CREATE INDEX `idx_search_docs_conversation` ON `search_docs` (`tenant_id`, `conversation_id`, `start_seq`);
CREATE INDEX `idx_search_docs_memory` ON `search_docs` (`tenant_id`, `memory_key`);

CREATE VIRTUAL TABLE `search_fts` USING fts5(
	body, context, scope,
	content = 'search_docs', content_rowid = 'id',
	tokenize = 'porter unicode61 remove_diacritics 2'
);

-- External-content FTS: these triggers keep the index in step with search_docs.
CREATE TRIGGER `search_docs_ai` AFTER INSERT ON `search_docs` BEGIN
	INSERT INTO search_fts (rowid, body, context, scope) VALUES (new.id, new.body, new.context, new.scope);
END;
CREATE TRIGGER `search_docs_ad` AFTER DELETE ON `search_docs` BEGIN
	INSERT INTO search_fts (search_fts, rowid, body, context, scope) VALUES ('delete', old.id, old.body, old.context, old.scope);
END;
CREATE TRIGGER `search_docs_au` AFTER UPDATE ON `search_docs` BEGIN
	INSERT INTO search_fts (search_fts, rowid, body, context, scope) VALUES ('delete', old.id, old.body, old.context, old.scope);
	INSERT INTO search_fts (rowid, body, context, scope) VALUES (new.id, new.body, new.context, new.scope);
END;

-- The local vector index stores int8-quantised vectors as base64 text: a D1 BLOB comes back
-- to the Worker as an array of numbers, and converting ~1 MB of them per query dominated
-- search latency. Cosine ignores scale, so per-vector max-abs quantisation loses ~nothing.
ALTER TABLE `local_vectors` ADD COLUMN `packed` text;
-- Bumped on every write: an isolate caches decoded vectors and refetches only changed ones.
ALTER TABLE `local_vectors` ADD COLUMN `version` integer DEFAULT 0 NOT NULL;
