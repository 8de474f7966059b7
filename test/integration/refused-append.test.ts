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
  /**
   * Refusals of one large append after an optional large append of Alice's (which makes the
   * conversation's offload threshold known to this isolate), sent with the tenant's key or with
   * a key limited to Bob.
   */
  const refusals = [
    {
      refusal: "to another user's conversation after the conversation offloaded before",
      conversation: "owned",
      aliceFirst: true,
      keyLimitedTo: null,
      userId: "bob",
      word: "bobsecret",
      status: 409,
      code: "conflict",
    },
    {
      refusal: "through a key limited to another user (404)",
      conversation: "hidden",
      aliceFirst: true,
      keyLimitedTo: "bob",
      userId: "bob",
      word: "bobhidden",
      status: 404,
      code: "not_found",
    },
    {
      refusal: "naming a user its key may not act for (403)",
      conversation: "other",
      aliceFirst: false,
      keyLimitedTo: "bob",
      userId: "alice",
      word: "wronguser",
      status: 403,
      code: "forbidden",
    },
  ];

  it.each(refusals)(
    "stores nothing for an append $refusal",
    async ({ conversation, aliceFirst, keyLimitedTo, userId, word, status, code }) => {
      const { tenant, client } = await newClient();
      if (aliceFirst) await append(client, conversation, [{ role: "user", content: large("alicepart") }], "alice");
      const sender = keyLimitedTo === null ? client : api(await newKey(tenant.tenantId, keyLimitedTo));
      const res = await appendLarge(sender, conversation, userId, word);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
      await expectNothingStored(tenant, client, word);
    },
  );

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
