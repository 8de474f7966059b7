#!/usr/bin/env node
// The resource-abuse probe of issue 27: against the local service (wrangler dev, real local
// D1, R2, Durable Objects and Queues), one tenant grows what a client can grow (10,000
// conversations, 100+ webhooks, oversized tool results, pinned instructions and working
// memory), then lists, exports, searches and reads contexts. Every answer is counted by
// status: the probe passes when none is a 5xx and every write past a cap is a 413 or 422 in
// the error shape. Writes bench/results/probe.json with the commit it measured.
//   npm run bench:probe    (BENCH_PORT, default 8802; PROBE_CONVERSATIONS, default 10000)
import { createHmac } from "node:crypto";
import { writeFileSync } from "node:fs";
import { startServer } from "../lib/server.mjs";
import { gitCommit } from "../lib/commit.mjs";

const CONVERSATIONS = Number(process.env.PROBE_CONVERSATIONS ?? 10_000);
const WEBHOOKS = 110;
const USER = "probe-user";
const TURNS_PER_DELIVERY = 500;

// Webhook secrets are stored encrypted: the local service needs a key (any 32+ characters).
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 8802),
  vars: { WEBHOOK_ENCRYPTION_KEY: "probe-webhook-encryption-key-0123456789abcdef" },
});
const statuses = {};
const capAnswers = [];
const failures = [];
const phases = {};

/**
 * wrangler dev's proxy answers 503 "Your worker restarted mid-request" itself when its
 * connection to the runtime fails under a request that has a body (seen with BENCH_LOG_LEVEL=debug:
 * kj "Connection reset by peer" on one of two concurrent 500-turn deliveries, about 3 s in, the
 * runtime not restarted and no error logged), or the connection drops: such a request is sent
 * again (the writes here are idempotent or refused whole) and counted in `runtime_restarts`, not
 * as an answer of the service. So is a request left without an answer for REQUEST_TIMEOUT_MS.
 */
let serverErrors = "";
/** The runtime's log from its first error on (the first says why; the rest follow from it), at most 6,000 characters. */
const firstErrors = (log) => {
  const start = Math.max(0, log.indexOf("[ERROR]") - 40);
  return log.slice(start, start + 6000);
};
const REQUEST_TIMEOUT_MS = Number(process.env.PROBE_REQUEST_TIMEOUT_MS ?? 300_000);
let runtimeRestarts = 0;
const restartsByPhase = {};
const RESTARTED = "Your worker restarted mid-request";

async function call(phase, method, path, body, { headers = {}, raw = false } = {}) {
  let res;
  let text = "";
  for (let attempt = 0; ; attempt += 1) {
    try {
      res = await fetch(`${server.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${server.key}`,
          "content-type": "application/json",
          ...(typeof headers === "function" ? headers() : headers),
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
    } catch (error) {
      if (attempt === 5) throw error;
      runtimeRestarts += 1;
      restartsByPhase[phase] = (restartsByPhase[phase] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 2000));
      continue;
    }
    if (res.status === 503 && text.startsWith(RESTARTED) && attempt < 5) {
      runtimeRestarts += 1;
      restartsByPhase[phase] = (restartsByPhase[phase] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 2000));
      continue;
    }
    break;
  }
  const byPhase = (statuses[phase] ??= {});
  byPhase[res.status] = (byPhase[res.status] ?? 0) + 1;
  if (res.status >= 500) failures.push({ phase, method, path, status: res.status, body: text.slice(0, 300) });
  return { status: res.status, text, json: () => (raw ? null : JSON.parse(text)) };
}

const errorShaped = (text) => {
  try {
    const parsed = JSON.parse(text);
    return typeof parsed?.error?.code === "string" && typeof parsed?.error?.message === "string";
  } catch {
    return false;
  }
};

/**
 * A write expected to be refused past a cap: 413 or 422 with `{ error: { code, message } }`.
 * With `mayStore`, a write still under the cap (200 or 201) is not a refusal and not counted.
 */
async function pastCap(phase, method, path, body, { mayStore = false } = {}) {
  const res = await call(phase, method, path, body);
  if (mayStore && (res.status === 200 || res.status === 201)) return res;
  const shaped = errorShaped(res.text);
  capAnswers.push({ phase, status: res.status, shaped, ok: (res.status === 413 || res.status === 422) && shaped });
  return res;
}

async function timedPhase(name, fn) {
  const started = performance.now();
  const value = await fn();
  phases[name] = { ms: Math.round(performance.now() - started) };
  console.log(`${name}: ${phases[name].ms} ms`);
  return value;
}

