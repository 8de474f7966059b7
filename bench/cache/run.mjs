#!/usr/bin/env node
// `npm run bench:cache`: what an agent loop's prompts cost once the provider bills a repeated
// prefix at 0.1x (issue 24), on LoCoMo conv-26 through the public API of `wrangler dev`.
// The loop, turn by turn: speaker A's turn is appended as the user's, GET
// /context?format=openai&budget_tokens=2000 is read, speaker B's turn is appended as the reply.
// Over the user turns past the 100th message, for each prompt: the share that repeats the
// previous prompt's prefix (the serialized `messages`, character for character), and billed
// tokens (the repeated prefix at 0.1, the rest at 1) in chars/4 and in the service's own
// tokenizer (src/context/tokens.ts). Baselines in the same run: the whole history, the newest
// turns that fit the budget, BM25 turns for the user's turn that fit it (chars/4). The measured
// turns are split in halves (first: tuned on; second: held out). Writes bench/results/cache.json + .md.
import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { Bm25 } from "../recall/bm25.mjs";
import { client, startServer } from "../lib/server.mjs";
import { appendTurn, loadLocomo, locomoResultHead } from "../lib/locomo.mjs";

const CONVERSATION = "locomo-cache";
const USER = "locomo";
const BUDGET = 2000;
const FROM_MESSAGE = 100;
const CACHED_PRICE = 0.1;

/** The service's tokenizer, compiled from its source so the bench counts as the service does. */
async function serviceTokenizer() {
  const source = readFileSync(new URL("../../src/context/tokens.ts", import.meta.url), "utf8");
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const path = join(tmpdir(), `engram-tokens-${process.pid}.mjs`);
  writeFileSync(path, js);
  return (await import(path)).countTokens;
}

const chars4 = (n) => n / 4;
const round = (x, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
const mean = (xs) => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);

function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

const asMessage = (t) => ({ role: t.role, name: t.speaker, content: t.content });

/** Turns (in conversation order) chosen in `ranked` order while chars/4 of their messages fit. */
function fitted(ranked, budget, current) {
  let used = chars4(JSON.stringify(asMessage(current)).length);
  const chosen = new Set();
  for (const t of ranked) {
    const cost = chars4(JSON.stringify(asMessage(t)).length);
    if (used + cost > budget) continue;
    chosen.add(t.seq);
    used += cost;
  }
  return ranked.filter((t) => chosen.has(t.seq)).sort((a, b) => a.seq - b.seq);
}

