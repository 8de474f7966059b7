// bench/run-scale.mjs: per-message costs, the issue's targets beside them, and the Markdown report.
import { percentile, round } from "./server.mjs";

/** The targets the scale-out work must meet (issue "Scale out past one database"). */
export const TARGETS = { d1_statements_per_message: 1.5, d1_bytes_per_short_message: 512, search_p95_ratio: 3 };

export function distribution(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), mean: round(mean) };
}

const per = (total, messages) => round(total / messages, 3);

/** Costs per stored or appended message, and the search ratios, each beside its target. */
export function perMessage(result) {
  const { storage, ingestion, search } = result;
  const n = storage.messages;
  const d1Total = Object.values(storage.added.d1).reduce((a, b) => a + b, 0);
  const first = search[0];
  const last = search.at(-1);
  const bulk = search.reduce(
    (acc, step) => ({
      messages: acc.messages + step.messages - acc.previous,
      statements: acc.statements + step.added.d1_statements,
      previous: step.messages,
    }),
    { messages: 0, statements: 0, previous: 0 },
  );
  const stubs = Object.fromEntries(Object.entries(ingestion.meter.do_stubs).map(([k, v]) => [k, per(v, ingestion.messages)]));
  return {
    d1_statements: {
      rounds: per(ingestion.meter.d1_statements, ingestion.messages),
      bulk: per(bulk.statements, bulk.messages),
      target: TARGETS.d1_statements_per_message,
    },
    d1_round_trips_rounds: per(ingestion.meter.d1_calls, ingestion.messages),
    queue_messages_rounds: per(ingestion.meter.queue_messages, ingestion.messages),
    do_stubs_rounds: stubs,
    bytes: {
      d1_total: per(d1Total, n),
      d1: Object.fromEntries(Object.entries(storage.added.d1).map(([k, v]) => [k, per(v, n)])),
      durable_objects: Object.fromEntries(Object.entries(storage.added.durable_objects).map(([k, v]) => [k, per(v.bytes, n)])),
      r2: per(storage.added.r2, n),
      d1_target: TARGETS.d1_bytes_per_short_message,
    },
    search_p95_ratio: {
      sizes: [first.messages, last.messages],
      keyword: round(last.keyword.p95 / first.keyword.p95),
      no_hit: round(last.no_hit.p95 / first.no_hit.p95),
      target: TARGETS.search_p95_ratio,
    },
  };
}

const verdict = (value, target) => (value <= target ? "meets" : "misses");

/** Sums each binding's statements over the bulk steps. */
function bulkByBinding(search) {
  const sums = {};
  for (const step of search) for (const [k, v] of Object.entries(step.added.d1_statements_by_binding ?? {})) sums[k] = (sums[k] ?? 0) + v;
  return sums;
}

