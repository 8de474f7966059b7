#!/usr/bin/env node
// `npm run bench`: context-endpoint latency and ingestion throughput against `wrangler dev` on
// loopback, each beside the floor measured in the same run: a bare Durable Object round trip
// through the same Worker, auth included (GET /v1/diagnostics/ping/{id}). Samples of the two
// are interleaved so machine noise hits both alike; the ratios are what to compare.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { client, round, startServer, summarize, timed } from "./lib/server.mjs";
import { gitCommit } from "./lib/commit.mjs";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const WARMUP = 50;
const HISTORY_ROUNDS = 30;
const CONCURRENCY = [1, 16, 64];
const APPENDS_TOTAL = Number(process.env.BENCH_APPENDS ?? 640);

const sentence = (n) =>
  `Turn ${n}: we discussed the deployment plan for service ${n % 7}, the database migration on ` +
  `host db-${n % 5}, and agreed that the rollout waits for the load test results on Thursday.`;

async function appendRound(api, conversationId, n) {
  await api.post(`/v1/conversations/${conversationId}/messages`, {
    user_id: "bench-user",
    messages: [
      { role: "user", content: `Question ${n}: ${sentence(n)}` },
      { role: "assistant", content: `Answer ${n}: ${sentence(n + 1)}` },
    ],
  });
}

/**
 * Seed 002 triggers only when a round is saved, so after a burst the summary trails the last
 * rounds. Keep adding rounds until the real queue consumer has caught up: the steady state
 * where context = summary + the current turn.
 */
