import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach } from "vitest";
import { resetQueue } from "./helpers/queues";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Each test starts with an empty job queue: nothing an earlier test sent is delivered in it.
beforeEach(() => resetQueue());
