import { describe, expect, it } from "vitest";
import { api, append, newClient, newKey, type Api, type TestKey } from "../helpers/api";
import { blobKeys, memoryRows, tokensOf } from "../helpers/memories";

/** A content over the default offload threshold (500 tokens), so an accepted append would store it. */
const large = (word: string) => `${word} ${tokensOf(900)}`;

/** One large user message posted as `userId`, answered as is (the refusal is what the tests look at). */
const appendLarge = (from: Api, conversationId: string, userId: string, word: string) =>
  from.post(`/v1/conversations/${conversationId}/messages`, { user_id: userId, messages: [{ role: "user", content: large(word) }] });

interface ExportedMemory {
  key: string;
  content: string | null;
}

async function exportedMemories(client: Api, userId: string): Promise<ExportedMemory[]> {
  const res = await client.get(`/v1/users/${userId}/export`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { memories: ExportedMemory[] }).memories;
}

/** Neither user's export, nor D1 or R2, holds a content with `word`: the refused append stored none of it. */
async function expectNothingStored(tenant: TestKey, client: Api, word: string) {
  for (const user of ["alice", "bob"]) {
    expect((await exportedMemories(client, user)).filter((m) => m.content?.includes(word))).toEqual([]);
  }
  const rows = await memoryRows(tenant.tenantId);
  // Only the accepted appends' contents: every row linked to its message, every blob to a row.
  expect(rows.filter((row) => row.source_seq === null)).toEqual([]);
  expect((await blobKeys(tenant.tenantId)).sort()).toEqual(rows.flatMap((row) => (row.r2_key ? [row.r2_key] : [])).sort());
}

describe("an append the conversation refuses stores no content", () => {
  it("stores nothing for an append to another user's conversation after the conversation offloaded before", async () => {
    const { tenant, client } = await newClient();
    // Alice's own large content: the conversation's threshold is now known to this isolate.
    await append(client, "owned", [{ role: "user", content: large("alicepart") }], "alice");
    const res = await appendLarge(client, "owned", "bob", "bobsecret");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("conflict");
    await expectNothingStored(tenant, client, "bobsecret");
  });

  it("stores nothing for an append whose Idempotency-Key was used with another body", async () => {
    const { tenant, client } = await newClient();
    const first = { user_id: "alice", messages: [{ role: "user", content: large("firstbody") }] };
    expect((await client.post("/v1/conversations/idem/messages", first, { "idempotency-key": "k1" })).status).toBe(201);
    const second = { user_id: "alice", messages: [{ role: "user", content: large("secondbody") }] };
    const res = await client.post("/v1/conversations/idem/messages", second, { "idempotency-key": "k1" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("idempotency_conflict");
    await expectNothingStored(tenant, client, "secondbody");
  });

  it("stores nothing for an append through a key limited to another user (404)", async () => {
    const { tenant, client } = await newClient();
    await append(client, "hidden", [{ role: "user", content: large("alicepart") }], "alice");
    const bob = api(await newKey(tenant.tenantId, "bob"));
    const res = await appendLarge(bob, "hidden", "bob", "bobhidden");
    expect(res.status).toBe(404);
    await expectNothingStored(tenant, client, "bobhidden");
  });

  it("stores nothing for an append naming a user its key may not act for (403)", async () => {
    const { tenant, client } = await newClient();
    const bob = api(await newKey(tenant.tenantId, "bob"));
    const res = await appendLarge(bob, "other", "alice", "wronguser");
    expect(res.status).toBe(403);
    await expectNothingStored(tenant, client, "wronguser");
  });

  it("stores only the winner's content when two appends race for one Idempotency-Key with different bodies", async () => {
    const { tenant, client } = await newClient();
    await append(client, "race", [{ role: "user", content: large("opening") }], "alice");
    const body = (word: string) => ({ user_id: "alice", messages: [{ role: "user", content: large(word) }] });
    const [one, two] = await Promise.all([
      client.post("/v1/conversations/race/messages", body("racerone"), { "idempotency-key": "same" }),
      client.post("/v1/conversations/race/messages", body("racertwo"), { "idempotency-key": "same" }),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    await expectNothingStored(tenant, client, one.status === 409 ? "racerone" : "racertwo");
  });
});
