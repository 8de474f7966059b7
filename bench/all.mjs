#!/usr/bin/env node
// `npm run bench:all`: regenerates every committed result in bench/results/, one benchmark
// after another (they share the machine: never in parallel), each with the settings its
// committed result was measured with. Every result file records the commit it measured
// (`commit`, bench/lib/commit.mjs): commit your change first, then run this.
// Not regenerated here: scale-before.* (main before the scale-out work, a fixed baseline
// docs/CAPACITY.md compares against), inspector.json (written by `npm run test:browser`) and
// history.md (hand-written).
import { spawnSync } from "node:child_process";

const runs = [
  { name: "latency", script: "bench" },
  { name: "rate-limit overhead", script: "bench:rate-limit" },
  { name: "tokens", script: "bench:tokens" },
  { name: "recall", script: "bench:recall" },
  { name: "recall tuning", script: "bench:recall", args: ["--tune"] },
  { name: "facts", script: "bench:facts" },
  { name: "disclosure", script: "bench:disclosure" },
  { name: "context", script: "bench:context" },
  { name: "context (unnamed speakers)", script: "bench:context", env: { BENCH_SPEAKER_NAMES: "off" } },
  {
    name: "scale (after)",
    script: "bench:scale",
    env: {
      SCALE_SIZES: "1000,10000,50000",
      SCALE_ROUNDS: "5",
      SCALE_INDEX_TIMEOUT_S: "240",
      SCALE_LAG_TIMEOUT_S: "45",
      SCALE_OUT: "scale-after",
    },
  },
  { name: "cache", script: "bench:cache" },
  { name: "recall cold start", node: "bench/recall/cold-start.mjs" },
  { name: "probe", script: "bench:probe" },
  { name: "crash probe", node: "bench/probe/crash.mjs", env: { PORT: process.env.BENCH_PORT ?? "8801" } },
];

const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const failed = [];
for (const run of runs) {
  if (only && !only.includes(run.script ?? run.node)) continue;
  const command = run.node ? ["node", [run.node]] : ["npm", ["run", run.script, ...(run.args ? ["--", ...run.args] : [])]];
  console.log(`\n=== ${run.name}: ${command[0]} ${command[1].join(" ")} ${run.env ? JSON.stringify(run.env) : ""}`);
  const started = Date.now();
  const result = spawnSync(command[0], command[1], { stdio: "inherit", env: { ...process.env, ...run.env } });
  console.log(`=== ${run.name}: exit ${result.status} after ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failed.push(run.name);
}
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nevery result in bench/results/ regenerated; commit them with the code they measured");