async function settleSummary(api, conversationId, nextRound) {
  const deadline = Date.now() + 120_000;
  let n = nextRound;
  for (;;) {
    const status = await api.get(`/v1/conversations/${conversationId}`);
    if (status.job === null) {
      if (status.summary && status.summary.end_seq === status.last_seq) return status;
      await appendRound(api, conversationId, n);
      n += 1;
    }
    if (Date.now() > deadline) throw new Error(`summary did not catch up: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function settledConversation(api, conversation) {
  for (let n = 0; n < HISTORY_ROUNDS; n += 1) await appendRound(api, conversation, n);
  return settleSummary(api, conversation, HISTORY_ROUNDS);
}

/** The turn being answered, then the context read against the floor, samples interleaved. */
async function contextLatency(api, conversation) {
  await api.post(`/v1/conversations/${conversation}/messages`, {
    user_id: "bench-user",
    messages: [{ role: "user", content: "What did we agree about the rollout?" }],
  });
  const status = await api.get(`/v1/conversations/${conversation}`);
  const paths = {
    floor: `/v1/diagnostics/ping/${conversation}`,
    context: `/v1/conversations/${conversation}/context`,
    contextBudget: `/v1/conversations/${conversation}/context?budget_tokens=300`,
  };
  const samples = { floor: [], context: [], contextBudget: [] };
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    for (const [name, path] of Object.entries(paths)) {
      const ms = await timed(() => api.get(path));
      if (i >= WARMUP) samples[name].push(ms);
    }
  }
  const floor = summarize(samples.floor);
  const context = summarize(samples.context);
  const contextBudget = summarize(samples.contextBudget);
  return {
    history: { messages: status.message_count, summary_end_seq: status.summary.end_seq, full_token_count: status.full_token_count },
    floor,
    context,
    context_with_budget: contextBudget,
    ratio_p50: round(context.p50 / floor.p50),
    ratio_p99: round(context.p99 / floor.p99),
    ratio_budget_p50: round(contextBudget.p50 / floor.p50),
  };
}

async function runWorkers(concurrency, perWorker, task) {
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; i < perWorker; i += 1) latencies.push(await timed(() => task(worker, i)));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, latencies };
}

async function ingestionThroughput(api, concurrency) {
  const perWorker = Math.max(10, Math.ceil(APPENDS_TOTAL / concurrency));
  const appendTask = (worker, i) => appendRound(api, `ingest-c${concurrency}-w${worker}`, i);
  const pingTask = (worker) => api.get(`/v1/diagnostics/ping/ingest-c${concurrency}-w${worker}`);
  // Floor first, then appends, then the floor again: the mean of the two floors frames the run.
  const floorBefore = await runWorkers(concurrency, perWorker, pingTask);
  const appends = await runWorkers(concurrency, perWorker, appendTask);
  const floorAfter = await runWorkers(concurrency, perWorker, pingTask);
  const total = concurrency * perWorker;
  const appendLatency = summarize(appends.latencies);
  const floorLatency = summarize([...floorBefore.latencies, ...floorAfter.latencies]);
  const floorRate = (2 * total) / (floorBefore.seconds + floorAfter.seconds);
  return {
    concurrency,
    appends: total,
    appends_per_second: round(total / appends.seconds, 1),
    messages_per_second: round((2 * total) / appends.seconds, 1),
    append_latency_ms: appendLatency,
    floor_round_trips_per_second: round(floorRate, 1),
    floor_latency_ms: floorLatency,
    ratio_latency_p50: round(appendLatency.p50 / floorLatency.p50),
    ratio_throughput: round(total / appends.seconds / floorRate),
  };
}

function contextTable(c, title) {
  return [
    `## ${title} (history ${c.history.messages} messages, summary through seq ${c.history.summary_end_seq}, ${c.samples} interleaved samples each)`,
    "",
    "| request | p50 | p99 | mean | p50 / floor |",
    "|---|---|---|---|---|",
    `| floor: DO round trip | ${c.floor.p50} | ${c.floor.p99} | ${c.floor.mean} | 1.00 |`,
    `| GET context | ${c.context.p50} | ${c.context.p99} | ${c.context.mean} | ${c.ratio_p50} |`,
    `| GET context?budget_tokens=300 | ${c.context_with_budget.p50} | ${c.context_with_budget.p99} | ${c.context_with_budget.mean} | ${c.ratio_budget_p50} |`,
    "",
  ];
}

function markdown(result) {
  const lines = [
    `# Latency and throughput (${result.date})`,
    "",
    `wrangler dev (workerd, local D1/DO/Queues) on loopback, ${result.machine}. Milliseconds; ratios are against the floor (a bare Durable Object round trip through the same Worker, auth included) measured in the same run.`,
    "",
    ...contextTable(result.context, "Context endpoint, best case: the summary covers everything before the turn"),
    `Realistic gap: under real traffic the summary job trails the conversation, so the context carries the summary plus up to a window of messages after it. Measured on the same state restarted without the queue consumer, ${result.context_gap.gap_messages} messages (one window) appended after the settled summary.`,
    "",
    ...contextTable(result.context_gap, "Context endpoint, realistic gap: the summary one window behind"),
    "## Ingestion (one round = 2 messages per append; each worker its own conversation)",
    "",
    "| concurrent conversations | appends/s | messages/s | append p50 | append p99 | floor round trips/s | floor p50 | append p50 / floor p50 | throughput / floor |",
    "|---|---|---|---|---|---|---|---|---|",
    ...result.ingestion.map(
      (r) =>
        `| ${r.concurrency} | ${r.appends_per_second} | ${r.messages_per_second} | ${r.append_latency_ms.p50} | ${r.append_latency_ms.p99} | ${r.floor_round_trips_per_second} | ${r.floor_latency_ms.p50} | ${r.ratio_latency_p50} | ${r.ratio_throughput} |`,
    ),
    "",
  ];
  return lines.join("\n");
}

/** wrangler.toml without its queue consumers: jobs stay queued, so the summary stays where it is. */
function writeNoConsumerConfig() {
  const toml = readFileSync("wrangler.toml", "utf8");
  const stripped = toml.replace(/^\[\[queues\.consumers\]\]\n(?:[^\n[]+\n)*/gm, "");
  writeFileSync(NO_CONSUMER_CONFIG, stripped);
  return NO_CONSUMER_CONFIG;
}

async function gapLatency(first) {
  const window = Number(/MEMORY_WINDOW_SIZE = "(\d+)"/.exec(readFileSync("wrangler.toml", "utf8"))[1]);
  const server = await startServer({ resume: first, config: writeNoConsumerConfig() });
  try {
    const api = client(server);
    for (let n = 0; n < window / 2; n += 1) await appendRound(api, GAP_CONVERSATION, HISTORY_ROUNDS + 100 + n);
    const result = await contextLatency(api, GAP_CONVERSATION);
    if (result.history.messages - 1 - result.history.summary_end_seq < window)
      throw new Error(`the summary moved: ${JSON.stringify(result.history)}`);
    return { ...result, gap_messages: window, samples: SAMPLES };
  } finally {
    await server.stop();
    rmSync(NO_CONSUMER_CONFIG, { force: true });
  }
}

const GAP_CONVERSATION = "bench-gap";
const NO_CONSUMER_CONFIG = "wrangler.bench-no-consumer.toml";
const server = await startServer({ keepState: true });
let context;
const ingestion = [];
try {
  const api = client(server);
  await settledConversation(api, "bench-context");
  context = { ...(await contextLatency(api, "bench-context")), samples: SAMPLES };
  await settledConversation(api, GAP_CONVERSATION);
  for (const concurrency of CONCURRENCY) ingestion.push(await ingestionThroughput(api, concurrency));
} finally {
  await server.stop();
}
const contextGap = await gapLatency(server);
const os = await import("node:os");
const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  context,
  context_gap: contextGap,
  ingestion,
};
mkdirSync("bench/results", { recursive: true });
const commit = gitCommit();
writeFileSync("bench/results/latency.json", `${JSON.stringify({ commit, ...result }, null, 2)}\n`);
writeFileSync("bench/results/latency.md", `${markdown(result)}\nMeasured at commit ${commit}.\n`);
console.log(markdown(result));
