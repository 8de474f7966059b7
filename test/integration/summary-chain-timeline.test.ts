import { describe, expect, it } from "vitest";
import { api, append, context, getOk, newTenant, status, type Api } from "../helpers/api";
import { memoryRows, processingJobs, RecordingSummarizer, runQueuedSummarize } from "../helpers/jobs";

/** Seed 002's reading rule as it was: the newest completed summary on every read, not at compaction points. */
const FRESHEST = "?cache_stable=false";

const CONV = "seed002";

/**
 * Seed 002's "Data Flow Timeline" and "Memory Table Evolution", replayed message by message:
 * a round starts when its user message is saved (the agent then reads its context) and ends
 * when the assistant's answer is saved (the trigger point). Jobs run exactly when the test
 * delivers them, so "still processing" is a real state, not a race.
 *
 * D1 ids are shared by every test of the file, so the seed's ids 1..5 are the rows' ordinals
 * within this conversation (`seedIds`), derived from the rows, whatever ran before.
 */
describe("seed 002 timeline", () => {
  it("replays the data-flow timeline and ends with the memory table rows 1-5 of the seed", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const summarizer = new RecordingSummarizer();

    const startRound = (n: number) => append(client, CONV, [{ role: "user", content: `Round ${n} question: what about topic ${n}?` }]);
    const endRound = async (n: number) => {
      await append(client, CONV, [{ role: "assistant", content: `Round ${n} answer: topic ${n} is settled.` }]);
      // Seed 002: never two 'processing' rows for one conversation.
      expect((await processingJobs(tenant.tenantId, CONV)).length).toBeLessThanOrEqual(1);
    };
    const playRound = async (n: number) => {
      await startRound(n);
      await endRound(n);
    };
    const table = async () => {
      const rows = await memoryRows(tenant.tenantId, CONV);
      const seedId = seedIds(rows.map((r) => r.memory_id));
      return rows.map((r) => [seedId(r.memory_id), r.start_sequence, r.end_sequence, seedId(r.base_memory_id), r.status]);
    };
    const firstId = async () => (await memoryRows(tenant.tenantId, CONV))[0]?.memory_id;
    const runJob = async () => {
      expect((await runQueuedSummarize(summarizer)).verdict).toEqual({ action: "ack" });
      return summarizer.requests.at(-1);
    };

    for (let n = 1; n <= 2; n += 1) await playRound(n);
    await startRound(3);
    expect(await table()).toEqual([]);

    // Round 3 ends (seq 5 saved): memory(id=1, start=0, end=5, base_id=null, status='processing').
    await endRound(3);
    expect(await table()).toEqual([[1, 0, 5, null, "processing"]]);
    expect((await status(client, CONV)).job).toMatchObject({ memory_id: await firstId(), start_seq: 0, end_seq: 5, base_memory_id: null });

    // Round 4 starts: no completed memory yet (id=1 still processing) -> raw messages seq 0-6.
    await startRound(4);
    let ctx = await context(client, CONV, FRESHEST);
    expect(ctx.source).toBe("raw");
    expect(ctx.summary).toBeNull();
    expect(ctx.messages.map((m) => m.seq)).toEqual([0, 1, 2, 3, 4, 5, 6]);

    // Round 4 ends (seq 7 saved): id=1 still processing -> no new task.
    await endRound(4);
    expect(await table()).toEqual([[1, 0, 5, null, "processing"]]);

    // Memory 1 completes: no base, so the summarizer gets the window seq 0-5.
    let request = await runJob();
    expect(request).toMatchObject({ previousSummary: null, windowStartSeq: 0, windowEndSeq: 5 });
    expect(request?.newMessages.map((m) => m.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await table()).toEqual([[1, 0, 5, null, "completed"]]);
    const memory1 = (await memoryRows(tenant.tenantId, CONV))[0]?.memory_text;

    // Round 5 starts: memory 1 (end_seq 5) + gap messages seq 6-8 (round 4 + current user).
    await startRound(5);
    ctx = await context(client, CONV, FRESHEST);
    expect(ctx.source).toBe("memory");
    expect(ctx.summary).toMatchObject({ memory_id: await firstId(), start_seq: 0, end_seq: 5, text: memory1 });
    expect(ctx.messages.map((m) => m.seq)).toEqual([6, 7, 8]);

    // Round 5 ends (seq 9 saved): memory(id=2, start=0, end=9, base_id=1).
    await endRound(5);
    expect((await table()).at(-1)).toEqual([2, 0, 9, 1, "processing"]);

    // Round 6 ends while memory 2 is processing: skipped.
    await playRound(6);
    expect(await table()).toHaveLength(2);

    // Incremental: memory 1's text plus only seq 6-9 (after the base's end), not seq 10-11.
    request = await runJob();
    expect(request).toMatchObject({ previousSummary: memory1, windowStartSeq: 0, windowEndSeq: 9 });
    expect(request?.newMessages.map((m) => m.seq)).toEqual([6, 7, 8, 9]);

    // Round 7 ends (seq 13): memory 3 (0, 13, base 2), summarizing seq 10-13.
    await playRound(7);
    expect((await table()).at(-1)).toEqual([3, 0, 13, 2, "processing"]);
    request = await runJob();
    expect(request?.newMessages.map((m) => m.seq)).toEqual([10, 11, 12, 13]);

    // Round 8 ends (seq 15): the window starts sliding, memory 4 (2, 15, base 3) drops round 1.
    await playRound(8);
    expect((await table()).at(-1)).toEqual([4, 2, 15, 3, "processing"]);

    // Round 9 ends while memory 4 is processing: skipped.
    await playRound(9);
    expect(await table()).toHaveLength(4);
    request = await runJob();
    expect(request).toMatchObject({ windowStartSeq: 2, windowEndSeq: 15 });
    expect(request?.newMessages.map((m) => m.seq)).toEqual([14, 15]);
    const memory4 = (await memoryRows(tenant.tenantId, CONV))[3]?.memory_text ?? "";
    expect(memory4).not.toMatch(/^\[seq [01]\]/m);
    expect(memory4).toMatch(/^\[seq \d+\]/m);

    // Round 10 ends (seq 19): memory 5 (6, 19, base 4), rounds 1-3 dropped.
    await playRound(10);
    request = await runJob();
    expect(request).toMatchObject({ previousSummary: memory4, windowStartSeq: 6, windowEndSeq: 19 });
    expect(request?.newMessages.map((m) => m.seq)).toEqual([16, 17, 18, 19]);

    // Seed 002's "Memory Table Evolution", exactly.
    expect(await table()).toEqual([
      [1, 0, 5, null, "completed"],
      [2, 0, 9, 1, "completed"],
      [3, 0, 13, 2, "completed"],
      [4, 2, 15, 3, "completed"],
      [5, 6, 19, 4, "completed"],
    ]);
    const memory5 = (await memoryRows(tenant.tenantId, CONV))[4]?.memory_text ?? "";
    const seqs = [...memory5.matchAll(/^\[seq (\d+)\]/gm)].map((m) => Number(m[1]));
    // The offline summary keeps only the window's salient lines: none from before seq 6.
    expect(seqs.length).toBeGreaterThan(0);
    expect(seqs.every((seq) => seq >= 6 && seq <= 19)).toBe(true);

    await expectChainNewestFirst(client);
  });

  it("follows a conversation's own window and threshold set through PATCH /settings", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "small", [{ role: "user", content: "Hello there" }]);
    const patched = await client.patch("/v1/conversations/small/settings", { window_size: 4, summarize_after_seq: 3 });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ window_size: 4, summarize_after_seq: 3 });

    await append(client, "small", [
      { role: "assistant", content: "Hi" },
      { role: "user", content: "Question" },
    ]);
    expect(await memoryRows(tenant.tenantId, "small")).toEqual([]);
    await append(client, "small", [{ role: "assistant", content: "Answer" }]);
    await runQueuedSummarize(new RecordingSummarizer());
    await append(client, "small", [
      { role: "user", content: "Turn 4" },
      { role: "assistant", content: "Turn 5" },
      { role: "user", content: "Turn 6" },
      { role: "assistant", content: "Turn 7" },
    ]);
    // seq 7 saved: 7 - 4 + 1 = 4 -> window (4, 7), based on the first memory (0, 3).
    const rows = await memoryRows(tenant.tenantId, "small");
    expect(rows.map((r) => [r.start_sequence, r.end_sequence, r.base_memory_id === rows[0]?.memory_id, r.status])).toEqual([
      [0, 3, false, "completed"],
      [4, 7, true, "processing"],
    ]);
  });
});

/** Maps a conversation's memory ids (ascending) to the seed's 1, 2, 3 ...; null stays null. */
function seedIds(ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return (id: unknown) => (id === null ? null : sorted.indexOf(Number(id)) + 1 || `foreign id ${String(id)}`);
}

async function expectChainNewestFirst(client: Api) {
  const chain = await getOk<{ memories: Array<Record<string, unknown>> }>(client, `/v1/conversations/${CONV}/memories`);
  const seedId = seedIds(chain.memories.map((m) => Number(m.memory_id)));
  expect(
    chain.memories.map((m) => [seedId(m.memory_id), m.start_sequence, m.end_sequence, seedId(m.base_memory_id), m.base_end_seq, m.status]),
  ).toEqual([
    [5, 6, 19, 4, 15, "completed"],
    [4, 2, 15, 3, 13, "completed"],
    [3, 0, 13, 2, 9, "completed"],
    [2, 0, 9, 1, 5, "completed"],
    [1, 0, 5, null, null, "completed"],
  ]);
  for (const entry of chain.memories) {
    expect(typeof entry.memory_text).toBe("string");
    expect(entry.generation_time_ms).toEqual(expect.any(Number));
  }
}
