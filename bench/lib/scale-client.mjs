// The scale bench's HTTP side: appends that survive a local runtime restart, the binding
// meter's totals, and waits for background work and indexing. Split from bench/run-scale.mjs.
import { round } from "./server.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let restarts = 0;
/** Requests retried because the local runtime restarted under them. */
export const restartCount = () => restarts;
/**
 * One append, under an Idempotency-Key so that a retry cannot store it twice: the local runtime
 * sometimes restarts under load, answering 503 "restarted mid-request" or dropping the connection
 * (counted, reported).
 */
export async function append(server, conversation, key, payload) {
  for (let attempt = 0; ; attempt += 1) {
    let res;
    try {
      res = await fetch(`${server.base}/v1/conversations/${conversation}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${server.key}`, "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(payload),
      });
    } catch (error) {
      // The connection dropped with the runtime: the key makes the retry safe.
      if (attempt === 5) throw error;
    }
    if (res?.ok) return res.json();
    const text = res ? await res.text() : "";
    if (res && (res.status !== 503 || attempt === 5)) throw new Error(`append ${conversation}: ${res.status} ${text}`);
    restarts += 1;
    await sleep(2000);
  }
}

function adminGet(server, path) {
  return fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${server.adminToken}` } }).then((r) => r.json());
}

/** Meter totals summed over bindings: D1 statements and calls, queue messages, stubs by class. */
export async function meter(server) {
  const m = await adminGet(server, "/admin/diagnostics/bindings");
  m.restarts = restarts;
  const sum = (o, f) => Object.values(o).reduce((s, x) => s + x[f], 0);
  return {
    enabled: m.enabled,
    d1_statements: sum(m.d1, "statements"),
    d1_calls: sum(m.d1, "calls"),
    d1_by_binding: m.d1,
    queue_messages: sum(m.queues, "messages"),
    restarts: m.restarts,
    do_stubs: Object.fromEntries(Object.entries(m.durable_objects).map(([k, v]) => [k, v.stubs])),
  };
}

export function meterDelta(before, after) {
  const stubs = Object.fromEntries(Object.entries(after.do_stubs).map(([k, v]) => [k, v - (before.do_stubs[k] ?? 0)]));
  return {
    // A runtime restart resets the isolate's counts: such a phase's counts are not whole.
    whole: after.restarts === before.restarts && after.d1_statements >= before.d1_statements,
    d1_statements: after.d1_statements - before.d1_statements,
    d1_calls: after.d1_calls - before.d1_calls,
    queue_messages: after.queue_messages - before.queue_messages,
    d1_statements_by_binding: Object.fromEntries(
      Object.entries(after.d1_by_binding).map(([k, v]) => [k, v.statements - (before.d1_by_binding[k]?.statements ?? 0)]),
    ),
    do_stubs: stubs,
  };
}

/**
 * Background work is done once neither the D1 statement count nor the Durable Object stub count
 * moves for 3 s (the queue batch timeout is 1 s). Stubs too: a fact extraction writes no D1 row
 * but opens its conversation's and its user's objects, and a backlog of them left by one step
 * (measured: ~90 extractions of the 10,000-message step, 36 s of the runtime's one thread) must
 * not run inside the next step's measurement.
 */
export async function quiesce(server, seconds) {
  let last = "";
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const m = await meter(server);
    const now = JSON.stringify([m.d1_statements, m.do_stubs]);
    if (now === last || Date.now() > deadline) return;
    last = now;
    await sleep(3000);
  }
}

let stalls = 0;
/** Index-status polls given up after POLL_TIMEOUT_MS (see indexStatus). */
export const stalledPolls = () => stalls;
/**
 * How long one index-status poll may take. `wrangler dev`'s front proxy sometimes holds a GET
 * that arrives while the runtime is busy and forwards it only when the next request comes in
 * (measured: a poll answered after 53 s and 88 s, in 43 ms once another request arrived, the
 * worker having seen it only then). A poll waiting alone would wait for ever (Node's 300 s
 * headers timeout), and the wait for the index with it; a poll past this is counted and sent again.
 */
const POLL_TIMEOUT_MS = 10_000;

/** A conversation's index-status; before its first append the conversation does not exist yet (404). */
export async function indexStatus(server, conversation) {
  let res;
  try {
    res = await fetch(`${server.base}/v1/conversations/${conversation}/index-status`, {
      headers: { authorization: `Bearer ${server.key}` },
      signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
    });
  } catch (error) {
    if (error?.name === "TimeoutError") stalls += 1;
    else restarts += 1; // the runtime restarted under this poll: poll again next round
    await sleep(1000);
    return { last_seq: Infinity, indexed_through_seq: -1 };
  }
  if (res.status === 404) return { last_seq: -1, indexed_through_seq: -1 };
  if (!res.ok) throw new Error(`index-status ${conversation}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Waits until every conversation's index-status confirms its last seq, at most
 * `timeoutSeconds`; answers the seconds waited and how many messages were confirmed then.
 */
export async function waitIndexed(server, conversations, timeoutSeconds) {
  const started = performance.now();
  for (;;) {
    const statuses = await Promise.all(conversations.map((c) => indexStatus(server, c)));
    const indexed = statuses.reduce((n, s) => n + s.indexed_through_seq + 1, 0);
    const caughtUp = statuses.every((s) => s.indexed_through_seq >= s.last_seq);
    const seconds = round((performance.now() - started) / 1000, 1);
    if (caughtUp || seconds > timeoutSeconds) return { seconds, indexed, caught_up: caughtUp };
    await sleep(1000);
  }
}
