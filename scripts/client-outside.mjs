#!/usr/bin/env node
// The client as a reader installs it: `npm pack` of client/ (its prepack builds dist/), installed
// in a temporary folder outside the repository with the SDK packages pinned in
// examples/package.json, from the npm registry. Then, against a local service of its own (or
// $ENGRAM_URL with $ENGRAM_KEY), it runs every example (examples/*.mjs) and every check
// (client/test/outside/*.check.mjs) there with node, and type-checks one file per entry point.
// Prints a vitest-style "Tests  N passed (N)" line that .ci/run adds to its count.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { prepareDatabase, startService } from "./local-service.mjs";

/** One import per entry point, used with the types a reader's editor would check. */
const TYPES_PROGRAM = `
import { createEngramClient, EngramError, type Context } from "@engram/client";
import { EngramSession } from "@engram/client/openai-agents";
import { engramMemory } from "@engram/client/ai-sdk";
import { EngramChatMessageHistory, EngramRetriever } from "@engram/client/langchain";
const client = createEngramClient({ baseUrl: "http://127.0.0.1:8787", apiKey: "eng_x" });
const session: EngramSession = new EngramSession(client, "c", "u", { budgetTokens: 2000 });
const middleware = engramMemory({ client, conversationId: "c", userId: "u", budgetTokens: 2000 });
const history = new EngramChatMessageHistory(client, "c", "u", { budgetTokens: 2000 });
const retriever = new EngramRetriever({ client, userId: "u" });
const context = client.context("c", { budget_tokens: 2000 });
const summary = (answer: Context) => answer.summary?.text ?? null;
export { session, middleware, history, retriever, context, summary, EngramError };
`;

const repo = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "engram-client-outside-"));
const keep = process.env.KEEP_OUTSIDE === "1";

/** Runs a program without blocking this process, which serves the Worker the program talks to. */
function runProgram(file, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn("node", [file], { cwd, env, stdio: ["ignore", "pipe", "pipe"], timeout: 600_000 });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

function sh(command, args, options = {}) {
  const run = spawnSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

let service = null;
const results = [];
try {
  // 1. Pack: the tarball npm would publish.
  const tarball = join(
    dir,
    sh("npm", ["pack", join(repo, "client"), "--pack-destination", dir, "--silent"], { cwd: dir })
      .trim()
      .split("\n")
      .at(-1),
  );
  // 2. Install it outside the repository with the SDKs a reader would install.
  const { dependencies } = JSON.parse(readFileSync(join(repo, "examples/package.json"), "utf8"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "engram-outside", private: true, type: "module" }, null, 2));
  const pins = Object.entries(dependencies).map(([name, version]) => `${name}@${version}`);
  sh("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", tarball, ...pins, "typescript@5.9.3"], { cwd: dir });
  const programs = [
    ...readdirSync(join(repo, "examples"))
      .filter((f) => f.endsWith(".mjs"))
      .map((f) => join(repo, "examples", f)),
    ...readdirSync(join(repo, "client/test/outside"))
      .filter((f) => f.endsWith(".mjs"))
      .map((f) => join(repo, "client/test/outside", f)),
  ];
  for (const file of programs) copyFileSync(file, join(dir, file.split("/").at(-1)));

  // 3. The service the programs talk to.
  let env = { ...process.env, ENGRAM_URL: process.env.ENGRAM_URL ?? "", ENGRAM_KEY: process.env.ENGRAM_KEY ?? "" };
  if (!process.env.ENGRAM_URL) {
    const persist = join(dir, "state");
    const key = "eng_outside_0123456789abcdef";
    await prepareDatabase({ persist, tenantId: "outside", keyId: "key_outside", key });
    const vars = { ADMIN_TOKEN: "outside-admin", LLM_API_KEY: "", WEBHOOK_ENCRYPTION_KEY: "outside-webhook-encryption-key-0123456789" };
    service = await startService({ port: 0, persist, vars: { ...vars, RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_BURST: "100000" } });
    env = { ...env, ENGRAM_URL: service.url, ENGRAM_KEY: key, ADMIN_TOKEN: vars.ADMIN_TOKEN };
  }
  delete env.OPENAI_BASE_URL; // the programs start their stand-in model

  // 4. Every entry point's types resolve from the installed package.
  writeFileSync(join(dir, "types.ts"), TYPES_PROGRAM);
  const types = spawnSync(
    "npx",
    ["tsc", "--noEmit", "--strict", "--module", "nodenext", "--target", "es2022", "--skipLibCheck", "types.ts"],
    {
      cwd: dir,
      encoding: "utf8",
    },
  );
  results.push({ name: "types of every entry point (tsc)", ok: types.status === 0, output: types.stdout + types.stderr });

  // 5. Run each program there.
  const runnable = (f) => (f.includes("/examples/") ? !f.endsWith("/stand-in-model.mjs") : f.endsWith(".check.mjs"));
  for (const file of programs.filter(runnable).map((f) => f.split("/").at(-1))) {
    const run = await runProgram(file, dir, env);
    results.push({ name: file, ok: run.status === 0, output: run.output });
  }
} finally {
  await service?.worker.dispose();
  if (!keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`kept ${dir}`);
}

for (const { name, ok, output } of results) {
  console.log(`${ok ? "✓" : "✗"} ${name}`);
  console.log(output.trimEnd().replace(/^/gm, "    "));
}
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`      Tests  ${failed > 0 ? `${failed} failed | ` : ""}${passed} passed (${results.length})`);
process.exit(failed > 0 ? 1 : 0);
