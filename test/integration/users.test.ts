import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, append, newKey, newTenant, round, type Api } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { insertMemory, snapshot, type StoreSnapshot } from "../helpers/stores";
import { onVectorizeWithDelayedDeletes } from "../helpers/deployment";

// Against Vectorize as production has it: deletes accepted at once, applied at the next queue delivery or sweep.
onVectorizeWithDelayedDeletes();

async function summarized(client: Api, tenantId: string, conversationId: string, userId: string) {
  for (let n = 1; n <= 3; n += 1) await append(client, conversationId, round(n), userId);
  await deliverQueuedJobs();
}

/** Two tenants; in the first, alice and bob; in the second, another "alice". */
async function world() {
  const t1 = await newTenant();
  const t2 = await newTenant();
  const one = api(t1);
  const two = api(t2);
  await summarized(one, t1.tenantId, "a-1", "alice");
  await insertMemory({ key: `${t1.tenantId}-a-tied`, tenantId: t1.tenantId, userId: "alice", conversationId: "a-1", blob: true });
  await append(one, "a-2", [{ role: "user", content: "second conversation" }], "alice");
  await insertMemory({ key: `${t1.tenantId}-a-blob`, tenantId: t1.tenantId, userId: "alice", blob: true });
  await insertMemory({ key: `${t1.tenantId}-a-inline`, tenantId: t1.tenantId, userId: "alice" });
  await summarized(one, t1.tenantId, "b-1", "bob");
  await insertMemory({ key: `${t1.tenantId}-b-mem`, tenantId: t1.tenantId, userId: "bob", conversationId: "b-1", blob: true });
  await summarized(two, t2.tenantId, "a-1", "alice");
  await insertMemory({ key: `${t2.tenantId}-a-mem`, tenantId: t2.tenantId, userId: "alice", blob: true });
  return { t1, t2, one, two };
}

/** Whether a snapshot line belongs to `userId` in `tenantId` (rows, vectors, blob keys). */
function belongsTo(line: string, tenantId: string, userId: string, conversations: string[]) {
  if (line.startsWith(`${tenantId}/${userId}/`)) return true;
  if (!line.includes(`"tenant_id":"${tenantId}"`)) return false;
  return line.includes(`"user_id":"${userId}"`) || conversations.some((c) => line.includes(`"conversation_id":"${c}"`));
}

function without(before: StoreSnapshot, keep: (line: string) => boolean): StoreSnapshot {
  return {
    agent_memories: before.agent_memories.filter(keep),
    memory: before.memory.filter(keep),
    conversations: before.conversations.filter(keep),
    vectors: before.vectors.filter(keep),
    blobs: before.blobs.filter(keep),
  };
}

