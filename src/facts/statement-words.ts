import type { Clause } from "./clause";
import { capitalize, dated, phrase, withoutTime } from "./distill";
import { BODY_PART, CAR_MAKES, CONDITIONS, DIETS, IDENTITIES, OCCUPATIONS, POSSESSIONS, STATUSES, slug } from "./lexicon";
import { serviceOf } from "./services";
import { TOOL_CATEGORIES, toolCategory } from "./tool-names";
import { pastTense, thirdPerson, type Word } from "./nlp";
import type { ResolvedTime } from "./time";
import type { FactType } from "./types";

/** What one clause states: a distilled text on a topic, and whether it replaces an older value. */
export interface Statement {
  type: FactType;
  topic: string;
  value: string;
  text: string;
  change: boolean;
  confidence: number;
  time: ResolvedTime | null;
}

/**
 * The word lists, tests and text builders the rules of ./statements.ts read a clause with.
 */
const word = (list: string) => new RegExp(`^(?:${list})$`, "i");
export const DIET = word(DIETS);
/** A job by its ending, for the compounds no list holds: "copywriter", "bookkeeper", "sound engineer". */
const JOB_ENDING =
  "\\w+(?:writer|designer|engineer|developer|manager|maker|keeper|worker|grapher|ologist|ician|analyst|consultant|strategist|scientist|planner|surveyor|recruiter|marketer|broker|auditor|inspector|adviser|advisor|technician|therapist|coordinator)|\\w*(?:interpreter|translator|tester|lecturer|dispatcher|officer)|(?:post|milk|fire|police|sales|crafts|fisher|handy|camera|delivery|repair|bin|dust)(?:man|woman)";