const sign = (secret, deliveryId, rawBody) => {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", Buffer.from(secret, "utf8")).update(`${t}.${deliveryId}.${rawBody}`).digest("hex");
  return { "Engram-Delivery-Id": deliveryId, "Engram-Signature": `t=${t},v1=${v1}` };
};

try {
  // 1. Webhooks: more than 100 rows (the cap counts live ones: revoke some, create again).
  const hooks = await timedPhase("webhooks", async () => {
    const created = [];
    for (let n = 0; created.length < 100; n += 1) {
      const res = await call("webhooks", "POST", "/v1/webhooks", { name: `probe ${n}` });
      if (res.status !== 201) break;
      created.push(res.json());
    }
    await pastCap("webhooks", "POST", "/v1/webhooks", { name: "one too many" });
    for (const hook of created.slice(0, WEBHOOKS - 100)) await call("webhooks", "DELETE", `/v1/webhooks/${hook.id}`);
    for (let n = 0; n < WEBHOOKS - 100; n += 1) {
      const res = await call("webhooks", "POST", "/v1/webhooks", { name: `again ${n}` });
      if (res.status === 201) created.push(res.json());
    }
    const listed = await call("webhooks", "GET", "/v1/webhooks");
    phases.webhooks_listed = listed.status === 200 ? listed.json().webhooks.length : null;
    return created.slice(WEBHOOKS - 100);
  });

  // 2. 10,000 conversations of one user, appended in signed batches of 500 (one turn each).
  await timedPhase("conversations", async () => {
    const hook = hooks.at(-1);
    const starts = [];
    for (let start = 0; start < CONVERSATIONS; start += TURNS_PER_DELIVERY) starts.push(start);
    // Two deliveries at a time, as a platform with a little parallelism would send them.
    const sendOne = async (start) => {
      const turns = [];
      for (let i = start; i < Math.min(CONVERSATIONS, start + TURNS_PER_DELIVERY); i += 1) {
        turns.push({ conversation_id: `probe-${i}`, user_id: USER, message: { role: "user", content: `probe turn ${i} about pelicans` } });
      }
      const rawBody = JSON.stringify({ turns });
      const deliveryId = `probe-${start}`;
      const headers = { "Engram-Webhook-Id": hook.id, ...sign(hook.secret, deliveryId, rawBody) };
      let res = await call("conversations", "POST", "/v1/webhooks/turns", rawBody, { headers });
      // A 503 asks for a retry of the same delivery (idempotent); resend it as a platform would.
      for (let retry = 0; res.status === 503 && retry < 5; retry += 1) {
        await new Promise((r) => setTimeout(r, 2000));
        res = await call("conversations", "POST", "/v1/webhooks/turns", rawBody, {
          headers: { "Engram-Webhook-Id": hook.id, ...sign(hook.secret, deliveryId, rawBody) },
        });
      }
    };
    for (let i = 0; i < starts.length; i += 2) await Promise.all(starts.slice(i, i + 2).map(sendOne));
  });

  // 3. Oversized tool results, instructions and working memory on one conversation. Each cap
  // (wrangler.toml [vars]: TOOL_CACHE_MAX_ENTRY_BYTES 64 KiB and _ENTRIES 32 per conversation,
  // INSTRUCTIONS_MAX_SCOPE_BYTES 256 KiB and _PER_SCOPE 50, WORKING_MEMORY_MAX_BYTES 256 KiB) is
  // passed: a refusal counts when it is a 413 or 422 in the error shape.
  await timedPhase("oversized", async () => {
    const path = "/v1/conversations/probe-0";
    const mayStore = { mayStore: true };
    const toolResult = (name, n, bytes) => ({ tool_name: name, parameters: { n }, result: "r".repeat(bytes), duration: 5 });
    // 40 results of 900 KB and 40 of 100 KB, each past the entry size cap; then 40 of 1 KB, past the count cap after 32.
    for (let n = 0; n < 40; n += 1) await pastCap("oversized", "POST", `${path}/tool-cache`, toolResult("t", n, 900 * 1024));
    for (let n = 0; n < 40; n += 1) await pastCap("oversized", "POST", `${path}/tool-cache`, toolResult("t", n, 100 * 1024), mayStore);
    for (let n = 0; n < 40; n += 1) {
      const res = await pastCap("oversized", "POST", `${path}/tool-cache`, toolResult("small", n, 1024), mayStore);
      if (res.status === 201) phases.tool_cache_stored = (phases.tool_cache_stored ?? 0) + 1;
    }
    // 400 tenant instructions of 100 KB (past the scope's size cap after two); 60 small ones of the user (past the count cap).
    const instructions = [
      ...Array.from({ length: 400 }, (_, n) => ({ scope: "tenant", name: `doc ${n}`, content: "i".repeat(100_000) })),
      ...Array.from({ length: 60 }, (_, n) => ({ scope: "user", user_id: USER, name: `note ${n}`, content: `note ${n}` })),
    ];
    for (const body of instructions) {
      const res = await pastCap("instructions", "POST", "/v1/instructions", body, mayStore);
      if (res.status === 201) phases.instructions_stored = (phases.instructions_stored ?? 0) + 1;
    }
    await call("oversized", "PATCH", `${path}/working-memory`, { a: "w".repeat(200_000) });
    await pastCap("oversized", "PATCH", `${path}/working-memory`, { b: "w".repeat(100_000) });
  });

  // 4. The reads: list every page, export the user, search, contexts, state, tool cache.
  await timedPhase("list", async () => {
    let cursor = null;
    let listed = 0;
    for (let page = 0; page < 1000; page += 1) {
      const res = await call("list", "GET", `/v1/conversations?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      if (res.status !== 200) break;
      const body = res.json();
      listed += body.conversations.length;
      cursor = body.next_cursor;
      if (!cursor) break;
    }
    phases.listed = listed;
  });
  await timedPhase("export", async () => {
    // Paged (at most 500 conversations and memories a page) and streamed: follow next_cursor.
    let cursor = null;
    let exported = 0;
    let pages = 0;
    let bytes = 0;
    for (; pages < 100;) {
      const path = `/v1/users/${USER}/export${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await call("export", "GET", path, undefined, { raw: true });
      pages += 1;
      bytes += res.text.length;
      if (res.status !== 200) break;
      let page;
      try {
        page = JSON.parse(res.text);
      } catch (error) {
        // A failure after the first bytes leaves a document that does not parse.
        failures.push({ phase: "export", method: "GET", path, status: res.status, body: `unparsable export: ${error}` });
        break;
      }
      exported += page.conversations.length;
      cursor = page.next_cursor;
      if (!cursor) break;
    }
    Object.assign(phases, { exported_conversations: exported, export_pages: pages, export_bytes: bytes });
  });
  await timedPhase("search", async () => {
    for (const query of ["pelicans", "probe turn 9999", "nothing matches this"]) {
      await call("search", "POST", "/v1/memories/search", { user_id: USER, query, limit: 20 });
    }
  });
  await timedPhase("reads", async () => {
    for (const id of ["probe-0", "probe-1", `probe-${CONVERSATIONS - 1}`]) {
      for (const tail of ["/context", "/state", "/tool-cache", "", "/messages"])
        await call("reads", "GET", `/v1/conversations/${id}${tail}`);
    }
    await call("reads", "GET", "/v1/instructions");
    await call("reads", "GET", "/v1/webhooks");
  });
} finally {
  serverErrors = server.errors();
  await server.stop();
}

const total = Object.values(statuses).reduce((sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0), 0);
const fivexx = failures.length;
const result = {
  commit: gitCommit(),
  measured_at: new Date().toISOString(),
  conversations: CONVERSATIONS,
  webhooks_created: WEBHOOKS,
  answers: total,
  answers_5xx: fivexx,
  runtime_restarts: runtimeRestarts,
  runtime_restarts_by_phase: restartsByPhase,
  past_cap: {
    count: capAnswers.length,
    all_413_or_422_with_error_shape: capAnswers.every((a) => a.ok),
    statuses: countBy(capAnswers.map((a) => a.status)),
  },
  statuses_by_phase: statuses,
  phases,
  failures: failures.slice(0, 20),
  // What the runtime logged at error level, when anything failed: why, not only that.
  server_errors: failures.length > 0 ? firstErrors(serverErrors) : "",
  passed: fivexx === 0 && capAnswers.length > 0 && capAnswers.every((a) => a.ok),
  note: "bench/probe/run.mjs against wrangler dev (local D1, R2, Durable Objects, Queues); one tenant, one user",
};
writeFileSync("bench/results/probe.json", `${JSON.stringify(result, null, 2)}\n`);
console.log(
  JSON.stringify(
    { answers: total, answers_5xx: fivexx, runtime_restarts: runtimeRestarts, past_cap: result.past_cap, phases, passed: result.passed },
    null,
    2,
  ),
);
process.exit(result.passed ? 0 : 1);

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
