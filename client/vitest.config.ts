import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The client and its adapters run in Node against the real Worker, served locally by wrangler's
// dev server (test/global-setup.ts), the way an agent reaches Engram over HTTP.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["client/test/**/*.test.ts"],
    globalSetup: ["client/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
