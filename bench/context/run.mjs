#!/usr/bin/env node
// `npm run bench:context`: what GET /context puts in front of the model, on LoCoMo conv-26,
// through the public API of `wrangler dev` (real DO, D1, queue consumer, offline summarizer).
// The conversation is ingested turn by turn (speaker A as the user, B as the assistant), then
// every question with evidence is asked as GET /context?query=<question>&budget_tokens=B.
// Measure: the share of evidence turns whose content words reach the context, against BM25
// turns and the most recent turns stuffed into the same budget (tokens recounted as chars/4
// for all three). Also: context latency with and without retrieval against the bare Durable
// Object round trip and search alone, and the offline summaries' size against their windows.
// Writes bench/results/context.json (context-unnamed.json with BENCH_SPEAKER_NAMES=off).
import { execSync } from "node:child_process";
import { writeFileSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { Bm25, tokenize } from "../recall/bm25.mjs";
import { evidenceIds, mean, percentile } from "../recall/metrics.mjs";
import { client, startServer, waitFor as poll } from "../lib/server.mjs";
import { loadLocomo, locomoResultHead, replaySessions } from "../lib/locomo.mjs";
import { gitCommit } from "../lib/commit.mjs";

const CONVERSATION = "locomo-conv-26";
const USER = "locomo";
const BUDGETS = [1000, 2000];
/** An evidence turn reaches the context when this share of its distinct content words is in it. */
const REACHED = 0.8;
/**
 * `BENCH_SPEAKER_NAMES=off` ingests the turns without the speakers' names (role only), as a
 * client that does not send `name` would: the figures then go to context-unnamed.json.
 */
const NAMED = process.env.BENCH_SPEAKER_NAMES !== "off";
const RESULT_FILE = NAMED ? "context.json" : "context-unnamed.json";

/**
 * The halves bench:recall uses: a question belongs to the session of its first evidence turn,
 * odd (the tuning half: the context's recall order was chosen on it) or even (held out).
 */
const halfOf = (evidence) => (Number(/^D(\d+):/.exec(evidence[0])[1]) % 2 === 1 ? "tune" : "heldout");
const chars4 = (text) => Math.ceil((text ?? "").length / 4);
const round = (x, d = 3) => (x === null || Number.isNaN(x) ? null : Math.round(x * 10 ** d) / 10 ** d);
const waitFor = (check, what) => poll(check, what, { timeoutMs: 180_000, everyMs: 50 });

/** Every text of a context answer (JSON form): injected items, summary, messages, retrieved items. */
function contextText(body) {
  return [
    ...body.injected.map((i) => i.content),
    body.summary?.text ?? "",
    ...body.messages.map((m) => `${m.name ?? ""}: ${m.content ?? ""}`),
    ...body.memories.map((m) => m.content ?? m.summary ?? ""),
  ].join("\n");
}

function reachedShare(evidence, turnsByDia, text) {
  const present = new Set(tokenize(text));
  let reached = 0;
  for (const dia of evidence) {
    const turn = turnsByDia.get(dia);
    if (!turn) continue;
    const words = [...new Set(tokenize(turn.content))];
    const share = words.length === 0 ? (text.includes(turn.content) ? 1 : 0) : words.filter((w) => present.has(w)).length / words.length;
    if (share >= REACHED) reached += 1;
  }
  return reached / evidence.length;
}

/** Turns in the given order until chars/4 of the next one would pass the budget. */
function stuffed(turns, budget) {
  const out = [];
  let used = 0;
  for (const t of turns) {
    const cost = chars4(`${t.speaker}: ${t.content}`);
    if (used + cost > budget) continue;
    out.push(t);
    used += cost;
  }
  return out.map((t) => `${t.speaker}: ${t.content}`).join("\n");
}

async function main() {
  const { sample, conv, sessions } = loadLocomo();
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8797) });
  const api = client(server);
  try {
    const target = { conversation: CONVERSATION, user: USER };
    const turns = await replaySessions(api, target, conv, sessions, { name: NAMED, waitFor });
    const lastSeq = turns.at(-1).seq;
    await waitFor(async () => {
      const s = await api.get(`/v1/memories/search/index-status?conversation_id=${CONVERSATION}`);
      return s.last_indexed_seq !== null && s.last_indexed_seq >= lastSeq;
    }, "indexing");

    // Offline summaries against their windows (chars/4 both sides).
    const chain = await api.get(`/v1/conversations/${CONVERSATION}/memories?limit=500`);
    const bySeq = new Map(turns.map((t) => [t.seq, t]));
    const ratios = chain.memories
      .filter((m) => m.status === "completed" && m.memory_text)
      .map((m) => {
        let window = 0;
        for (let s = m.start_sequence; s <= m.end_sequence; s += 1) window += chars4(bySeq.get(s)?.content ?? "");
        return chars4(m.memory_text) / Math.max(1, window);
      });

    const turnsByDia = new Map(turns.map((t) => [t.dia, t]));
    const bm25 = new Bm25(turns.map((t) => ({ id: t.seq, text: `${t.speaker}: ${t.content}` })));
    const recent = [...turns].reverse();
    const questions = sample.qa.map((qa) => ({ qa, evidence: evidenceIds(qa) })).filter((q) => q.evidence.length > 0);
    const rows = [];
    const overBudget = [];
    const nonOk = [];
    const lat = { floor: [], plain: [], retrieval: [], search: [] };
    for (const { qa, evidence } of questions) {
      const q = encodeURIComponent(qa.question);
      const row = { category: qa.category, half: halfOf(evidence) };
      for (const B of BUDGETS) {
        let body;
        try {
          body = await api.get(`/v1/conversations/${CONVERSATION}/context?budget_tokens=${B}&query=${q}`);
        } catch (error) {
          nonOk.push(String(error).slice(0, 200));
          continue;
        }
        if (body.token_count > B) overBudget.push({ B, token_count: body.token_count });
        const text = contextText(body);
        row[`engram_${B}`] = reachedShare(evidence, turnsByDia, text);
        row[`engram_chars4_${B}`] = chars4(text);
        // What each layer of the answer cost (Engram's own count), to see where the budget went.
        for (const layer of body.layers ?? []) row[`layer_${layer.kind}_${B}`] = layer.token_count;
        const ranked = bm25.search(qa.question, 200).map((h) => bySeq.get(h.id));
        row[`bm25_${B}`] = reachedShare(evidence, turnsByDia, stuffed(ranked, B));
        // Engram counts its own tokens: BM25 given as many chars/4 as Engram's answer used, when that is more than B.
        row[`bm25_same_size_${B}`] = reachedShare(evidence, turnsByDia, stuffed(ranked, Math.max(B, row[`engram_chars4_${B}`])));
        row[`engram_chars4_over_${B}`] = row[`engram_chars4_${B}`] > B ? 1 : 0;
        // The same context rendered for the model (format=openai): what a chat call would send.
        let rendered;
        try {
          rendered = await api.get(`/v1/conversations/${CONVERSATION}/context?budget_tokens=${B}&query=${q}&format=openai`);
        } catch (error) {
          nonOk.push(String(error).slice(0, 200));
          continue;
        }
        if (rendered.token_count > B) overBudget.push({ B, format: "openai", token_count: rendered.token_count });
        row[`engram_openai_${B}`] = reachedShare(evidence, turnsByDia, rendered.messages.map((m) => m.content ?? "").join("\n"));
        row[`recent_${B}`] = reachedShare(evidence, turnsByDia, stuffed(recent, B));
      }
      // Latency, interleaved so machine noise hits all alike.
      let t = performance.now();
      await api.get(`/v1/diagnostics/ping/${CONVERSATION}`);
      lat.floor.push(performance.now() - t);
      t = performance.now();
      await api.get(`/v1/conversations/${CONVERSATION}/context?budget_tokens=1000`);
      lat.plain.push(performance.now() - t);
      t = performance.now();
      await api.get(`/v1/conversations/${CONVERSATION}/context?budget_tokens=1000&query=${q}`);
      lat.retrieval.push(performance.now() - t);
      t = performance.now();
      await api.post("/v1/memories/search", { query: qa.question, user_id: USER, limit: 50, types: ["message", "memory"] });
      lat.search.push(performance.now() - t);
      rows.push(row);
    }
    const groups = {
      "1-4": { cats: [1, 2, 3, 4] },
      all: { cats: [1, 2, 3, 4, 5] },
      "1-4 tune half": { cats: [1, 2, 3, 4], half: "tune" },
      "1-4 held-out half": { cats: [1, 2, 3, 4], half: "heldout" },
    };
    const table = {};
    for (const [name, { cats, half }] of Object.entries(groups)) {
      const inGroup = rows.filter((r) => cats.includes(r.category) && (!half || r.half === half));
      table[name] = { questions: inGroup.length };
      for (const B of BUDGETS) {
        table[name][`B${B}`] = {
          engram: round(mean(inGroup, `engram_${B}`)),
          engram_format_openai: round(mean(inGroup, `engram_openai_${B}`)),
          bm25: round(mean(inGroup, `bm25_${B}`)),
          recent: round(mean(inGroup, `recent_${B}`)),
          engram_chars4_mean: round(mean(inGroup, `engram_chars4_${B}`), 0),
          // Share of answers whose text, recounted as chars/4, is over B (Engram's own count never is).
          engram_chars4_over_share: round(mean(inGroup, `engram_chars4_over_${B}`)),
          bm25_same_size: round(mean(inGroup, `bm25_same_size_${B}`)),
          layers_mean_tokens: Object.fromEntries(
            ["pinned", "user_facts", "summary", "recent", "retrieval", "working_state"].map((k) => [
              k,
              round(mean(inGroup, `layer_${k}_${B}`), 0),
            ]),
          ),
        };
      }
    }
    const ms = (xs) => ({ n: xs.length, p50: round(percentile(xs, 50), 1), p95: round(percentile(xs, 95), 1) });
    const result = {
      ...locomoResultHead({
        server:
          "wrangler dev on 127.0.0.1, EMBEDDER=static (the default), VECTOR_INDEX=local, no LLM key (offline summarizer, heuristic intent check)",
        ingestion: `turn by turn; speaker A as user, speaker B as assistant, ${NAMED ? "named" : "without names"}; waits for each session's summary`,
        context:
          "GET /context?query=<question>&budget_tokens=B (format json, default settings; engram_format_openai: the same with format=openai)",
        split: "tune: questions whose first evidence turn is in an odd session (the recall order was chosen there); held-out: even",
        measure: `an evidence turn counts when >= ${REACHED * 100}% of its distinct content words (bench BM25 tokenizer) are in the context text; baselines fill B with whole turns, chars/4 per turn`,
        turns: turns.length,
        questions: questions.length,
        commit: execSync("git rev-parse HEAD").toString().trim(),
      }),
      recall: table,
      answers_over_budget: overBudget.length,
      non_200_answers: nonOk.length,
      non_200_examples: nonOk.slice(0, 3),
      latency_ms: {
        bare_do_round_trip: ms(lat.floor),
        context_without_retrieval: ms(lat.plain),
        context_with_retrieval: ms(lat.retrieval),
        search_alone: ms(lat.search),
      },
      offline_summaries: {
        count: ratios.length,
        max_ratio: round(Math.max(...ratios)),
        mean_ratio: round(ratios.reduce((s, x) => s + x, 0) / Math.max(1, ratios.length)),
      },
      load_average: loadavg().map((x) => round(x, 2)),
    };
    mkdirSync(new URL("../results/", import.meta.url), { recursive: true });
    writeFileSync(
      new URL(`../results/${RESULT_FILE}`, import.meta.url),
      `${JSON.stringify({ commit: gitCommit(), ...result }, null, 2)}\n`,
    );
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
  }
}

await main();
