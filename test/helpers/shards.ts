import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/index";
import { shardBinding } from "../../src/db/shards";
import { deploymentEnv, vectorizeCatchesUp } from "./deployment";

/** The env a deployment with two data shards sees (DB_0 and DB_1 are both bound in tests). */
export const twoShardEnv = (): Env => ({ ...env, DATA_SHARDS: "2" });

/** The rows of `sql` over every data shard, for assertions about where data lives. */
export async function acrossShards<T>(sql: string, ...params: unknown[]): Promise<Array<T & { shard: number }>> {
  const rows: Array<T & { shard: number }> = [];
  for (const [shard, db] of [env.DB_0, shardBinding(env, 1)].entries()) {
    const { results } = await db
      .prepare(sql)
      .bind(...params)
      .all<T>();
    rows.push(...results.map((row) => ({ ...row, shard })));
  }
  return rows;
}

/** The worker as a deployment with `shardEnv`'s bindings and vars serves it. */
export const servedBy = (shardEnv: Env) => async (request: Request) => {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, shardEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
};

/** One cron sweep, as the deployment with `sweepEnv` runs it at `scheduledTime`; every test that sweeps goes through here. */
export async function sweep(sweepEnv: Env = deploymentEnv(), scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), sweepEnv, ctx);
  await waitOnExecutionContext(ctx);
  // Time passed for the index too: a Vectorize fake with delayed deletes applies those accepted so far.
  vectorizeCatchesUp();
}
