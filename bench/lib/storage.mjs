// Bytes the local service keeps in each store, read from its state directory (wrangler's
// --persist-to layout: v3/d1, v3/do/<script>-<Class>, v3/r2, ...). Black-box: it knows only the
// layout miniflare writes, not the service's tables, so it measures whatever the service stores.
// A SQLite file counts its used pages ((page_count - freelist_count) * page_size, via the sqlite3
// CLI, which reads the write-ahead log too); without the CLI, file sizes (database + WAL).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const hasSqliteCli = spawnSync("sqlite3", ["-version"], { encoding: "utf8" }).status === 0;

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

function sqlite(path, sql) {
  const run = spawnSync("sqlite3", ["-readonly", "-json", path, sql], { encoding: "utf8" });
  if (run.status !== 0) return null;
  return run.stdout.trim() === "" ? [] : JSON.parse(run.stdout);
}

/** Used bytes of one SQLite database, and its table names. */
function sqliteBytes(path) {
  const size = (p) => (existsSync(p) ? statSync(p).size : 0);
  const fallback = { bytes: size(path) + size(`${path}-wal`), tables: [] };
  if (!hasSqliteCli) return fallback;
  const pages = sqlite(
    path,
    "SELECT (SELECT page_count FROM pragma_page_count) - (SELECT freelist_count FROM pragma_freelist_count) AS used, (SELECT page_size FROM pragma_page_size) AS size",
  );
  const tables = sqlite(path, "SELECT name FROM sqlite_master WHERE type = 'table'");
  if (!pages || !tables) return fallback;
  return { bytes: pages[0].used * pages[0].size, tables: tables.map((t) => t.name) };
}

/** Bytes per table of one D1 database (SQLite's dbstat), when the CLI has it. */
export function tableBytes(path) {
  const rows = hasSqliteCli ? sqlite(path, "SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC") : null;
  return rows ? Object.fromEntries(rows.map((r) => [r.name, r.bytes])) : {};
}

/**
 * Bytes per store: each D1 database (the control database is the one holding `api_keys`; any
 * other is a data shard), each Durable Object class (all its objects summed), R2 (metadata
 * databases plus blob files). `d1Files` names each database's file for tableBytes.
 */
export function storeBytes(state) {
  const v3 = join(state, "v3");
  const result = { d1: {}, durable_objects: {}, r2: 0, d1Files: {}, method: hasSqliteCli ? "sqlite used pages" : "file sizes" };
  let shard = 0;
  // miniflare keeps its own metadata.sqlite beside the databases' files.
  for (const path of files(join(v3, "d1")).filter((p) => p.endsWith(".sqlite") && !p.endsWith("metadata.sqlite"))) {
    const { bytes, tables } = sqliteBytes(path);
    const name = tables.includes("api_keys") ? "control" : `data_${shard++}`;
    result.d1[name] = bytes;
    result.d1Files[name] = path;
  }
  const doRoot = join(v3, "do");
  for (const dir of existsSync(doRoot) ? readdirSync(doRoot) : []) {
    const sqliteFiles = files(join(doRoot, dir)).filter((p) => p.endsWith(".sqlite"));
    // miniflare's own objects (D1, R2 simulators) live elsewhere; these are the Worker's classes.
    result.durable_objects[dir] = {
      objects: sqliteFiles.length,
      bytes: sqliteFiles.reduce((sum, p) => sum + sqliteBytes(p).bytes, 0),
    };
  }
  for (const path of files(join(v3, "r2"))) {
    if (path.endsWith("-wal") || path.endsWith("-shm")) continue;
    result.r2 += path.endsWith(".sqlite") ? sqliteBytes(path).bytes : statSync(path).size;
  }
  return result;
}

/** after - before, per store. */
export function bytesAdded(before, after) {
  const d1 = Object.fromEntries(Object.entries(after.d1).map(([k, v]) => [k, v - (before.d1[k] ?? 0)]));
  const durableObjects = Object.fromEntries(
    Object.entries(after.durable_objects).map(([k, v]) => [
      k,
      { objects: v.objects, bytes: v.bytes - (before.durable_objects[k]?.bytes ?? 0) },
    ]),
  );
  return { d1, durable_objects: durableObjects, r2: after.r2 - before.r2 };
}

export const stateFiles = (state) => files(join(state, "v3")).map((p) => relative(state, p));
