// Starts `wrangler dev` on loopback (own state directory, its own process group) with a bench
// tenant and API key, and stops the whole group when done.
import { UNLIMITED } from "../lib/server.mjs";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const offline = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" };

export async function startServer({ port = 8797, vars = {} } = {}) {
  const state = mkdtempSync(join(tmpdir(), "engram-recall-"));
  const adminToken = "bench-admin-token";
  const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    env: offline,
    encoding: "utf8",
    input: "y\n",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);
  const varArgs = Object.entries({ ADMIN_TOKEN: adminToken, LLM_API_KEY: "", ...UNLIMITED, ...vars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  // setsid semantics: detached makes the child a process-group leader we can kill as a whole.
  const child = spawn(
    "npx",
    ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--log-level", "error", ...varArgs],
    { env: offline, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
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
    rmSync(state, { recursive: true, force: true });
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
  const tenant = await admin("/admin/tenants", { name: "recall bench" });
  const key = await admin(`/admin/tenants/${tenant.id}/keys`, { name: "recall bench" });
  return { base, key: key.key, stop };
}

export function client(server) {
  const headers = { authorization: `Bearer ${server.key}`, "content-type": "application/json" };
  const call = async (method, path, payload) => {
    const res = await fetch(`${server.base}${path}`, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    const body = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${body}`);
    return JSON.parse(body);
  };
  return { get: (path) => call("GET", path), post: (path, payload) => call("POST", path, payload) };
}
