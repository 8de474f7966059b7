#!/usr/bin/env node
// `npm start`: the local service on 127.0.0.1:8787 with no account and no network.
// Applies the D1 migrations to the local database, makes sure a development tenant and API
// key exist (printed below), then runs `wrangler dev` with local D1, R2, Durable Objects and
// Queues, the offline summarizer and the local vector index.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { devVarArgs } from "./dev-vars.mjs";

const port = process.env.PORT ?? "8787";
const offline = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};
const wrangler = (args, options = {}) =>
  spawnSync("npx", ["wrangler", ...args], { env: offline, encoding: "utf8", ...options });

if (!existsSync(".dev.vars")) {
  writeFileSync(".dev.vars", `ADMIN_TOKEN=dev-admin-${randomBytes(12).toString("hex")}\nLLM_API_KEY=\n`);
}
// Webhook secrets are stored encrypted under this key (issue 5); older .dev.vars files lack it.
if (!/^WEBHOOK_ENCRYPTION_KEY=/m.test(readFileSync(".dev.vars", "utf8"))) {
  appendFileSync(".dev.vars", `WEBHOOK_ENCRYPTION_KEY=${randomBytes(32).toString("base64")}\n`);
}
const devFile = ".engram-dev.json";
const dev = existsSync(devFile)
  ? JSON.parse(readFileSync(devFile, "utf8"))
  : { tenantId: "dev", keyId: "key_dev", key: `eng_dev_${randomBytes(18).toString("base64url")}` };
writeFileSync(devFile, JSON.stringify(dev, null, 2));

const migrate = wrangler(["d1", "migrations", "apply", "DB", "--local"], { input: "y\n" });
if (migrate.status !== 0) {
  process.stderr.write(migrate.stdout + migrate.stderr);
  process.exit(migrate.status ?? 1);
}
const hash = createHash("sha256").update(dev.key).digest("hex");
const seed = wrangler([
  "d1",
  "execute",
  "DB",
  "--local",
  "--command",
  `INSERT OR IGNORE INTO tenants (id, name) VALUES ('${dev.tenantId}', 'Development');
   INSERT OR IGNORE INTO api_keys (id, tenant_id, name, key_hash, key_prefix) VALUES ('${dev.keyId}', '${dev.tenantId}', 'development key', '${hash}', '${dev.key.slice(0, 10)}');`,
]);
if (seed.status !== 0) {
  process.stderr.write(seed.stdout + seed.stderr);
  process.exit(seed.status ?? 1);
}
const adminToken = /ADMIN_TOKEN=(.*)/.exec(readFileSync(".dev.vars", "utf8"))?.[1] ?? "";

console.log(`
Engram is starting on http://127.0.0.1:${port}
  development tenant : ${dev.tenantId}
  API key            : ${dev.key}
  admin token        : ${adminToken}   (from .dev.vars)
Try:
  curl -s -X POST http://127.0.0.1:${port}/v1/conversations/demo/messages \\
    -H "Authorization: Bearer ${dev.key}" -H "content-type: application/json" \\
    -d '{"user_id":"me","messages":[{"role":"user","content":"Hello"}]}'
`);

// .dev.vars overrides [vars] (e.g. LLM_BASE_URL for a local model): see scripts/dev-vars.mjs.
const overrides = devVarArgs(readFileSync(".dev.vars", "utf8"), readFileSync("wrangler.toml", "utf8"));
const child = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, ...overrides, ...process.argv.slice(2)], {
  env: offline,
  stdio: "inherit",
});
const stop = () => child.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
