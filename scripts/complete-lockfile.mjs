#!/usr/bin/env node
// `npm run lock:complete`: the registry mirror this project installs from does not serve other
// platforms' native bindings (optional packages such as @oxlint/binding-darwin-arm64), so
// `npm install` here leaves them out of package-lock.json and `npm ci` then refuses the lock.
// This adds each missing platform binding by name, version, os, cpu and libc: `npm ci` skips
// them on a platform they do not match, and fetches them by name where they do.
import { readFileSync, writeFileSync } from "node:fs";

const path = "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;
let added = 0;
for (const meta of Object.values(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const match =
      /binding-(android|darwin|freebsd|linux|openharmony|win32)-([a-z0-9]+)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?/.exec(name);
    if (packages[key] || !match) continue;
    const [, os, cpu, abi] = match;
    const libc = abi === "gnu" || abi === "gnueabihf" ? ["glibc"] : abi === "musl" || abi === "musleabihf" ? ["musl"] : undefined;
    packages[key] = { version, cpu: [cpu], license: "MIT", optional: true, os: [os], ...(libc ? { libc } : {}) };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform bindings added`);
