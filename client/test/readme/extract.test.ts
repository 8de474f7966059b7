import { describe, expect, test } from "vitest";
import { exampleNames, readmeBlocks, setupVariables } from "./extract";
import { failureOf } from "./run-example";

const sample = [
  "# Title",
  "",
  "```sh",
  "echo top",
  "```",
  "",
  "## Using it",
  "",
  "<!-- setup: the reader's values -->",
  "",
  "```sh",
  "export ENGRAM_URL=http://127.0.0.1:8787",
  "```",
  "",
  "- a list item:",
  "",
  "  ```bash",
  "  curl -s $ENGRAM_URL/health",
  "  ```",
  "",
  "```ini",
  "LLM_MODEL=x",
  "```",
  "",
  "## Deploying",
  "",
  "<!-- not-run: needs a Cloudflare account -->",
  "",
  "```sh",
  "npx wrangler deploy",
  "# not a heading",
  "```",
  "",
  "```js",
  "console.log(1);",
  "```",
].join("\n");

describe("the README example extractor", () => {
  test("finds shell and JavaScript blocks under their headings, list indentation removed, other languages left out", () => {
    const blocks = readmeBlocks(sample);
    expect(blocks.map((b) => [b.heading, b.kind, b.text])).toEqual([
      ["Title", "shell", "echo top\n"],
      ["Using it", "shell", "export ENGRAM_URL=http://127.0.0.1:8787\n"],
      ["Using it", "shell", "curl -s $ENGRAM_URL/health\n"],
      ["Deploying", "shell", "npx wrangler deploy\n# not a heading\n"],
      ["Deploying", "node", "console.log(1);\n"],
    ]);
    expect(blocks.map((b) => b.line)).toEqual([3, 11, 17, 29, 34]);
  });

  test("attaches a setup or not-run marker to the next block only", () => {
    const markers = readmeBlocks(sample).map((b) => b.marker);
    expect(markers).toEqual([
      null,
      { type: "setup", reason: "the reader's values" },
      null,
      { type: "not-run", reason: "needs a Cloudflare account" },
      null,
    ]);
  });

  test("refuses a marker separated from its block by prose, and a TypeScript block nobody marked", () => {
    expect(() => readmeBlocks("<!-- not-run: x -->\n\nSome prose.\n\n```sh\nls\n```\n")).toThrow(/not followed by a code block/);
    expect(() => readmeBlocks("```ts\nconst a: number = 1;\n```\n")).toThrow(/no runner/);
    expect(readmeBlocks("<!-- not-run: types only -->\n```ts\nconst a: number = 1;\n```\n")).toHaveLength(1);
    expect(() => readmeBlocks("```sh\nls\n")).toThrow(/never closed/);
  });

  test("names examples after their heading, numbered when a heading holds several", () => {
    const runnable = readmeBlocks(sample).filter((b) => b.marker === null);
    expect(exampleNames(runnable)).toEqual(["Title", "Using it", "Deploying"]);
    const two = readmeBlocks("## A\n```sh\na\n```\n```js\nb\n```\n## B\n```sh\nc\n```\n");
    expect(exampleNames(two)).toEqual(["A (example 1 of 2)", "A (example 2 of 2)", "B"]);
  });

  test("reads the variables a setup block exports and the ones it names", () => {
    const text = "export ENGRAM_URL=http://x   # or OPENAI_BASE_URL\nexport ENGRAM_KEY=eng_...\nKEY=not-exported\n";
    expect(setupVariables(text)).toEqual({
      exported: ["ENGRAM_URL", "ENGRAM_KEY"],
      mentioned: ["ENGRAM_URL", "OPENAI_BASE_URL", "ENGRAM_KEY"],
    });
  });
});

describe("an example run's verdict", () => {
  const run = (status: number | null, stdout: string) => ({ status, stdout, stderr: "", exported: {} });

  test("fails a non-zero exit and a run killed by its timeout", () => {
    expect(failureOf(run(7, ""))).toBe("exited with status 7");
    expect(failureOf(run(null, ""))).toBe("exited with status null");
  });

  test("fails Engram's error shape as curl prints it and as console.log prints it, and an MCP tool error", () => {
    expect(failureOf(run(0, '{"error":{"code":"unauthorized","message":"no key"}}'))).toMatch(/error answer/);
    expect(failureOf(run(0, "401 {\n  error: {\n    code: 'invalid_signature',\n    message: 'bad' } }"))).toMatch(/error answer/);
    expect(failureOf(run(0, '{"result":{"content":[],"isError":true}}'))).toMatch(/error answer/);
  });

  test("passes a clean run, including one whose data merely mentions errors", () => {
    expect(failureOf(run(0, '{"id":"m1","content":"the error code was 42"}'))).toBeNull();
  });
});
