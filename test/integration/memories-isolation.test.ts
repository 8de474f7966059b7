import { describe, expect, it } from "vitest";
import { api, newKey, newTenant, type Api } from "../helpers/api";
import { blobKeys, memoryRows } from "../helpers/memories";

/**
 * Who may see what. Tenant 1 has a tenant-wide key, a key limited to alice and one limited to
 * bob; tenant 2 has its own tenant-wide key. alice's and bob's memories are large (R2) so a
 * refused delete is seen to leave the blob too.
 */
const secretOf = (userId: string) => `${userId}'s secret `.repeat(1000);

async function world() {
  const wide = await newTenant();
  const alice = await newKey(wide.tenantId, "alice");
  const bob = await newKey(wide.tenantId, "bob");
  const other = await newTenant();
  const clients = { wide: api(wide), alice: api(alice), bob: api(bob), other: api(other) };
  const storeAs = async (client: Api, userId: string) => {
    const res = await client.post("/v1/memories", { user_id: userId, content: secretOf(userId) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { key: string }).key;
  };
  const keys = { alice: await storeAs(clients.alice, "alice"), bob: await storeAs(clients.wide, "bob") };
  return { tenantId: wide.tenantId, clients, keys };
}

type Who = "wide" | "alice" | "bob" | "other";
const matrix: Array<[Who, "alice" | "bob", boolean]> = [
  ["wide", "alice", true],
  ["wide", "bob", true],
  ["alice", "alice", true],
  ["alice", "bob", false],
  ["bob", "alice", false],
  ["bob", "bob", true],
  ["other", "alice", false],
  ["other", "bob", false],
];

describe("memory isolation matrix", () => {
  it("retrieve: each key sees exactly the memories of its tenant and, if limited, its user; others get 404", async () => {
    const { clients, keys } = await world();
    for (const [who, owner, allowed] of matrix) {
      for (const path of [
        `/v1/memories/${keys[owner]}`,
        `/v1/memories/${keys[owner]}?format=raw`,
        `/v1/memories/${keys[owner]}?from_line=1`,
      ]) {
        const res = await clients[who].get(path);
        expect([who, owner, path, res.status]).toEqual([who, owner, path, allowed ? 200 : 404]);
        if (!allowed) expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
        // An allowed read returns the owner's own bytes, whole (and, as JSON, names the owner).
        else if (path.includes("raw")) expect(await res.text()).toBe(secretOf(owner));
        else expect(await res.json()).toMatchObject({ key: keys[owner], user_id: owner, content: secretOf(owner) });
      }
    }
  });

  it("delete: a refused delete answers 404 and removes nothing; an allowed one removes row and blob", async () => {
    for (const [who, owner, allowed] of matrix) {
      const { tenantId, clients, keys } = await world();
      const res = await clients[who].delete(`/v1/memories/${keys[owner]}`);
      expect([who, owner, res.status]).toEqual([who, owner, allowed ? 200 : 404]);
      const remaining = (await memoryRows(tenantId)).map((row) => row.memory_key).sort();
      const expected = (allowed ? [keys[owner === "alice" ? "bob" : "alice"]] : [keys.alice, keys.bob]).sort();
      expect(remaining).toEqual(expected);
      expect(await blobKeys(tenantId)).toHaveLength(expected.length);
    }
  });

  it("store: a limited key cannot store for another user (403) and nothing is written", async () => {
    const { tenantId, clients } = await world();
    const res = await clients.alice.post("/v1/memories", { user_id: "bob", content: "planted" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    expect(await memoryRows(tenantId)).toHaveLength(2);
  });

  it("offloaded contents follow the conversation's owner: another user's limited key cannot read them", async () => {
    const { clients } = await world();
    const res = await clients.alice.post("/v1/conversations/a-conv/messages", {
      user_id: "alice",
      messages: [{ role: "user", content: "word ".repeat(2000) }],
    });
    expect(res.status).toBe(201);
    const content = ((await res.json()) as { messages: Array<{ content: string }> }).messages[0]?.content ?? "";
    const key = /^\[MemoryRef: (\S+) - /.exec(content)?.[1] ?? "";
    expect((await clients.alice.get(`/v1/memories/${key}`)).status).toBe(200);
    expect((await clients.wide.get(`/v1/memories/${key}`)).status).toBe(200);
    expect((await clients.bob.get(`/v1/memories/${key}`)).status).toBe(404);
    expect((await clients.other.get(`/v1/memories/${key}`)).status).toBe(404);
  });
});
