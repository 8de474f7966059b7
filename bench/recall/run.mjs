#!/usr/bin/env node
// `npm run bench:recall`: LoCoMo conversation 26 through the public API of `wrangler dev` on
// loopback (real Durable Objects, D1, Queues consumer, the embedded default embedder and
// vector index), then every question as a search. The same run scores plain BM25 over single
// turns (bench/recall/bm25.mjs) on the same turns. Writes bench/results/recall.{json,md}.
import { writeFileSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { encode } from "gpt-tokenizer";
import { Bm25 } from "./bm25.mjs";
import { evidenceIds, mean, percentile, scoreQuestion } from "./metrics.mjs";
import { client, startServer, waitFor } from "../lib/server.mjs";
import { loadLocomo, locomoResultHead, turnContent } from "../lib/locomo.mjs";
import { gitCommit } from "../lib/commit.mjs";

const LIMIT = 40; // enough results to fill a 1000-token budget
const CONVERSATION = "locomo-conv-26";
const USER = "locomo";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
function sessionDate(text) {
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})/i.exec(text);
  if (!m) throw new Error(`unparsable session date: ${text}`);
  let hour = Number(m[1]) % 12;
  if (m[3].toLowerCase() === "pm") hour += 12;
  const month = MONTHS.indexOf(m[5].toLowerCase());
  return new Date(Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2]))).toISOString();
}

const tokens = (text) => encode(text ?? "").length;
const round = (x, d = 3) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);

async function main() {
  const { sample, conv, sessions } = loadLocomo();

  const server = await startServer();
  const api = client(server);
  const seqToDia = new Map();
  const turns = [];
  const indexLagMs = [];
  try {
    // Ingestion: one append per session (a client backfilling history), each turn a "user"
    // message named after its speaker (two people talking, no assistant), dated with its session.
    for (const n of sessions) {
      const createdAt = sessionDate(conv[`session_${n}_date_time`]);
      const messages = conv[`session_${n}`].map((turn) => ({
        role: "user",
        name: turn.speaker,
        content: turnContent(turn),
        created_at: createdAt,
        metadata: { dia_id: turn.dia_id, session: n },
      }));
      const appended = await api.post(`/v1/conversations/${CONVERSATION}/messages`, { user_id: USER, messages });
      const sent = performance.now();
      appended.messages.forEach((m, i) => {
        const turn = conv[`session_${n}`][i];
        seqToDia.set(m.seq, turn.dia_id);
        turns.push({ seq: m.seq, dia: turn.dia_id, speaker: turn.speaker, content: turnContent(turn) });
      });
      // The real queue consumer indexes in the background; measure how long that takes.
      await waitFor(async () => {
        const s = await api.get(`/v1/memories/search/index-status?conversation_id=${CONVERSATION}`);
        return s.last_indexed_seq !== null && s.last_indexed_seq >= appended.last_seq && s.messages === appended.last_seq + 1;
      }, `indexing of session ${n}`);
      indexLagMs.push(performance.now() - sent);
      // Sessions are days apart in real life: let the rolling summary of this one finish.
      await waitFor(async () => (await api.get(`/v1/conversations/${CONVERSATION}`)).job === null, `summary of session ${n}`);
    }
    const chain = await api.get(`/v1/conversations/${CONVERSATION}/memories?limit=500`);
    const completed = chain.memories.filter((m) => m.status === "completed").length;
    await waitFor(async () => {
      const s = await api.get(`/v1/memories/search/index-status?conversation_id=${CONVERSATION}`);
      return s.summaries >= completed ? s : null;
    }, "summary indexing");
    const status = await api.get(`/v1/memories/search/index-status?conversation_id=${CONVERSATION}`);

    const baseline = new Bm25(turns.map((t) => ({ id: t.seq, text: `${t.speaker}: ${t.content}` })));
    const bySeq = new Map(turns.map((t) => [t.seq, t]));
    const questions = sample.qa.map((qa) => ({ qa, evidence: evidenceIds(qa) })).filter((q) => q.evidence.length > 0);

    for (const q of questions.slice(0, 10)) await api.post("/v1/memories/search", { query: q.qa.question, user_id: USER, limit: LIMIT }); // warm-up
    const rows = [];
    const latencies = [];
    const floor = [];
    for (const { qa, evidence } of questions) {
      // The floor, interleaved so machine noise hits both alike: auth + one Durable Object round trip.
      const pinged = performance.now();
      await api.get(`/v1/diagnostics/ping/${CONVERSATION}`);
      floor.push(performance.now() - pinged);
      const started = performance.now();
      const { results } = await api.post("/v1/memories/search", { query: qa.question, user_id: USER, limit: LIMIT });
      latencies.push(performance.now() - started);
      const engram = results.map((r) => ({
        dias: new Set(r.sources.map((s) => seqToDia.get(s.seq)).filter(Boolean)),
        tokens: tokens(r.content),
        type: r.type,
      }));
      const onlyMessages = await api.post("/v1/memories/search", { query: qa.question, user_id: USER, limit: LIMIT, types: ["message"] });
      const messagesRanked = onlyMessages.results.map((r) => ({
        dias: new Set(r.sources.map((s) => seqToDia.get(s.seq)).filter(Boolean)),
        tokens: tokens(r.content),
      }));
      const bm25 = baseline
        .search(qa.question, LIMIT)
        .map((hit) => ({ dias: new Set([bySeq.get(hit.id).dia]), tokens: tokens(bySeq.get(hit.id).content) }));
      rows.push({
        category: qa.category,
        engram: scoreQuestion(evidence, engram),
        messages: scoreQuestion(evidence, messagesRanked),
        bm25: scoreQuestion(evidence, bm25),
        summariesInTop10: engram.slice(0, 10).filter((r) => r.type === "summary").length,
      });
    }

    const groups = { "1-4": [1, 2, 3, 4], 1: [1], 2: [2], 3: [3], 4: [4], 5: [5] };
    const fields = ["r5", "r10", "mrr", "rb500", "rb1000", "tokens10"];
    const table = {};
    for (const [name, cats] of Object.entries(groups)) {
      const inGroup = rows.filter((r) => cats.includes(r.category));
      table[name] = { questions: inGroup.length };
      for (const system of ["engram", "messages", "bm25"]) {
        table[name][system] = Object.fromEntries(
          fields.map((f) => [
            f,
            round(
              mean(
                inGroup.map((r) => r[system]),
                f,
              ),
              f === "tokens10" ? 0 : 3,
            ),
          ]),
        );
      }
    }
    const conversationTokens = turns.reduce((s, t) => s + tokens(t.content), 0);
    const result = {
      ...locomoResultHead({
        server: "wrangler dev on 127.0.0.1 (local D1, DO, Queues consumer), EMBEDDER=local, VECTOR_INDEX=local",
        ingestion: "one append per session; each turn a user message named after its speaker, created_at = session date, metadata.dia_id",
        search: `POST /v1/memories/search {query, user_id, limit: ${LIMIT}} with no other filters; latency measured by the client over loopback`,
        tokens: "gpt-tokenizer o200k_base over each result's content",
        turns: turns.length,
        questions: questions.length,
        conversation_tokens: conversationTokens,
        indexed: status,
      }),
      index_lag_ms: { p50: round(percentile(indexLagMs, 50), 0), max: round(Math.max(...indexLagMs), 0), sessions: indexLagMs.length },
      search_latency_ms: {
        n: latencies.length,
        p50: round(percentile(latencies, 50), 1),
        p95: round(percentile(latencies, 95), 1),
        max: round(Math.max(...latencies), 1),
      },
      floor_latency_ms: { n: floor.length, p50: round(percentile(floor, 50), 1), p95: round(percentile(floor, 95), 1) },
      load_average: loadavg().map((x) => round(x, 2)),
      summaries_in_top10_mean: round(mean(rows, "summariesInTop10"), 2),
      categories: table,
    };
    mkdirSync(new URL("../results/", import.meta.url), { recursive: true });
    const commit = gitCommit();
    writeFileSync(new URL("../results/recall.json", import.meta.url), `${JSON.stringify({ commit, ...result }, null, 2)}\n`);
    writeFileSync(new URL("../results/recall.md", import.meta.url), `${markdown(result)}\nMeasured at commit ${commit}.\n`);
    console.log(markdown(result));
  } finally {
    await server.stop();
  }
}

