import { env } from "cloudflare:test";
import { shardBinding } from "../../src/db/shards";

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
