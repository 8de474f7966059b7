#!/usr/bin/env node
// Crash probe (issue 27): appends in a burst to `npm start`'s service, SIGKILLs it mid-burst
// (jobs in its local queue are lost with it), starts it again over the same state, and checks
// that every acknowledged message (a 201) becomes searchable and every conversation's
// index-status settles: first without a sweep (the naive baseline: what a restart alone
// recovers), then after one cron sweep (the index watch re-sends what stalled longer than
// INDEX_RECOVER_AFTER_SECONDS). Writes bench/results/crash-probe.json.
//   PORT=8801 node bench/probe/crash.mjs
import { spawn, execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.PORT ?? 8801);
const BASE = `http://127.0.0.1:${PORT}`;
const WRITERS = Number(process.env.WRITERS ?? 8);
const KILL_AFTER_MS = Number(process.env.KILL_AFTER_MS ?? 2500);
const RECOVER_AFTER_SECONDS = 3;
const SETTLE_TIMEOUT_MS = 90_000;
const key = `eng_probe_${randomBytes(18).toString("base64url")}`;
const persist = mkdtempSync(join(tmpdir(), "engram-crash-probe-"));
const vars = { INDEX_RECOVER_AFTER_SECONDS: String(RECOVER_AFTER_SECONDS) };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function start() {
  // Its own process group, so the kill takes wrangler's workerd with it.
  const child = spawn(process.execPath, ["bench/probe/serve.mjs"], {
    env: { ...process.env, PORT: String(PORT), PERSIST: persist, PROBE_KEY: key, PROBE_VARS: JSON.stringify(vars) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout.resume();
  child.stderr.resume();
  return child;
}

async function ready() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("the service did not start");
}

const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
const call = (method, path, body) =>
  fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

/** Each writer appends one message after another to its own conversation until the kill. */
async function burst(acknowledged, stopAt) {
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = 0; Date.now() < stopAt + 5000; n += 1) {
        const word = `probe${w}x${n}word`;
        try {
          const res = await call("POST", `/v1/conversations/crash-${w}/messages`, {
            user_id: "prober",
            messages: [{ role: "user", content: `note ${n}: the ${word} is recorded` }],
          });
          if (res.status === 201) acknowledged.push({ conversation: `crash-${w}`, word });
          else return;
        } catch {
          return; // the service is gone: this append was never acknowledged
        }
      }
    }),
  );
}

async function unsearchable(acknowledged) {
  const missing = [];
  for (const { conversation, word } of acknowledged) {
    const res = await call("POST", "/v1/memories/search", { user_id: "prober", query: word, types: ["message"], limit: 5 });
    const hits = res.ok ? (await res.json()).results : [];
    if (!hits.some((hit) => (hit.content ?? "").includes(word))) missing.push({ conversation, word });
  }
  return missing;
}

async function pendingConversations() {
  const pending = [];
  for (let w = 0; w < WRITERS; w += 1) {
    const res = await call("GET", `/v1/conversations/crash-${w}/index-status`);
    if (res.status !== 200) continue;
    const status = await res.json();
    if (status.pending) pending.push({ conversation: `crash-${w}`, pending: status.pending });
  }
  return pending;
}

const killGroup = (child) => {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
};

let server = start();
const outcome = {
  measured_commit: execSync("git rev-parse HEAD").toString().trim(),
  measured_at: new Date().toISOString(),
  writers: WRITERS,
};
try {
  await ready();
  const acknowledged = [];
  const started = Date.now();
  const writing = burst(acknowledged, started + KILL_AFTER_MS);
  await sleep(KILL_AFTER_MS);
  killGroup(server);
  await writing;
  outcome.acknowledged = acknowledged.length;
  outcome.killed_after_ms = KILL_AFTER_MS;

  server = start();
  await ready();
  // The naive baseline: a restart alone, given the time a queue needs to drain (no sweep).
  await sleep((RECOVER_AFTER_SECONDS + 2) * 1000);
  const beforeSweep = await unsearchable(acknowledged);
  outcome.baseline_restart_only = {
    unsearchable: beforeSweep.length,
    pending_conversations: (await pendingConversations()).length,
  };

  const sweepStarted = Date.now();
  const sweep = await fetch(`${BASE}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  if (!sweep.ok) throw new Error(`the sweep failed: ${sweep.status}`);
  let missing = beforeSweep;
  let pending = [];
  while (Date.now() - sweepStarted < SETTLE_TIMEOUT_MS) {
    missing = await unsearchable(acknowledged);
    pending = await pendingConversations();
    if (missing.length === 0 && pending.length === 0) break;
    await sleep(1000);
  }
  outcome.after_one_sweep = {
    unsearchable: missing.length,
    pending_conversations: pending.length,
    settled_ms_after_sweep: missing.length === 0 && pending.length === 0 ? Date.now() - sweepStarted : null,
    examples: missing.slice(0, 5),
  };
  outcome.index_recover_after_seconds = RECOVER_AFTER_SECONDS;
  outcome.note =
    "bench/probe/crash.mjs: the service as npm start serves it, SIGKILLed mid-burst (its process group) and started again over the same persisted state; baseline = after the restart alone, then one cron sweep (GET /__scheduled)";
  console.log(JSON.stringify(outcome, null, 2));
  writeFileSync("bench/results/crash-probe.json", `${JSON.stringify(outcome, null, 2)}\n`);
  if (missing.length > 0 || pending.length > 0) process.exitCode = 1;
} finally {
  killGroup(server);
  rmSync(persist, { recursive: true, force: true });
}
