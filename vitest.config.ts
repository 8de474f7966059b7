import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { testWranglerConfig } from "./scripts/test-wrangler-config.mjs";

/** Tests that run the whole worker, its objects included, as a deployment with two job queues. */
const TWO_JOB_QUEUES = ["test/integration/job-queues.test.ts"];

/** The secrets wrangler.toml requires ([secrets] required), with test values. */
const TEST_SECRETS = {
  ADMIN_TOKEN: "test-admin-token",
  LLM_API_KEY: "",
  WEBHOOK_ENCRYPTION_KEY: "test-webhook-encryption-key-0123456789abcdef",
};
// wrangler.toml without its [secrets] tables (see the script for why): the pool reads its config
// once per test file, and wrangler warned each time, "secrets are experimental" and, in a clone
// without .dev.vars, "Missing required secrets".
const configPath = testWranglerConfig();

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // Every data shard gets the same schema (migrations-data/); test/setup.ts applies it.
  const dataMigrations = await readD1Migrations("./migrations-data");
  /**
   * The worker under test. `jobQueues` job queues: JOB_QUEUES is read by the Durable Objects
   * too, which see only these bindings (a test cannot hand them another env the way
   * test/helpers/shards.ts does for the fetch handler), so two queues need their own project.
   */
  const worker = (jobQueues: number) =>
    cloudflareTest({
      main: "./src/index.ts",
      wrangler: { configPath },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          TEST_DATA_MIGRATIONS: dataMigrations,
          ...TEST_SECRETS,
          // Every send through src/queue/producers.ts is recorded for the tests, which hand
          // exactly those messages to the real queue handler (test/helpers/queues.ts).
          JOBS_CAPTURE: "1",
          JOB_QUEUES: String(jobQueues),
        },
        // Tests run the queue consumer themselves (test/helpers/queues.ts) so that each step
        // of seed 002's timeline happens exactly when the test says, never behind its back.
        // `queueConsumers: {}` alone does not do it: miniflare merges options into the
        // wrangler.toml consumers (a job sent by an append was consumed ~1 s later in the
        // background). So the producers write to queues that have no consumer.
        queueConsumers: {},
        // A second data shard: wrangler.toml binds DB_0 and DATA_SHARDS=1; tests that need two
        // shards run the worker with DATA_SHARDS=2 (test/helpers/shards.ts).
        d1Databases: { DB: "engram", DB_0: "engram-data-0", DB_1: "engram-data-1" },
        // Each job queue and the index queue beside it (src/queue/routing.ts).
        queueProducers: Object.fromEntries(
          Array.from({ length: jobQueues }, (_, i) => [
            [i === 0 ? "JOBS" : `JOBS_${i}`, { queueName: `engram-jobs${i === 0 ? "" : `-${i}`}-unconsumed-in-tests` }],
            [i === 0 ? "INDEX_JOBS" : `INDEX_JOBS_${i}`, { queueName: `engram-index${i === 0 ? "" : `-${i}`}-unconsumed-in-tests` }],
          ]).flat(),
        ),
      },
    });
  const test = {
    setupFiles: ["./test/setup.ts"],
    // Tests that run whole summarize + index chains through the real consumer take seconds on
    // a loaded machine; the default 5 s cut them off mid-chain.
    testTimeout: 20_000,
  };
  return {
    test: {
      projects: [
        {
          plugins: [worker(1)],
          test: {
            ...test,
            name: "worker",
            // The client's suite runs in Node against a served Worker (client/vitest.config.ts).
            include: ["test/**/*.test.ts"],
            // The inspector's browser test runs in Node with chromium (test/browser/vitest.config.ts).
            exclude: ["test/browser/**", ...TWO_JOB_QUEUES],
          },
        },
        { plugins: [worker(2)], test: { ...test, name: "two-job-queues", include: TWO_JOB_QUEUES } },
      ],
    },
  };
});
