import { describe, expect, it } from "vitest";
import { append, newClient, type Api } from "../helpers/api";
import { deadLetterQueuedJobs, deliverQueuedJobs, dropQueuedJobs, queuedJobs } from "../helpers/queues";
import { search } from "../helpers/search";
import { sweep } from "../helpers/shards";
import { deploymentEnv, onVectorizeWithDelayedDeletes } from "../helpers/deployment";

// Against Vectorize as production has it: deletes accepted at once, applied at the next queue delivery or sweep.
onVectorizeWithDelayedDeletes();

/** The deployment's default wait before the sweep re-covers a stalled conversation (INDEX_RECOVER_AFTER_SECONDS, documented as 120). */
const RECOVER_AFTER_MS = 120_000;

const sweepAt = (scheduledTime: number) => sweep(deploymentEnv(), scheduledTime);

interface IndexStatus {
  last_seq: number;
  indexed_through_seq: number;
  pending: { from_seq: number; to_seq: number } | null;
}

async function indexStatus(client: Api, id: string): Promise<IndexStatus> {
  const res = await client.get(`/v1/conversations/${id}/index-status`);
  expect(res.status).toBe(200);
  return (await res.json()) as IndexStatus;
}

const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ role: "user" as const, content: `ordinary note number ${from + i}` }));

const indexJobs = () => queuedJobs().filter((job) => job.type === "index_messages");
/** The seqs of the message hits whose text holds `word` (search also ranks other messages by similarity). */
async function seqsWith(client: Api, word: string): Promise<number[]> {
  const hits = await search(client, { query: word, types: ["message"] });
  return hits
    .filter((hit) => hit.content?.includes(word))
    .map((hit) => hit.sources[0]?.seq ?? -1)
    .sort((a, b) => a - b);
}

const onlyIndexing = { only: (job: { type: string }) => job.type === "index_messages" };

describe("index bookkeeping after a truncate", () => {
  it("indexes messages appended at reused seqs after a truncate, and index-status says so only once they are", async () => {
    const { client } = await newClient();
    await append(client, "reuse", numbered(0, 9));
    await deliverQueuedJobs(onlyIndexing);
    expect(await indexStatus(client, "reuse")).toMatchObject({ last_seq: 9, indexed_through_seq: 9, pending: null });

    expect((await client.delete("/v1/conversations/reuse/messages?from_seq=2")).status).toBe(200);
    await append(client, "reuse", [
      { role: "user", content: "the quokka migration is scheduled" },
      { role: "user", content: "quokka owners were told" },
      { role: "user", content: "quokka rollback plan written" },
    ]);
    // Not indexed yet, and index-status does not claim otherwise.
    expect(await indexStatus(client, "reuse")).toMatchObject({ last_seq: 4, indexed_through_seq: 1, pending: { from_seq: 2, to_seq: 4 } });
    await deliverQueuedJobs(onlyIndexing);

    expect(await seqsWith(client, "quokka")).toEqual([2, 3, 4]);
    expect(await indexStatus(client, "reuse")).toMatchObject({ last_seq: 4, indexed_through_seq: 4, pending: null });
  });

  it("reconciles the report of a job that was in flight across a truncate: the reused seqs are indexed again", async () => {
    const { client } = await newClient();
    await append(client, "flight", numbered(0, 9));
    // The job for 0..9 is in flight (queued, not yet run) when the tail is truncated and rewritten.
    expect((await client.delete("/v1/conversations/flight/messages?from_seq=2")).status).toBe(200);
    await append(client, "flight", [
      { role: "user", content: "the wombat budget is approved" },
      { role: "user", content: "wombat invoices are due friday" },
    ]);
    await deliverQueuedJobs(onlyIndexing);

    expect(await seqsWith(client, "wombat")).toEqual([2, 3]);
    expect(await indexStatus(client, "flight")).toMatchObject({ last_seq: 3, indexed_through_seq: 3, pending: null });
  });
});

describe("the sweep re-covers stalled indexing", () => {
  it("re-sends a conversation whose index job was lost once it has been pending longer than the configured age", async () => {
    const { client } = await newClient();
    await append(client, "lost", [{ role: "user", content: "the capybara fleet is in hangar nine" }]);
    expect(dropQueuedJobs((job) => job.type === "index_messages")).toHaveLength(1);
    expect(await indexStatus(client, "lost")).toMatchObject({ indexed_through_seq: -1, pending: { from_seq: 0, to_seq: 0 } });

    // A sweep before the age has passed leaves the job that may still be on its way alone.
    await sweepAt(Date.now());
    expect(indexJobs()).toEqual([]);

    await sweepAt(Date.now() + RECOVER_AFTER_MS + 1000);
    expect(indexJobs()).toMatchObject([{ conversationId: "lost", fromSeq: 0, toSeq: 0 }]);
    await deliverQueuedJobs(onlyIndexing);
    expect(await seqsWith(client, "capybara")).toEqual([0]);
    expect(await indexStatus(client, "lost")).toMatchObject({ indexed_through_seq: 0, pending: null });

    // Settled: a later sweep sends nothing more.
    await sweepAt(Date.now() + 2 * RECOVER_AFTER_MS + 2000);
    expect(indexJobs()).toEqual([]);
  });

  it("re-covers a conversation whose index job was dead-lettered without a report", async () => {
    const { client } = await newClient();
    await append(client, "dlq", [{ role: "user", content: "the axolotl tank needs a heater" }]);
    await append(client, "dlq", [{ role: "user", content: "second axolotl arrives monday" }]);
    // The second job is lost outright; the first goes to the dead-letter queue.
    dropQueuedJobs((job) => job.type === "index_messages" && job.fromSeq === 1);
    await deadLetterQueuedJobs((job) => job.type === "index_messages");
    expect((await indexStatus(client, "dlq")).indexed_through_seq).toBe(-1);

    await sweepAt(Date.now() + RECOVER_AFTER_MS + 1000);
    await deliverQueuedJobs(onlyIndexing);
    expect(await seqsWith(client, "axolotl")).toEqual([0, 1]);
    expect(await indexStatus(client, "dlq")).toMatchObject({ indexed_through_seq: 1, pending: null });
  });
});
