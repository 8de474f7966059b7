import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error the local-service script is plain ESM without type declarations
import { prepareDatabase, startService } from "../../scripts/local-service.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    inspectorUrl: string;
    inspectorKey: string;
    inspectorAdminToken: string;
  }
}

const ADMIN_TOKEN = "browser-tests-admin";

export default async function setup(project: TestProject) {
  const persist = mkdtempSync(join(tmpdir(), "engram-browser-tests-"));
  const key = "eng_browser_tests_0123456789abcdef";
  await prepareDatabase({ persist, tenantId: "browser-tests", keyId: "key_browser_tests", key });
  const { worker, url } = await startService({
    port: 0,
    persist,
    testScheduled: true,
    vars: {
      ADMIN_TOKEN,
      LLM_API_KEY: "",
      WEBHOOK_ENCRYPTION_KEY: "browser-tests-webhook-encryption-key-0123456789",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_BURST: "100000",
    },
  });
  project.provide("inspectorUrl", url);
  project.provide("inspectorKey", key);
  project.provide("inspectorAdminToken", ADMIN_TOKEN);
  return async () => {
    await worker.dispose();
    rmSync(persist, { recursive: true, force: true });
  };
}
