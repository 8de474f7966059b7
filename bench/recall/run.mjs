#!/usr/bin/env node
// `npm run bench:recall`: LoCoMo conversation 26 through the public API of `wrangler dev` on
// loopback (real Durable Objects, D1, Queues consumer, the local vector index), then every
// question as a search, once per embedder in the same run: the static word vectors (the
// default) and the hashing embedder with rank fusion (the default before them). Plain BM25 over
// single turns (bench/recall/bm25.mjs) is scored on the same turns. The questions are split in
// two halves by the session of their first evidence turn (odd: the tuning half, where fusion
// weights were chosen with `--tune`; even: held out), and every figure is reported for both.
// Writes bench/results/recall.{json,md}; `--tune` writes bench/results/recall-tuning.{json,md}.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { encode } from "gpt-tokenizer";
import { Bm25 } from "./bm25.mjs";
import { bundleSizes } from "./bundle.mjs";
import { evidenceIds, mean, percentile, scoreQuestion } from "./metrics.mjs";
import { markdown, tuningMarkdown } from "./report.mjs";
import { client, freePort, startServer, waitFor } from "../lib/server.mjs";
import { loadLocomo, locomoResultHead, turnContent } from "../lib/locomo.mjs";

const LIMIT = 40; // enough results to fill a 1000-token budget
const CONVERSATION = "locomo-conv-26";
const USER = "locomo";
const PORT = Number(process.env.BENCH_PORT ?? 8799);
const TUNE = process.argv.includes("--tune");

/** The systems served, each by its own server and ingestion. */
const SYSTEMS = {
  static: { label: "Engram, static word vectors (default)", vars: {} },
  hash: { label: "Engram, hashing embedder + RRF (before)", vars: { EMBEDDER: "local" } },
};
/**
 * The fusion settings `--tune` tries on the tuning half (the static embedder's index, ingested
 * once): the vector share without the speaker match (how 0.4 was chosen), the speaker share at
 * that vector share, and the vector shares beside 0.4 with the chosen speaker share.
 */
const score = (vector, speaker) => ({
  SEARCH_FUSION: "score",
  SEARCH_VECTOR_WEIGHT: String(vector),
  SEARCH_SPEAKER_WEIGHT: String(speaker),
});
const GRID = [
  ...[0.1, 0.2, 0.3, 0.4, 0.5, 0.6].map((w) => score(w, 0)),
  ...[0.01, 0.5, 1].map((w) => ({ SEARCH_FUSION: "rrf", SEARCH_VECTOR_WEIGHT: String(w) })),
  ...[0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5].map((s) => score(0.4, s)),
  ...[0.3, 0.5].map((w) => score(w, 0.3)),
];

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
/** The half a question belongs to: the session of its first evidence turn, odd (tune) or even (held out). */
const halfOf = (evidence) => (Number(/^D(\d+):/.exec(evidence[0])[1]) % 2 === 1 ? "tune" : "heldout");

/** Ingests the conversation (one append per session, as a client backfilling history) and waits for the index. */
async function ingest(api, { conv, sessions }) {
  const seqToDia = new Map();
  const turns = [];
  const indexLagMs = [];
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
  return { seqToDia, turns, indexLagMs, status };
}

/**
 * Every question as a search (and as a messages-only search) on each server, the servers
 * taking turns question by question so machine noise hits them alike; per-question scores and
 * latencies per server.
 */
