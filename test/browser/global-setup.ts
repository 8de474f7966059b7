import type { TestProject } from "vitest/node";
import { startLocalWorker } from "./local-worker";

declare module "vitest" {
  export interface ProvidedContext {
    inspectorUrl: string;
    inspectorKey: string;
    inspectorAdminToken: string;
  }
}

export default async function setup(project: TestProject) {
  const served = await startLocalWorker("browser", { testScheduled: true });
  project.provide("inspectorUrl", served.url);
  project.provide("inspectorKey", served.key);
  project.provide("inspectorAdminToken", served.adminToken);
  return served.stop;
}
