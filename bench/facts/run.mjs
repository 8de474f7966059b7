// npm run bench:facts — the user layer on LoCoMo conversation 26 and on scenarios written by
// hand, through the real service (wrangler dev, real queue consumer, offline extractor unless
// LLM_API_KEY is set). The first speaker is the user; LoCoMo's `observation` lists facts with
// the turn they came from. LoCoMo is split by session: 1-10 tuned on, 11-19 held out; the
// scenarios likewise (scenarios.mjs tuned on, held-out*.mjs written after the rules froze).
// The second speaker is then taken as the user too: their sessions 1-10 were read for tuning from
// 2026-11-27 on, sessions 11-19 never.
// Beside them, in the same run: the naive extractor (every first-person turn of the user) and
// the Worker bundle. Writes bench/results/facts.json.
import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { client, round, startServer } from "../lib/server.mjs";
import { loadLocomo } from "../lib/locomo.mjs";
import { runScenario } from "./scenario-run.mjs";
import { TUNING } from "./scenarios.mjs";
import { waitFor } from "./wait.mjs";
import { gitCommit } from "../lib/commit.mjs";

const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|our)\b/i;
/** A fact text that is the user's own sentence rather than a statement about them. */
const FIRST_PERSON_TEXT = /(?:^|\s)(?:I|I'm|I've|I'd|I'll|me|my|mine|myself)\b/;
/** LoCoMo sessions tuned on; the rest are held out. */
const TUNED_SESSIONS = 10;
/** The Worker bundle of main without this change (d37c801, the main last merged), measured the same way. */
const BUNDLE_BEFORE = { commit: "d37c801", bytes: 2_587_863, gzip_bytes: 519_570 };

function sessionDate(raw) {
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s*on\s*(\d{1,2})\s+(\w+),?\s+(\d{4})/i.exec(raw ?? "");
  if (!m) return new Date().toISOString();
  let hour = Number(m[1]) % 12;
  if (m[3].toLowerCase() === "pm") hour += 12;
  return new Date(`${m[5]} ${m[4]}, ${m[6]} ${String(hour).padStart(2, "0")}:${m[2]}:00 UTC`).toISOString();
}

/** Rounds: the user's consecutive turns, then the other speaker's answer (the round's end). */
function roundsOf(conv, userSpeaker) {
  const rounds = [];
  const sessions = Object.keys(conv)
    .filter((k) => /^session_\d+$/.test(k))
    .sort((a, b) => Number(a.split("_")[1]) - Number(b.split("_")[1]));
  for (const key of sessions) {
    const base = Date.parse(sessionDate(conv[`${key}_date_time`]));
    let current = null;
    conv[key].forEach((turn, i) => {
      const role = turn.speaker === userSpeaker ? "user" : "assistant";
      if (!current || (role === "user" && current.messages.at(-1).role === "assistant")) {
        current = { messages: [], dias: [] };
        rounds.push(current);
      }
      const text = turn.blip_caption ? `${turn.text} [shares ${turn.blip_caption}]` : turn.text;
      current.messages.push({ role, content: text, created_at: new Date(base + i * 1000).toISOString() });
      current.dias.push(turn.dia_id);
    });
  }
  return rounds;
}

const sessionOf = (dia) => Number(/^D(\d+):/.exec(dia ?? "")?.[1] ?? 0);

function score(facts, seqToDia, evidence, observations, userTurns) {
  const cites = (f) => f.sources.map((s) => seqToDia.get(s.seq)).filter(Boolean);
  const cited = new Set(facts.flatMap(cites));
  const precise = facts.filter((f) => cites(f).some((d) => evidence.has(d))).length;
  const recalled = observations.filter((o) => o.evidence.some((d) => cited.has(d))).length;
  const precision = precise / Math.max(1, facts.length);
  const recall = recalled / Math.max(1, observations.length);
  return {
    facts: facts.length,
    precision: round(precision, 3),
    provenance_recall: round(recall, 3),
    f1: round(precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0, 3),
    facts_per_user_turn: round(facts.length / Math.max(1, userTurns), 3),
  };
}

