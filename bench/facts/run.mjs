// npm run bench:facts — the user layer on LoCoMo conversation 26 and on supersession scenarios,
// through the real service (wrangler dev, real queue consumer, offline extractor unless
// LLM_API_KEY is set). The first speaker is the user; LoCoMo's `observation` lists facts with
// the turn they came from. Writes bench/results/facts.json.
import { writeFileSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { client, round, startServer } from "../lib/server.mjs";
import { loadLocomo } from "../lib/locomo.mjs";
import { SCENARIOS } from "./scenarios.mjs";
import { gitCommit } from "../lib/commit.mjs";

const USER = "locomo-user";
const CONVERSATION = "locomo-26";
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|our)\b/i;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(250);
  }
  return false;
}

function sessionDate(raw) {
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s*on\s*(\d{1,2})\s+(\w+),?\s+(\d{4})/i.exec(raw ?? "");
  if (!m) return new Date().toISOString();
  let hour = Number(m[1]) % 12;
  if (m[3].toLowerCase() === "pm") hour += 12;
  return new Date(`${m[5]} ${m[4]}, ${m[6]} ${String(hour).padStart(2, "0")}:${m[2]}:00 UTC`).toISOString();
}

/** Rounds: the user's consecutive turns, then the other speaker's answer (the round's end). */
function roundsOf(conv) {
  const rounds = [];
  const sessions = Object.keys(conv)
    .filter((k) => /^session_\d+$/.test(k))
    .sort((a, b) => Number(a.split("_")[1]) - Number(b.split("_")[1]));
  for (const key of sessions) {
    const base = Date.parse(sessionDate(conv[`${key}_date_time`]));
    let current = null;
    conv[key].forEach((turn, i) => {
      const role = turn.speaker === conv.speaker_a ? "user" : "assistant";
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

function score(facts, seqToDia, evidence, observations, userTurns) {
  const cites = (f) => f.sources.map((s) => seqToDia.get(s.seq)).filter(Boolean);
  const cited = new Set(facts.flatMap(cites));
  const precise = facts.filter((f) => cites(f).some((d) => evidence.has(d))).length;
  const recalled = observations.filter((o) => o.evidence.some((d) => cited.has(d))).length;
  return {
    facts: facts.length,
    precision: round(precise / Math.max(1, facts.length), 3),
    provenance_recall: round(recalled / Math.max(1, observations.length), 3),
    facts_per_user_turn: round(facts.length / Math.max(1, userTurns), 3),
  };
}

async function locomo(api) {
  const { sample, conv } = loadLocomo();
  const observations = [];
  for (const session of Object.values(sample.observation)) {
    for (const [text, ev] of session[conv.speaker_a] ?? [])
      observations.push({
        text,
        evidence: [ev]
          .flat()
          .flatMap((e) => String(e).split(/[;,\s]+/))
          .filter(Boolean),
      });
  }
  const evidence = new Set(observations.flatMap((o) => o.evidence));
  const rounds = roundsOf(conv);
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
    per_round: {
      extraction_lag_ms: round(stats.extraction_ms / Math.max(1, stats.rounds), 1),
      llm_calls: round(stats.llm_calls / Math.max(1, stats.rounds), 3),
      llm_tokens: round(stats.llm_tokens / Math.max(1, stats.rounds), 1),
      candidates: round(stats.candidates / Math.max(1, stats.rounds), 2),
    },
  };
}

async function scenario(api, s, index) {
  const user = `scenario-${index}`;
  const send = async (conversation, lines, day) => {
    for (const [i, line] of lines.entries()) {
      const at = (min) => new Date(Date.UTC(2025, 0, day, 12, i * 2 + min)).toISOString();
      await api.post(`/v1/conversations/${conversation}/messages`, {
        user_id: user,
        messages: [
          { role: "user", content: line, created_at: at(0) },
          { role: "assistant", content: "Thanks for telling me.", created_at: at(1) },
        ],
      });
    }
  };
  await send(`${user}-a`, s.before, 1);
  await send(`${user}-b`, s.after, 20);
  const rounds = s.before.length + s.after.length;
  await waitFor(async () => (await api.get(`/v1/users/${user}/facts/stats`)).rounds >= rounds, 120_000);
  const { facts: current } = await api.get(`/v1/users/${user}/facts?topic=${s.topic}`);
  const { facts: history } = await api.get(`/v1/users/${user}/facts?topic=${s.topic}&include_history=true`);
  await api.post(`/v1/conversations/${user}-c/messages`, { user_id: user, messages: [{ role: "user", content: "Hi again!" }] });
  const context = await api.get(`/v1/conversations/${user}-c/context?budget_tokens=4000`);
  const layer = context.user_facts?.text ?? "";
  const checks = {
    current_value_right: current.length === 1 && s.current.test(current[0].text),
    old_value_kept_in_history: history.some((f) => f.status === "superseded" && s.old.test(f.text) && f.superseded_by !== null),
    traps_did_not_take_over: current.every((f) => !s.traps.some((t) => t.test(f.text))),
    new_context_carries_current: s.current.test(layer) && !(s.old.test(layer) && !s.current.test(layer)),
  };
  return {
    name: s.name,
    resolved: Object.values(checks).every(Boolean),
    checks,
    current: current.map((f) => f.text),
    history: history.map((f) => `${f.status}: ${f.text}`),
  };
}

const started = Date.now();
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8841) });
try {
  const api = client(server);
  const results = await locomo(api);
  const scenarios = [];
  for (const [i, s] of SCENARIOS.entries()) scenarios.push(await scenario(api, s, i));
  const out = {
    benchmark: "facts",
    data: "LoCoMo conversation 26 (first speaker = the user)",
    setup: {
      server: "wrangler dev on 127.0.0.1 (local D1, DO, Queues consumer)",
      extractor: process.env.LLM_API_KEY ? "llm" : "offline (deterministic)",
      load_average: loadavg().map((x) => round(x, 2)),
      ran_at: new Date().toISOString(),
      duration_s: round((Date.now() - started) / 1000, 1),
    },
    locomo: results,
    targets: {
      precision_at_least_naive_plus_0_1: results.precision_gain >= 0.1,
      provenance_recall_at_least_0_5: results.extractor.provenance_recall >= 0.5,
      scenarios_resolved: `${scenarios.filter((s) => s.resolved).length} of ${scenarios.length}`,
    },
    scenarios,
  };
  mkdirSync(new URL("../results/", import.meta.url), { recursive: true });
  writeFileSync(new URL("../results/facts.json", import.meta.url), `${JSON.stringify({ commit: gitCommit(), ...out }, null, 2)}\n`);
  console.log(
    JSON.stringify({ locomo: { ...results.extractor, naive: results.naive, per_round: results.per_round }, targets: out.targets }, null, 2),
  );
} finally {
  await server.stop();
}
