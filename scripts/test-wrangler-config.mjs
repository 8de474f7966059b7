// The wrangler config the Worker suite runs with: wrangler.toml without its `[secrets]` tables,
// written to .wrangler/vitest/, with the relative paths it names made absolute.
// Why: wrangler prints its "secrets fields are experimental" warning each time it reads a config
// with them, and the test pool reads it once per test file (about 190 warnings a run); the
// tests bind the secrets themselves (vitest.config.ts). In its own folder the config also finds
// no .dev.vars, so a developer's local values never reach the tests.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Writes the config for the repository this script is in; returns its path. */
export function testWranglerConfig(root = resolve(import.meta.dirname, "..")) {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8")
    .replace(/^\[(?:env\.production\.)?secrets\]\n(?:[^[\n].*\n)*/gm, "")
    .replace(/"(\.\/[^"]+)"/g, (_, path) => JSON.stringify(resolve(root, path)))
    .replace(/^main = "([^"]+)"/m, (_, path) => `main = ${JSON.stringify(resolve(root, path))}`)
    .replace(/^migrations_dir = "([^"]+)"/gm, (_, path) => `migrations_dir = ${JSON.stringify(resolve(root, path))}`);
  const dir = join(root, ".wrangler", "vitest");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "wrangler.toml"), toml);
  return join(dir, "wrangler.toml");
}
