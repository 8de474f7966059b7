#!/usr/bin/env node
// `npm start` as a fresh clone runs it, checked: the service answers, the cron sweep fires on its
// own schedule (a record in GET /admin/sweeps within one period of wrangler.toml's trigger, plus
// a minute of slack), and its output holds none of the warnings that were false for this project.
// Prints a vitest-style "Tests" line that .ci/run adds to its count. PORT picks the port (8799).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const port = process.env.PORT ?? "8799";
const base = `http://127.0.0.1:${port}`;
const FALSE_WARNINGS = [
  /worker not found/,
  /will not work in local development/,
  /no such Durable Object class is exported/,
  /Missing required secrets/,
  /cron .*Error/,
];
const PERIOD_MS = 6 * 60_000;

const child = spawn("node", ["scripts/start.mjs"], {
  env: { ...process.env, PORT: port },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
child.stderr.on("data", (chunk) => (output += chunk));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
let record = null;
let failure = null;
try {
  while (!output.includes("Engram is ready")) {
    if (Date.now() - started > 120_000 || child.exitCode !== null) throw new Error("npm start did not become ready");
    await sleep(500);
  }
  const token = /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1] ?? "";
  const ready = Date.now();
  while (record === null && Date.now() - ready < PERIOD_MS) {
    const answer = await fetch(`${base}/admin/sweeps?limit=1`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    record = answer.runs?.find((run) => Date.parse(run.started_at) >= ready - 1000) ?? null;
    if (record === null) await sleep(5_000);
  }
  if (record === null) failure = `no sweep record within ${PERIOD_MS / 60_000} minutes of npm start`;
} catch (error) {
  failure = String(error);
} finally {
  process.kill(-child.pid, "SIGTERM");
  await sleep(1_000);
}
const warnings = FALSE_WARNINGS.filter((pattern) => pattern.test(output)).map(String);
if (warnings.length > 0) failure = [failure, `npm start printed ${warnings.join(", ")}`].filter(Boolean).join("; ");
if (failure) {
  console.log(output.replace(/^/gm, "    "));
  console.log(`✗ npm start: ${failure}`);
  console.log("      Tests  1 failed (1)");
  process.exit(1);
}
console.log(
  `✓ npm start: sweep record ${record.id} (${record.cron}) started ${record.started_at}, ${Math.round((Date.parse(record.started_at) - started) / 1000)} s after the start; no false warning`,
);
console.log("      Tests  1 passed (1)");
