import { env, runInDurableObject } from "cloudflare:test";
import { runIndexJobs } from "../../src/search/index-job";
import type { IndexDeps } from "../../src/search/indexer";
import type { IndexJob } from "../../src/queue/job-types";
import type { IndexDoc } from "../../src/search/documents";
import type { IndexUpsert, UserSearchInput } from "../../src/search/user-index-types";
import type { userStub } from "../../src/users/stub";
import { deploymentEnv, vectorizeIdsOf } from "./deployment";
import { append, newClient, type Turn } from "./api";
import { deliverQueuedJobs } from "./queues";

/**
 * The search index lives in each user's object (durable-objects/user/search-store.ts): these
 * read it where it is, with SQL run inside the object.
 */
export async function userIndexRows<T extends Record<string, SqlStorageValue>>(
  tenantId: string,
  userId: string,
  sql: string,
  ...params: SqlStorageValue[]
): Promise<T[]> {
  const stub = env.USERS.getByName(`${tenantId}/${userId}`);
  return runInDurableObject(stub, async (_instance, state) => state.storage.sql.exec<T>(sql, ...params).toArray());
}

/** A count over one user's index (`sql` selects `n`). */
export async function userIndexCount(tenantId: string, userId: string, sql: string, ...params: SqlStorageValue[]): Promise<number> {
  const [row] = await userIndexRows<{ n: number }>(tenantId, userId, sql, ...params);
  return row?.n ?? 0;
}

/** The vector ids the local index holds for these users (rows that carry a vector), sorted. */
export async function userVectorIds(tenantId: string, userIds: string[] = ["user-1"]): Promise<string[]> {
  const ids: string[] = [];
  for (const userId of userIds) {
    const rows = await userIndexRows<{ vector_id: string }>(tenantId, userId, `SELECT vector_id FROM search_docs WHERE vector IS NOT NULL`);
    ids.push(...rows.map((row) => row.vector_id));
  }
  return ids.sort();
}

/** Runs index jobs the service sent through the batch indexer, as the consumer does; throws what the queue would retry. */
export async function indexNow(job: IndexJob, deps?: IndexDeps): Promise<void> {
  const [outcome] = await runIndexJobs(deploymentEnv(), [{ job, attempts: 1 }], deps);
  if (outcome?.action === "error") throw outcome.error;
}

/** The users D1 knows of (conversations, memories, deletions on record), optionally of one tenant. */
export async function knownUsers(tenantId?: string): Promise<Array<{ tenant_id: string; user_id: string }>> {
  const where = tenantId === undefined ? "" : " WHERE tenant_id = ?1";
  const control = env.DB.prepare(
    `SELECT tenant_id, user_id FROM conversations${where}
     UNION SELECT tenant_id, user_id FROM deletion_log${where}${where === "" ? " WHERE" : " AND"} user_id IS NOT NULL`,
  );
  // Memories live in the data shard (one in the default test configuration).
  const data = env.DB_0.prepare(`SELECT DISTINCT tenant_id, user_id FROM agent_memories${where}`);
  const users = new Map<string, { tenant_id: string; user_id: string }>();
  for (const statement of [control, data]) {
    const { results } = await (tenantId === undefined ? statement : statement.bind(tenantId)).all<{ tenant_id: string; user_id: string }>();
    for (const row of results) users.set(`${row.tenant_id}\u0000${row.user_id}`, row);
  }
  return [...users.values()];
}

/**
 * Every vector id of a tenant's known users, sorted: in their user objects (embedded index), and
 * in the test file's Vectorize when it runs against one (test/helpers/deployment.ts).
 */
export async function tenantVectorIds(tenantId: string): Promise<string[]> {
  const ids: string[] = vectorizeIdsOf(tenantId);
  for (const { user_id } of await knownUsers(tenantId)) ids.push(...(await userVectorIds(tenantId, [user_id])));
  return ids.sort();
}

/** The keys vectors are recorded under: `${name}/${dimensions}` of each embedder. */
export const HASH = "local-hash-v1-512/512";
export const STATIC = "static-glove100-30k-v1/100";

/** The indexer as it ran before a switch to the static embedder: the hashing embedder. */
export const hashEnv = { ...env, EMBEDDER: "local" } as Env;

/** A fresh tenant whose conversation `conversationId` (of user-1) holds `turns`, indexed by the hashing embedder. */
export async function hashIndexedConversation(conversationId: string, turns: Turn[]) {
  const { tenant, client } = await newClient();
  await append(client, conversationId, turns);
  await deliverQueuedJobs({ env: hashEnv });
  return { tenant, client };
}

/** Which embedder each of user-1's index rows was embedded with, in row order. */
export async function embedders(tenantId: string): Promise<Array<string | null>> {
  const rows = await userIndexRows<{ embedder: string | null }>(tenantId, "user-1", `SELECT embedder FROM search_docs ORDER BY id`);
  return rows.map((row) => row.embedder);
}

/** A user's turn as the indexer hands it to the user object: `body` at `seq`, one second after the last. */
export function messageUpsert(tenantId: string, conversationId: string, seq: number, body: string, vector: Int8Array | null): IndexUpsert {
  const doc: IndexDoc & { vectorId: string } = {
    docKey: `msg:${tenantId}/${conversationId}/${seq}`,
    vectorId: `v-${conversationId}-${seq}`,
    kind: "message",
    tenantId,
    userId: "",
    conversationId,
    startSeq: seq,
    endSeq: seq,
    memoryKey: null,
    memoryId: null,
    memoryType: null,
    role: "user",
    name: null,
    body,
    content: body,
    summary: null,
    metadata: {},
    tokenCount: 10,
    createdAt: new Date(Date.UTC(2026, 0, 1) + seq * 1000).toISOString(),
  };
  return { doc, vector };
}

/** The user object's ranked results for one search, straight from its RPC (no embedding asked back). */
export async function indexResults(user: ReturnType<typeof userStub>, query: UserSearchInput) {
  const answer = await user.searchIndex(query);
  if (!("results" in answer)) throw new Error("the object asked for an embedding");
  return answer.results;
}
