// npm run bench:facts:replay [sets...] — the scenario check of bench:facts without the service:
// each scenario's lines replayed through the extractor and the user object's consolidation as the
// facts unit tests replay them (test/unit/facts-user-object.ts), in about half a minute for every
// set instead of a quarter of an hour. The checks are scenario-run.mjs's but the context of a new
// conversation, which only the service has. On a664163 and at 8f74910 it gave bench:facts' totals
// exactly (1,197 and 1,221 for the tuning set and sets 1-116). A tool for tuning, not a result:
// it writes nothing. `v` first lists each miss with the facts it left.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundled } from "../../scripts/disclosure/fit.mjs";
import { at, factChecks } from "./scenario-run.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { replay, loadLanguage } = await bundled(
  root,
  `export { replay } from "./test/unit/facts-user-object"; export { loadLanguage } from "./src/facts/nlp";`,
);
await loadLanguage();

const args = process.argv.slice(2);
const verbose = args[0] === "v";
if (verbose) args.shift();
const held = readdirSync(new URL(".", import.meta.url)).flatMap((f) => /^held-out-(\d+)\.mjs$/.exec(f)?.[1] ?? []);
const sets = args.length > 0 ? args : ["t", "1", ...held.sort((a, b) => Number(a) - Number(b))];

let right = 0;
let total = 0;
const perSet = {};
for (const n of sets) {
  const file = await import(n === "t" ? "./scenarios.mjs" : n === "1" ? "./held-out.mjs" : `./held-out-${n}.mjs`);
  const set = Object.values(file).find(Array.isArray);
  perSet[n] = 0;
  for (const s of set) {
    const lines = [...s.before.map((content) => ["a", content]), ...s.after.map((content) => ["b", content])];
    const when = (turn) => at(lines[turn - 1][0] === "a" ? 1 : 20, turn);
    const said = (content, turn) => ({ conversation_id: lines[turn - 1][0], seq: turn, content, created_at: when(turn) });
    const store = replay(
      lines.map(([, content]) => content),
      said,
      when,
    );
    const checks = factChecks(s, store);
    const resolved = Object.values(checks).every(Boolean);
    total += 1;
    if (resolved) {
      right += 1;
      perSet[n] += 1;
    } else if (verbose) {
      console.log(`FAIL ${n}: ${s.name} ${JSON.stringify(checks)}`);
      for (const f of store) console.log(`    ${f.status}: [${f.topic}] ${f.text}`);
    }
  }
}
console.log(JSON.stringify(perSet));
console.log(`${right} of ${total} (no context check: bench:facts has it)`);
