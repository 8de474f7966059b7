import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error the local-service script is plain ESM without type declarations
import { prepareDatabase, startService } from "../../scripts/local-service.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    engramUrl: string;
    engramKey: string;
    engramAdminToken: string;
  }
}

export interface LocalWorker {
  url: string;
  key: string;
  adminToken: string;
  stop: () => Promise<void>;
}

/**
 * The Worker served by wrangler's dev server for the suites that run in Node (this browser test
 * and client/test): a fresh persisted state, one tenant named after the suite with one key, and
 * rate limits out of the way of a suite that sends many requests.
 */
export async function startLocalWorker(suite: string, options: { testScheduled?: boolean } = {}): Promise<LocalWorker> {
  const persist = mkdtempSync(join(tmpdir(), `engram-${suite}-tests-`));
  const key = `eng_${suite}_tests_0123456789abcdef`;
  const adminToken = `${suite}-tests-admin`;
  await prepareDatabase({ persist, tenantId: `${suite}-tests`, keyId: `key_${suite}_tests`, key });
  const { worker, url } = await startService({
    port: 0,
    persist,
    testScheduled: options.testScheduled ?? false,
    vars: {
      ADMIN_TOKEN: adminToken,
      LLM_API_KEY: "",
      WEBHOOK_ENCRYPTION_KEY: `${suite}-tests-webhook-encryption-key-0123456789`,
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_BURST: "100000",
    },
  });
  const stop = async () => {
    await worker.dispose();
    rmSync(persist, { recursive: true, force: true });
  };
  return { url, key, adminToken, stop };
}

/**
 * The global setup of a suite that runs in Node: serves the Worker (with wrangler's /__scheduled
 * route, as `npm start` serves it: docs/operations.md runs a sweep through it) and provides the
 * tests its url, key and admin token; the worker stops when the suite ends.
 */
export const serveForSuite = (suite: string) => async (project: TestProject) => {
  const served = await startLocalWorker(suite, { testScheduled: true });
  project.provide("engramUrl", served.url);
  project.provide("engramKey", served.key);
  project.provide("engramAdminToken", served.adminToken);
  return served.stop;
};
