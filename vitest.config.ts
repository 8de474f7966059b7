import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./src/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ADMIN_TOKEN: "test-admin-token",
            LLM_API_KEY: "",
            WEBHOOK_ENCRYPTION_KEY: "test-webhook-encryption-key-0123456789abcdef",
            // Every send through src/queue/capture.ts jobQueue() is recorded for the tests, which
            // hand exactly those messages to the real queue handler (test/helpers/queues.ts).
            JOBS_CAPTURE: "1",
          },
          // Tests run the queue consumer themselves (test/helpers/queues.ts) so that each step
          // of seed 002's timeline happens exactly when the test says, never behind its back.
          // `queueConsumers: {}` alone does not do it: miniflare merges options into the
          // wrangler.toml consumers (a job sent by an append was consumed ~1 s later in the
          // background). So the producer writes to a queue that has no consumer.
          queueConsumers: {},
          queueProducers: { JOBS: { queueName: "engram-jobs-unconsumed-in-tests" } },
        },
      }),
    ],
    test: {
      // The client's suite runs in Node against a served Worker (client/vitest.config.ts).
      include: ["test/**/*.test.ts"],
      // The inspector's browser test runs in Node with chromium (test/browser/vitest.config.ts).
      exclude: ["test/browser/**"],
      setupFiles: ["./test/setup.ts"],
      // Tests that run whole summarize + index chains through the real consumer take seconds on
      // a loaded machine; the default 5 s cut them off mid-chain.
      testTimeout: 20_000,
    },
  };
});