const CONDITION_WORD = word(CONDITIONS);
export const OCCUPATION = word(`${OCCUPATIONS}|${JOB_ENDING}`);
export const STATUS = word(STATUSES);
export const IDENTITY = word(IDENTITIES);
export const CAR = word(CAR_MAKES);
export const CONDITION = new RegExp(`\\b(${CONDITIONS})\\b`, "i");
export const POSSESSION = word(POSSESSIONS);
export const LIKE_VERBS = new Set(["love", "like", "enjoy", "adore", "prefer", "hate", "dislike", "detest"]);
export const CANCEL = new Set(["cancel", "postpone", "scrap", "abandon"]);
export const EMPTY = new Set([
  "it",
  "that",
  "this",
  "those",
  "these",
  "them",
  "you",
  "him",
  "her",
  "one",
  "so",
  "too",
  "what",
  "how",
  "when",
  "me",
  "us",
  "myself",
  "ourselves",
]);
/** A pronoun alone ("I love it") says nothing lasting; "these friends" does. */
export const empty = (words: Word[]) => !!words[0] && EMPTY.has(words[0].norm) && !words[1]?.tags.has("Noun");
export const YOU = /\b(?:you|your|yours|yourself|ya|y'all)\b/i;

/** A name: capitalized, or typed in lower case where the library still reads a proper noun ("i live in ghent"). */
const proper = (w: Word) =>
  (/^[A-Z]/.test(w.text) && (w.tags.has("ProperNoun") || w.tags.has("Place") || w.tags.has("Organization") || w.tags.has("Noun"))) ||
  (w.tags.has("ProperNoun") && !w.tags.has("Pronoun") && !w.tags.has("Date"));
export const named = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
/** The run of names after a preposition ("in New York City", "at Acme Robotics", "in ghent" -> Ghent). */
export function properAfter(rest: Word[], preps: string[]): string | null {
  for (let i = 0; i < rest.length; i += 1) {
    if (!preps.includes(rest[i]?.norm ?? "")) continue;
    let j = i + 1;
    while (rest[j] && ["the", "a", "an"].includes(rest[j]?.norm ?? "") === false && !proper(rest[j] as Word) && j < i + 3) j += 1;
    // "Clermont-Ferrand": a name written with a hyphen keeps it.
    let run = "";
    while (rest[j] && proper(rest[j] as Word) && !(rest[j] as Word).tags.has("Date")) {
      const w = rest[j++] as Word;
      run += named(w.text.replace(/'s$/, "")) + (w.hyphen ? "-" : " ");
    }
    if (run.trim()) return run.trim().replace(/-$/, "");
  }
  return null;
}
/** Tool names that are also common words ("go", "edge", "arc") count only when capitalized. */
const COMMON_WORD_TOOLS = new Set(
  "go edge arc bear fish mint warp cursor atom kitty swift rust arch opera brave safari notion zed helix pixel galaxy keep craft reflect hyper tabby nova micro kate fleet rider orion tor rio foot roam tana moto honor framework spectre dart elm crystal lua vivo harvest timing timely render railway".split(
    " ",
  ),
);
/** Verbs that say no tool is used; "eat fish" and "cook rust" name food, not the fish shell or Rust. */
export const NOT_USING = new Set(["try", "test", "consider", "check", "hate", "dislike", "eat", "cook", "catch", "order", "drink"]);
/** `used`: the verb says a tool is used ("i use notion"), so a tool named by a common word counts in lower case. */
export const toolIn = (rest: Word[], used = false): string | null => {
  // "from X to Y" and "to Y from X": the tool is Y.
  // "from evernote into obsidian", "over to arc": "into" names the new one as "to" does.
  const after = rest.findIndex((w) => w.norm === "to" || w.norm === "into");
  // "migrated off linode to hetzner": "off" names the old one as "from" does.
  const source = rest.findIndex((w, i) => w.norm === "from" || (w.norm === "off" && after > i));
  // "moved everything over from dynalist": with no "to", what comes after "from" is only the old one.
  const from =
    source >= 0 && after >= 0 ? rest.slice(after + 1, source > after ? source : undefined) : source >= 0 ? rest.slice(0, source) : rest;
  for (let i = 0; i < from.length; i += 1)
    for (const n of [3, 2, 1]) {
      // Near the end a slice is shorter than n: a lone common word ("fish") still needs its capital.
      const run = from.slice(i, i + n);
      // "notepad++", "c#": the sign the tokenizer leaves after the word is part of the name.
      const sign = /^(?:\+\+|#)/.exec(run.at(-1)?.post ?? "")?.[0] ?? "";
      const signed = `${run.map((w) => w.text).join(" ")}${sign}`;
      const name = sign && toolCategory(signed) ? signed : run.map((w) => w.text).join(" ");
      // "joined Foot Anstey": a common-word tool inside a longer capitalised name is that name's.
      const next = from[i + n];
      const inName = run.length === 1 && COMMON_WORD_TOOLS.has(name.toLowerCase()) && !!next && /^[A-Z]/.test(next.text);
      if (inName) continue;
      if (toolCategory(name) && (used || /[A-Z]/.test(name) || run.length > 1 || !COMMON_WORD_TOOLS.has(name.toLowerCase()))) return name;
    }
  return null;
};

/** "done with", "so done with", "finished with": what the user has given up, a diet or a tool. */
export const DONE_WITH = /^(?:so |totally |completely )?(?:done|finished|through) with\b/;

/** Every tool a clause names, in order, with where it starts. */
export function toolsIn(rest: Word[], used = false): { name: string; at: number }[] {
  const out: { name: string; at: number }[] = [];
  for (let at = 0; at < rest.length;) {
    const name = toolIn(rest.slice(at), used);
    if (!name) break;
    const offset = rest.slice(at).findIndex((w) => name.toLowerCase().startsWith(w.text.toLowerCase()));
    if (offset < 0) break;
    out.push({ name, at: at + offset });
    at += offset + name.split(" ").length;
  }
  return out;
}

/** Words up to the first comma: "coffee, three cups a day" is about coffee. */
export const untilComma = (words: Word[]) => {
  const end = words.findIndex((w) => w.post === "," || w.post === ";");
  return end < 0 ? words : words.slice(0, end + 1);
};

/** The text after the verb, third person, without the time phrase. */
export const tail = (c: Clause) => phrase(c.rest);

/** The verb as the fact says it: "Lives", "Moved", "Learning", "Does not eat". */
function verbText(c: Clause): string {
  const v = c.verb;
  if (!v) return "";
  if (c.tense === "progressive") return v.text.toLowerCase();
  // The copula is never "does not be": "Is not allowed to drive", "Was not sure".
  if (c.lemma === "be" && c.tense !== "perfect") return `${c.tense === "past" ? "was" : "is"}${c.negated ? " not" : ""}`;
  // "I'm terrified" -> "Is terrified", "I was told" -> "Was told", "I've been offered" -> "Has been offered".
  if (c.passive) {
    const be = c.tense === "perfect" ? "has been" : c.tense === "past" ? "was" : "is";
    return `${be}${c.negated ? " not" : ""} ${v.text.toLowerCase()}`;
  }
  // A gerund or an inflected word read as the verb ("Working late") is said as written, never conjugated again.
  if (c.tense === "present" && (v.tags.has("Gerund") || /^\w{3,}ing$/.test(v.lemma) || v.norm === "had"))
    return c.negated ? `not ${v.text.toLowerCase()}` : v.text.toLowerCase();
  if (c.tense === "past") return c.negated ? `did not ${c.lemma}` : pastTense(v);
  if (c.tense === "perfect")
    return c.lemma === "get" ? "has" : c.negated ? `has not ${v.text.toLowerCase()}` : `has ${v.text.toLowerCase()}`;
  return c.negated ? `does not ${c.lemma}` : thirdPerson(c.lemma);
}

export function sentenceText(c: Clause, time: ResolvedTime | null, keepPoint: boolean): string {
  // "I'm knackered, mate": the comma after the verb stays, so what follows reads as addressed.
  const body = `${verbText(c)}${c.verb?.post === "," ? "," : ""} ${tail(c)}`.trim();
  return capitalize(dated(body, time, keepPoint));
}

export const make = (
  c: Clause,
  type: FactType,
  topic: string,
  value: string,
  text: string,
  confidence: number,
  time: ResolvedTime | null,
  change = c.change,
): Statement => ({
  type,
  topic,
  value,
  text,
  change,
  confidence: c.hedged ? Math.max(0.3, confidence - 0.2) : confidence,
  time,
});

/** The user's attribute stated as "my X is Y". */
export function ownAttribute(c: Clause, noun: Word[], time: ResolvedTime | null): Statement | null {
  if (c.lemma !== "be" || c.rest.length === 0) return null;
  const what = noun
    .map((w) => w.norm)
    .filter((n) => n !== "all-time" && n !== "new")
    .join(" ");
  const value = withoutTime(phrase(untilComma(c.rest)), time);
  if (!value || EMPTY.has(c.rest[0]?.norm ?? "")) return null;
  // "my surname is novak now": the user's name changed, on the topic of their name.
  if (/^(?:(?:first|full|sur|last|family|married) ?)?name$/.test(what)) {
    // "my name is aoife ni bhriain": a name typed in lower case is written down with its capitals.
    const name = value
      .replace(/\s+(?:now|btw|again)$/i, "")
      .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());
    return make(c, "profile", "name", name, `${capitalize(what)} is ${name}`, 0.95, time, true);
  }
  // "my work laptop is a ThinkPad": a noun that names a tool category is that category's topic.
  const head = noun.at(-1)?.norm ?? "";
  // "my passwords are in bitwarden": a known tool in the value names the topic too.
  const tool = toolIn(c.rest);
  // "my erasmus semester is going to be in uppsala instead": an event planned is the plan's topic.
  const planned = /^(?:semester|trip|holiday|vacation|wedding|honeymoon|exchange|internship|placement|move|party)$/.test(head);
  // "our broadband is with Zen": the service the user names wins over another kind the name also has
  // (a browser); "my current account is with Barclays" stays on the bank's own topic.
  const kind = tool ? toolCategory(tool) : null;
  const service = serviceOf(slug(what, 3));
  const topic =
    head in TOOL_CATEGORIES
      ? head
      : service && (!kind || serviceOf(kind) !== service)
        ? slug(what, 3)
        : kind || `${planned ? "plan:" : ""}${slug(what, 3)}`;
  if (!topic) return null;
  const health = BODY_PART.test(what) || CONDITION_WORD.test(what);
  return make(
    c,
    health ? "profile" : planned ? "decision" : "preference",
    health ? `health:${topic}` : topic,
    value,
    capitalize(`${phrase(noun)} ${c.verb?.norm === "are" ? "are" : "is"}${c.negated ? " not" : ""} ${value}`),
    0.85,
    time,
    true,
  );
}