async function ask(servers, questions, seqToDias, { messagesToo = true } = {}) {
  const names = Object.keys(servers);
  const ranked = (results, seqToDia) =>
    results.map((r) => ({
      dias: new Set(r.sources.map((s) => seqToDia.get(s.seq)).filter(Boolean)),
      tokens: tokens(r.content),
      type: r.type,
    }));
  const out = Object.fromEntries(names.map((n) => [n, { rows: [], latencies: [], floor: [] }]));
  for (const name of names) {
    // The first search of the run: for the static embedder, the isolate loads and parses the word vectors here.
    const started = performance.now();
    await servers[name].post("/v1/memories/search", { query: questions[0].qa.question, user_id: USER, limit: LIMIT });
    out[name].first = performance.now() - started;
    for (const q of questions.slice(0, 10))
      await servers[name].post("/v1/memories/search", { query: q.qa.question, user_id: USER, limit: LIMIT }); // warm-up
  }
  for (const [i, { qa, evidence }] of questions.entries()) {
    const order = i % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const api = servers[name];
      const seqToDia = seqToDias[name];
      // The floor, interleaved: auth + one Durable Object round trip.
      const pinged = performance.now();
      await api.get(`/v1/diagnostics/ping/${CONVERSATION}`);
      out[name].floor.push(performance.now() - pinged);
      const started = performance.now();
      const { results } = await api.post("/v1/memories/search", { query: qa.question, user_id: USER, limit: LIMIT });
      out[name].latencies.push(performance.now() - started);
      const engram = ranked(results, seqToDia);
      const row = {
        engram: scoreQuestion(evidence, engram),
        summariesInTop10: engram.slice(0, 10).filter((r) => r.type === "summary").length,
      };
      if (messagesToo) {
        const only = await api.post("/v1/memories/search", { query: qa.question, user_id: USER, limit: LIMIT, types: ["message"] });
        row.messages = scoreQuestion(evidence, ranked(only.results, seqToDia));
      }
      out[name].rows.push(row);
    }
  }
  const ms = (values) => ({
    n: values.length,
    p50: round(percentile(values, 50), 1),
    p95: round(percentile(values, 95), 1),
    max: round(Math.max(...values), 1),
  });
  return Object.fromEntries(
    names.map((n) => [n, { rows: out[n].rows, latency: ms(out[n].latencies), floor: ms(out[n].floor), first_ms: round(out[n].first, 1) }]),
  );
}

const GROUPS = { "1-4": [1, 2, 3, 4], 1: [1], 2: [2], 3: [3], 4: [4], 5: [5] };
const FIELDS = ["r5", "r10", "mrr", "rb500", "rb1000", "tokens10"];

