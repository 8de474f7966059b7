import { describe, expect, it } from "vitest";
import { api, append, newTenant, type Api, type ContextBody, type Turn } from "../helpers/api";
import { stateFact } from "../helpers/facts";
import { realTokens, recountMessage } from "../helpers/recount";

async function read(client: Api, id: string, query: string): Promise<ContextBody> {
  const res = await client.get(`/v1/conversations/${id}/context?${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as ContextBody;
}

/** A round of two ~60-token messages (the summaries' jobs are never run: no summary is adopted). */
const longRound = (n: number): Turn[] => [
  { role: "user", content: `Question ${n}: what about the shipment to depot ${n}? ${"cargo ".repeat(50)}` },
  { role: "assistant", content: `Answer ${n}: depot ${n} received it. ${"cargo ".repeat(50)}` },
];

/*
 * Budget 2000 with the default marks and shares: the low-water room is 50 % (1000 tokens);
 * recent_share 0.2 and user_facts_share 0.1 of it are 200 and 100 tokens (of the budget they
 * would be 400 and 200). Counts are recounted here with o200k, which the service's estimate
 * stays within 10 % of, plus each message's framing.
 */
const BUDGET = 2000;
const LOW_ROOM = 1000;
const SLACK = 1.1;

describe("what a cache-stable compaction point keeps, as shares of the low-water room", () => {
  it("keeps the older turns within recent_share of the low-water room, not of the budget", async () => {
    const client = api(await newTenant());
    for (let n = 0; n < 20; n += 1) await append(client, "turns", longRound(n));
    const body = await read(client, "turns", `budget_tokens=${BUDGET}`);
    expect(body.cache?.compacted_at_seq).toBe(39);
    const kept = body.messages.reduce((sum, m) => sum + recountMessage(m), 0);
    // One whole round at least (the newest answer and the question it answers) ...
    expect(body.messages.map((m) => m.seq).slice(-2)).toEqual([38, 39]);
    // ... and no more than 0.2 x 1000 tokens: 0.2 x 2000 would keep about six messages.
    expect(kept).toBeLessThanOrEqual(0.2 * LOW_ROOM * SLACK);
    expect(body.messages.length).toBeLessThan(6);
  });

  it("fits the user layer within user_facts_share of the low-water room, not of the budget", async () => {
    const client = api(await newTenant());
    for (let n = 0; n < 12; n += 1) {
      await stateFact(client, "user-1", {
        text: `Keeps spare parts for machine ${n} in the north warehouse, shelf ${n}, next to the tools`,
        type: "profile",
        topic: `parts-${n}`,
      });
    }
    await append(client, "facts", longRound(0));
    const body = await read(client, "facts", `budget_tokens=${BUDGET}`);
    const layer = body.user_facts;
    if (!layer) throw new Error("no user layer");
    expect(layer.facts.length).toBeGreaterThan(0);
    // Twelve facts of ~25 tokens would fill 0.1 x 2000; 0.1 x 1000 holds a few of them.
    expect(layer.facts.length).toBeLessThan(12);
    expect(realTokens(layer.text)).toBeLessThanOrEqual(0.1 * LOW_ROOM * SLACK);
  });
});
