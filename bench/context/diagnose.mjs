#!/usr/bin/env node
// Where bench:context's evidence goes (a tuning aid, not a benchmark): ingests conv-26 once as
// bench:context does and keeps the server state (`--ingest`), then (default) restarts a server on
// a fresh copy of that state, asks every question at each budget, and for every evidence turn
// that does not reach the context says where it was: in the recent turns, among the retrieved
// items, ranked by search (and where), or not found. Writes /tmp/engram-diagnose/report.json.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tokenize } from "../recall/bm25.mjs";
import { evidenceIds } from "../recall/metrics.mjs";
import { client, startServer, waitFor } from "../lib/server.mjs";
import { loadLocomo, replaySessions } from "../lib/locomo.mjs";

const DIR = process.env.DIAGNOSE_DIR ?? "/tmp/engram-diagnose";
const CONVERSATION = "locomo-conv-26";
const USER = "locomo";
const BUDGETS = (process.env.DIAGNOSE_BUDGETS ?? "1000,2000").split(",").map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 8841);
const halfOf = (evidence) => (Number(/^D(\d+):/.exec(evidence[0])[1]) % 2 === 1 ? "tune" : "heldout");

function share(turn, present) {
  const words = [...new Set(tokenize(turn.content))];
  return words.length === 0 ? 1 : words.filter((w) => present.has(w)).length / words.length;
}

async function ingest() {
  const { conv, sessions } = loadLocomo();
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const server = await startServer({ port: PORT, keepState: true });
  const api = client(server);
  let turns;
  try {
    const target = { conversation: CONVERSATION, user: USER };
    turns = await replaySessions(api, target, conv, sessions, {
      name: true,
      waitFor,
      waitOptions: { timeoutMs: 180_000, everyMs: 50 },
    });
    const lastSeq = turns.at(-1).seq;
    await waitFor(
      async () => {
        const s = await api.get(`/v1/memories/search/index-status?conversation_id=${CONVERSATION}`);
        return s.last_indexed_seq !== null && s.last_indexed_seq >= lastSeq;
      },
      "indexing",
      { timeoutMs: 180_000, everyMs: 50 },
    );
  } finally {
    await server.stop();
  }
  writeFileSync(`${DIR}/ingested.json`, JSON.stringify({ state: server.state, key: server.key, tenantId: server.tenantId, turns }));
  console.log(`ingested ${turns.length} turns into ${server.state}`);
}

async function diagnose() {
  const saved = JSON.parse(readFileSync(`${DIR}/ingested.json`, "utf8"));
  const work = `${DIR}/work`;
  rmSync(work, { recursive: true, force: true });
  cpSync(saved.state, work, { recursive: true });
  const server = await startServer({ port: PORT, resume: { ...saved, state: work }, keepState: false });
  const api = client(server);
  const { sample } = loadLocomo();
  const byDia = new Map(saved.turns.map((t) => [t.dia, t]));
  const seqToDia = new Map(saved.turns.map((t) => [t.seq, t.dia]));
  const out = [];
  try {
    for (const qa of sample.qa) {
      const evidence = evidenceIds(qa);
      if (evidence.length === 0) continue;
      const q = encodeURIComponent(qa.question);
      const search = await api.post("/v1/memories/search", { query: qa.question, user_id: USER, limit: 100, types: ["message", "memory"] });
      const rankOf = new Map();
      search.results.forEach((r, i) => {
        for (const s of r.sources ?? []) {
          const dia = seqToDia.get(s.seq);
          if (dia && !rankOf.has(dia)) rankOf.set(dia, i);
        }
      });
      const top = search.results.slice(0, 100).map((r) => seqToDia.get(r.sources?.[0]?.seq) ?? r.key);
      const row = { question: qa.question, category: qa.category, half: halfOf(evidence), evidence: [], top };
      for (const B of BUDGETS) {
        const body = await api.get(`/v1/conversations/${CONVERSATION}/context?budget_tokens=${B}&query=${q}`);
        const text = [
          ...body.injected.map((i) => i.content),
          body.summary?.text ?? "",
          ...body.messages.map((m) => `${m.name ?? ""}: ${m.content ?? ""}`),
          ...body.memories.map((m) => m.content ?? m.summary ?? ""),
        ].join("\n");
        const present = new Set(tokenize(text));
        const recentSeqs = new Set(body.messages.map((m) => m.seq));
        const chosen = body.memories.map((m) => seqToDia.get(m.sources?.[0]?.seq));
        row[`B${B}`] = {
          layers: Object.fromEntries((body.layers ?? []).map((l) => [l.kind, l.token_count])),
          items: body.memories.length,
          performed: body.retrieval?.performed ?? null,
          chosen: body.memories.map((m) => `${seqToDia.get(m.sources?.[0]?.seq) ?? m.key}/${m.token_count}`),
        };
        for (const dia of evidence) {
          const turn = byDia.get(dia);
          if (!turn) continue;
          const s = share(turn, present);
          let where = "reached";
          if (s < 0.8) {
            if (recentSeqs.has(turn.seq)) where = "recent-but-short";
            else if (chosen.includes(dia)) where = "chosen-but-short";
            else if (rankOf.has(dia)) where = `search-rank-${rankOf.get(dia)}`;
            else where = "not-in-search-100";
          }
          let e = row.evidence.find((x) => x.dia === dia);
          if (!e) {
            e = { dia, tokens: Math.ceil(turn.content.length / 4), search_rank: rankOf.get(dia) ?? null };
            row.evidence.push(e);
          }
          e[`B${B}`] = where;
        }
      }
      out.push(row);
    }
  } finally {
    await server.stop();
  }
  const summary = {};
  for (const B of BUDGETS) {
    for (const half of ["tune", "heldout", "all"]) {
      const rows = out.filter((r) => r.category <= 4 && (half === "all" || r.half === half));
      const score = rows.map((r) => r.evidence.filter((e) => e[`B${B}`] === "reached").length / r.evidence.length);
      summary[`B${B}_${half}`] = { n: rows.length, evidence: Math.round((score.reduce((a, b) => a + b, 0) / rows.length) * 1000) / 1000 };
    }
    const misses = out.filter((r) => r.category <= 4).flatMap((r) => r.evidence.filter((e) => e[`B${B}`] !== "reached"));
    const buckets = {};
    for (const m of misses) {
      const rank = m.search_rank;
      const key = m[`B${B}`].startsWith("search-rank")
        ? `search-rank-${rank < 10 ? "0-9" : rank < 20 ? "10-19" : rank < 35 ? "20-34" : "35+"}`
        : m[`B${B}`];
      buckets[key] = (buckets[key] ?? 0) + 1;
    }
    summary[`B${B}_misses`] = buckets;
  }
  writeFileSync(`${DIR}/report.json`, JSON.stringify({ summary, rows: out }, null, 2));
  console.log(JSON.stringify(summary, null, 2));
}

if (process.argv.includes("--ingest") || !existsSync(`${DIR}/ingested.json`)) await ingest();
else await diagnose();
