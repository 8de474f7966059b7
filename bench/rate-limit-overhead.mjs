#!/usr/bin/env node
// What per-key rate limiting costs the request path, measured on `wrangler dev` (loopback,
// local Durable Objects): two tenants in one run, one with the limiter on (the default), one
// with it off (rate_limit_per_minute = 0), requests interleaved so both see the same machine.
// Reads (the context hot path) call the limiter concurrently with the conversation object;
// writes wait for it. Writes bench/results/rate-limit-overhead.json.
import { writeFileSync } from "node:fs";
import { startServer } from "./lib/server.mjs";
import { gitCommit } from "./lib/commit.mjs";

const N = Number(process.env.N ?? 300);
const WARMUP = 30;
// Each tenant below sets its own limit, so the deployment's default (raised by startServer) is not in play.
const server = await startServer({
  port: Number(process.env.PORT ?? 8797),
  vars: { WEBHOOK_ENCRYPTION_KEY: "bench-webhook-encryption-key-0123456789", LLM_API_KEY: "" },
});
const { base, adminToken } = server;

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
writeFileSync(
  new URL("./results/rate-limit-overhead.json", import.meta.url),
  `${JSON.stringify({ commit: gitCommit(), ...result }, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
await server.stop();
