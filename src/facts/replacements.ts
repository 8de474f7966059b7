import { capitalize } from "./distill";
import { slug } from "./lexicon";
import type { TaggedSentence, Word } from "./nlp";
import { unknownWord } from "./medicines";
import { TOOL_CATEGORIES } from "./tool-names";
import type { CandidateFact } from "./types";

/**
 * "ditched thunderbird ... using em client now", "cancelled pandora and went over to qobuz",
 * "took me off effexor ... i'm on wellbutrin now": a turn that ends the user's tool or medicine
 * and says what they are on now names the new value, whatever the name, on the same topic.
 */
export function withReplacements(found: CandidateFact[], sentences: readonly TaggedSentence[]): CandidateFact[] {
  const ended = found.find((f) => f.value.startsWith("not ") && (f.subject ?? "user") === "user" && kindOf(f.topic) !== null);
  if (!ended) return found;
  const kind = kindOf(ended.topic);
  const old = ended.value.slice(4).toLowerCase();
  // The turn named the new value already ("moved everything over to Monzo"): nothing to add.
  if (
    found.some((f) => !f.value.startsWith("not ") && (f.topic === ended.topic || (kind === "medicine" && kindOf(f.topic) === "medicine")))
  )
    return found;
  for (const { words, text } of sentences) {
    const name = nowOn(words, kind === "medicine");
    if (!name || name.toLowerCase() === old || name.toLowerCase().includes(old)) continue;
    const said = capitalize(name);
    const fact: CandidateFact =
      kind === "medicine"
        ? { ...ended, topic: `medication:${slug(name, 2)}`, value: name, text: `Takes ${said}`, change: true }
        : { ...ended, value: name, text: `Uses ${said}`, change: true };
    return [...found, { ...fact, quote: text || fact.quote }];
  }
  return found;
}

const TOOL_TOPICS = new Set(Object.keys(TOOL_CATEGORIES));
const kindOf = (topic: string): "tool" | "medicine" | null =>
  topic.startsWith("medication:") ? "medicine" : TOOL_TOPICS.has(topic) ? "tool" : null;

/** Verbs that move the user over to something: "went over to", "switched to", "moved onto". */
const MOVES = /^(?:went|gone|go|going|switched|moved|changed|swapped|jumped|migrated|over)$/;
/** Where the name ends: "now", "instead", a time, punctuation. */
const AFTER_NAME = /^(?:now|instead|these|nowadays|since|like|for|from|and|but|cause|because|which|as|at|in|on|with|the|a|an)$/;

/**
 * The name after "using", "on" or "moved over to", said with "now" or "instead" (or after a verb
 * of moving): "using em client now", "i'm on wellbutrin now", "went over to qobuz".
 */
function nowOn(words: Word[], medicine: boolean): string | null {
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] as Word;
    const moved = (w.norm === "to" || w.norm === "onto") && MOVES.test(words[i - 1]?.norm ?? "");
    // "i'm on lite xl now": for a tool too, but only a name ("on nights now" is a shift).
    const on = w.norm === "on" && /^(?:am|i'm|im|m|now|been|be)$/.test(words[i - 1]?.norm ?? "") && !!unknownWord(words[i + 1]?.norm);
    const using = medicine ? on : w.norm === "using" || on;
    if (!moved && !using) continue;
    const run: Word[] = [];
    for (const next of words.slice(i + 1, i + 4)) {
      if (AFTER_NAME.test(next.norm) || next.tags.has("Pronoun") || next.tags.has("Value") || next.tags.has("Date")) break;
      run.push(next);
      if (/[,;.!?]/.test(next.post)) break;
    }
    const after = words[i + 1 + run.length]?.norm ?? "";
    if (run.length === 0 || (!moved && !/^(?:now|instead|these|nowadays)$/.test(after))) continue;
    // "i'm on holiday now": a medicine is one word, no word English knows.
    if (medicine && (run.length > 1 || !unknownWord(run[0]?.norm) || (run[0]?.norm.length ?? 0) < 5)) continue;
    return run.map((x) => x.text.replace(/[,;.!?]+$/, "")).join(" ");
  }
  return null;
}
