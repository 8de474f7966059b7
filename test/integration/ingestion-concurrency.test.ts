import { describe, expect, it } from "vitest";
import { countTokens } from "../../src/context/tokens";
import { api, append, expectError, messages, newTenant, status } from "../helpers/api";
import { processingJobs } from "../helpers/jobs";

const path = (id: string) => `/v1/conversations/${id}/messages`;

describe("concurrent ingestion", () => {
  it("gives 100 concurrent appends to one conversation seq 0..99, each message exactly once", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        client.post(path("busy"), {
          user_id: "user-1",
          messages: [{ role: i % 2 === 0 ? "user" : "assistant", content: `message number ${i}` }],
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201));
    const answers = (await Promise.all(responses.map((r) => r.json()))) as Array<{
      last_seq: number;
      messages: Array<{ seq: number; content: string }>;
    }>;

    const stored = await messages(client, "busy");
    expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(new Set(stored.map((m) => m.content)).size).toBe(100);
    expect(stored.map((m) => m.content).sort()).toEqual(Array.from({ length: 100 }, (_, i) => `message number ${i}`).sort());
    // Each caller was told the seq its message really got.
    for (const answer of answers) {
      const [message] = answer.messages;
      expect(answer.last_seq).toBe(message?.seq);
      expect(stored[message?.seq ?? -1]?.content).toBe(message?.content);
    }
    expect((await status(client, "busy")).last_seq).toBe(99);
    // The job lock held under contention: never two summaries in flight.
    expect((await processingJobs(tenant.tenantId, "busy")).length).toBeLessThanOrEqual(1);
  });

  it("keeps a multi-message append contiguous when appends race", async () => {
    const client = api(await newTenant());
    const batch = (tag: string) => ({
      user_id: "user-1",
      messages: [1, 2, 3].map((n) => ({ role: "user", content: `${tag}-${n}` })),
    });
    const answers = await Promise.all(["a", "b", "c", "d"].map((tag) => client.post(path("batches"), batch(tag))));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const stored = await messages(client, "batches");
    expect(stored).toHaveLength(12);
    for (let i = 0; i < 12; i += 3) {
      const tag = stored[i]?.content?.split("-")[0];
      expect(stored.slice(i, i + 3).map((m) => m.content)).toEqual([`${tag}-1`, `${tag}-2`, `${tag}-3`]);
    }
  });
});

describe("Idempotency-Key", () => {
  const body = { user_id: "user-1", messages: [{ role: "user", content: "Book the 9:40 train to Porto" }] };

  it("answers a repeated request with the first answer and writes nothing", async () => {
    const client = api(await newTenant());
    await append(client, "idem", [{ role: "user", content: "Hello" }]);
    const first = await client.post(path("idem"), body, { "Idempotency-Key": "req-1" });
    expect(first.status).toBe(201);
    const firstBody = await first.json();

    const again = await client.post(path("idem"), body, { "Idempotency-Key": "req-1" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);

    const stored = await messages(client, "idem");
    expect(stored.map((m) => m.content)).toEqual(["Hello", "Book the 9:40 train to Porto"]);
    expect((await status(client, "idem")).last_seq).toBe(1);
  });

  it("rejects the same key with a different body with 409 and writes nothing", async () => {
    const client = api(await newTenant());
    expect((await client.post(path("idem"), body, { "Idempotency-Key": "req-1" })).status).toBe(201);
    const other = { ...body, messages: [{ role: "user", content: "Book the 11:40 train instead" }] };
    const res = await client.post(path("idem"), other, { "Idempotency-Key": "req-1" });
    expect(await expectError(res, 409)).toBe("idempotency_conflict");
    expect((await messages(client, "idem")).map((m) => m.content)).toEqual(["Book the 9:40 train to Porto"]);
  });

  it("writes once when the same request races with itself", async () => {
    const client = api(await newTenant());
    const results = await Promise.all(Array.from({ length: 6 }, () => client.post(path("race"), body, { "Idempotency-Key": "same" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const seqs = await Promise.all(results.map(async (r) => ((await r.json()) as { last_seq: number }).last_seq));
    expect(new Set(seqs)).toEqual(new Set([0]));
    expect(await messages(client, "race")).toHaveLength(1);
  });

  it("treats keys as separate per conversation", async () => {
    const client = api(await newTenant());
    expect((await client.post(path("one"), body, { "Idempotency-Key": "k" })).status).toBe(201);
    expect((await client.post(path("two"), body, { "Idempotency-Key": "k" })).status).toBe(201);
    expect(await messages(client, "two")).toHaveLength(1);
  });
});

describe("stored message fields", () => {
  it("keeps a client-supplied created_at for backfills and stamps the others with the time of the append", async () => {
    const client = api(await newTenant());
    const before = Date.now();
    await append(client, "dates", [
      { role: "user", content: "An old message", created_at: "2023-01-02T03:04:05+02:00" },
      { role: "assistant", content: "A new one" },
    ]);
    const after = Date.now();
    const [old, fresh] = await messages(client, "dates");
    expect(old?.created_at).toBe("2023-01-02T01:04:05.000Z");
    const stamped = Date.parse(fresh?.created_at ?? "");
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(after + 1000);
  });

  it("stores role, name, tool calls, tool_call_id, metadata and a token count for every message", async () => {
    const client = api(await newTenant());
    const call = { id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Lisbon"}' } };
    await append(client, "fields", [
      { role: "system", content: "You are a travel agent.", name: "planner" },
      { role: "assistant", content: null, tool_calls: [call] },
      { role: "tool", content: "18 degrees and sunny", tool_call_id: "call_1", metadata: { source: "weather-api", cached: false } },
    ]);
    const [system, assistant, tool] = await messages(client, "fields");
    expect(system).toMatchObject({
      seq: 0,
      role: "system",
      name: "planner",
      token_count: countTokens("You are a travel agent.") + countTokens("planner"),
    });
    expect(assistant).toMatchObject({ seq: 1, role: "assistant", content: null, tool_calls: [call] });
    expect(assistant?.token_count).toBe(countTokens(JSON.stringify([call])));
    expect(tool).toMatchObject({ seq: 2, role: "tool", tool_call_id: "call_1", metadata: { source: "weather-api", cached: false } });
    expect(tool?.token_count).toBe(countTokens("18 degrees and sunny"));
    // Each message also costs its chat framing in the conversation total.
    const total = [system, assistant, tool].reduce((sum, m) => sum + (m?.token_count ?? 0) + 4, 0);
    expect((await status(client, "fields")).full_token_count).toBe(total);
  });

  it("pages through messages with from_seq, to_seq and limit", async () => {
    const client = api(await newTenant());
    await append(
      client,
      "pages",
      Array.from({ length: 7 }, (_, i) => ({ role: "user" as const, content: `m${i}` })),
    );
    const page = (await (await client.get(`${path("pages")}?from_seq=2&to_seq=5&limit=3`)).json()) as {
      messages: Array<{ seq: number }>;
      next_from_seq: number | null;
    };
    expect(page.messages.map((m) => m.seq)).toEqual([2, 3, 4]);
    expect(page.next_from_seq).toBe(5);
    const last = (await (await client.get(`${path("pages")}?from_seq=5&to_seq=5`)).json()) as typeof page;
    expect(last.messages.map((m) => m.seq)).toEqual([5]);
    expect(last.next_from_seq).toBeNull();
  });
});
