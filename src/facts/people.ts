import { RELATIONS } from "./lexicon";
import { lexiconTag, type TaggedSentence, type Word } from "./nlp";

/**
 * People the user names, read from the words: "my wife dagny", "my sister Ana", "me and my
 * cousin". Names are typed in lower case as often as not, so a name is told from the words
 * around it and from compromise's tags and lexicon, not from its capital letter.
 */

/** "siblings?" and "neighbou?r" stand for two words each: with and without the letter before the "?". */
const spellings = (r: string): string[] => {
  const at = r.indexOf("?");
  return at < 0 ? [r] : [...spellings(r.slice(0, at - 1) + r.slice(at + 1)), ...spellings(r.slice(0, at) + r.slice(at + 1))];
};
const RELATION_WORDS = new Set(RELATIONS.split("|").flatMap(spellings));
export const isRelation = (norm: string) =>
  RELATION_WORDS.has(norm) || /^fianc[eé]e?$/.test(norm) || RELATION_WORDS.has(norm.replace(/'s$/, ""));

const AUX = new Set(["do", "does", "did", "have", "has", "had", "am", "is", "are", "was", "were", "been", "be", "being", "will", "shall"]);
export const isVerb = (w: Word | undefined): boolean => !!w && (w.tags.has("Verb") || AUX.has(w.norm));

/** compromise's lexicon tags that name a person ("jonas" is a MaleName, "walker" a LastName). */
const NAME_TAGS = new Set(["Person", "FirstName", "MaleName", "FemaleName", "LastName"]);
/** Tags a name never has in context. */
const NOT_NAME_TAGS = ["Verb", "Adverb", "Adjective", "Pronoun", "Determiner", "Preposition", "Conjunction", "Value", "Plural", "Gerund"];
/**
 * Words compromise does not know yet that are common nouns, by their ending ("my friend
 * group", "my dog sitter", "my pet peeve"): compounds with a relation word, not its name.
 */
const COMMON_ENDING = /(?:tion|sion|ment|ness|ity|ship|hood|ism|ery|ance|ence|er|ing)$/;
const COMPOUND_NOUNS = new Set(
  "group bed peeve sitter food toy chat treat crate kibble leash collar vet tongue nature ship board land".split(" "),
);

const titled = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Whether `w`, right after a relation noun ("my wife ___"), is that person's name: not a verb,
 * adverb or common noun by compromise's tags; a capitalised proper noun, a word the lexicon
 * knows as a name, or a lower-case word it does not know at all; and followed by a verb, a
 * conjunction, a preposition, a time, a comma or nothing ("my wife dagny is", "my husband idris
 * and i", "my wife oksana these days").
 */
export function isNameAfterRelation(w: Word, next: Word | undefined): boolean {
  if (!w.tags.has("Noun") || NOT_NAME_TAGS.some((t) => w.tags.has(t)) || w.norm.endsWith("'s") || isRelation(w.norm)) return false;
  if (w.tags.has("Date") && !w.tags.has("Person")) return false;
  const ends =
    !next ||
    isVerb(next) ||
    // "my girlfriend hana just moved in": an adverb may follow the name.
    ["Conjunction", "Preposition", "Date", "Adverb"].some((t) => next.tags.has(t)) ||
    ["these", "this", "last", "next"].includes(next.norm) ||
    /[,;:.!?)]/.test(w.post);
  if (!ends || !/^\p{L}[\p{L}'-]+$/u.test(w.text)) return false;
  if (/^\p{Lu}/u.test(w.text) && w.tags.has("ProperNoun")) return true;
  if (w.tags.has("Person")) return true;
  const known = lexiconTag(w.norm);
  if (known) return NAME_TAGS.has(known);
  return !COMMON_ENDING.test(w.norm) && !COMPOUND_NOUNS.has(w.norm);
}

/** A person the user named after a relation noun: "my wife dagny" -> wife, Dagny. */
export interface NamedRelation {
  relation: string;
  name: string;
}

/**
 * The relation noun and name in "my/our [adjectives] RELATION NAME" starting at `at` (the
 * "my"), and the index after the phrase; the name is null when none follows.
 */
export function relationAt(words: Word[], at: number): { relation: string; name: string | null; end: number } | null {
  if (!["my", "our"].includes(words[at]?.norm ?? "")) return null;
  let i = at + 1;
  // "my older brother", "my best friend": the relation is the noun.
  while (i < at + 3 && (words[i]?.tags.has("Adjective") || words[i]?.norm === "best") && !isRelation(words[i]?.norm ?? "")) i += 1;
  const head = words[i];
  if (!head || !isRelation(head.norm) || head.norm.endsWith("'s")) return null;
  const relation = head.norm;
  const name = words[i + 1];
  // "my girlfriend Imogen's birthday": the name, said with what is hers.
  const owner =
    name && /^\p{Lu}\p{Ll}+['’]s$/u.test(name.text) && !isRelation(name.norm.replace(/'s$/, "")) ? name.text.slice(0, -2) : null;
  if (owner) return { relation, name: titled(owner), end: i + 2 };
  if (!name || !isNameAfterRelation(name, words[i + 2])) return { relation, name: null, end: i + 1 };
  return { relation, name: titled(name.text), end: i + 2 };
}

/** Every "my RELATION NAME" in a sentence. */
export function namedRelations(words: Word[]): NamedRelation[] {
  const out: NamedRelation[] = [];
  words.forEach((_, i) => {
    const found = relationAt(words, i);
    if (found?.name) out.push({ relation: found.relation, name: found.name });
  });
  return out;
}

/**
 * "me and my cousin", "my brother and I", "me and Jonas": the user does it, with someone. The
 * companion is the relation ("cousin") or the name ("Jonas"); null when the words at `at` are
 * not such a pair.
 */
export function withCompanion(words: Word[], at: number): { companion: string; end: number } | null {
  const self = (w: Word | undefined) => w?.norm === "i" || w?.norm === "me";
  const other = (i: number): { companion: string; end: number } | null => {
    const related = relationAt(words, i);
    if (related) return { companion: related.relation, end: related.end };
    const w = words[i];
    // "me and ulises are done": a word the lexicon does not know, beside the user, is someone.
    const someone = !!w && (w.tags.has("Person") || (w.tags.has("Noun") && !lexiconTag(w.norm))) && !w.tags.has("Pronoun");
    return w && someone ? { companion: titled(w.text), end: i + 1 } : null;
  };
  // "me and my girlfriend hana just moved in": adverbs may come before the verb.
  const verbAt = (i: number): boolean => {
    let k = i;
    while (words[k]?.tags.has("Adverb")) k += 1;
    return !!words[k] && isVerb(words[k] as Word);
  };
  if (self(words[at]) && words[at + 1]?.norm === "and") {
    const found = other(at + 2);
    return found && verbAt(found.end) ? found : null;
  }
  const found = other(at);
  if (!found || words[found.end]?.norm !== "and" || !self(words[found.end + 1])) return null;
  const end = found.end + 2;
  return verbAt(end) ? { companion: found.companion, end } : null;
}

/**
 * Names the user object already knows ("dagny", from "my wife dagny" weeks ago), marked as
 * people wherever the sentence uses them as a noun, so that "dagny quit walgreens" has a subject.
 */
export function withKnownNames(sentences: TaggedSentence[], names: ReadonlySet<string>): TaggedSentence[] {
  if (names.size === 0) return sentences;
  return sentences.map((s) => ({
    ...s,
    words: s.words.map((w) =>
      // "in june" stays a month, "prices rose" a verb, whoever is called June or Rose.
      names.has(w.norm) && w.tags.has("Noun") && !w.tags.has("Pronoun") && !w.tags.has("Date") && !isVerb(w)
        ? { ...w, text: titled(w.text), tags: new Set([...w.tags, "Person", "ProperNoun"]) }
        : w,
    ),
  }));
}
