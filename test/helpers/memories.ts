import { env } from "cloudflare:test";
import { tenantVectorIds } from "./user-index";

/** A text of exactly `n` tokens by this service's count ("a a a ..."). */
export function tokensOf(n: number): string {
  return n <= 0 ? "" : `a${" a".repeat(n - 1)}`;
}

export interface MemoryRowView {
  memory_key: string;
  tenant_id: string;
  user_id: string;
  conversation_id: string | null;
  source_seq: number | null;
  memory_type: string;
  description: string;
  description_source: string;
  content: string | null;
  r2_key: string | null;
  content_bytes: number;
  token_count: number;
  content_metadata: string;
  origin: string;
  state: string;
  created_at: string;
  expires_at: string | null;
}

export async function memoryRows(tenantId: string): Promise<MemoryRowView[]> {
  const { results } = await env.DB_0.prepare(`SELECT * FROM agent_memories WHERE tenant_id = ? ORDER BY stored_at, memory_key`)
    .bind(tenantId)
    .all<MemoryRowView>();
  return results;
}

/** Moves a memory's expiry into the past, as the clock moving on would; its row and blob stay. */
export async function expireMemory(key: string): Promise<void> {
  await env.DB_0.prepare(`UPDATE agent_memories SET expires_at = ? WHERE memory_key = ?`)
    .bind(new Date(Date.now() - 1000).toISOString(), key)
    .run();
}

/** Every R2 object under a tenant's prefix. */
export async function blobKeys(tenantId: string): Promise<string[]> {
  const listed = await env.BLOBS.list({ prefix: `${tenantId}/` });
  return listed.objects.map((object) => object.key);
}

/** The vector ids in the search indexes of the tenant's users (each user's object). */
export const vectorIdsOf = tenantVectorIds;

export { env };

/** The bucket, with its writes counted (the test asserts what a request did to R2). */
export function countingBucket(bucket: R2Bucket, counts: { put: number; delete: number }): R2Bucket {
  return new Proxy(bucket, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property === "put") counts.put += 1;
        if (property === "delete") counts.delete += 1;
        return Reflect.apply(value, target, args);
      };
    },
  });
}

/** Sends one request to the app with a modified env (a counting bucket, other limits...). */
export async function fetchWithEnv(
  testEnv: Env,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { app } = await import("../../src/http/app");
  const { createExecutionContext } = await import("cloudflare:test");
  const body = options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  return app.fetch(
    new Request(`https://engram.test${path}`, {
      method,
      headers: {
        ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body,
    }),
    testEnv,
    createExecutionContext(),
  );
}

/** The Durable Object namespace, with every RPC method called on its stubs recorded by name. */
export function recordingNamespace<T extends Rpc.DurableObjectBranded | undefined>(
  namespace: DurableObjectNamespace<T>,
  calls: string[],
): DurableObjectNamespace<T> {
  return new Proxy(namespace, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      if (property !== "getByName" && property !== "get") return value.bind(target);
      return (...args: unknown[]) => {
        const stub: object = Reflect.apply(value, target, args);
        return new Proxy(stub, {
          get(stubTarget, method) {
            const member: unknown = Reflect.get(stubTarget, method);
            if (typeof member !== "function" || typeof method !== "string") return member;
            return (...params: unknown[]) => {
              calls.push(method);
              return Reflect.apply(member, stubTarget, params);
            };
          },
        });
      };
    },
  });
}