/** Ours beside the naive extractor on the sessions `keep` selects. */
function half(keep, facts, naive, seqToDia, observations, userTurns) {
  const inHalf = (f) => f.sources.some((s) => keep(sessionOf(seqToDia.get(s.seq))));
  const obs = observations.filter((o) => o.evidence.some((d) => keep(sessionOf(d))));
  const evidence = new Set(obs.flatMap((o) => o.evidence));
  const turns = userTurns.filter((t) => keep(sessionOf(seqToDia.get(t.seq)))).length;
  const ours = score(facts.filter(inHalf), seqToDia, evidence, obs, turns);
  const baseline = score(naive.filter(inHalf), seqToDia, evidence, obs, turns);
  return { observations: obs.length, extractor: ours, naive: baseline, f1_gain: round(ours.f1 - baseline.f1, 3) };
}

async function locomo(api, side = "a") {
  const { sample, conv } = loadLocomo();
  const speaker = side === "a" ? conv.speaker_a : conv.speaker_b;
  const USER = `locomo-user-${side}`;
  const CONVERSATION = `locomo-26-${side}`;
  const observations = [];
  for (const session of Object.values(sample.observation)) {
    for (const [text, ev] of session[speaker] ?? [])
      observations.push({
        text,
        evidence: [ev]
          .flat()
          .flatMap((e) => String(e).split(/[;,\s]+/))
          .filter(Boolean),
      });
  }
  const evidence = new Set(observations.flatMap((o) => o.evidence));
  const rounds = roundsOf(conv, speaker);
  const seqToDia = new Map();
  const userTurns = [];
  for (const r of rounds) {
    const appended = await api.post(`/v1/conversations/${CONVERSATION}/messages`, { user_id: USER, messages: r.messages });
    appended.messages.forEach((m, i) => {
      seqToDia.set(m.seq, r.dias[i]);
      if (r.messages[i].role === "user") userTurns.push({ seq: m.seq, content: r.messages[i].content });
    });
  }
  // A round whose extraction has something to read: it ends with an answer and holds a user turn.
  const finished = rounds.filter((r) => r.messages.at(-1).role === "assistant" && r.messages.some((m) => m.role === "user")).length;
  const settled = await waitFor(async () => (await api.get(`/v1/users/${USER}/facts/stats`)).rounds >= finished, 300_000);
  const stats = await api.get(`/v1/users/${USER}/facts/stats`);
  const { facts } = await api.get(`/v1/users/${USER}/facts?include_history=true`);
  const naive = userTurns
    .filter((t) => FIRST_PERSON.test(t.content))
    .map((t) => ({ sources: [{ conversation_id: CONVERSATION, seq: t.seq }] }));
  const ours = score(facts, seqToDia, evidence, observations, userTurns.length);
  const baseline = score(naive, seqToDia, evidence, observations, userTurns.length);
  const tuned = half((n) => n <= TUNED_SESSIONS, facts, naive, seqToDia, observations, userTurns);
  const heldOut = half((n) => n > TUNED_SESSIONS, facts, naive, seqToDia, observations, userTurns);
  const byType = {};
  for (const f of facts) byType[f.type] = (byType[f.type] ?? 0) + 1;
  return {
    settled,
    user_turns: userTurns.length,
    observations: observations.length,
    rounds: stats.rounds,
    extractor: {
      ...ours,
      by_type: byType,
      current: facts.filter((f) => f.status === "current").length,
      superseded: facts.filter((f) => f.status === "superseded").length,
    },
    naive: baseline,
    precision_gain: round(ours.precision - baseline.precision, 3),
    f1_gain: round(ours.f1 - baseline.f1, 3),
    tuned_sessions_1_to_10: tuned,
    held_out_sessions_11_to_19: heldOut,
    current_texts: facts.filter((f) => f.status === "current").map((f) => f.text),
    examples: facts
      .slice(0, 25)
      .map((f) => ({ text: f.text, topic: f.topic, subject: f.subject, valid_from: f.valid_from, quote: f.evidence?.quote })),
    per_round: {
      extraction_lag_ms: round(stats.extraction_ms / Math.max(1, stats.rounds), 1),
      llm_calls: round(stats.llm_calls / Math.max(1, stats.rounds), 3),
      llm_tokens: round(stats.llm_tokens / Math.max(1, stats.rounds), 1),
      candidates: round(stats.candidates / Math.max(1, stats.rounds), 2),
    },
  };
}

/** The Worker as deployed: wrangler's dry-run bundle, raw and gzipped (the free plan allows 3 MB gzipped). */
function bundleSize() {
  const out = `/tmp/engram-bench-facts-bundle-${process.pid}`;
  execSync(`npx wrangler deploy --dry-run --outdir ${out}`, {
    stdio: "ignore",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
  });
  const code = readFileSync(`${out}/index.js`);
  rmSync(out, { recursive: true, force: true });
  return { bytes: code.length, gzip_bytes: gzipSync(code, { level: 9 }).length };
}