export function markdown(r) {
  const p = r.per_message;
  const i = r.ingestion;
  const kb = (bytes) => round(bytes / 1024, 2);
  const partial = i.index_lag_ms.never_indexed > 0 || !i.meter.whole;
  const bulkPartial = r.search.some((s) => s.added.whole === false || s.caught_up === false);
  const unindexed = partial || r.search.some((s) => s.caught_up === false);
  return [
    `# Scale (${r.date})`,
    "",
    `wrangler dev (workerd, local D1/DO/Queues/R2, offline embedder and vector index) on loopback, ${r.machine}. ` +
      `Messages are short (~${r.message_chars} characters). Config: ${JSON.stringify(r.config)}. Compare ratios and per-message costs, not absolute times.`,
    "",
    "## Against the targets",
    "",
    "| measure | value | target | |",
    "|---|---|---|---|",
    `| D1 statements per appended message (rounds of 2, ${i.conversations} concurrent conversations)${partial ? " (partial: see below)" : ""} | ${p.d1_statements.rounds} | ≤ ${p.d1_statements.target} | ${partial ? "not measured whole" : verdict(p.d1_statements.rounds, p.d1_statements.target)} |`,
    `| D1 statements per appended message (bulk, ${r.config.SCALE_BATCH} per append)${bulkPartial ? " (lower bound: see below)" : ""} | ${p.d1_statements.bulk} | ≤ ${p.d1_statements.target} | ${verdict(p.d1_statements.bulk, p.d1_statements.target)} |`,
    `| D1 bytes per short message (all D1 databases)${unindexed ? " (lower bound: see below)" : ""} | ${p.bytes.d1_total} | ≤ ${p.bytes.d1_target} | ${verdict(p.bytes.d1_total, p.bytes.d1_target)} |`,
    `| search p95 at ${p.search_p95_ratio.sizes[1]} / at ${p.search_p95_ratio.sizes[0]} messages, keyword hit | ${p.search_p95_ratio.keyword} | ≤ ${p.search_p95_ratio.target} | ${verdict(p.search_p95_ratio.keyword, p.search_p95_ratio.target)} |`,
    `| same, no-hit query (vector path) | ${p.search_p95_ratio.no_hit} | ≤ ${p.search_p95_ratio.target} | ${verdict(p.search_p95_ratio.no_hit, p.search_p95_ratio.target)} |`,
    `| index lag p99 at ${i.conversations} concurrent conversations (ms) | ${i.index_lag_ms.n === 0 ? `none of ${i.appends} appends indexed within ${r.config.SCALE_LAG_TIMEOUT_S} s` : i.index_lag_ms.p99} | < 5000 | ${i.index_lag_ms.n > 0 && i.index_lag_ms.never_indexed === 0 ? verdict(i.index_lag_ms.p99, 4999.99) : "misses"} |`,
    "",
    `## Ingestion: ${i.users} users x ${i.conversations} concurrent conversations, ${i.appends} appends of one round (2 messages)`,
    "",
    "| appends/s | messages/s | append p50 | append p99 | index lag p50 | index lag p99 | never indexed | lag resolution (poll cycle p50) |",
    "|---|---|---|---|---|---|---|---|",
    `| ${i.appends_per_second} | ${i.messages_per_second} | ${i.append_latency_ms.p50} | ${i.append_latency_ms.p99} | ${i.index_lag_ms.p50} | ${i.index_lag_ms.p99} | ${i.index_lag_ms.never_indexed} | ${i.lag_resolution_ms.p50} |`,
    "",
    ...(i.load_average_1m
      ? [
          `The machine's 1-minute load average (${r.machine.split(",")[0]}): ${i.load_average_1m.before} when the appends began, ${i.load_average_1m.after} when the last one was indexed; the lag is about the length of the append burst, which other processes stretch.`,
          "",
        ]
      : []),
    ...(partial
      ? [
          "Partial: " +
            (i.index_lag_ms.never_indexed > 0
              ? `${i.index_lag_ms.never_indexed} appends were still not indexed ${r.config.SCALE_LAG_TIMEOUT_S} s after the last append (the lag above counts only those indexed), so their indexing work is missing from the per-message counts of this phase`
              : "the per-message counts of this phase are not whole") +
            `${i.meter.whole ? "" : ", the runtime restarted during it (counts reset)"}.`,
          "",
        ]
      : []),
    "Per appended message (rounds): " +
      `${p.d1_statements.rounds} D1 statements in ${p.d1_round_trips_rounds} round trips, ${p.queue_messages_rounds} queue messages, ` +
      `Durable Object stubs ${JSON.stringify(p.do_stubs_rounds)}.`,
    "",
    `## One user's search (limit 10; ${r.config.SCALE_SEARCH_SAMPLES} samples per query, interleaved; ms)`,
    "",
    `Keyword query \`${r.queries.keyword}\` (in every message); no-hit query \`${r.queries.no_hit}\` (in none).`,
    "",
    "| messages | indexed when measured | keyword p50 | keyword p95 | no-hit p50 | no-hit p95 | ingest s | index wait s | D1 statements per message added |",
    "|---|---|---|---|---|---|---|---|---|",
    ...r.search.map((s, k) => {
      const added = s.messages - (k === 0 ? 0 : r.search[k - 1].messages);
      return `| ${s.messages} | ${s.caught_up === false ? `${s.indexed} (index not caught up after ${s.index_wait_seconds} s)` : "all"} | ${s.keyword.p50} | ${s.keyword.p95} | ${s.no_hit.p50} | ${s.no_hit.p95} | ${s.ingest_seconds} | ${s.index_wait_seconds} | ${per(s.added.d1_statements, added)} |`;
    }),
    "",
    ...(bulkPartial
      ? [
          "Lower bound: a size whose index had not caught up when measured lacks the rest of its indexing work, and a runtime restart during a size resets the isolate's counts.",
          "",
        ]
      : []),
    `D1 statements by database over the bulk ingest: ${JSON.stringify(bulkByBinding(r.search))}. Requests retried after a runtime restart (503 or dropped connection): ${r.requests_retried_after_runtime_restarts}; index-status polls sent again after 10 s held by wrangler dev's proxy: ${r.index_status_polls_sent_again_after_10_s ?? 0}.`,
    "",
    `## Bytes per message (${r.storage.messages} messages stored; ${r.storage.method}; growth over the run)`,
    "",
    "| store | bytes per message | KB total |",
    "|---|---|---|",
    ...Object.entries(r.storage.added.d1).map(([k, v]) => `| D1 ${k} | ${p.bytes.d1[k]} | ${kb(v)} |`),
    ...Object.entries(r.storage.added.durable_objects).map(
      ([k, v]) => `| Durable Objects ${k} (${v.objects} objects) | ${p.bytes.durable_objects[k]} | ${kb(v.bytes)} |`,
    ),
    `| R2 | ${p.bytes.r2} | ${kb(r.storage.added.r2)} |`,
    "",
    ...(unindexed ? ["Some messages were not yet indexed when the bytes were read: the D1 figure is a lower bound.", ""] : []),
    "D1 tables at the end (KB): " +
      Object.entries(r.storage.d1_tables)
        .map(
          ([db, tables]) =>
            `${db}: ${Object.entries(tables)
              .filter(([, b]) => b >= 64 * 1024)
              .map(([t, b]) => `${t} ${kb(b)}`)
              .join(", ")}`,
        )
        .join("; "),
    "",
  ].join("\n");
}
