#!/usr/bin/env node
// The service as `npm start` serves it (scripts/local-service.mjs: wrangler's dev server,
// local D1, R2, Durable Objects and Queues, persisted state), on PORT with its state in
// PERSIST and a few vars of the probe's. Run by bench/probe/crash.mjs as a process it can
// SIGKILL and start again over the same state.
import { prepareDatabase, startService } from "../../scripts/local-service.mjs";

const { PORT, PERSIST, PROBE_KEY, PROBE_VARS } = process.env;
if (!PORT || !PERSIST || !PROBE_KEY) throw new Error("PORT, PERSIST and PROBE_KEY are required");
await prepareDatabase({ persist: PERSIST, tenantId: "probe", keyId: "key_probe", key: PROBE_KEY });
const { url } = await startService({ port: Number(PORT), persist: PERSIST, testScheduled: true, vars: JSON.parse(PROBE_VARS ?? "{}") });
console.log(`ready ${url}`);
