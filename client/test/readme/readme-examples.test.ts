// Every example in README.md, run as written, in the order a reader meets them, against the
// Worker served locally (client/test/global-setup.ts) and a stand-in model on loopback. The
// README's setup block names the variables a reader sets once; here they hold this run's
// service, key, admin token and model. A failing example fails its test with its text and output.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { exampleNames, readmeBlocks, setupVariables, type ReadmeBlock } from "./extract";
import { startModelStub, type ModelStub } from "./model-stub";
import { failureOf, readerDirectory, runExample, terminalEnv, type ExampleRun } from "./run-example";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const blocks = readmeBlocks(readFileSync(join(repoRoot, "README.md"), "utf8"));
const runnable = blocks.filter((block) => block.marker === null);
const names = exampleNames(runnable);
const setupBlocks = blocks.filter((block) => block.marker?.type === "setup");

let stub: ModelStub;
let reader: ReturnType<typeof readerDirectory>;
// The reader's terminal: what the setup sets, plus whatever earlier examples exported.
let terminal: Record<string, string>;

function readerValues(): Record<string, string> {
  return {
    ENGRAM_URL: inject("engramUrl"),
    ENGRAM_KEY: inject("engramKey"),
    ADMIN_TOKEN: inject("engramAdminToken"),
    OPENAI_API_KEY: "sk-readme-examples",
    OPENAI_BASE_URL: stub.baseUrl,
  };
}

function report(block: ReadmeBlock, run: ExampleRun): string {
  return [
    `README line ${block.line} ("${block.heading}"):`,
    block.text.trimEnd(),
    "--- stdout ---",
    run.stdout.trimEnd(),
    "--- stderr ---",
    run.stderr.trimEnd(),
  ].join("\n");
}

beforeAll(async () => {
  stub = await startModelStub();
  reader = readerDirectory(repoRoot);
  terminal = terminalEnv(readerValues());
});

afterAll(async () => {
  reader?.remove();
  await stub?.close();
});

describe("the README's setup", () => {
  test("one setup block exports exactly the variables the examples run with, and names every one", () => {
    expect(setupBlocks).toHaveLength(1);
    const { exported, mentioned } = setupVariables(setupBlocks[0]?.text ?? "");
    const provided = Object.keys(readerValues());
    expect(exported.filter((name) => !provided.includes(name))).toEqual([]);
    expect(provided.filter((name) => !mentioned.includes(name))).toEqual([]);
  });

  test("every block left unrun says why", () => {
    const unrun = blocks.filter((block) => block.marker?.type === "not-run");
    expect(unrun.filter((block) => (block.marker?.reason ?? "").length < 10)).toEqual([]);
    expect(runnable.length).toBeGreaterThan(unrun.length);
  });
});

describe("README examples, as written", () => {
  runnable.forEach((block, index) => {
    const name = names[index] ?? block.heading;
    test(`${name}`, async () => {
      if (block.kind === null) throw new Error(`README line ${block.line}: no runner for a \`${block.lang}\` block`);
      const run = await runExample(block.kind, block.text, reader.dir, terminal);
      Object.assign(terminal, run.exported);
      expect(failureOf(run), report(block, run)).toBeNull();
    }, 300_000);
  });
});
