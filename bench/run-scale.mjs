#!/usr/bin/env node
// `npm run bench:scale`: how the service scales, black-box over HTTP against `wrangler dev` on
// loopback (so the same script measures main before and after an internal change):
//   1. ingestion (run second): SCALE_USERS users x SCALE_CONVERSATIONS concurrent conversations appending
//      rounds (2 messages each); appends/s, messages/s, and index lag (append response -> the
//      conversation's index-status confirms the seq) p50/p99;
//   2. one user's search (run first) at each size of SCALE_SIZES (default 1000,10000,SCALE_MAX; SCALE_MAX
//      default 50000), ingested in bulk (SCALE_BATCH messages per append) and fully indexed
//      before each measurement: p50/p95 of a keyword-hit query (a word in every message) and
//      a no-hit query (words in no message: the vector path);
//   3. cost per message: D1 statements, queue messages and Durable Object stubs (the bench-only
//      binding meter, GET /admin/diagnostics/bindings) and bytes per store (bench/lib/storage.mjs).
// Writes bench/results/scale.json and scale.md (SCALE_OUT names another stem, e.g. scale-after).
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { client, round, startServer, summarize, timed } from "./lib/server.mjs";
import { bytesAdded, storeBytes, tableBytes } from "./lib/storage.mjs";
import { distribution, markdown, perMessage } from "./lib/scale-report.mjs";
import { append, indexStatus, meter, meterDelta, quiesce, restartCount, stalledPolls, waitIndexed } from "./lib/scale-client.mjs";
import { gitCommit } from "./lib/commit.mjs";

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const SCALE_MAX = env("SCALE_MAX", 50_000);
const SIZES = process.env.SCALE_SIZES
  ? process.env.SCALE_SIZES.split(",").map(Number)
  : [...new Set([1000, 10_000, SCALE_MAX])].filter((n) => n <= SCALE_MAX);
const USERS = env("SCALE_USERS", 8);
const CONVERSATIONS = env("SCALE_CONVERSATIONS", 64);
const ROUNDS = env("SCALE_ROUNDS", 20);
// The append route takes up to 500 messages, but on today's main one 500-message append keeps its
// conversation object busy for minutes (measured while writing this bench); 100 keeps bulk ingest flowing.
const BATCH = env("SCALE_BATCH", 100);
const PER_CONVERSATION = env("SCALE_CONVERSATION_SIZE", 1000);
const SAMPLES = env("SCALE_SEARCH_SAMPLES", 20);
const INDEX_TIMEOUT_S = env("SCALE_INDEX_TIMEOUT_S", 900);
const QUIESCE_S = env("SCALE_QUIESCE_S", 120);
// How long the lag poller waits for the last concurrent append to be indexed before it reports the rest as never indexed.
const LAG_TIMEOUT_S = env("SCALE_LAG_TIMEOUT_S", 60);
const OUT = process.env.SCALE_OUT ?? "scale";
// Index-status requests the lag poller keeps in flight.
const POLL_WIDTH = env("SCALE_POLL_WIDTH", 16);
const KEYWORD_QUERY = "deployment";
const NO_HIT_QUERY = "zorblax quintiferous vrelk";
const SEARCH_USER = "scale-search-user";

const TOPICS = ["database migration", "load test", "billing export", "cache warmup", "login flow", "search ranking", "audit log"];
const HOSTS = ["alpha", "bravo", "charlie", "delta", "echo"];
/** A short message (~150 characters) containing the keyword; varied enough that BM25 has work to do. */
const message = (n) =>
  `Note ${n}: the deployment of ${TOPICS[n % TOPICS.length]} on host ${HOSTS[n % HOSTS.length]}-${n % 97} ` +
  `waits for review ${n % 13}; owner team ${n % 11} confirms on day ${n % 28}.`;

/**
 * Phase 1. Each conversation appends its rounds back to back; one poller cycles through the
 * index-status of the conversations that have a seq waiting (POLL_WIDTH requests in flight)
 * and stamps each seq with the time it was first seen confirmed. Lag resolution is the poll
 * cycle, reported beside the lag.
 */
