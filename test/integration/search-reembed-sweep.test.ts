import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { indexDeps } from "../../src/search/indexer";
import { reembedIndexes } from "../../src/search/reembed";
import { embedders, HASH, hashEnv, hashIndexedConversation, STATIC } from "../helpers/user-index";
import { sweep as runCron } from "../helpers/shards";

describe("re-embedding in the cron sweep", () => {
  it("re-embeds a switched index within a few runs, and switching back walks the users again", async () => {
    const { tenant } = await hashIndexedConversation("cron", [
      { role: "user", content: "We hiked up the trail to the summit on Saturday." },
      { role: "user", content: "My sister adopted a kitten from the shelter." },
    ]);
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
