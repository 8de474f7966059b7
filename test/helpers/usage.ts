import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../src/index";
import type { Api, TestKey } from "./api";
import type { Spend } from "../../src/usage/counters";
import type { UsageView } from "../../src/usage/pricing";

/** One job type's model calls, and the priced figures, as the usage views show them (the domain's own shapes). */
export type SpendBody = Spend;
export type UsageFiguresBody = UsageView;

export interface UsageBody {
  totals: UsageFiguresBody;
  days: Array<{ day: string; usage: UsageFiguresBody }>;
}

export const NO_SPEND: SpendBody = { llm_calls: 0, llm_input_tokens: 0, llm_output_tokens: 0, embedding_calls: 0, embedding_tokens: 0 };

export async function conversationUsage(client: Api, id: string, query = ""): Promise<UsageBody> {
  const res = await client.get(`/v1/conversations/${id}/usage${query}`);
  if (res.status !== 200) throw new Error(`usage failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as UsageBody;
}

export async function tenantUsage(client: Api, query = ""): Promise<UsageBody & { from: string; to: string }> {
  const res = await client.get(`/v1/usage${query}`);
  if (res.status !== 200) throw new Error(`tenant usage failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as UsageBody & { from: string; to: string };
}

export interface ServedAnswer {
  token_count: number;
  cache?: { stable_prefix_tokens?: number } | null;
}

/**
 * A context read through the worker's fetch handler, waiting for what it left running after
 * the answer (the read's usage report goes to the conversation under waitUntil).
 */
export async function readContext(key: TestKey, id: string, query = ""): Promise<ServedAnswer> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://engram.test/v1/conversations/${id}/context${query}`, { headers: { authorization: `Bearer ${key.key}` } }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return (await res.json()) as ServedAnswer;
}

/**
 * What a run of reads should have counted, by the rule restated here: a provider caches the
 * part of a prompt that repeats the previous prompt's beginning (for the context, its declared
 * stable prefix, at most what the previous read served; for the whole history, the previous
 * history), and bills a cached token at `price`.
 */
export function expectedReads(reads: Array<{ served: number; stable: number; history: number }>, price: number) {
  let previous: { served: number; history: number } | null = null;
  const sum = { served: 0, stable: 0, cached: 0, history: 0, historyCached: 0 };
  for (const read of reads) {
    const stable = Math.min(read.stable, read.served);
    sum.served += read.served;
    sum.stable += stable;
    sum.cached += Math.min(stable, previous?.served ?? 0);
    sum.history += read.history;
    sum.historyCached += Math.min(previous?.history ?? 0, read.history);
    previous = { served: read.served, history: read.history };
  }
  const billed = sum.served - sum.cached + price * sum.cached;
  const historyBilled = sum.history - sum.historyCached + price * sum.historyCached;
  return { ...sum, billed, historyBilled };
}