async function main() {
  const countTokens = await serviceTokenizer();
  const { conv, sessions } = loadLocomo();
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8796) });
  const api = client(server);
  const history = [];
  const prompts = { engram: [], whole: [], newest: [], bm25: [] };
  const compactions = [];
  let tokenCounts = [];
  try {
    for (const n of sessions) {
      for (const turn of conv[`session_${n}`]) {
        const { seq, role, content } = await appendTurn(api, { conversation: CONVERSATION, user: USER }, conv, turn, { name: true });
        const current = { seq, role, speaker: turn.speaker, content };
        history.push(current);
        if (role !== "user" || current.seq < FROM_MESSAGE) continue;
        const body = await api.get(`/v1/conversations/${CONVERSATION}/context?format=openai&budget_tokens=${BUDGET}`);
        tokenCounts.push(body.token_count);
        compactions.push(body.cache?.compacted_at_seq ?? null);
        prompts.engram.push(JSON.stringify(body.messages));
        prompts.whole.push(JSON.stringify(history.map(asMessage)));
        const older = history.slice(0, -1);
        prompts.newest.push(JSON.stringify([...fitted([...older].reverse(), BUDGET, current), current].map(asMessage)));
        const bm25 = new Bm25(older.map((t) => ({ id: t.seq, text: `${t.speaker}: ${t.content}` })));
        const bySeq = new Map(older.map((t) => [t.seq, t]));
        const ranked = bm25.search(content, 200).map((h) => bySeq.get(h.id));
        prompts.bm25.push(JSON.stringify([...fitted(ranked, BUDGET, current), current].map(asMessage)));
      }
    }
  } finally {
    await server.stop();
  }

  /** Per prompt: share repeated from the previous prompt, tokens sent and billed (chars/4 and service tokenizer). */
  const measure = (list) =>
    list.slice(1).map((prompt, i) => {
      const shared = commonPrefix(list[i], prompt);
      const head = prompt.slice(0, shared);
      const rest = prompt.slice(shared);
      return {
        share: shared / prompt.length,
        sent_chars4: chars4(prompt.length),
        billed_chars4: CACHED_PRICE * chars4(shared) + chars4(prompt.length - shared),
        sent_tokens: countTokens(prompt),
        billed_tokens: CACHED_PRICE * countTokens(head) + countTokens(rest),
      };
    });
  const rows = Object.fromEntries(Object.entries(prompts).map(([k, list]) => [k, measure(list)]));
  const half = Math.floor(rows.engram.length / 2);
  const parts = { first_half_tuned: [0, half], second_half_held_out: [half, rows.engram.length], all: [0, rows.engram.length] };
  const table = {};
  for (const [name, [a, b]] of Object.entries(parts)) {
    table[name] = { turns: b - a };
    for (const [method, list] of Object.entries(rows)) {
      const slice = list.slice(a, b);
      const avg = (k) => round(mean(slice.map((r) => r[k])), k === "share" ? 3 : 0);
      table[name][method] = {
        prefix_share: avg("share"),
        sent_chars4: avg("sent_chars4"),
        billed_chars4: avg("billed_chars4"),
        sent_tokens: avg("sent_tokens"),
        billed_tokens: avg("billed_tokens"),
      };
    }
    const e = table[name].engram;
    const w = table[name].whole;
    table[name].engram_over_whole_billed = {
      chars4: round(e.billed_chars4 / w.billed_chars4),
      tokens: round(e.billed_tokens / w.billed_tokens),
    };
  }
  const points = new Set(compactions.filter((c) => c !== null)).size;
  const result = {
    ...locomoResultHead({
      server:
        "wrangler dev on 127.0.0.1, EMBEDDER=local, VECTOR_INDEX=local, no LLM key (offline summarizer, heuristic intent check); real queue consumer",
      loop: `speaker A appended as user, GET /context?format=openai&budget_tokens=${BUDGET} (default settings), speaker B appended as the reply`,
      measured: `user turns at message ${FROM_MESSAGE} and after; each prompt against the one before it`,
      prompt: "JSON.stringify(messages); share = common prefix with the previous prompt / prompt length (characters)",
      billed: `repeated prefix at ${CACHED_PRICE}, the rest at 1; chars/4, and the service's tokenizer (src/context/tokens.ts) on the two parts`,
      baselines:
        "whole: every message so far; newest: newest turns that fit the budget (chars/4); bm25: BM25 turns for the user's turn that fit it, in conversation order",
      commit: execSync("git rev-parse HEAD").toString().trim(),
      turns: history.length,
    }),
    results: table,
    compaction_points_while_measured: points,
    turns_between_compactions: round(rows.engram.length / Math.max(1, points), 1),
    engram_token_count_mean: round(mean(tokenCounts), 0),
    engram_token_count_max: Math.max(...tokenCounts),
    load_average: loadavg().map((x) => round(x, 2)),
  };
  mkdirSync(new URL("../results/", import.meta.url), { recursive: true });
  writeFileSync(new URL("../results/cache.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(new URL("../results/cache.md", import.meta.url), markdown(result));
  console.log(markdown(result));
}

function markdown(r) {
  const lines = [
    `# Prompt caching in an agent loop (${r.generated_at}, commit ${r.setup.commit.slice(0, 10)})`,
    "",
    r.setup.loop + ".",
    "",
  ];
  for (const [name, t] of Object.entries(r.results)) {
    lines.push(
      `## ${name} (${t.turns} turns)`,
      "",
      "| prompt | tokens sent (chars/4) | prefix share | billed (chars/4) | billed (service tokenizer) |",
      "|---|---|---|---|---|",
    );
    for (const m of ["engram", "whole", "newest", "bm25"])
      lines.push(`| ${m} | ${t[m].sent_chars4} | ${t[m].prefix_share} | ${t[m].billed_chars4} | ${t[m].billed_tokens} |`);
    lines.push(
      "",
      `Engram billed / whole history billed: ${t.engram_over_whole_billed.chars4} (chars/4), ${t.engram_over_whole_billed.tokens} (service tokenizer)`,
      "",
    );
  }
  lines.push(
    `Compaction points while measured: ${r.compaction_points_while_measured}; turns between compactions: ${r.turns_between_compactions}.`,
    "",
  );
  return lines.join("\n");
}

await main();
