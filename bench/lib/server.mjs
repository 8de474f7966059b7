// Starts `wrangler dev` on loopback with its own state directory, a bench tenant and API key;
// stops it (the whole process group) when done. Shared by the benchmarks in bench/.
// Debugging a bench: BENCH_STDERR_FILE=<file> appends wrangler's output there (the Worker's JSON
// logs included), BENCH_LOG_LEVEL=debug|info|log raises wrangler's log level (default error).
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";

const offline = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/**
 * The benchmarks measure the service, not its per-key rate limit (6000/min by default): they
 * raise it out of the way. The limiter's own cost is still paid and measured
 * (bench/rate-limit-overhead.mjs measures it alone).
 */
export const UNLIMITED = { RATE_LIMIT_PER_MINUTE: "100000000", RATE_LIMIT_BURST: "10000000" };

/**
 * `resume` restarts on the state of an earlier server (its `state` and `key`, no new tenant);
 * `config` swaps the wrangler config (e.g. one without the queue consumer); `keepState` leaves
 * the state directory behind on stop so another server can resume it.
 */
export async function startServer({ port = Number(process.env.BENCH_PORT ?? 8799), vars = {}, resume, config, keepState = false } = {}) {
  const state = resume?.state ?? mkdtempSync(join(tmpdir(), "engram-bench-"));
  // Its own dev registry: the default one is shared by every `wrangler dev` on the machine, and
  // other checkouts run a worker of the same name.
  const env = { ...offline, WRANGLER_REGISTRY_PATH: join(state, "registry") };
  const adminToken = "bench-admin-token";
  if (!resume) {
    // The control database and every data shard bound in wrangler.toml (DB_0, DB_1 ...).
    const bindings = ["DB", ...[...readFileSync("wrangler.toml", "utf8").matchAll(/^binding = "(DB_\d+)"/gm)].map((m) => m[1])];
    for (const binding of new Set(bindings)) {
      const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", binding, "--local", "--persist-to", state], {
        env,
        encoding: "utf8",
        input: "y\n",
      });
      if (migrate.status !== 0) throw new Error(`migrations of ${binding} failed: ${migrate.stderr}`);
    }
  }
  const varArgs = Object.entries({ ADMIN_TOKEN: adminToken, ...UNLIMITED, ...vars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const configArgs = config ? ["--config", config] : [];
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      ...configArgs,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--log-level",
      process.env.BENCH_LOG_LEVEL ?? "error",
      ...varArgs,
    ],
    { env, detached: true, stdio: ["ignore", process.env.BENCH_STDERR_FILE ? "pipe" : "ignore", "pipe"] },
  );
  let stderr = "";
  if (process.env.BENCH_STDERR_FILE) child.stdout.on("data", (chunk) => appendFileSync(process.env.BENCH_STDERR_FILE, chunk));
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    if (process.env.BENCH_STDERR_FILE) appendFileSync(process.env.BENCH_STDERR_FILE, chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    for (const signal of ["SIGTERM", "SIGKILL"]) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    if (!keepState) rmSync(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const admin = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // What the server logged at error level so far, for a bench that wants to say why something failed.
  const errors = () => stderr;
  if (resume) return { base, key: resume.key, tenantId: resume.tenantId, state, adminToken, stop, errors };
  const tenant = await admin("/admin/tenants", { name: "bench" });
  const key = await admin(`/admin/tenants/${tenant.id}/keys`, { name: "bench" });
  return { base, key: key.key, tenantId: tenant.id, state, adminToken, stop, errors };
}

export function client(server) {
  const headers = { authorization: `Bearer ${server.key}`, "content-type": "application/json" };
  const call = async (method, path, payload) => {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${body}`);
    return JSON.parse(body);
  };
  return { get: (path) => call("GET", path), post: (path, payload) => call("POST", path, payload) };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), mean: round(mean) };
}

/** Polls `check` every `everyMs` until it gives a truthy value, which it returns; throws after `timeoutMs`. */
export async function waitFor(check, what, { timeoutMs = 120_000, everyMs = 25 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const round = (x, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** A port nothing listens on now (the OS's pick), for the second server. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}
