import { describe, expect, it } from "vitest";
import { append, newClient } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { search } from "../helpers/search";

describe("what search finds, with provenance", () => {
  it("finds a message by a stemmed keyword and returns its metadata, role, name and date", async () => {
    const { client } = await newClient();
    await append(client, "p1", [
      {
        role: "user",
        name: "Caroline",
        content: "I painted a lake sunrise last year.",
        metadata: { dia_id: "D1:12" },
        created_at: "2023-05-08T13:56:00Z",
      },
      { role: "user", name: "Melanie", content: "That sounds lovely!", metadata: { dia_id: "D1:13" }, created_at: "2023-05-08T13:56:00Z" },
    ]);
    await deliverQueuedJobs();
    const [top] = await search(client, { query: "When did Caroline paint a sunrise?" });
    expect(top).toMatchObject({
      key: "msg:p1:0",
      type: "message",
      content: "I painted a lake sunrise last year.",
      sources: [{ conversation_id: "p1", seq: 0 }],
      metadata: { dia_id: "D1:12" },
      created_at: "2023-05-08T13:56:00.000Z",
      name: "Caroline",
      role: "user",
    });
  });

  it("finds through the vector index what no keyword matches", async () => {
    const { client } = await newClient();
    await append(client, "v1", [
      { role: "user", content: "Lunch is at noon on Fridays." },
      { role: "user", content: "We adopted a puppy last week." },
    ]);
    await deliverQueuedJobs();
    // No word of "dog" is in either turn: only the word vectors meet ("puppy" is near "dog").
    const results = await search(client, { query: "dog" });
    expect(results[0]?.sources[0]?.seq).toBe(1);
  });

  it("filters by time range and ranks results dated in a period the query names", async () => {
    const { client } = await newClient();
    await append(client, "t1", [
      { role: "user", content: "Went hiking in the Alps.", created_at: "2023-05-08T10:00:00Z" },
      { role: "user", content: "Went hiking in the Andes.", created_at: "2023-07-01T10:00:00Z" },
      { role: "user", content: "Went hiking in the Rockies.", created_at: "2023-09-15T10:00:00Z" },
    ]);
    await deliverQueuedJobs();
    const inRange = await search(client, { query: "hiking", time_range: { from: "2023-06-01T00:00:00Z", to: "2023-08-31T23:59:59Z" } });
    expect(inRange.map((r) => r.content)).toEqual(["Went hiking in the Andes."]);
    const after = await search(client, { query: "hiking", time_range: { from: "2023-07-01T10:00:00Z" } });
    expect(after.map((r) => r.sources[0]?.seq).sort()).toEqual([1, 2]);
    const named = await search(client, { query: "where did I go hiking in September 2023?" });
    expect(named[0]?.content).toBe("Went hiking in the Rockies.");
  });
});
