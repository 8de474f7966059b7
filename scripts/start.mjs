#!/usr/bin/env node
// `npm start`: the local service on 127.0.0.1:$PORT (default 8787) with no account and no
// network. Applies the D1 migrations to the local database and makes sure a development
// tenant and API key exist, in this process (one wrangler load instead of one per step), then
// serves the Worker with wrangler's dev server (local D1, R2, Durable Objects and Queues, the
// offline summarizer and the local vector index, .dev.vars over [vars]), and fires the cron
// triggers on their schedule as production does.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { cronMatches, parseCrons } from "./cron.mjs";
import { devVarOverrides } from "./dev-vars.mjs";
import { prepareDatabase, startService } from "./local-service.mjs";

const port = process.env.PORT ?? "8787";

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

await prepareDatabase({ persist: ".wrangler/state", ...dev });
const { worker, url: base } = await startService({
  port: Number(port),
  persist: ".wrangler/state",
  testScheduled: true,
  vars: devVarOverrides(readFileSync(".dev.vars", "utf8"), readFileSync("wrangler.toml", "utf8")),
});
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

const adminToken = /ADMIN_TOKEN=(.*)/.exec(readFileSync(".dev.vars", "utf8"))?.[1] ?? "";
console.log(`
Engram is ready on ${base}
  development tenant : ${dev.tenantId}
  API key            : ${dev.key}
  admin token        : ${adminToken}   (from .dev.vars)
The README's examples read these, in the terminal you run them from:
  export ENGRAM_URL=${base} ENGRAM_KEY=${dev.key} ADMIN_TOKEN=${adminToken}
Try:
  curl -s -X POST ${base}/v1/conversations/demo/messages \\
    -H "Authorization: Bearer ${dev.key}" -H "content-type: application/json" \\
    -d '{"user_id":"me","messages":[{"role":"user","content":"Hello"}]}'
`);
runCronTriggers();

/**
 * Local `wrangler dev` never fires crons by itself; production does, so the sweep runs here too.
 * Each trigger goes through the dev server's `/__scheduled` route (testScheduled above):
 * wrangler's `worker.scheduled()` looks the Worker up in its proxy's Miniflare instead of the
 * one running it and throws `"engram" worker not found`.
 */
function runCronTriggers() {
  const crons = parseCrons(readFileSync("wrangler.toml", "utf8"));
  if (crons.length === 0) return;
  const fire = async (cron) => {
    const response = await fetch(`${base}/__scheduled?cron=${encodeURIComponent(cron)}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  };
  const tick = () => {
    const now = new Date();
    for (const cron of crons.filter((c) => cronMatches(c, now))) {
      fire(cron).catch((error) => console.error("cron", cron, error));
    }
    setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
  };
  setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
}
