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

export default async function setup(project: TestProject) {
  const persist = mkdtempSync(join(tmpdir(), "engram-client-tests-"));
  const key = "eng_client_tests_0123456789abcdef";
  const adminToken = "client-tests-admin";
  await prepareDatabase({ persist, tenantId: "client-tests", keyId: "key_client_tests", key });
  const { worker, url } = await startService({
    port: 0,
    persist,
    vars: {
      ADMIN_TOKEN: adminToken,
      LLM_API_KEY: "",
      WEBHOOK_ENCRYPTION_KEY: "client-tests-webhook-encryption-key-0123456789",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_BURST: "100000",
    },
  });
  project.provide("engramUrl", url);
  project.provide("engramKey", key);
  project.provide("engramAdminToken", adminToken);
  return async () => {
    await worker.dispose();
    rmSync(persist, { recursive: true, force: true });
  };
}