describe("forget a user", () => {
  it("removes every message, summary, memory, blob and vector of the user, and nothing of anyone else", async () => {
    const { t1, one } = await world();
    const before = await snapshot();
    const res = await one.delete("/v1/users/alice");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user_id: "alice",
      complete: true,
      deleted: { conversations: 2, messages: 7, summaries: 1, memories: 3, blobs: 2, vectors: 1 + 6 + 1 + 1 + 2, facts: 0 },
    });
    const after = await snapshot();
    const alices = (line: string) => belongsTo(line, t1.tenantId, "alice", ["a-1", "a-2"]);
    for (const lines of Object.values(after)) expect(lines.filter(alices)).toEqual([]);
    expect(after).toEqual(without(before, (line) => !alices(line)));
    expect((await one.get("/v1/conversations/a-1/messages")).status).toBe(404);
    expect(await (await one.get("/v1/conversations/a-2/context")).json()).toMatchObject({ messages: [], summary: null, token_count: 0 });
    expect((await one.get("/v1/conversations/b-1/messages")).status).toBe(200);
  });

  it("is repeatable: forgetting again removes nothing more", async () => {
    const { one } = await world();
    await one.delete("/v1/users/alice");
    const before = await snapshot();
    const again = (await (await one.delete("/v1/users/alice")).json()) as { deleted: Record<string, number> };
    expect(Object.values(again.deleted).every((n) => n === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it("lets a user-limited key forget only its own user", async () => {
    const { t1 } = await world();
    const bobOnly = api(await newKey(t1.tenantId, "bob"));
    const denied = await bobOnly.delete("/v1/users/alice");
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    expect((await api(t1).get("/v1/conversations/a-1/messages")).status).toBe(200);
    const own = (await (await bobOnly.delete("/v1/users/bob")).json()) as { deleted: { conversations: number } };
    expect(own.deleted.conversations).toBe(1);
  });

  it("answers 400 to a malformed user id and 401 without a key", async () => {
    const { one } = await world();
    expect((await one.delete("/v1/users/not%20valid")).status).toBe(400);
    expect((await api("eng_nope").delete("/v1/users/alice")).status).toBe(401);
  });
});

describe("export a user", () => {
  it("returns the user's conversations with messages and summaries, and memories with their content", async () => {
    const { t1, one } = await world();
    const res = await one.get("/v1/users/alice/export");
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      user_id: string;
      conversations: Array<{
        conversation_id: string;
        messages: Array<{ seq: number; content: string }>;
        summaries: Array<{ status: string; text: string }>;
      }>;
      memories: Array<{ key: string; content: string; conversation_id: string | null }>;
    };
    expect(data.user_id).toBe("alice");
    expect(data.conversations.map((c) => [c.conversation_id, c.messages.length, c.summaries.length])).toEqual([
      ["a-1", 6, 1],
      ["a-2", 1, 0],
    ]);
    expect(data.conversations[0]?.messages[0]?.content).toBe("Round 1 question: what about topic 1?");
    expect(data.conversations[0]?.summaries[0]?.status).toBe("completed");
    expect(data.memories.map((m) => [m.key, m.content]).sort()).toEqual(
      [
        [`${t1.tenantId}-a-blob`, `content of ${t1.tenantId}-a-blob`],
        [`${t1.tenantId}-a-inline`, `content of ${t1.tenantId}-a-inline`],
        [`${t1.tenantId}-a-tied`, `content of ${t1.tenantId}-a-tied`],
      ].sort(),
    );
    expect(JSON.stringify(data)).not.toContain("bob");
  });

  it("streams the export a piece at a time (never one body built whole), and the pieces make one valid document", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 0; n < 5; n += 1) await append(client, `streamed-${n}`, round(n), "carol");
    for (let n = 0; n < 3; n += 1) await insertMemory({ key: `${tenant.tenantId}-c-${n}`, tenantId: tenant.tenantId, userId: "carol" });
    const res = await client.get("/v1/users/carol/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(decoder.decode(value, { stream: true }));
    }
    // One piece per conversation and per memory at least, besides the opening and the end.
    expect(pieces.length).toBeGreaterThanOrEqual(5 + 3);
    const data = JSON.parse(pieces.join("")) as {
      user_id: string;
      conversations: Array<{ conversation_id: string }>;
      memories: unknown[];
      facts: unknown[];
    };
    expect(data.user_id).toBe("carol");
    expect(data.conversations.map((c) => c.conversation_id)).toEqual([0, 1, 2, 3, 4].map((n) => `streamed-${n}`));
    expect(data.memories).toHaveLength(3);
    expect(data.facts).toEqual([]);
  });

  it("pages an export of more than 500 conversations and memories: every item once, facts and a null cursor on the last page", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 0; n < 3; n += 1) await append(client, `paged-${n}`, round(n), "dora");
    // 510 memories written as the memory store writes its rows (the export reads only these).
    const insert = env.DB_0.prepare(
      `INSERT INTO agent_memories (memory_key, tenant_id, user_id, memory_type, description, content, content_bytes, token_count, origin, created_at)
       VALUES (?, ?, 'dora', 'fact', 'd', 'c', 1, 1, 'api', ?)`,
    );
    const keys = Array.from({ length: 510 }, (_, n) => `${tenant.tenantId}-m-${String(n).padStart(3, "0")}`);
    await env.DB_0.batch(
      keys.map((key, n) => insert.bind(key, tenant.tenantId, `2026-01-01T00:00:${String(n % 60).padStart(2, "0")}.000Z`)),
    );
    type Page = {
      conversations: Array<{ conversation_id: string }>;
      memories: Array<{ key: string }>;
      facts: unknown[];
      next_cursor: string | null;
    };
    const first = (await (await client.get("/v1/users/dora/export")).json()) as Page;
    expect(first.conversations).toHaveLength(3);
    expect(first.memories).toHaveLength(497);
    expect(first.next_cursor).not.toBeNull();
    const second = (await (await client.get(`/v1/users/dora/export?cursor=${encodeURIComponent(first.next_cursor ?? "")}`)).json()) as Page;
    expect(second.conversations).toEqual([]);
    expect(second.next_cursor).toBeNull();
    expect(second.facts).toEqual([]);
    expect([...first.memories, ...second.memories].map((m) => m.key).sort()).toEqual([...keys].sort());
    expect((await client.get("/v1/users/dora/export?cursor=not-a-cursor")).status).toBe(400);
  });

  it("keeps tenants and users apart", async () => {
    const { t1, t2, two } = await world();
    const other = (await (await two.get("/v1/users/alice/export")).json()) as {
      conversations: unknown[];
      memories: Array<{ key: string }>;
    };
    expect(other.conversations).toHaveLength(1);
    expect(other.memories.map((m) => m.key)).toEqual([`${t2.tenantId}-a-mem`]);
    expect(JSON.stringify(other)).not.toContain(t1.tenantId);
    const bobOnly = api(await newKey(t1.tenantId, "bob"));
    expect((await bobOnly.get("/v1/users/alice/export")).status).toBe(403);
    const nobody = (await (await api(t1).get("/v1/users/nobody/export")).json()) as { conversations: unknown[]; memories: unknown[] };
    expect(nobody).toMatchObject({ conversations: [], memories: [] });
  });
});
