import { IS_MEDICINE } from "./medicines";
import { lexiconTag, type TaggedSentence, type Word } from "./nlp";
import { splitClauses } from "./split";
import { toolCategory } from "./tool-names";
import { isCityName } from "./cities";
import { ON_A_DAY, slug, TIME_NOUNS, VAGUE_NOUNS } from "./lexicon";

/**
 * A turn that tells a change often names the old value beside the new one, in words that put it
 * behind the user: "since we moved to YouTrack my old Workfront templates are useless", "Metro
 * was alright but the interest on Kroo is loads better", "the omeprazole wasnae cutting it so the
 * doc put me onto lansoprazole", "Insightly is read-only now", "our Quip licence ran out". The
 * names said so end the user's current facts that name them, as an ending does (./endings.ts).
 * People name an old value this way whatever the thing is, so the frame is read, not the thing:
 * only names count (a proper noun, a word English does not know, a tool or a medicine), and only
 * in a turn that tells a change.
 */

/** The words that say a turn tells a change (the new value is read by the rules as usual). */
export const CHANGE =
  /\b(?:moved|moving|switched|switching|changed|swapped|traded|ported|migrated|replaced|transferred|went over|gone over|put me on(?:to)?|now|anymore|any more|no longer|new|got|bought|started|joined)\b/;

/** "my old Workfront templates", "the former Acme office": the old one, named after the adjective. */
const OLD = /^(?:old|former|previous|ex|last)$/;
const DETERMINER = /^(?:my|our|the|his|her|their)$/;
/** A name, then the word for its last bill ("bord gais bill"). */
const BILL = /^(?:\S+ ){1,2}(?:bill|statement|invoice|payment)\b/;
/** "Metro was alright", "the omeprazole wasnae cutting it", "Y did not work out": the old one said in the past at a clause's start. */
const PAST = /^(?:was|were|wasnae|had|did|used)$/;
/** "Insightly is read-only now", "our Quip licence ran out", "let its NVivo licence lapse": a service that has lapsed. */
const LAPSED =
  /^(?:(?:is|was|went|has gone|is now|now) read(?:-| )?only|ran out|expired|lapsed|lapse|ended|got cancell?ed|was cancell?ed)\b/;
const PAPER = new Set("licence license subscription contract plan trial account membership".split(" "));
/** "posthog feels like forever ago": a name that already feels long past, whatever the turn says beside it. */
const LONG_AGO = /^(?:feels|felt|seems|seemed) like (?:forever|ages|a lifetime|a million years|another life(?:time)?|years|a decade) ago\b/;
/** "my last working day at Zensar was the 10th": the last day of a job, told once it is over. */
const LAST_DAY = /\b(?:my|our) last (?:working |official )?(?:day|shift|week) (?:at|with)(?: the)?$/;
/** "better than sygic was", "more crates than the old carnival ever did": a comparison with the old one, said in the past. */
const THAN_THEN = /^(?:ever |always |used to |did|was|were)/;
/** "i was on my razr 9 hours a day", "i used to use Notion": the user's own past with the thing, just before it. */
const WAS_ON = /\b(?:i|we) (?:(?:was|were) (?:on|using|with)|used to (?:use|have|drive|be on|be with))(?: (?:my|our|the|a))?$/;

const GENERIC = new Set([...TIME_NOUNS, ...VAGUE_NOUNS, "i", "we", "you", "it", "they", "one", "all", "that", "this", "there"]);

/** A name: what the library calls a proper noun, a word English does not know, a tool or a medicine. */
export function nameLike(w: Word | undefined): w is Word {
  if (
    !w ||
    w.norm.length < 3 ||
    GENERIC.has(w.norm) ||
    PAPER.has(w.norm) ||
    w.tags.has("Pronoun") ||
    w.tags.has("Date") ||
    w.tags.has("Value")
  )
    return false;
  if (w.tags.has("Verb") && !w.tags.has("Noun")) return false;
  return w.tags.has("ProperNoun") || lexiconTag(w.norm) === undefined || !!toolCategory(w.norm) || IS_MEDICINE.test(w.norm);
}

/** Verbs that change or end what they name: with them a day dates the change ("moved everything over from Zim on Saturday"). */
const CHANGING =
  /\b(?:sold|scrapped|dropped|finished|quit|left|cancell?ed|discontinued|stopped|gave|wrote|exchanged|deleted|binned|ditched)\b/;
/** A clause dated to a day that changes nothing: an outing, no value left behind ("I was in Leeds yesterday", "Leeds was freezing this morning"). */
export function anOuting(words: Word[]): boolean {
  const said = words.map((w) => w.norm).join(" ");
  return ON_A_DAY.test(said) && !CHANGE.test(said) && !CHANGING.test(said);
}