async function scenarioSet(api, name, list) {
  const results = [];
  for (const [i, s] of list.entries()) results.push(await runScenario(api, s, `${name}-${i}`));
  return { resolved: `${results.filter((r) => r.resolved).length} of ${results.length}`, results };
}

function firstPersonShare(texts) {
  const first = texts.filter((t) => FIRST_PERSON_TEXT.test(t)).length;
  return { current_facts: texts.length, first_person: first, share: round(first / Math.max(1, texts.length), 3) };
}

/** How many held-out scenario sets bench/facts holds (held-out.mjs, held-out-2.mjs, ...). */
const HELD_OUT_SETS = 164;

const started = Date.now();
const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
const bundle = { before: BUNDLE_BEFORE, after: { commit, ...bundleSize() }, free_plan_limit_gzip_bytes: 3 * 1024 * 1024 };
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8841) });
try {
  const api = client(server);
  const results = await locomo(api, "a");
  // The second speaker as the user: sessions 1-10 read for tuning since 2026-11-27, 11-19 never.
  const second = await locomo(api, "b");
  const scenarios = { tuning: await scenarioSet(api, "tuning", TUNING) };
  // Held-out sets 1 to HELD_OUT_SETS, each written by a helper who read no extractor code; each file's header records its first run.
  for (let n = 1; n <= HELD_OUT_SETS; n += 1) {
    const file = await import(n === 1 ? "./held-out.mjs" : `./held-out-${n}.mjs`);
    const set = Object.values(file).find(Array.isArray);
    scenarios[`held_out_${n}`] = await scenarioSet(api, `held${n}`, set);
  }
  const scenarioTexts = Object.values(scenarios).flatMap((set) => set.results.flatMap((r) => r.current_texts));
  const held = results.held_out_sessions_11_to_19;
  const out = {
    benchmark: "facts",
    commit,
    data: "LoCoMo conversation 26 (first speaker = the user; sessions 1-10 tuned on, 11-19 held out) and hand-written scenarios",
    setup: {
      server: "wrangler dev on 127.0.0.1 (local D1, DO, Queues consumer)",
      extractor: process.env.LLM_API_KEY ? "llm" : "offline (compromise)",
      naive: "every first-person turn of the user, one fact each",
      load_average: loadavg().map((x) => round(x, 2)),
      ran_at: new Date().toISOString(),
      duration_s: round((Date.now() - started) / 1000, 1),
    },
    locomo: results,
    locomo_second_speaker: {
      note: "LoCoMo's second speaker taken as the user; sessions 1-10 read for tuning since 2026-11-27, sessions 11-19 never",
      observations: second.observations,
      extractor: second.extractor,
      naive: second.naive,
      f1_gain: second.f1_gain,
      sessions_1_to_10: second.tuned_sessions_1_to_10,
      sessions_11_to_19: second.held_out_sessions_11_to_19,
    },
    scenarios,
    first_person_current_facts: {
      locomo: firstPersonShare(results.current_texts),
      locomo_second_speaker: firstPersonShare(second.current_texts),
      scenarios: firstPersonShare(scenarioTexts),
    },
    bundle,
    targets: {
      held_out_locomo_f1_at_least_naive_plus_0_05: held.f1_gain >= 0.05,
      held_out_locomo_precision_at_least_0_75: held.extractor.precision >= 0.75,
      first_person_current_facts_at_most_1_in_10:
        firstPersonShare([...results.current_texts, ...second.current_texts, ...scenarioTexts]).share <= 0.1,
      bundle_within_free_plan: bundle.after.gzip_bytes <= bundle.free_plan_limit_gzip_bytes,
      scenarios_resolved: Object.fromEntries(Object.entries(scenarios).map(([k, v]) => [k, v.resolved])),
    },
  };
  mkdirSync(new URL("../results/", import.meta.url), { recursive: true });
  writeFileSync(new URL("../results/facts.json", import.meta.url), `${JSON.stringify({ commit: gitCommit(), ...out }, null, 2)}\n`);
  console.log(
    JSON.stringify(
      {
        locomo: { all: { ...results.extractor, naive: results.naive }, tuned: results.tuned_sessions_1_to_10, held_out: held },
        second_speaker: { all: { ...second.extractor, naive: second.naive }, f1_gain: second.f1_gain },
        first_person: out.first_person_current_facts,
        bundle,
        targets: out.targets,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