async function ingestion(server) {
  const convs = Array.from({ length: CONVERSATIONS }, (_, i) => ({ id: `scale-c${i}`, user: `scale-user-${i % USERS}` }));
  const answered = new Map(convs.map((c) => [c.id, []])); // [seq, response time], seqs not yet seen confirmed
  const confirmed = new Map(convs.map((c) => [c.id, -1]));
  const lags = [];
  const cycles = [];
  const meterBefore = await meter(server);
  let appending = true;
  const behind = () => convs.reduce((n, c) => n + answered.get(c.id).length, 0);
  const poller = (async () => {
    let stopAt = Infinity;
    while (appending || (behind() > 0 && Date.now() < stopAt)) {
      const started = performance.now();
      // Only conversations with an answered seq not yet seen confirmed, POLL_WIDTH at a time: the
      // cycle (the lag's resolution) stays short without the poller becoming the load.
      const waitingConvs = convs.filter((c) => answered.get(c.id).length > 0);
      for (let i = 0; i < waitingConvs.length; i += POLL_WIDTH) {
        await Promise.all(
          waitingConvs.slice(i, i + POLL_WIDTH).map(async (c) => {
            const { indexed_through_seq: through } = await indexStatus(server, c.id);
            const seen = performance.now();
            confirmed.set(c.id, Math.max(confirmed.get(c.id), through));
            const waiting = answered.get(c.id);
            for (const [, at] of waiting.filter(([seq]) => seq <= through)) lags.push(seen - at);
            answered.set(
              c.id,
              waiting.filter(([seq]) => seq > through),
            );
          }),
        );
      }
      if (waitingConvs.length === 0) await new Promise((r) => setTimeout(r, 100));
      else cycles.push(performance.now() - started);
      if (!appending && stopAt === Infinity) stopAt = Date.now() + LAG_TIMEOUT_S * 1000;
    }
    return behind();
  })();
  // Awaited below; until then a failed poll must not crash the process past server.stop().
  poller.catch(() => {});
  const latencies = [];
  // The machine's 1-minute load average: the lag is about the append burst's length, which other
  // processes on the machine stretch.
  const loadBefore = loadavg()[0];
  const started = performance.now();
  await Promise.all(
    convs.map(async (c) => {
      for (let r = 0; r < ROUNDS; r += 1) {
        let body;
        const ms = await timed(async () => {
          body = await append(server, c.id, `${c.id}-${r}`, {
            user_id: c.user,
            messages: [
              { role: "user", content: message(2 * r) },
              { role: "assistant", content: message(2 * r + 1) },
            ],
          });
        });
        latencies.push(ms);
        // Confirmed before its own response arrived: no lag.
        if (body.last_seq <= confirmed.get(c.id)) lags.push(0);
        else answered.get(c.id).push([body.last_seq, performance.now()]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  appending = false;
  console.log(`ingestion: ${CONVERSATIONS * ROUNDS} appends in ${round(seconds, 1)} s; waiting for the index`);
  const neverIndexed = await poller;
  await quiesce(server, QUIESCE_S);
  const appends = CONVERSATIONS * ROUNDS;
  return {
    users: USERS,
    conversations: CONVERSATIONS,
    appends,
    messages: 2 * appends,
    appends_per_second: round(appends / seconds, 1),
    messages_per_second: round((2 * appends) / seconds, 1),
    append_latency_ms: summarize(latencies),
    index_lag_ms: { ...summarize(lags), never_indexed: neverIndexed },
    lag_resolution_ms: summarize(cycles),
    load_average_1m: { before: round(loadBefore, 2), after: round(loadavg()[0], 2) },
    meter: meterDelta(meterBefore, await meter(server)),
  };
}

/** Phase 2: grows one user to each size in bulk appends, waits for the index, then times both queries. */
async function searchScaling(server, api) {
  const steps = [];
  const conversations = [];
  let stored = 0;
  for (const size of SIZES) {
    const meterBefore = await meter(server);
    const started = performance.now();
    const work = [];
    while (stored < size) {
      const conversation = `scale-search-${Math.floor(stored / PER_CONVERSATION)}`;
      if (!conversations.includes(conversation)) conversations.push(conversation);
      const count = Math.min(BATCH, size - stored, PER_CONVERSATION - (stored % PER_CONVERSATION));
      const from = stored;
      stored += count;
      work.push(() =>
        append(server, conversation, `${conversation}-${from}`, {
          user_id: SEARCH_USER,
          messages: Array.from({ length: count }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: message(from + i) })),
        }),
      );
    }
    // Four appends in flight (bulk import, as a migration or a backfill would do it).
    for (let i = 0; i < work.length; i += 4) await Promise.all(work.slice(i, i + 4).map((w) => w()));
    const appendSeconds = (performance.now() - started) / 1000;
    console.log(`search user at ${size} messages: appended in ${round(appendSeconds, 1)} s; waiting for the index`);
    const index = await waitIndexed(server, conversations, INDEX_TIMEOUT_S);
    await quiesce(server, QUIESCE_S);
    const meterAfter = await meter(server);
    const samples = { keyword: [], no_hit: [] };
    const hits = { keyword: 0, no_hit: 0 };
    const search = async (query) => {
      let body;
      const ms = await timed(async () => (body = await api.post("/v1/memories/search", { user_id: SEARCH_USER, query, limit: 10 })));
      return { ms, results: body.results.length };
    };
    for (let i = 0; i < 3; i += 1) await Promise.all([search(KEYWORD_QUERY), search(NO_HIT_QUERY)]);
    for (let i = 0; i < SAMPLES; i += 1) {
      for (const [kind, query] of [
        ["keyword", KEYWORD_QUERY],
        ["no_hit", NO_HIT_QUERY],
      ]) {
        const { ms, results } = await search(query);
        samples[kind].push(ms);
        hits[kind] = results;
      }
    }
    steps.push({
      messages: size,
      added: meterDelta(meterBefore, meterAfter),
      ingest_seconds: round(appendSeconds, 1),
      index_wait_seconds: index.seconds,
      // Not caught up: the index held `indexed` of the messages when the timeout ended the wait,
      // and the search below ran over those; the next, larger size is not attempted.
      indexed: index.indexed,
      caught_up: index.caught_up,
      keyword: { ...distribution(samples.keyword), results: hits.keyword },
      no_hit: { ...distribution(samples.no_hit), results: hits.no_hit },
    });
    if (!index.caught_up) {
      console.log(`index did not catch up at ${size}: ${index.indexed} indexed after ${index.seconds} s; stopping the sizes here`);
      break;
    }
    console.log(`search at ${size}: keyword p95 ${steps.at(-1).keyword.p95} ms, no-hit p95 ${steps.at(-1).no_hit.p95} ms`);
  }
  return steps;
}

const server = await startServer({ port: env("SCALE_PORT", 8795), vars: { BINDING_METER: "1" } });
process.once("SIGINT", () => void server.stop().finally(() => process.exit(130)));
try {
  const api = client(server);
  const meterOn = (await meter(server)).enabled;
  if (!meterOn) throw new Error("the service does not meter its bindings (BINDING_METER)");
  await quiesce(server, QUIESCE_S);
  const bytesBefore = storeBytes(server.state);
  // Bulk first: concurrent rounds can leave an index backlog that would hold up the sizes' index waits.
  const phase2 = await searchScaling(server, api);
  const phase1 = await ingestion(server);
  console.log(`ingestion: ${phase1.messages_per_second} messages/s, index lag p99 ${phase1.index_lag_ms.p99} ms`);
  const bytesAfter = storeBytes(server.state);
  const messages = phase1.messages + SIZES.at(-1);
  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, Node ${process.version}`,
    config: {
      SCALE_USERS: USERS,
      SCALE_CONVERSATIONS: CONVERSATIONS,
      SCALE_ROUNDS: ROUNDS,
      SCALE_SIZES: SIZES,
      SCALE_BATCH: BATCH,
      SCALE_CONVERSATION_SIZE: PER_CONVERSATION,
      SCALE_SEARCH_SAMPLES: SAMPLES,
      SCALE_INDEX_TIMEOUT_S: INDEX_TIMEOUT_S,
      SCALE_LAG_TIMEOUT_S: LAG_TIMEOUT_S,
      SCALE_POLL_WIDTH: POLL_WIDTH,
    },
    message_chars: Math.round(Array.from({ length: 1000 }, (_, i) => message(i).length).reduce((a, b) => a + b) / 1000),
    queries: { keyword: KEYWORD_QUERY, no_hit: NO_HIT_QUERY },
    requests_retried_after_runtime_restarts: restartCount(),
    index_status_polls_sent_again_after_10_s: stalledPolls(),
    ingestion: phase1,
    search: phase2,
    storage: {
      method: bytesAfter.method,
      messages,
      added: bytesAdded(bytesBefore, bytesAfter),
      d1_tables: Object.fromEntries(Object.entries(bytesAfter.d1Files).map(([name, path]) => [name, tableBytes(path)])),
    },
  };
  result.per_message = perMessage(result);
  mkdirSync("bench/results", { recursive: true });
  const commit = gitCommit();
  writeFileSync(`bench/results/${OUT}.json`, `${JSON.stringify({ commit, ...result }, null, 2)}\n`);
  writeFileSync(`bench/results/${OUT}.md`, `${markdown(result)}\nMeasured at commit ${commit}.\n`);
  console.log(markdown(result));
} finally {
  await server.stop();
}