/** Mean figures per half and category for each system column of `rows` ({ category, half, [system]: scores }). */
function tables(rows, systems) {
  const out = {};
  for (const half of ["heldout", "tune", "all"]) {
    out[half] = {};
    for (const [name, cats] of Object.entries(GROUPS)) {
      const inGroup = rows.filter((r) => cats.includes(r.category) && (half === "all" || r.half === half));
      out[half][name] = { questions: inGroup.length };
      for (const system of systems) {
        out[half][name][system] = Object.fromEntries(
          FIELDS.map((f) => [
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
  }
  return out;
}

async function serve(vars, resume, keepState = false) {
  const server = await startServer({ port: PORT, vars, resume, keepState });
  return { server, api: client(server) };
}

async function main() {
  const locomo = loadLocomo();
  const questions = locomo.sample.qa
    .map((qa) => ({ qa, evidence: evidenceIds(qa) }))
    .filter((q) => q.evidence.length > 0)
    .map((q) => ({ ...q, half: halfOf(q.evidence) }));
  const commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  mkdirSync(new URL("../results/", import.meta.url), { recursive: true });
  if (TUNE) return tune(locomo, questions, commit);

  const runs = {};
  // Both servers up at once (the second on a free port), ingested one after the other, then asked in turns.
  const started = {};
  const states = {};
  try {
    for (const [system, { vars }] of Object.entries(SYSTEMS)) {
      started[system] = await startServer({ port: system === "static" ? PORT : await freePort(), vars });
      states[system] = await ingest(client(started[system]), locomo);
    }
    const apis = Object.fromEntries(Object.entries(started).map(([k, server]) => [k, client(server)]));
    const asked = await ask(apis, questions, Object.fromEntries(Object.entries(states).map(([k, st]) => [k, st.seqToDia])));
    for (const system of Object.keys(SYSTEMS)) {
      runs[system] = { ...asked[system], indexLagMs: states[system].indexLagMs, status: states[system].status };
    }
  } finally {
    for (const server of Object.values(started)) await server.stop();
  }
  const ingested = states.static;
  const { turns } = ingested;
  const baseline = new Bm25(turns.map((t) => ({ id: t.seq, text: `${t.speaker}: ${t.content}` })));
  const bySeq = new Map(turns.map((t) => [t.seq, t]));
  const rows = questions.map(({ qa, evidence, half }, i) => ({
    category: qa.category,
    half,
    static: runs.static.rows[i].engram,
    static_messages: runs.static.rows[i].messages,
    hash: runs.hash.rows[i].engram,
    hash_messages: runs.hash.rows[i].messages,
    bm25: scoreQuestion(
      evidence,
      baseline
        .search(qa.question, LIMIT)
        .map((hit) => ({ dias: new Set([bySeq.get(hit.id).dia]), tokens: tokens(bySeq.get(hit.id).content) })),
    ),
    summariesInTop10: runs.static.rows[i].summariesInTop10,
  }));
  const result = {
    ...locomoResultHead({
      commit,
      server: "wrangler dev on 127.0.0.1 (local D1, DO, Queues consumer), VECTOR_INDEX=local; one server and ingestion per embedder",
      ingestion: "one append per session; each turn a user message named after its speaker, created_at = session date, metadata.dia_id",
      search: `POST /v1/memories/search {query, user_id, limit: ${LIMIT}} with no other filters; latency measured by the client over loopback`,
      split: "tune: questions whose first evidence turn is in an odd session; heldout: even session (fusion weights chosen on tune only)",
      tokens: "gpt-tokenizer o200k_base over each result's content",
      turns: turns.length,
      questions: questions.length,
      questions_by_half: {
        tune: questions.filter((q) => q.half === "tune").length,
        heldout: questions.filter((q) => q.half === "heldout").length,
      },
      conversation_tokens: turns.reduce((s, t) => s + tokens(t.content), 0),
      indexed: runs.static.status,
    }),
    systems: Object.fromEntries(Object.entries(SYSTEMS).map(([k, v]) => [k, { label: v.label, vars: v.vars }])),
    search_latency_ms: { static: runs.static.latency, hash: runs.hash.latency },
    first_search_ms: { static: runs.static.first_ms, hash: runs.hash.first_ms },
    floor_latency_ms: { static: runs.static.floor, hash: runs.hash.floor },
    index_lag_ms: Object.fromEntries(
      Object.entries(runs).map(([k, r]) => [k, { p50: round(percentile(r.indexLagMs, 50), 0), max: round(Math.max(...r.indexLagMs), 0) }]),
    ),
    load_average: loadavg().map((x) => round(x, 2)),
    summaries_in_top10_mean: round(mean(rows, "summariesInTop10"), 2),
    bundle: bundleSizes(),
    categories: tables(rows, ["static", "static_messages", "hash", "hash_messages", "bm25"]),
  };
  writeFileSync(new URL("../results/recall.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(new URL("../results/recall.md", import.meta.url), markdown(result));
  console.log(markdown(result));
}

/** `--tune`: the static index ingested once, then each fusion setting of GRID served over it, scored on the tuning half only. */
async function tune(locomo, questions, commit) {
  const tuning = questions.filter((q) => q.half === "tune");
  const first = await serve({}, undefined, true);
  let state;
  try {
    state = await ingest(first.api, locomo);
  } finally {
    await first.server.stop();
  }
  const trials = [];
  try {
    for (const vars of GRID) {
      const { server, api } = await serve(vars, first.server, true);
      try {
        const { rows, latency } = (await ask({ engram: api }, tuning, { engram: state.seqToDia }, { messagesToo: false })).engram;
        const scored = tuning.map((q, i) => ({ category: q.qa.category, half: "tune", engram: rows[i].engram }));
        trials.push({ vars, p95_ms: latency.p95, categories: tables(scored, ["engram"]).tune });
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(first.server.state, { recursive: true, force: true });
  }
  const result = { ...locomoResultHead({ commit, questions: tuning.length, half: "tune" }), trials };
  writeFileSync(new URL("../results/recall-tuning.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(new URL("../results/recall-tuning.md", import.meta.url), tuningMarkdown(result));
  console.log(tuningMarkdown(result));
}

await main();
