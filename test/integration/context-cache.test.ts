import Anthropic from "@anthropic-ai/sdk";
import type { MessageParam, TextBlockParam } from "@anthropic-ai/sdk/resources/messages";
import { describe, expect, it } from "vitest";
import type { AnthropicContext } from "../../src/context/render-anthropic";
import type { OpenAiMessage } from "../../src/context/render";
import { api, append, expectError, newKey, newTenant, round, type Api } from "../helpers/api";
import { stateFact } from "../helpers/facts";
import { callingTool } from "../helpers/shaping";
import { deliverQueuedJobs } from "../helpers/queues";

interface Cache {
  stable_prefix_tokens: number;
  stable_prefix_hash: string;
  compacted_at_seq: number | null;
  next_compaction_in_tokens: number;
}
interface Layer {
  kind: string;
  token_count: number;
  items: string[];
}
interface OpenAiBody {
  messages: OpenAiMessage[];
  token_count: number;
  layers: Layer[];
  cache: Cache;
}

async function read<T = OpenAiBody>(client: Api, id: string, query: string): Promise<T> {
  const res = await client.get(`/v1/conversations/${id}/context?${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const text = (m: OpenAiMessage) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content));
/** Four-character words, so every token estimate of a turn is the same whatever the round. */
const turn = (n: number) => [
  { role: "user" as const, content: `Question ${n}: what about item ${n}? ${"word ".repeat(20)}` },
  { role: "assistant" as const, content: `Answer ${n}: item ${n} is done. ${"word ".repeat(20)}` },
];

describe("cache-stable contexts (issue 24)", () => {
  it("leaves each rendering a byte-identical prefix of the next when a turn is appended, until a compaction point", async () => {
    const client = api(await newTenant());
    await append(client, "grow", turn(0));
    let previous = await read(client, "grow", "format=openai&budget_tokens=4000");
    let prefixes = 0;
    for (let n = 1; n <= 8; n += 1) {
      await append(client, "grow", turn(n));
      // Seed 002's chain moves on in the background; the context adopts it only at a compaction point.
      await deliverQueuedJobs();
      const next = await read(client, "grow", "format=openai&budget_tokens=4000");
      if (next.cache.compacted_at_seq === previous.cache.compacted_at_seq) {
        expect(JSON.stringify(next.messages).startsWith(JSON.stringify(previous.messages).slice(0, -1))).toBe(true);
        expect(next.messages.slice(0, previous.messages.length)).toEqual(previous.messages);
        prefixes += 1;
      }
      previous = next;
    }
    // Seed 002's window (14 messages) makes the first point once a summary is ready: 7 rounds.
    expect(prefixes).toBeGreaterThanOrEqual(5);
    expect(previous.messages[0]?.role).toBe("system");
    expect(text(previous.messages[0]!)).toContain("[Previous context: ");
  });

  it("compacts at the high-water mark in one step, down to the low-water mark", async () => {
    const client = api(await newTenant());
    await append(client, "marks", turn(0));
    const patched = await client.patch("/v1/conversations/marks/settings", {
      compaction_high_water_percent: 80,
      compaction_low_water_percent: 40,
    });
    expect(patched.status).toBe(200);
    const budget = 1000;
    let before = await read(client, "marks", `format=openai&budget_tokens=${budget}`);
    let compacted: OpenAiBody | null = null;
    for (let n = 1; n <= 40 && !compacted; n += 1) {
      await append(client, "marks", turn(n));
      await deliverQueuedJobs();
      const next = await read(client, "marks", `format=openai&budget_tokens=${budget}`);
      // Seed 002's window makes the first point while the context is still small (7 rounds, about
      // 450 tokens); a point taken from above 600 tokens is the high-water mark's.
      if (next.cache.compacted_at_seq !== before.cache.compacted_at_seq && before.token_count > 600) compacted = next;
      else before = next;
    }
    if (!compacted) throw new Error("no high-water compaction point in 40 rounds");
    // The context grew up to 80 % of the budget, never past it; the point lands at 40 % or below.
    expect(before.token_count).toBeGreaterThan(600);
    expect(before.token_count).toBeLessThanOrEqual(800);
    expect(compacted.token_count).toBeLessThanOrEqual(400);
    expect(compacted.cache.next_compaction_in_tokens).toBe(800 - compacted.token_count);
  });

  it("orders every format stable -> volatile: pinned, user facts, summary, the conversation, the turn's recall, the working state", async () => {
    const client = api(await newTenant());
    const pinned = await client.post("/v1/instructions", { scope: "tenant", name: "Rules", content: "Answer in one line." });
    expect(pinned.status).toBe(201);
    await stateFact(client, "user-1", { text: "Lives in Lisbon", type: "profile", topic: "home" });
    for (let n = 0; n < 8; n += 1) await append(client, "order", round(n));
    await deliverQueuedJobs();
    await append(client, "order", [{ role: "user", content: "Round 9 question: what about topic 3 again?" }]);
    await deliverQueuedJobs({ only: (job) => job.type === "index_messages" });
    const wm = await client.patch("/v1/conversations/order/working-memory", JSON.stringify({ phase: "review" }), {
      "content-type": "application/merge-patch+json",
    });
    expect(wm.status).toBe(200);

    const openai = await read(client, "order", "format=openai&budget_tokens=3000");
    const system = text(openai.messages[0]!);
    const at = (s: string) => system.indexOf(s);
    expect(at("Answer in one line.")).toBeGreaterThanOrEqual(0);
    expect(at("Answer in one line.")).toBeLessThan(at("Lives in Lisbon"));
    expect(at("Lives in Lisbon")).toBeLessThan(at("[Previous context: "));
    expect(system).not.toContain("Working");
    const last = openai.messages.at(-1)!;
    expect(last.role).toBe("system");
    expect(text(last)).toContain('"phase": "review"');
    const question = openai.messages.findIndex((m) => text(m).startsWith("Round 9 question"));
    expect(question).toBe(openai.messages.length - 2);
    expect(text(openai.messages[question - 1]!)).toContain("## Recalled for the next turn");
    expect(openai.layers.map((l) => l.kind)).toEqual(["pinned", "user_facts", "summary", "recent", "retrieval", "working_state"]);
    expect(openai.layers.reduce((s, l) => s + l.token_count, 0)).toBe(openai.token_count);

    const plain = await read<{ text: string; cache: Cache }>(client, "order", "format=text&budget_tokens=3000");
    const t = (s: string) => plain.text.indexOf(s);
    expect(t("Answer in one line.")).toBeLessThan(t("Lives in Lisbon"));
    expect(t("Lives in Lisbon")).toBeLessThan(t("[Previous context: "));
    expect(t("[Previous context: ")).toBeLessThan(t("## Recalled for the next turn"));
    expect(t("## Recalled for the next turn")).toBeLessThan(t("Round 9 question"));
    expect(t("Round 9 question")).toBeLessThan(t('"phase": "review"'));

    const anthropic = await read<AnthropicContext & { cache: Cache }>(client, "order", "format=anthropic&budget_tokens=3000");
    expect(anthropic.system[0]?.text).toBe(system);
    const blocks = anthropic.messages.flatMap((m) => m.content);
    const lastText = blocks.at(-1);
    expect(lastText?.type === "text" && lastText.text).toContain('"phase": "review"');
    // Same read, same stable part in every format but text (whose serialization differs).
    expect(anthropic.cache.stable_prefix_hash).toBe(openai.cache.stable_prefix_hash);
  });

  it("does not rewrite the stable part for a corrected fact or changed working state, until compaction=now", async () => {
    const client = api(await newTenant());
    const fact = await stateFact(client, "user-1", { text: "Prefers black tea", type: "preference", topic: "tea" });
    await append(client, "facts", round(0));
    await append(client, "facts", [{ role: "user", content: "Round 1 question" }]);
    const first = await read(client, "facts", "format=openai&budget_tokens=3000");
    expect(text(first.messages[0]!)).toContain("Prefers black tea");

    expect((await client.patch(`/v1/users/user-1/facts/${fact.id}`, { text: "Prefers green tea" })).status).toBe(200);
    await client.patch("/v1/conversations/facts/working-memory", JSON.stringify({ step: 2 }), {
      "content-type": "application/merge-patch+json",
    });
    const second = await read(client, "facts", "format=openai&budget_tokens=3000");
    expect(second.cache.stable_prefix_hash).toBe(first.cache.stable_prefix_hash);
    expect(second.messages.slice(0, 2)).toEqual(first.messages.slice(0, 2));
    expect(text(second.messages.at(-1)!)).toContain('"step": 2');

    const now = await read(client, "facts", "format=openai&budget_tokens=3000&compaction=now");
    expect(text(now.messages[0]!)).toContain("Prefers green tea");
    expect(now.cache.stable_prefix_hash).not.toBe(first.cache.stable_prefix_hash);
  });

  it("renders format=anthropic that @anthropic-ai/sdk sends unchanged, with its breakpoint at the end of the stable part", async () => {
    const client = api(await newTenant());
    await append(client, "claude", [
      ...round(0),
      { role: "user", content: "Run the tests" },
      callingTool({ id: "c1", name: "bash", args: { cmd: "npm test" } }),
      { role: "tool", tool_call_id: "c1", content: "12 passed" },
      { role: "assistant", content: "All 12 tests pass." },
      { role: "user", content: "Good, what next?" },
    ]);
    const body = await read<AnthropicContext & { cache: Cache; token_count: number }>(
      client,
      "claude",
      "format=anthropic&budget_tokens=3000",
    );
    // The package's own request types (checked by tsc) ...
    const system: TextBlockParam[] = body.system;
    const messages: MessageParam[] = body.messages;
    expect(messages[0]?.role).toBe("user");
    const marked = messages.flatMap((m, i) =>
      (m.content as Array<{ cache_control?: unknown }>).flatMap((b, j) => (b.cache_control ? [[i, j]] : [])),
    );
    expect(marked).toHaveLength(1);
    // ... the breakpoint on the last block before the turn being answered (the final answer before "Good, what next?").
    const [mi, bi] = marked[0]!;
    const block = (messages[mi!]!.content as Array<{ type: string; text?: string }>)[bi!];
    expect(block).toMatchObject({ type: "text", text: "All 12 tests pass." });
    expect(messages.at(-1)?.content).toEqual([{ type: "text", text: "Good, what next?" }]);
    const toolUse = messages.flatMap((m) => m.content as Array<{ type: string }>).find((b) => b.type === "tool_use");
    expect(toolUse).toMatchObject({ type: "tool_use", id: "c1", name: "bash", input: { cmd: "npm test" } });
    // ... and sent as they are.
    let sent: unknown = null;
    const anthropic = new Anthropic({
      apiKey: "sk-ant-test",
      baseURL: "https://llm.test",
      fetch: async (_url: RequestInfo | URL, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return Response.json({
          id: "msg_1",
          type: "message",
          role: "assistant",
          model: "claude-test",
          content: [{ type: "text", text: "ok" }],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 1 },
        });
      },
    });
    await anthropic.messages.create({ model: "claude-test", max_tokens: 16, system, messages });
    expect(sent).toMatchObject({ system: body.system, messages: body.messages });
  });

  it("carries a completed summary in a 25-message conversation and is smaller than the history (seed 002 acceptance)", async () => {
    const client = api(await newTenant());
    for (let n = 0; n < 12; n += 1) {
      await append(client, "seed", round(n));
      await deliverQueuedJobs();
    }
    await append(client, "seed", [{ role: "user", content: "Round 12 question" }]);
    const body = await read<{ summary: { end_seq: number } | null; token_count: number; full_token_count: number; source: string }>(
      client,
      "seed",
      "",
    );
    expect(body.source).toBe("memory");
    expect(body.summary?.end_seq).toBeGreaterThanOrEqual(5);
    expect(body.token_count).toBeLessThan(body.full_token_count);
  });

  it("refuses format=xml, compaction=later, marks outside 0-100 and a low mark at or above the high one, changing nothing", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "bad", round(0));
    for (const query of ["format=xml", "compaction=later", "cache_stable=maybe"])
      expect(await expectError(await client.get(`/v1/conversations/bad/context?${query}`), 400)).toBe("invalid_request");
    for (const patch of [
      { compaction_high_water_percent: 101 },
      { compaction_low_water_percent: -1 },
      { compaction_low_water_percent: 95 },
      { compaction_high_water_percent: 50, compaction_low_water_percent: 50 },
    ])
      expect(await expectError(await client.patch("/v1/conversations/bad/settings", patch), 400)).toBe("invalid_request");
    const status = (await (await client.get("/v1/conversations/bad")).json()) as { settings: Record<string, unknown> };
    expect(status.settings).toMatchObject({ compaction_high_water_percent: 90, compaction_low_water_percent: 50, cache_stable: true });
    // Another tenant, and a key limited to another user, see an empty context in every format.
    const other = api(await newTenant());
    const limited = api(await newKey(tenant.tenantId, "someone-else"));
    for (const reader of [other, limited]) {
      const anthropic = await read<AnthropicContext & { token_count: number }>(reader, "bad", "format=anthropic");
      expect(anthropic.messages).toEqual([]);
      const json = await read<{ messages: unknown[] }>(reader, "bad", "");
      expect(json.messages).toEqual([]);
    }
  });
});
