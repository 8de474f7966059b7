#!/usr/bin/env node
// What per-key rate limiting costs the request path, measured on `wrangler dev` (loopback,
// local Durable Objects): two tenants in one run, one with the limiter on (the default), one
// with it off (rate_limit_per_minute = 0), requests interleaved so both see the same machine.
// Reads (the context hot path) call the limiter concurrently with the conversation object;
// writes wait for it. Writes bench/results/rate-limit-overhead.json.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const N = Number(process.env.N ?? 300);
const WARMUP = 30;
const port = Number(process.env.PORT ?? 8797);
const base = `http://127.0.0.1:${port}`;
const adminToken = "bench-admin-token";
const offline = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" };

const state = mkdtempSync(join(tmpdir(), "engram-rl-bench-"));
const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
  env: offline,
  encoding: "utf8",
  input: "y\n",
});
if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);
const vars = { ADMIN_TOKEN: adminToken, WEBHOOK_ENCRYPTION_KEY: "bench-webhook-encryption-key-0123456789", LLM_API_KEY: "" };
const child = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    state,
    "--log-level",
    "error",
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ],
  { env: offline, detached: true, stdio: ["ignore", "ignore", "inherit"] },
);
const stop = () => {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
  rmSync(state, { recursive: true, force: true });
};
process.on("exit", stop);

async function waitReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("wrangler dev did not start");
}

const admin = (method, path, body) =>
  fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.json());

async function tenant(name, settings) {
  const t = await admin("POST", "/admin/tenants", { name });
  await admin("PATCH", `/admin/tenants/${t.id}/settings`, settings);
  const key = await admin("POST", `/admin/tenants/${t.id}/keys`, { name });
  return key.key;
}

async function timed(key, method, path, body) {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return performance.now() - start;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median_ms: +q(0.5).toFixed(3), p95_ms: +q(0.95).toFixed(3), mean_ms: +(s.reduce((a, b) => a + b, 0) / s.length).toFixed(3) };
};

await waitReady();
const keys = {
  on: await tenant("limiter-on", { rate_limit_per_minute: 1_000_000, rate_limit_burst: 1_000_000 }),
  off: await tenant("limiter-off", { rate_limit_per_minute: 0 }),
};
const samples = { context: { on: [], off: [] }, append: { on: [], off: [] }, first_append: { on: [], off: [] } };
for (const variant of ["on", "off"]) {
  for (let i = 0; i < 3; i += 1) {
    await timed(keys[variant], "POST", "/v1/conversations/bench/messages", {
      user_id: "u",
      messages: [{ role: "user", content: `warm ${i}` }],
    });
  }
}
for (let i = 0; i < WARMUP + N; i += 1) {
  const order = i % 2 ? ["on", "off"] : ["off", "on"];
  for (const variant of order) {
    const c = await timed(keys[variant], "GET", "/v1/conversations/bench/context?budget_tokens=2000");
    const a = await timed(keys[variant], "POST", "/v1/conversations/bench/messages", {
      user_id: "u",
      messages: [{ role: "user", content: `turn ${i}` }],
    });
    // A conversation's first append also registers it in D1 (once per conversation).
    const f = await timed(keys[variant], "POST", `/v1/conversations/new-${i}/messages`, {
      user_id: "u",
      messages: [{ role: "user", content: `turn ${i}` }],
    });
    if (i >= WARMUP) {
      samples.context[variant].push(c);
      samples.append[variant].push(a);
      samples.first_append[variant].push(f);
    }
  }
}
const result = {
  n: N,
  measured: new Date().toISOString(),
  setup: "wrangler dev 4.86, loopback, local Durable Objects; same run, interleaved",
};
for (const route of ["context", "append", "first_append"]) {
  const on = stats(samples[route].on);
  const off = stats(samples[route].off);
  result[route] = { limiter_on: on, limiter_off: off, median_ratio_on_over_off: +(on.median_ms / off.median_ms).toFixed(3) };
}
writeFileSync(new URL("./results/rate-limit-overhead.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
stop();
process.exit(0);
