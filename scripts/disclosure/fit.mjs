// The disclosure model's fit, shared by scripts/train-disclosure.mjs (which writes the model the
// product ships) and bench/facts/selection.mjs (which refits it for an experiment, never shipped).

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
