import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { indexDeps } from "../../src/search/indexer";
import { reembedIndexes } from "../../src/search/reembed";
import { append, newClient } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { userIndexRows } from "../helpers/user-index";

const HASH = "local-hash-v1-512/512";
const STATIC = "static-glove100-30k-v1/100";
const hashEnv = { ...env, EMBEDDER: "local" } as Env;

async function embedders(tenantId: string): Promise<Array<string | null>> {
  const rows = await userIndexRows<{ embedder: string | null }>(tenantId, "user-1", `SELECT embedder FROM search_docs ORDER BY id`);
  return rows.map((row) => row.embedder);
}

async function runCron(sweepEnv: Env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), sweepEnv, ctx);
  await waitOnExecutionContext(ctx);
}

describe("re-embedding in the cron sweep", () => {
  it("re-embeds a switched index within a few runs, and switching back walks the users again", async () => {
    const { tenant, client } = await newClient();
    await append(client, "cron", [
      { role: "user", content: "We hiked up the trail to the summit on Saturday." },
      { role: "user", content: "My sister adopted a kitten from the shelter." },
    ]);
    await deliverQueuedJobs({ env: hashEnv });
    expect(await embedders(tenant.tenantId)).toEqual([HASH, HASH]);
    // SWEEP_BATCH_SIZE 1: one user and at most five rows per run.
    const sweepEnv = { ...env, SWEEP_BATCH_SIZE: "1" } as Env;
    for (let run = 0; run < 10 && (await embedders(tenant.tenantId)).some((e) => e !== STATIC); run += 1) await runCron(sweepEnv);
    expect(await embedders(tenant.tenantId)).toEqual([STATIC, STATIC]);
    // Back to the hashing embedder: the static walk is void for it, its vectors are stale again.
    let report = await reembedIndexes(hashEnv, 100, indexDeps(hashEnv));
    for (let run = 0; run < 10 && !report.finished; run += 1) report = await reembedIndexes(hashEnv, 100, indexDeps(hashEnv));
    expect(await embedders(tenant.tenantId)).toEqual([HASH, HASH]);
  });
});
