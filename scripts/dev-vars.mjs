// Why `npm start` passes .dev.vars to `wrangler dev` itself: once wrangler.toml declares
// `[secrets] required`, wrangler reads from .dev.vars only the names listed there and drops the
// rest, so LLM_BASE_URL or EMBEDDING_API_KEY written to .dev.vars would silently lose to the
// `[vars]` defaults. Every other name is handed over as a plain-text binding, which wins over
// `[vars]`. Pure functions (no file access), so they are unit-tested (test/dev-vars.test.ts).

/** KEY=value lines as dotenv writes them: comments, blank lines, `export `, quoted values. */
export function parseDevVars(text) {
  const vars = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quoted = /^(["'`])(.*)\1$/.exec(value);
    if (quoted) value = quoted[1] === '"' ? quoted[2].replace(/\\n/g, "\n") : quoted[2];
    else value = value.replace(/\s+#.*$/, "").trim();
    vars[match[1]] = value;
  }
  return vars;
}

/** The names of `[secrets] required = [...]` at the top level of wrangler.toml (before any [env.*]). */
export function requiredSecrets(toml) {
  const topLevel = toml.split(/^\[env\./m)[0];
  const section = /^\[secrets\][^[]*?required\s*=\s*\[([^\]]*)\]/m.exec(topLevel);
  if (!section) return [];
  return [...section[1].matchAll(/"([^"]+)"|'([^']+)'/g)].map((m) => m[1] ?? m[2]);
}

/** The .dev.vars entries that wrangler itself would drop, to hand over as variables that win over [vars]. */
export function devVarOverrides(devVarsText, toml) {
  const secrets = new Set(requiredSecrets(toml));
  return Object.fromEntries(Object.entries(parseDevVars(devVarsText)).filter(([name]) => !secrets.has(name)));
}
