// The local service as a library: the D1 migrations and a tenant's API key applied in-process
// (the same bookkeeping as `wrangler d1 migrations apply --local`, its `d1_migrations` table, so
// either tool sees what the other applied), then the Worker served by wrangler's dev server.
// Used by `npm start`, the client's tests and the client generator.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";

export const offlineEnv = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/** Applies pending migrations and makes sure `tenant` and its `key` exist. */
export async function prepareDatabase({ persist, tenantId, keyId, key }) {
  Object.assign(process.env, offlineEnv);
  const { getPlatformProxy, unstable_splitSqlQuery: splitSql, experimental_readRawConfig: readConfig } = await import("wrangler");
  const proxy = await getPlatformProxy({ configPath: d1OnlyConfig(readConfig), persist: { path: `${persist}/v3` } });
  try {
    const db = proxy.env.DB;
    const pending = await applyMigrations(db, "migrations", splitSql);
    // Every data shard (DB_0, DB_1 ... as bound in wrangler.toml) gets migrations-data/.
    for (let i = 0; proxy.env[`DB_${i}`]; i += 1) await applyMigrations(proxy.env[`DB_${i}`], "migrations-data", splitSql);
    const hash = createHash("sha256").update(key).digest("hex");
    await db.batch([
      db.prepare("INSERT OR IGNORE INTO tenants (id, name) VALUES (?, ?)").bind(tenantId, tenantId),
      db
        .prepare("INSERT OR IGNORE INTO api_keys (id, tenant_id, name, key_hash, key_prefix) VALUES (?, ?, ?, ?, ?)")
        .bind(keyId, tenantId, `${tenantId} key`, hash, key.slice(0, 10)),
    ]);
    return pending;
  } finally {
    await proxy.dispose();
  }
}

/**
 * A config holding only wrangler.toml's D1 databases (same ids, so the same local files). The
 * migrations need nothing else, and a proxy loaded from the full config warns that the Durable
 * Objects it cannot run (it loads no Worker script) "will not work in local development", which
 * is false for the dev server started next.
 */
function d1OnlyConfig(readConfig) {
  const { rawConfig } = readConfig({ config: "wrangler.toml" });
  const path = ".wrangler/engram-d1-only.json";
  mkdirSync(".wrangler", { recursive: true });
  const { name, compatibility_date, d1_databases } = rawConfig;
  writeFileSync(path, JSON.stringify({ name, compatibility_date, d1_databases }, null, 2));
  return path;
}

/** Applies the migrations of `dir` not yet recorded in the database's d1_migrations table. */
async function applyMigrations(db, dir, splitSql) {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations(
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all()).results.map((r) => r.name));
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  for (const name of pending) {
    const statements = splitSql(readFileSync(`${dir}/${name}`, "utf8"));
    await db.batch([...statements.map((sql) => db.prepare(sql)), db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)]);
  }
  return pending;
}

/** Serves the Worker on 127.0.0.1:`port` (0 picks a free port); resolves once it answers. */
export async function startService({ port, persist, vars = {}, testScheduled = false }) {
  Object.assign(process.env, offlineEnv);
  const { unstable_startWorker: startWorker } = await import("wrangler");
  const worker = await startWorker({
    config: "wrangler.toml",
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value }])),
    dev: { server: { hostname: "127.0.0.1", port }, inspector: false, persist, testScheduled },
  });
  const url = new URL(await worker.url);
  for (;;) {
    try {
      if ((await fetch(new URL("/health", url))).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { worker, url: url.origin };
}
