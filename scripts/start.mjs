#!/usr/bin/env node
// `npm start`: the local service on 127.0.0.1:$PORT (default 8787) with no account and no
// network. Applies the D1 migrations to the local database and makes sure a development
// tenant and API key exist, in this process (one wrangler load instead of one per step), then
// runs `wrangler dev` with local D1, R2, Durable Objects and Queues, the offline summarizer and
// the local vector index, and fires the cron triggers on their schedule as production does.
import { createHash, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { cronMatches, parseCrons } from "./cron.mjs";

const port = process.env.PORT ?? "8787";
const base = `http://127.0.0.1:${port}`;
Object.assign(process.env, {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
});

if (!existsSync(".dev.vars")) {
  writeFileSync(".dev.vars", `ADMIN_TOKEN=dev-admin-${randomBytes(12).toString("hex")}\nLLM_API_KEY=\n`);
}
// Webhook secrets are stored encrypted under this key; older .dev.vars files lack it.
if (!/^WEBHOOK_ENCRYPTION_KEY=/m.test(readFileSync(".dev.vars", "utf8"))) {
  appendFileSync(".dev.vars", `WEBHOOK_ENCRYPTION_KEY=${randomBytes(32).toString("base64")}\n`);
}
const devFile = ".engram-dev.json";
const dev = existsSync(devFile)
  ? JSON.parse(readFileSync(devFile, "utf8"))
  : { tenantId: "dev", keyId: "key_dev", key: `eng_dev_${randomBytes(18).toString("base64url")}` };
writeFileSync(devFile, JSON.stringify(dev, null, 2));

await prepareDatabase();

const { unstable_startWorker: startWorker } = await import("wrangler");
const worker = await startWorker({
  config: "wrangler.toml",
  dev: { server: { hostname: "127.0.0.1", port: Number(port) }, inspector: false, persist: ".wrangler/state", testScheduled: true },
});
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

await waitUntilAnswering();
const adminToken = /ADMIN_TOKEN=(.*)/.exec(readFileSync(".dev.vars", "utf8"))?.[1] ?? "";
console.log(`
Engram is ready on ${base}
  development tenant : ${dev.tenantId}
  API key            : ${dev.key}
  admin token        : ${adminToken}   (from .dev.vars)
Try:
  curl -s -X POST ${base}/v1/conversations/demo/messages \\
    -H "Authorization: Bearer ${dev.key}" -H "content-type: application/json" \\
    -d '{"user_id":"me","messages":[{"role":"user","content":"Hello"}]}'
`);
runCronTriggers();

/**
 * The same bookkeeping as `wrangler d1 migrations apply --local` (its `d1_migrations` table),
 * so either tool sees what the other applied.
 */
async function prepareDatabase() {
  const { getPlatformProxy, unstable_splitSqlQuery: splitSql } = await import("wrangler");
  const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: true });
  try {
    const db = proxy.env.DB;
    await db
      .prepare(
        `CREATE TABLE IF NOT EXISTS d1_migrations(
          id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
          applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
      )
      .run();
    const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all()).results.map((r) => r.name));
    const pending = readdirSync("migrations")
      .filter((name) => name.endsWith(".sql") && !applied.has(name))
      .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    for (const name of pending) {
      const statements = splitSql(readFileSync(`migrations/${name}`, "utf8"));
      await db.batch([
        ...statements.map((sql) => db.prepare(sql)),
        db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
      ]);
      console.log(`applied migration ${name}`);
    }
    const hash = createHash("sha256").update(dev.key).digest("hex");
    await db.batch([
      db.prepare("INSERT OR IGNORE INTO tenants (id, name) VALUES (?, 'Development')").bind(dev.tenantId),
      db
        .prepare(
          "INSERT OR IGNORE INTO api_keys (id, tenant_id, name, key_hash, key_prefix) VALUES (?, ?, 'development key', ?, ?)",
        )
        .bind(dev.keyId, dev.tenantId, hash, dev.key.slice(0, 10)),
    ]);
  } finally {
    await proxy.dispose();
  }
}

async function waitUntilAnswering() {
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Local `wrangler dev` never fires crons by itself; production does, so the sweep runs here too. */
function runCronTriggers() {
  const crons = parseCrons(readFileSync("wrangler.toml", "utf8"));
  if (crons.length === 0) return;
  const tick = () => {
    const now = new Date();
    for (const cron of crons.filter((c) => cronMatches(c, now))) {
      worker.scheduled({ cron, scheduledTime: now }).catch((error) => console.error("cron", cron, error));
    }
    setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
  };
  setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
}
