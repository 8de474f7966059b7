import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach } from "vitest";
import { shardBinding } from "../src/db/shards";
import { resetQueue } from "./helpers/queues";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.DB_0, env.TEST_DATA_MIGRATIONS);
// The second data shard is bound by vitest.config.ts only (the generated Env names DB_0).
await applyD1Migrations(shardBinding(env, 1), env.TEST_DATA_MIGRATIONS);

// Each test starts with an empty job queue: nothing an earlier test sent is delivered in it.
beforeEach(() => resetQueue());
