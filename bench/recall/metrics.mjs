// The LoCoMo retrieval metric of ../shared/bench/README.md, applied alike to both systems.
export function evidenceIds(qa) {
  return [
    ...new Set(
      qa.evidence
        .flatMap((e) => e.split(/[;\s]+/))
        .map((e) => e.trim())
        .filter((e) => /^D\d+:\d+$/.test(e)),
    ),
  ];
}

/**
 * `ranked`: results best first, each { dias: Set of dia_ids it covers, tokens }. Returns the
 * per-question figures.
 */
export function scoreQuestion(evidence, ranked) {
  const want = new Set(evidence);
  const recallAtK = (k) => {
    const found = new Set();
    for (const r of ranked.slice(0, k)) for (const d of r.dias) if (want.has(d)) found.add(d);
    return found.size / want.size;
  };
  const recallAtBudget = (budget) => {
    const found = new Set();
    let used = 0;
    for (const r of ranked) {
      if (used + r.tokens > budget) break;
      used += r.tokens;
      for (const d of r.dias) if (want.has(d)) found.add(d);
    }
    return found.size / want.size;
  };
  const first = ranked.findIndex((r) => [...r.dias].some((d) => want.has(d)));
  return {
    r5: recallAtK(5),
    r10: recallAtK(10),
    mrr: first === -1 ? 0 : 1 / (first + 1),
    rb500: recallAtBudget(500),
    rb1000: recallAtBudget(1000),
    tokens10: ranked.slice(0, 10).reduce((s, r) => s + r.tokens, 0),
  };
}

export function mean(rows, field) {
  return rows.length === 0 ? null : rows.reduce((s, r) => s + r[field], 0) / rows.length;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
