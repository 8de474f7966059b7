// npm run train:disclosure — fits the disclosure model of src/facts/disclosure.ts on our own
// labelled chats (scripts/disclosure/chats: written for this, in LoCoMo's shape, never LoCoMo
// itself) and writes src/facts/disclosure-model.ts. The weights are an L2-regularised logistic
// regression over the turn features, fitted on the a-, b-, d- and e- chats; the threshold is the
// one that gives the best mean F1 gain over the naive extractor on the c- and f- chats, which
// the fit never saw. Deterministic: the same chats give the same file.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bundled, train } from "./disclosure/fit.mjs";

const root = new URL("..", import.meta.url).pathname;
const { load, replay } = await bundled(root, `export * from "./scripts/disclosure/replay.ts";`);
await load();

const chatsDir = join(root, "scripts/disclosure/chats");
const chats = readdirSync(chatsDir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => ({ name: f, chat: JSON.parse(readFileSync(join(chatsDir, f), "utf8")) }));
const HELD_BACK = /^[cf]-/;
const fit = chats.filter((c) => !HELD_BACK.test(c.name));
const check = chats.filter((c) => HELD_BACK.test(c.name));

const rows = fit.flatMap(({ chat }) => ["a", "b"].flatMap((s) => replay(chat, s, null).rows));
const model = train(rows);
const gain = (m) => {
  const runs = check.flatMap(({ chat }) => ["a", "b"].map((s) => replay(chat, s, m)));
  const mean = (f) => runs.reduce((s, r) => s + f(r), 0) / runs.length;
  return { gain: mean((r) => r.facts.f1 - r.naive.f1), precision: mean((r) => r.facts.precision), recall: mean((r) => r.facts.recall) };
};
let best = null;
for (const add_from of [0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95]) {
  const r = gain({ ...model, add_from });
  if (!best || r.gain > best.r.gain + 1e-9) best = { add_from, r };
}
const rules = gain(null);
const fmt = (r) => `F1 gain ${r.gain.toFixed(3)}, precision ${r.precision.toFixed(3)}, recall ${r.recall.toFixed(3)}`;
console.log(
  `fitted on ${fit.map((c) => c.name).join(", ")} (${rows.length} turns); thresholds chosen on ${check.map((c) => c.name).join(", ")}`,
);
console.log(`rules alone: ${fmt(rules)}`);
console.log(`with the model (add from ${best.add_from}): ${fmt(best.r)}`);
const weights = Object.entries(model.weights)
  .map(([k, v]) => `    ${k}: ${v},`)
  .join("\n");
writeFileSync(
  join(root, "src/facts/disclosure-model.ts"),
  `import type { DisclosureModel } from "./disclosure";

/**
 * Written by \`npm run train:disclosure\` (scripts/train-disclosure.mjs) from our own labelled
 * chats; do not edit by hand. On the held-back chats: rules alone ${fmt(rules)};
 * with the model ${fmt(best.r)}.
 */
export const DISCLOSURE_MODEL: DisclosureModel = {
  bias: ${model.bias},
  weights: {
${weights}
  },
  add_from: ${best.add_from},
};
`,
);
