#!/usr/bin/env node
// `npm run lint` runs this: the layering rule of docs/decisions/2026-11-26-layers.md, read from
// the source's own imports. No file outside src/http imports src/http, no file in src imports
// durable-objects/ (the Worker's entry aside), and no two files import each other, directly or
// around a circle. Exits 1 with the offending imports.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (path.endsWith(".ts") && !path.endsWith(".d.ts")) files.push(path);
  }
};
walk("src");
walk("durable-objects");
const known = new Set(files);
const resolve = (from, spec) => {
  if (!spec.startsWith(".")) return null;
  const base = normalize(join(dirname(from), spec)).replace(/\.js$/, "");
  return [base, `${base}.ts`, join(base, "index.ts")].find((candidate) => known.has(candidate)) ?? null;
};
const edges = new Map(
  files.map((file) => {
    const source = readFileSync(file, "utf8");
    const specs = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)];
    return [file, new Set(specs.map((m) => resolve(file, m[1] ?? m[2])).filter((to) => to && to !== file))];
  }),
);
const entry = "src/index.ts";
const problems = [];
for (const [from, targets] of edges) {
  for (const to of targets) {
    if (from === entry) continue;
    if (!from.startsWith("src/http/") && to.startsWith("src/http/")) problems.push(`${from} -> ${to} (only src/http may import src/http)`);
    if (from.startsWith("src/") && to.startsWith("durable-objects/"))
      problems.push(`${from} -> ${to} (src reaches the objects through its contracts)`);
  }
}
// Circles: Tarjan's strongly connected components of more than one file.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const visit = (file) => {
  index.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  onStack.add(file);
  for (const to of edges.get(file) ?? []) {
    if (!index.has(to)) {
      visit(to);
      low.set(file, Math.min(low.get(file), low.get(to)));
    } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), index.get(to)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1) problems.push(`a circle of imports: ${component.join(", ")}`);
};
for (const file of files) if (!index.has(file)) visit(file);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`layers: ${files.length} files, no import against the layering, no circle`);