/** The names a clause puts behind the user. */
function behindIn(words: Word[]): string[] {
  const norms = words.map((w) => w.norm);
  const found: string[] = [];
  const dated = anOuting(words);
  words.forEach((w, i) => {
    // "the final bord gáis bill came in": the last bill of a service left.
    if (w.norm === "final" && BILL.test(norms.slice(i + 1, i + 4).join(" "))) {
      for (let j = i + 1; j <= i + 2 && nameLike(words[j]); j++) found.push((words[j] as Word).norm);
    }
    // "my old Workfront templates": the names right after the adjective.
    // "still on the old Singer for now": the old one still in use is not behind the user.
    if (OLD.test(w.norm) && DETERMINER.test(norms[i - 1] ?? "") && !norms.slice(Math.max(0, i - 4), i - 1).includes("still")) {
      for (let j = i + 1; j <= i + 2 && nameLike(words[j]); j++) found.push((words[j] as Word).norm);
    }
    // "Metro was alright", "straight talk had zero bars": a name opening the clause, then the past.
    // A clause starts at its first word or after a comma ("..., straight talk had zero bars").
    const opens =
      i === 0 || /,/.test(words[i - 1]?.post ?? "") || (norms[i - 1] === "the" && (i === 1 || /,/.test(words[i - 2]?.post ?? "")));
    // "Leeds was freezing this morning": a past with its own date is a day out, not a value left behind.
    if (opens && norms[i] !== "the" && !dated) {
      let end = i;
      while (end < i + 3 && nameLike(words[end]) && !PAST.test(norms[end] ?? "")) end += 1;
      if (end > i && PAST.test(norms[end] ?? "")) found.push(norms.slice(i, end).join(" "));
    }
    // "Insightly is read-only now", "our Quip licence ran out".
    const paper = PAPER.has(norms[i + 1] ?? "") ? 2 : 1;
    if (nameLike(w) && LAPSED.test(norms.slice(i + paper).join(" "))) found.push(w.norm);
    if (nameLike(w) && LAST_DAY.test(norms.slice(Math.max(0, i - 6), i).join(" "))) found.push(w.norm);
    // "i was on my razr": what follows the user's own past with it.
    if (nameLike(w) && WAS_ON.test(norms.slice(Math.max(0, i - 6), i).join(" "))) found.push(w.norm);
  });
  return found;
}

/** "much better than sygic was", "than the old carnival ever did", "after years of Lightroom": a name the user has left, said in passing. */
export function thanThen(words: Word[]): string[] {
  const norms = words.map((w) => w.norm);
  const found: string[] = [];
  words.forEach((_, i) => {
    // "a steep learning curve after years of Lightroom": the name used for years, behind the user now.
    const years = norms.slice(Math.max(0, i - 4), i).join(" ");
    if (
      /\bafter (?:(?:\w+ )?years|a decade|ages|a lifetime) (?:of|on|with)$/.test(years) &&
      !norms.includes("still") &&
      nameLike(words[i]) &&
      (/^\p{Lu}/u.test(words[i]?.text ?? "") || !!toolCategory(norms[i] ?? ""))
    )
      found.push(norms[i] ?? "");
    const after =
      norms[i - 1] === "than" ||
      (norms[i - 1] === "the" && norms[i - 2] === "than") ||
      (OLD.test(norms[i - 1] ?? "") && norms[i - 3] === "than");
    if (!after) return;
    let end = i;
    while (end < i + 3 && nameLike(words[end]) && !THAN_THEN.test(norms[end] ?? "")) end += 1;
    if (end > i && THAN_THEN.test(norms.slice(end, end + 2).join(" "))) found.push(norms.slice(i, end).join(" "));
  });
  return found;
}

/** The names a turn that tells a change puts behind the user, lower case, at most five; none when the turn tells no change. */
export function contrastEnds(sentences: readonly TaggedSentence[], skip: (index: number) => boolean): string[] {
  const said = sentences.map((s) => s.words.map((w) => w.norm).join(" ")).join(" ");
  const change = CHANGE.test(said);
  const found = new Set<string>();
  sentences.forEach(({ words }, index) => {
    if (skip(index)) return;
    // "posthog feels like forever ago" puts it behind the user in any turn.
    words.forEach((w, i) => {
      const norms = words.slice(i + 1, i + 8).map((x) => x.norm);
      if (nameLike(w) && LONG_AGO.test(norms.join(" "))) found.add(w.norm);
    });
    // "much better than sygic was" puts it behind the user in any turn too.
    for (const name of thanThen(words)) found.add(name);
    if (change) for (const piece of splitClauses(words)) for (const name of behindIn(piece.words)) found.add(name);
  });
  return [...found].slice(0, 5);
}

/**
 * "since we moved to YouTrack ... my old Workfront templates": a move to a name that is no place,
 * in a turn that puts another name behind the user, is a switch of tools, not of homes.
 */
export function switchedNotMoved<F extends { topic: string; type: string; text: string; value: string }>(
  facts: F[],
  sentences: readonly TaggedSentence[],
): F[] {
  const words = sentences.flatMap((s) => s.words);
  return facts.map((fact) => {
    if (fact.topic !== "home_city") return fact;
    const named = fact.value.toLowerCase().split(/\s+/);
    const said = words.filter((w) => named.includes(w.norm));
    if (said.length === 0 || said.some((w) => w.tags.has("Place") || isCityName(w.norm)) || isCityName(named.join(" "))) return fact;
    const value = fact.value.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    return {
      ...fact,
      type: "profile",
      topic: `does:${slug(value, 2)}`,
      text: `Switched to ${value}`,
      value: `switched to ${value.toLowerCase()}`,
    };
  });
}
