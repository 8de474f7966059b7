// Every example in README.md and in docs/*.md, run as written, page after page in the order a
// reader follows the README's links, against the Worker served locally
// (client/test/global-setup.ts) and a stand-in model on loopback. The README's setup block names
// the variables a reader sets once; here they hold this run's service, key, admin token and
// model, and they stay set from page to page as in the reader's terminal. A failing example
// fails its test with its page, line, text and output. Excerpts of the examples/ programs (which
// CI runs outside the repository, scripts/client-outside.mjs) must match the program they quote.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { exampleNames, linesNotInProgram, readmeBlocks, setupVariables, type ReadmeBlock } from "./extract";
import { startModelStub, type ModelStub } from "./model-stub";
import { failureOf, readerDirectory, runExample, terminalEnv, type ExampleRun } from "./run-example";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
// The README's order of topics; a page not listed runs after these, by name.
const ORDER = ["api", "client", "context", "facts", "search", "operations", "configuration", "benchmarks", "inspector", "development"];
const rank = (name: string) => (ORDER.indexOf(name) === -1 ? ORDER.length : ORDER.indexOf(name));
const docs = readdirSync(join(repoRoot, "docs"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.slice(0, -3))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((name) => `docs/${name}.md`);
const pages = ["README.md", ...docs].map((page) => ({ page, blocks: readmeBlocks(readFileSync(join(repoRoot, page), "utf8")) }));
const readme = pages[0]?.blocks ?? [];
const setupBlocks = readme.filter((block) => block.marker?.type === "setup");

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

function report(page: string, block: ReadmeBlock, run: ExampleRun): string {
  return [
    `${page} line ${block.line} ("${block.heading}"):`,
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

  test("no page but the README has a setup block, and every block left unrun says why", () => {
    const all = pages.flatMap(({ blocks }) => blocks);
    expect(all.filter((block) => block.marker?.type === "setup")).toHaveLength(1);
    const unrun = all.filter((block) => block.marker?.type === "not-run");
    expect(unrun.filter((block) => (block.marker?.reason ?? "").length < 10)).toEqual([]);
    expect(all.filter((block) => block.marker === null).length).toBeGreaterThan(unrun.length);
  });

  test("the README is a front door: at most 200 lines", () => {
    expect(readFileSync(join(repoRoot, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });
});

describe("excerpts of the examples", () => {
  const excerpts = pages.flatMap(({ page, blocks }) =>
    blocks.filter((b) => b.marker?.type === "excerpt").map((block) => ({ page, block })),
  );
  test("the README quotes one program per SDK", () => {
    expect(excerpts.filter((e) => e.page === "README.md").map((e) => e.block.marker?.reason)).toEqual([
      "examples/openai-agents.mjs",
      "examples/ai-sdk.mjs",
      "examples/langchain.mjs",
    ]);
  });
  excerpts.forEach(({ page, block }) => {
    const program = block.marker?.reason ?? "";
    test(`${page} line ${block.line} quotes ${program} line for line`, () => {
      expect(existsSync(join(repoRoot, program)), `${program} exists`).toBe(true);
      expect(linesNotInProgram(block.text, readFileSync(join(repoRoot, program), "utf8"))).toEqual([]);
    });
  });
});

// A page without examples (DESIGN.md, CAPACITY.md today) gets no suite: vitest refuses an empty one.
pages.forEach(({ page, blocks }) => {
  const runnable = blocks.filter((block) => block.marker === null);
  const names = exampleNames(runnable);
  if (runnable.length === 0) return;
  describe(`${page} examples, as written`, () => {
    runnable.forEach((block, index) => {
      test(`${names[index] ?? block.heading}`, async () => {
        if (block.kind === null) throw new Error(`${page} line ${block.line}: no runner for a \`${block.lang}\` block`);
        const run = await runExample(block.kind, block.text, reader.dir, terminal);
        Object.assign(terminal, run.exported);
        expect(failureOf(run), report(page, block, run)).toBeNull();
      }, 300_000);
    });
  });
});