function markdown(r) {
  const names = {
    "1-4": "1-4 (all answerable)",
    1: "1 multi-hop",
    2: "2 temporal",
    3: "3 open-domain",
    4: "4 single-hop",
    5: "5 adversarial",
  };
  const lines = [
    "# Recall benchmark: LoCoMo conv-26",
    "",
    `Generated by \`npm run bench:recall\` at ${r.generated_at}. ${r.setup.turns} turns, ${r.setup.questions} questions with evidence, ` +
      `${r.setup.conversation_tokens} tokens in the whole conversation.`,
    "",
    `- Server: ${r.setup.server}.`,
    `- Ingestion: ${r.setup.ingestion}.`,
    `- Search: ${r.setup.search}. The second Engram row asks for messages only (no summaries): the same index, one filter.`,
    `- Baseline: plain BM25 over single turns (k1 1.2, b 0.75, stopwords removed, no stemming), same turns, same run.`,
    `- Tokens: ${r.setup.tokens}.`,
    "",
    "| category | n | system | R@5 | R@10 | MRR | R@500 tok | R@1000 tok | tokens in top 10 |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [key, row] of Object.entries(r.categories)) {
    const label = { engram: "Engram (hybrid, default search)", messages: 'Engram, types: ["message"]', bm25: "plain BM25 over turns" };
    for (const system of ["engram", "messages", "bm25"]) {
      const m = row[system];
      lines.push(
        `| ${names[key]} | ${row.questions} | ${label[system]} | ${m.r5} | ${m.r10} | ${m.mrr} | ${m.rb500} | ${m.rb1000} | ${m.tokens10} |`,
      );
    }
  }
  lines.push(
    "",
    `Search latency (client, loopback, limit ${LIMIT}): p50 ${r.search_latency_ms.p50} ms, p95 ${r.search_latency_ms.p95} ms, max ${r.search_latency_ms.max} ms over ${r.search_latency_ms.n} searches. ` +
      `Floor in the same run (auth + one Durable Object round trip, interleaved): p50 ${r.floor_latency_ms.p50} ms, p95 ${r.floor_latency_ms.p95} ms. ` +
      `Machine load average (1/5/15 min) at the end: ${r.load_average.join(" / ")} on 2 cores shared with other work.`,
    "",
    `Index lag (append response -> every message of the session searchable, real queue consumer): p50 ${r.index_lag_ms.p50} ms, max ${r.index_lag_ms.max} ms over ${r.index_lag_ms.sessions} sessions.`,
    "",
    `Indexed: ${r.setup.indexed.messages} messages, ${r.setup.indexed.summaries} summaries. Summaries in a top 10, on average: ${r.summaries_in_top10_mean}.`,
    "",
  );
  return lines.join("\n");
}

await main();
