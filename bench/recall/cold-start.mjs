#!/usr/bin/env node
// `node bench/recall/cold-start.mjs`: what the static embedder's word vectors cost a new isolate.
// (1) In Node (V8, as workerd): reading assets/word-vectors.bin and parsing it with the
// service's own parser (src/search/word-vectors.ts, which imports nothing, transpiled here), 20 times.
// (2) Through `wrangler dev` (fresh server, fresh isolate, an empty user): the first search,
// which for EMBEDDER=static loads the table through the ASSETS binding, against the second,
// and against the same for EMBEDDER=local (nothing to load); ROUNDS servers each.
// Inside a Worker the clock stands still while code runs, so the isolate cannot time its own
// parse: hence these two outside views. Writes bench/results/cold-start.json.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { client, startServer } from "../lib/server.mjs";

const ROUNDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 8799);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x * 10) / 10;

async function nodeParse() {
  const source = readFileSync("src/search/word-vectors.ts", "utf8");
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const { parseWordVectors } = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`);
  const times = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const bytes = readFileSync("assets/word-vectors.bin");
    parseWordVectors(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    times.push(performance.now() - started);
  }
  return { first_ms: round(times[0]), median_ms: round(median(times)) };
}

async function firstSearches(vars) {
  const first = [];
  const second = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const server = await startServer({ port: PORT, vars });
    try {
      const api = client(server);
      for (const list of [first, second]) {
        const started = performance.now();
        await api.post("/v1/memories/search", { query: "Which hiking trail did we take in the mountains?", user_id: "cold" });
        list.push(performance.now() - started);
      }
    } finally {
      await server.stop();
    }
  }
  return { first_ms: round(median(first)), second_ms: round(median(second)), rounds: ROUNDS };
}

const result = {
  generated_at: new Date().toISOString(),
  commit: execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim(),
  asset_bytes: readFileSync("assets/word-vectors.bin").byteLength,
  node_read_and_parse: await nodeParse(),
  wrangler_dev_static: await firstSearches({}),
  wrangler_dev_hash: await firstSearches({ EMBEDDER: "local" }),
};
writeFileSync(new URL("../results/cold-start.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
