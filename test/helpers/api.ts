import type { z } from "@hono/zod-openapi";
import type { ContextSchema } from "../../src/http/schemas/context";
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { deploymentFetch } from "./deployment";

export const ADMIN_TOKEN = "test-admin-token";

export interface TestKey {
  tenantId: string;
  keyId: string;
  key: string;
  /** The user a user-limited key is limited to. */
  userId?: string;
}

let counter = 0;

/** A request to the admin API with the deployment's admin token. */
export async function admin(method: string, path: string, body?: unknown): Promise<Response> {
  return SELF.fetch(`https://engram.test${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A fresh tenant with one key (optionally limited to a user), made through the admin API. */
export async function newTenant(options: { userId?: string } = {}): Promise<TestKey> {
  counter += 1;
  const tenant = await admin("POST", "/admin/tenants", { name: `tenant ${counter}` });
  if (tenant.status !== 201) throw new Error(`tenant creation failed: ${tenant.status} ${await tenant.text()}`);
  const { id: tenantId } = (await tenant.json()) as { id: string };
  return newKey(tenantId, options.userId);
}

export async function newKey(tenantId: string, userId?: string): Promise<TestKey> {
  const res = await admin("POST", `/admin/tenants/${tenantId}/keys`, { user_id: userId ?? null });
  if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${await res.text()}`);
  const { id, key } = (await res.json()) as { id: string; key: string };
  return { tenantId, keyId: id, key, ...(userId === undefined ? {} : { userId }) };
}

/** A fresh tenant whose PII mode the admin API has set. */
export async function tenantWithPiiMode(mode: "off" | "derived" | "everywhere"): Promise<TestKey> {
  const tenant = await newTenant();
  expect((await admin("PATCH", `/admin/tenants/${tenant.tenantId}/settings`, { pii_mode: mode })).status).toBe(200);
  return tenant;
}

/** Sets the tenant's rate limit through the admin API. */
export async function limitTenant(tenant: TestKey, perMinute: number, burst: number): Promise<void> {
  const res = await admin("PATCH", `/admin/tenants/${tenant.tenantId}/settings`, {
    rate_limit_per_minute: perMinute,
    rate_limit_burst: burst,
  });
  if (res.status !== 200) throw new Error(`settings update failed: ${res.status} ${await res.text()}`);
}

export function api(key: TestKey | string) {
  const token = typeof key === "string" ? key : key.key;
  const limitedTo = typeof key === "string" ? undefined : key.userId;
  // Served by the test file's deployment (test/helpers/deployment.ts; SELF unless switched).
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    deploymentFetch(
      new Request(`https://engram.test${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  return {
    limitedTo,
    get: (path: string) => request("GET", path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request("POST", path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => request("PATCH", path, body, headers),
    put: (path: string, body: unknown) => request("PUT", path, body),
    delete: (path: string) => request("DELETE", path),
  };
}

export type Api = ReturnType<typeof api>;

/** A fresh tenant (optionally a key limited to a user) and the API client holding its key. */
export async function newClient(options: { userId?: string } = {}): Promise<{ tenant: TestKey; client: Api }> {
  const tenant = await newTenant(options);
  return { tenant, client: api(tenant) };
}

export interface Turn {
  role: "user" | "assistant" | "system" | "tool";
  content: string | null;
  [key: string]: unknown;
}

/** Appends messages and returns the parsed answer, failing loudly on any non-2xx. */
export async function append(client: Api, conversationId: string, messages: Turn[], userId = "user-1") {
  const res = await client.post(`/v1/conversations/${conversationId}/messages`, { user_id: userId, messages });
  if (res.status !== 201) throw new Error(`append failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { last_seq: number; messages: Array<{ seq: number; content: string | null }> };
}

/** One user/assistant round (seed 002 counts rounds as two seqs). */
export function round(n: number): Turn[] {
  return [
    { role: "user", content: `Round ${n} question: what about topic ${n}?` },
    { role: "assistant", content: `Round ${n} answer: topic ${n} is settled.` },
  ];
}

export { env };

/** The context answer (format=json) as the service declares it: one type for every test. */
export type ContextBody = z.infer<typeof ContextSchema>;

export interface StatusBody {
  last_seq: number;
  message_count: number;
  full_token_count: number;
  summary: { memory_id: number; start_seq: number; end_seq: number } | null;
  job: { memory_id: number | null; start_seq: number; end_seq: number; base_memory_id: number | null; deadline: string } | null;
  consecutive_failures: number;
  circuit_open: boolean;
  breaker: { state: "closed" | "open" | "half_open"; next_trial_at: string | null; cooldown_seconds: number | null };
  settings: {
    window_size: number;
    summarize_after_seq: number;
    job_timeout_seconds: number;
    max_consecutive_failures: number;
    breaker_cooldown_seconds: number;
  };
}

export interface StoredMessageBody {
  seq: number;
  role: string;
  content: string | null;
  created_at: string;
  token_count: number;
  name?: string;
  tool_call_id?: string;
  tool_calls?: unknown[];
  metadata?: Record<string, unknown>;
}

/** GET that must succeed; returns the parsed body. */
export async function getOk<T>(client: Api, path: string): Promise<T> {
  const res = await client.get(path);
  if (res.status !== 200) throw new Error(`GET ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const context = (client: Api, id: string, query = "") => getOk<ContextBody>(client, `/v1/conversations/${id}/context${query}`);
export const status = (client: Api, id: string) => getOk<StatusBody>(client, `/v1/conversations/${id}`);
export const messages = async (client: Api, id: string) =>
  (await getOk<{ messages: StoredMessageBody[] }>(client, `/v1/conversations/${id}/messages?limit=1000`)).messages;

/** Asserts the answer is a 4xx with the API's error shape and returns its code. */
export async function expectError(res: Response, status: number): Promise<string> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  if (typeof body.error?.code !== "string" || typeof body.error.message !== "string" || body.error.message === "") {
    throw new Error(`not the error shape: ${text}`);
  }
  return body.error.code;
}
