// Finds the README's examples: every fenced block in a language a reader would run, under the
// heading it belongs to. Blocks are discovered, never addressed by line, so sections may be added
// or moved freely. An HTML comment on the line before a block (blank lines between allowed)
// says how to treat it:
//   <!-- not-run: why -->   shown to the reader but not run (e.g. it needs a Cloudflare account)
//   <!-- setup: why -->     the variables the reader sets once; the test sets them itself
//   <!-- excerpt: path -->  lines of a program CI runs (examples/...): each line must be in that
//                           file, in the same order, so the excerpt cannot drift from what runs
export type ExampleKind = "shell" | "node";

export interface ReadmeBlock {
  heading: string;
  /** 1-based line of the opening fence, for messages only. */
  line: number;
  lang: string;
  kind: ExampleKind | null;
  text: string;
  marker: { type: "not-run" | "setup" | "excerpt"; reason: string } | null;
}

const KINDS: Record<string, ExampleKind> = { sh: "shell", bash: "shell", shell: "shell", js: "node", mjs: "node", javascript: "node" };
// Languages that look runnable but have no runner here: a block in one must be marked not-run.
const UNRUNNABLE = new Set(["ts", "typescript", "zsh", "console"]);
const MARKER = /^<!--\s*(not-run|setup|excerpt):\s*(.+?)\s*-->$/;

export function readmeBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split("\n");
  const blocks: ReadmeBlock[] = [];
  let heading = "(top)";
  let pendingMarker: ReadmeBlock["marker"] = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? "";
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence) {
      const [, indent = "", ticks = "", lang = ""] = fence;
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length && !(lines[j] ?? "").trim().startsWith(ticks); j += 1) {
        const bodyLine = lines[j] ?? "";
        body.push(bodyLine.startsWith(indent) ? bodyLine.slice(indent.length) : bodyLine.trimStart());
      }
      if (j >= lines.length) throw new Error(`README line ${i + 1}: code fence never closed`);
      const kind = KINDS[lang.toLowerCase()] ?? null;
      if (kind === null && UNRUNNABLE.has(lang.toLowerCase()) && pendingMarker?.type !== "not-run") {
        throw new Error(`README line ${i + 1}: a \`${lang}\` block has no runner; write it as js or sh, or mark it not-run`);
      }
      if (kind !== null || pendingMarker !== null) {
        blocks.push({ heading, line: i + 1, lang, kind, text: `${body.join("\n")}\n`, marker: pendingMarker });
      }
      pendingMarker = null;
      i = j;
      continue;
    }
    const title = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (title?.[1]) {
      heading = title[1];
      pendingMarker = null;
      continue;
    }
    const marker = MARKER.exec(line.trim());
    if (marker) {
      const type = marker[1] === "setup" || marker[1] === "excerpt" ? marker[1] : "not-run";
      pendingMarker = { type, reason: marker[2] ?? "" };
    } else if (line.trim() !== "") {
      // A marker belongs to the very next block; prose in between means it was left behind.
      if (pendingMarker !== null) throw new Error(`README line ${i + 1}: a ${pendingMarker.type} marker is not followed by a code block`);
    }
  }
  return blocks;
}

/** Test names: the heading, numbered when a heading holds several examples. */
export function exampleNames(blocks: readonly ReadmeBlock[]): string[] {
  const total = new Map<string, number>();
  for (const block of blocks) total.set(block.heading, (total.get(block.heading) ?? 0) + 1);
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    const n = (seen.get(block.heading) ?? 0) + 1;
    seen.set(block.heading, n);
    return (total.get(block.heading) ?? 1) > 1 ? `${block.heading} (example ${n} of ${total.get(block.heading)})` : block.heading;
  });
}

/** The names a setup block exports (`export NAME=...`), and every NAME=-style variable it mentions. */
export function setupVariables(text: string): { exported: string[]; mentioned: string[] } {
  const exported = [...text.matchAll(/^export\s+([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? "");
  const mentioned = [...new Set([...text.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)].map((m) => m[1] ?? ""))];
  return { exported, mentioned };
}

/** The lines of `excerpt` (trimmed, blank ones skipped) not found in `program` in order; none when it is a true excerpt. */
export function linesNotInProgram(excerpt: string, program: string): string[] {
  const lines = program.split("\n").map((line) => line.trim());
  const missing: string[] = [];
  let at = 0;
  for (const line of excerpt
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const found = lines.indexOf(line, at);
    if (found === -1) missing.push(line);
    else at = found + 1;
  }
  return missing;
}
