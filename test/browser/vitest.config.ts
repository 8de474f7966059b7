import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The inspector page in a real browser: Debian's chromium, driven by playwright-core from Node,
// against the Worker served locally by wrangler's dev server (global-setup.ts).
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["test/browser/**/*.test.ts"],
    globalSetup: ["test/browser/global-setup.ts"],
    testTimeout: 120_000,
    // Seeding 1,000 messages through the local service takes minutes on a loaded machine.
    hookTimeout: 600_000,
  },
});
