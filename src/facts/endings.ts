import { splitClauses } from "./split";
import { TIME_NOUNS, VAGUE_NOUNS } from "./lexicon";
import type { TaggedSentence, Word } from "./nlp";

/**
 * What a statement says has ended: "biscuit died on saturday", "so no more daily ibuprofen",
 * "I cancelled my gym membership", "I quit Duolingo". The words it names let the user object
 * end the current facts that name them too, whatever topic those were read under (a statement's
 * own topic only covers the wording it used). Only nouns of the clause that says so count, and
 * only in a sentence that states something (no question, condition, joke or reported speech).
 */
const ENDING =
  /\b(?:quit|quitting|gave up|give up|given up|giving up|no more|no longer|closed|cancell?ed|cancel|sold|died|passed away|put (?:him|her|it|them) down|stopped|stop)\b/i;
const DEATH = /^(?:died|passed away|put \w+ down)$/;
/** Nouns too common to name what ended ("closed my account" ends no other account). */
const GENERIC = new Set([
  ...TIME_NOUNS,
  ...VAGUE_NOUNS,
  ..."account way people life saturday sunday monday tuesday wednesday thursday friday".split(" "),
]);

const named = (w: Word) =>
  w.tags.has("Noun") && !w.tags.has("Pronoun") && !w.tags.has("Date") && !w.tags.has("Value") && w.norm.length >= 3 && !GENERIC.has(w.norm);

/** "stopped at the shop" ends nothing: a stop counts before an activity, not a place. */
function stopsSomething(words: Word[]): boolean {
  const at = words.findIndex((w) => w.lemma === "stop");
  if (at < 0) return true;
  const next = words[at + 1];
  return !!next && !next.tags.has("Preposition") && !["by", "at", "in", "to", "for", "over"].includes(next.norm);
}

/** The words a turn's ending statements name, lower case, at most five. */
export function endsIn(sentences: readonly TaggedSentence[], skip: (index: number) => boolean): string[] {
  const found = new Set<string>();
  sentences.forEach(({ words }, index) => {
    if (skip(index)) return;
    for (const piece of splitClauses(words)) {
      const norms = piece.words.map((w) => w.norm);
      const match = ENDING.exec(norms.join(" "));
      if (!match || !stopsSomething(piece.words)) continue;
      // What ended is named after "quit", "no more", "cancelled" and before "died", "put down".
      const at = norms.join(" ").slice(0, match.index).split(" ").filter(Boolean).length;
      const span = DEATH.test(match[0]) ? piece.words.slice(0, at) : piece.words.slice(at + match[0].split(" ").length);
      for (const w of span) if (named(w)) found.add(w.norm.replace(/'s$/, ""));
    }
  });
  return [...found].slice(0, 5);
}
