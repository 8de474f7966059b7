// Runs one README example as a reader would: a shell block pasted into their terminal (bash),
// a JavaScript block saved as a .mjs file at the repo root and run with node. The "repo root" is a
// scratch directory linking the real one's packages, client and examples, so the examples resolve
// `./client/dist/...`, `examples/...` and their imports as written without writing into the repo.
// Variables a shell block exports stay set for the later blocks, as in the reader's terminal.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ExampleKind } from "./extract";

export interface ExampleRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Variables the block exported or changed (shell blocks only). */
  exported: Record<string, string>;
}

const LINKED = ["node_modules", "client", "examples", "package.json"];
// What a terminal has before the reader sets anything; the rest comes from the README's setup.
const INHERITED = ["PATH", "HOME", "USER", "LANG", "TMPDIR", "SHELL", "TERM"];
const SHELL_OWN = new Set(["PWD", "OLDPWD", "SHLVL", "_", "README_ENV_OUT"]);
// Generous: `npm run client:build` took 72 s at a load average of 30 on 2 cores; the test allows 300 s.
const TIMEOUT_MS = 240_000;

export function readerDirectory(repoRoot: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "engram-readme-"));
  for (const name of LINKED) symlinkSync(join(repoRoot, name), join(dir, name));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function terminalEnv(variables: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...variables };
}

let counter = 0;

export async function runExample(kind: ExampleKind, text: string, cwd: string, env: Record<string, string>): Promise<ExampleRun> {
  counter += 1;
  if (kind === "node") {
    const file = `example-${counter}.mjs`;
    writeFileSync(join(cwd, file), text);
    return { ...(await spawnCaptured("node", [file], cwd, env)), exported: {} };
  }
  const file = `example-${counter}.sh`;
  const envOut = join(cwd, `example-${counter}.env`);
  writeFileSync(join(cwd, file), text);
  // -e and pipefail so a failing command fails the example; the trap records what it exported.
  const script = `set -eo pipefail\ntrap 'env -0 > "$README_ENV_OUT"' EXIT\n. ./${file}\n`;
  const run = await spawnCaptured("bash", ["-c", script], cwd, { ...env, README_ENV_OUT: envOut });
  return { ...run, exported: changedVariables(env, readFileSync(envOut, "utf8")) };
}

function changedVariables(before: Record<string, string>, dump: string): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const entry of dump.split("\0")) {
    const at = entry.indexOf("=");
    if (at <= 0) continue;
    const name = entry.slice(0, at);
    const value = entry.slice(at + 1);
    if (!SHELL_OWN.has(name) && before[name] !== value) changed[name] = value;
  }
  return changed;
}

function spawnCaptured(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<Omit<ExampleRun, "exported">>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], timeout: TIMEOUT_MS });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

// Engram's error shape as curl prints it (JSON) and as node's console.log prints it (inspect).
const ERROR_SHAPES = [/"error"\s*:\s*\{\s*"code"/, /\berror:\s*\{\s*code:/, /"isError"\s*:\s*true/, /\bisError:\s*true/];

/** Why a run counts as failed, or null: a non-zero exit, or Engram's error shape in the output. */
export function failureOf(run: ExampleRun): string | null {
  if (run.status !== 0) return `exited with status ${String(run.status)}`;
  const shape = ERROR_SHAPES.find((pattern) => pattern.test(run.stdout));
  return shape ? `printed an error answer (${String(shape)})` : null;
}
