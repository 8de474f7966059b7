import type { TestProject } from "vitest/node";
import { startLocalWorker } from "../../test/browser/local-worker";

declare module "vitest" {
  export interface ProvidedContext {
    engramUrl: string;
    engramKey: string;
    engramAdminToken: string;
  }
}

export default async function setup(project: TestProject) {
  // With wrangler's /__scheduled route, as `npm start` serves it (docs/operations.md runs a sweep through it).
  const served = await startLocalWorker("client", { testScheduled: true });
  project.provide("engramUrl", served.url);
  project.provide("engramKey", served.key);
  project.provide("engramAdminToken", served.adminToken);
  return served.stop;
}
