// The disclosure model's fit and the bundling of the extractor, shared by scripts/train-disclosure.mjs (which writes the model the
// product ships) and bench/facts/selection.mjs (which refits it for an experiment, never shipped).
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Logistic regression by full-batch gradient descent (few hundred rows: exact and quick). */
export function train(rows, l2 = 0.01, steps = 3000, rate = 0.5) {
  const names = Object.keys(rows[0].features);
  const X = rows.map((r) => names.map((n) => r.features[n] ?? 0));
  const w = names.map(() => 0);
  let b = 0;
  for (let step = 0; step < steps; step++) {
    const g = names.map(() => 0);
    let gb = 0;
    X.forEach((x, i) => {
      const z = x.reduce((s, v, j) => s + v * w[j], b);
      const e = 1 / (1 + Math.exp(-z)) - rows[i].label;
      gb += e;
      x.forEach((v, j) => (g[j] += e * v));
    });
    b -= (rate * gb) / X.length;
    w.forEach((_, j) => (w[j] -= rate * (g[j] / X.length + l2 * w[j])));
  }
  const round = (v) => Math.round(v * 1e4) / 1e4;
  return { bias: round(b), weights: Object.fromEntries(names.map((n, j) => [n, round(w[j])])) };
}

/**
 * The TypeScript `contents` re-exports (paths from the repository root), bundled with esbuild
 * and imported: the scripts read the product's own extractor, never a copy of it.
 */
export async function bundled(root, contents) {
  const dir = mkdtempSync(join(tmpdir(), "engram-disclosure-"));
  try {
    await build({
      stdin: { contents, resolveDir: root, loader: "ts" },
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: join(dir, "bundle.mjs"),
      logLevel: "error",
    });
    return await import(pathToFileURL(join(dir, "bundle.mjs")).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
