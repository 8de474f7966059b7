// The Worker's upload size as `wrangler deploy --dry-run` reports it (what the plan's size limit
// counts: 3 MiB gzip on the free plan), for this tree and for the commit before the static
// embedder came in (its tree extracted with `git archive`, sharing this checkout's node_modules).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const offline = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" };

function dryRun(dir) {
  const outdir = mkdtempSync(join(tmpdir(), "engram-bundle-"));
  try {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { cwd: dir, env: offline, encoding: "utf8" });
    const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(`${run.stdout}${run.stderr}`);
    if (!m) throw new Error(`wrangler deploy --dry-run in ${dir} printed no size: ${run.stderr.slice(-500)}`);
    return { upload_kib: Number(m[1]), gzip_kib: Number(m[2]) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Sizes now and before the static embedder, with the commits measured. */
export function bundleSizes() {
  const root = resolve(".");
  const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).trim();
  const head = git("rev-parse", "HEAD");
  const added = git("log", "--diff-filter=A", "--format=%H", "--", "src/search/static-embedder.ts").split("\n").filter(Boolean).pop();
  const asset = existsSync("assets/word-vectors.bin") ? statSync("assets/word-vectors.bin").size : null;
  const after = { commit: head, ...dryRun(root), word_vectors_asset_bytes: asset };
  if (!added) return { before: null, after };
  const base = git("rev-parse", `${added}^`);
  const dir = mkdtempSync(join(tmpdir(), "engram-before-"));
  try {
    execFileSync("sh", ["-c", `git archive ${base} | tar -x -C ${dir}`]);
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
    return { before: { commit: base, ...dryRun(dir) }, after };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
