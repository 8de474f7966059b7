import type { Clause } from "./clause";
import { capitalize } from "./distill";
import { CONDITIONS, DIETS, GREETING, IDENTITIES, MOODS, OCCUPATIONS, STATUSES } from "./lexicon";
import { lexiconTag, type Word } from "./nlp";
import { make, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";
import type { CandidateFact } from "./types";

/**
 * The user's own name, said the ways people say it: an introduction ("hi im aoife brennan",
 * "i'm Ines Rocha btw", "im dex btw"), a request ("call me jo", "can you call me dexter from
 * now on?"), and a change ("changed my name to ...", "took his surname so it's aoife kowalczyk
 * now", "I'm Ines Halvorsen now", "going by my full name now", "dropped the nickname"). All land
 * on the single-valued topic `name`, so the new name supersedes the old. Names are typed in
 * lower case as often as not: a word compromise knows as a name counts anywhere, a word it does
 * not know at all only where an introduction says it is a name (a greeting before, "btw" after,
 * a surname with it).
 */

/** compromise's lexicon tags that name a person. */
const NAME_TAGS = new Set(["Person", "FirstName", "MaleName", "FemaleName", "LastName"]);
const NOT_NAME_TAGS = ["Verb", "Adverb", "Adjective", "Pronoun", "Determiner", "Preposition", "Conjunction", "Value", "Plural", "Gerund"];
/** Words said of a person that are states, not names ("im vegan", "im single", "im a nurse"). */
const STATES = new RegExp(`^(?:${DIETS}|${STATUSES}|${IDENTITIES}|${OCCUPATIONS}|${CONDITIONS})$`, "i");
/** Endings of words a lexicon may not know that are no first names ("im knackered", "im coeliac"). */
const NOT_NAME_ENDING = /(?:ed|ing|ly|ic|ac|al|ous|ful|less|ive|able|ish|est|tion|sion|ment|ness|ity)$/;
/** Words that may follow a name in an introduction, or a name that is no name ("im sam here"). */
const AFTER_NAME = new Set(["btw", "here", "now", "and", "but", "so", "from", "lol", "haha", "again", "officially", "by", "just"]);

type Kind = "known" | "unknown";

/** Whether `w` may be (part of) a personal name: "known" to the library as one, or a word it does not know at all. */
function nameKind(w: Word | undefined): Kind | null {
  if (!w || !/^\p{L}[\p{L}'-]*$/u.test(w.text) || w.norm.length < 2 || w.norm.endsWith("'s")) return null;
  if (AFTER_NAME.has(w.norm) || MOODS.has(w.norm) || STATES.test(w.norm)) return null;
  if (NOT_NAME_TAGS.some((t) => w.tags.has(t)) || (w.tags.has("Date") && !w.tags.has("Person"))) return null;
  const known = lexiconTag(w.norm);
  if (w.tags.has("Person") || (known && NAME_TAGS.has(known))) return "known";
  // "I'm British", "im exhausted": a nationality or a state by its ending, capital or not.
  if (w.tags.has("Demonym") || NOT_NAME_ENDING.test(w.norm) || /(?:ese|ian|ish)$/.test(w.norm)) return null;
  // A capital letter on a word the lexicon does not know ("I'm Amara") is the user's own spelling of a name.
  if (/^\p{Lu}/u.test(w.text) && (w.tags.has("ProperNoun") || !known)) return "known";
  return !known && w.tags.has("Noun") ? "unknown" : null;
}

/** The run of up to three name words at `at` ("aoife kowalczyk"), stopping after a comma. */
const TITLE = /^(?:dr|mr|mrs|ms|miss|mx|prof)$/;

function nameRun(words: Word[], at: number): { name: string; end: number; unknown: boolean } | null {
  // "Dr. Amara Obi": a title leads the name; its full stop does not end it.
  const titled = TITLE.test(words[at]?.norm ?? "") && !!nameKind(words[at + 1]);
  let end = titled ? at + 1 : at;
  let unknown = false;
  while (end < at + 3) {
    const kind = nameKind(words[end]);
    if (!kind) break;
    unknown ||= kind === "unknown";
    end += 1;
    if (/[,;:.!?)]/.test(words[end - 1]?.post ?? "")) break;
  }
  // "im lactose intolerant": two words that together are a state are no name.
  if (
    end === (titled ? at + 1 : at) ||
    STATES.test(
      words
        .slice(at, end)
        .map((w) => w.norm)
        .join(" "),
    )
  )
    return null;
  const name = words
    .slice(at, end)
    .map((w) => capitalize(w.text))
    .join(" ");
  return { name, end, unknown };
}

/** What ends a name: nothing, punctuation, or a word that follows names in an introduction. */
const nameEnds = (words: Word[], end: number) =>
  !words[end] || /[,;:.!?()]/.test(words[end - 1]?.post ?? "") || AFTER_NAME.has(words[end]?.norm ?? "");

/** "im dex btw", "hi, i'm aoife brennan", "I'm Ines Rocha now": the name an "I am" introduces. */
function introduced(c: Clause, rest: Word[]): string | null {
  if (c.subject.kind !== "user" || c.subject.plural || c.tense !== "present" || c.negated) return null;
  const run = nameRun(rest, 0);
  if (!run || !nameEnds(rest, run.end)) return null;
  const greeted = c.words
    .slice(
      0,
      c.words.findIndex((w) => w.norm === "i"),
    )
    .some((w) => GREETING.test(w.norm));
  const marked = ["btw", "here"].includes(rest[run.end]?.norm ?? "");
  const surname = run.end >= 2;
  // "i'm wiebke, i run the accounts ...": a word alone, set off by a comma before the user goes on.
  const setOff = run.end === rest.length && /,/.test(rest[run.end - 1]?.post ?? "");
  return !run.unknown || greeted || marked || surname || setOff ? run.name : null;
}

/** The qualifier of "my full name", "a longer name", "my maiden name": which name, without saying it. */
function whichName(rest: Word[], at: number): string | null {
  const words = rest.slice(at, at + 5).map((w) => w.norm);
  const end = words.findIndex((w) => w === "name" || w === "surname");
  if (end < 1 || !["my", "a", "the", "their", "our"].includes(words[0] ?? "")) return null;
  return words.slice(words[0] === "a" ? 0 : 1, end + 1).join(" ");
}

/** The name set off by a comma after "my middle name" ("my middle name, juno,", "my middle name now, rosa"). */
function namedAfter(rest: Word[], at: number): string | null {
  const end = rest.findIndex((w, i) => i >= at && (w.norm === "name" || w.norm === "surname"));
  let k = end;
  while (rest[k] && !rest[k]?.post.includes(",") && ["name", "surname", "now", "instead", "again"].includes(rest[k]?.norm ?? "")) k += 1;
  return end >= 0 && rest[k]?.post.includes(",") ? nameAt(rest, k + 1) : null;
}

/** The name at `at`, as typed or in lower case ("call me jo"). */
function nameAt(rest: Word[], at: number): string | null {
  const run = nameRun(rest, at);
  if (run) return run.name;
  const first = rest[at];
  const functional = (w: Word) =>
    ["Determiner", "Pronoun", "Preposition", "Adverb", "Conjunction", "Verb", "Value"].some((t) => w.tags.has(t));
  return first && !functional(first) && /^\p{L}[\p{L}'-]*$/u.test(first.text) ? capitalize(first.text) : null;
}

/** The name a clause states, asks for or changes to, on the topic `name`; null when it states none. */
export function nameStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  const restText = rest.map((w) => w.norm).join(" ");
  const say = (value: string, text: string, confidence = 0.9) => make(c, "profile", "name", value, text, confidence, time, true);
  // "call me jo", "i go by rin", "i'm going by my full name now", "not going by jojo anymore".
  const goesBy = (L === "call" && rest[0]?.norm === "me" && c.subject.kind === "user") || (L === "go" && rest[0]?.norm === "by");
  const stoppedGoingBy = ["stop", "quit"].includes(L) && /^(?:going by|using) /.test(restText);
  if (goesBy || stoppedGoingBy) {
    const at = stoppedGoingBy ? 2 : 1;
    const which = whichName(rest, at);
    // "going by my middle name, juno, since march": the name given after the comma is the one gone by.
    const given = which ? namedAfter(rest, at) : null;
    if (given && !c.negated) return say(given, `Goes by ${given} (their ${which})`);
    if (which) return c.negated ? null : say(which, `Goes by ${which.startsWith("a ") ? which : `their ${which}`}`);
    const name = nameAt(rest, at);
    if (!name) return null;
    return c.negated || stoppedGoingBy ? say(`not ${name}`, `No longer goes by ${name}`) : say(name, `Goes by ${name}`);
  }
  // "dropped the nickname", "ditched my nickname".
  if (["drop", "ditch", "lose", "retire"].includes(L) && /^(?:the|my) nickname\b/.test(restText) && !c.negated)
    return say("no nickname", "No longer goes by a nickname");
  // "changed my name to priya mehta", "changed my name back to ..."
  if (L === "change" && /^(?:my|our) (?:\w+ )?(?:sur|last |family )?name (?:back )?to\b/.test(restText)) {
    const name = nameAt(rest, rest.findIndex((w) => w.norm === "to") + 1);
    const which = /^(?:my|our) (?:sur|last |family )name\b/.test(restText) ? "Surname" : "Name";
    return name ? say(name, `${which} is ${name}`) : null;
  }
  // "took his surname", "i've taken my wife's name": a new name, even before it is said.
  const surname = /^(?:(?:his|her|their|my \w+'s|\w+'s) (?:sur|last |family )?name|the (?:sur|last |family )name)\b/.exec(restText);
  if (L === "take" && surname && !c.negated && c.tense !== "progressive")
    return say(`took ${surname[0]}`, `Took ${surname[0].replace(/^my /, "their ")}`, 0.8);
  // "went back to my maiden name".
  if (L === "go" && /^back to (?:my|a) /.test(restText)) {
    const which = whichName(rest, 2);
    return which ? say(which, `Goes by their ${which} again`) : null;
  }
  if (L !== "be") return null;
  const name = introduced(c, rest);
  return name ? say(name, `Name is ${name}`, 0.85) : null;
}

/** "yep, i took his surname so it's aoife kowalczyk now": after a change of surname, "it's X" names the user. */
const RENAMED = /\b(?:surname|last name|family name|maiden name|married name|name change|changed (?:my|our) name|nickname)\b/;

export function renamedIn(words: Word[]): { value: string; text: string } | null {
  if (!RENAMED.test(words.map((w) => w.norm).join(" "))) return null;
  for (let i = 0; i + 2 < words.length; i += 1) {
    // "the name change paperwork is done, i'm officially yesenia feeney now": the user, named.
    if (words[i]?.norm === "i" && words[i + 1]?.norm === "am") {
      let at = i + 2;
      while (["officially", "now", "finally", "legally"].includes(words[at]?.norm ?? "")) at += 1;
      const run = nameRun(words, at);
      if (run && run.end - at >= 2 && nameEnds(words, run.end)) return { value: run.name, text: `Name is ${run.name}` };
      continue;
    }
    if (!["it", "it's", "its"].includes(words[i]?.norm ?? "")) continue;
    const at = words[i]?.norm === "it" && words[i + 1]?.norm === "is" ? i + 2 : words[i]?.norm === "it" ? -1 : i + 1;
    const run = at > 0 ? nameRun(words, at) : null;
    if (run && nameEnds(words, run.end)) return { value: run.name, text: `Name is ${run.name}` };
  }
  return null;
}

/**
 * "my name's ana btw", "name's jo", "sam here, quick question": introductions the clauses do not
 * read ("name's" is one word to the library, and "sam here" has no verb).
 */
export function introIn(words: Word[]): { value: string; text: string } | null {
  let i = 0;
  while (words[i] && (GREETING.test(words[i]?.norm ?? "") || ["oh", "so", "ok", "okay", "and", "btw"].includes(words[i]?.norm ?? "")))
    i += 1;
  if (words[i]?.norm === "my") i += 1;
  if (words[i]?.norm === "name's") {
    const run = nameRun(words, i + 1);
    return run && nameEnds(words, run.end) ? { value: run.name, text: `Name is ${run.name}` } : null;
  }
  const run = nameRun(words, i);
  const here = run ? words[run.end] : undefined;
  const alone = !words[(run?.end ?? 0) + 1];
  const said = here?.norm === "here" && (alone || /[,;:.!?-]/.test(here.post));
  // "Amara here." alone, or "sam here, quick question": an introduction.
  return run && said && (!run.unknown || run.end - i >= 2 || i > 0 || alone) ? { value: run.name, text: `Name is ${run.name}` } : null;
}

/** One name per turn: a name said outright wins over "Took his surname" or "dropped the nickname" said beside it. */
const UNNAMED = /^(?:Took|No longer goes by a nickname)\b/;
export function oneName(found: CandidateFact[]): CandidateFact[] {
  const said = found.some((f) => f.topic === "name" && !UNNAMED.test(f.text));
  return said ? found.filter((f) => f.topic !== "name" || !UNNAMED.test(f.text)) : found;
}

/**
 * "can you call me dexter from now on?": a request to be called something is asked as a
 * question, but it says what the user goes by.
 */
export const asksToBeCalled = (sentence: string): boolean =>
  /^(?:[\w',!]+ ){0,8}?(?:(?:can|could|would|will) (?:you|ya|u) (?:please |pls |plz |just |maybe |start |now )*|(?:please|pls|plz) (?:just )?)(?:call me|start calling me|calling me) \p{L}/iu.test(
    sentence.trim(),
  ) && !/^(?:what|how|why|who)\b|\b(?:if|unless|imagine|jk|joking|kidding)\b/i.test(sentence.trim());

/** "Call me Annie", "Please call me Sam": the name the user goes by. */
const CALL_ME =
  /\b(?:[Cc]all me|[Ii] go by|[Ii]'m going by|[Ii] am going by|[Ii] (?:prefer|like|want|would like) to be called|[Ii] would rather be called|[Ii]'d rather be called|(?:[Ee]veryone|[Ee]verybody|[Ff]riends|[Pp]eople) (?:calls|call|has called|have called) me)\s+([A-Za-z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/;
/** Words after "call me" that are no name ("call me later", "call me back"). */
const NOT_A_NAME =
  /^(?:i|i'm|he|she|they|them|him|her|a|an|the|that|this|it|back|later|tomorrow|tonight|now|when|if|whenever|anytime|any|on|at|in|crazy|old|out|up|maybe|please|asap|again|sometime|my|his|her|their|our|your)$/i;

/** "call me jo", "everyone calls me jojo", "i prefer to be called kate": the name the user goes by, read from the sentence. */
export function calledIn(sentence: string): { value: string; text: string } | null {
  const match = CALL_ME.exec(sentence);
  const called = match?.[1];
  // "my son says everyone calls me grumpy", 'she keeps saying "call me Elsa"': someone else's words.
  const before = sentence.slice(0, match?.index ?? 0);
  const reported = /\b(?:says?|said|saying|told|tells|thinks|reckons|claims)\b|["“]/i.test(before);
  // "my kids call me chef", "they call me the boss": what others call the user, not the name they go by.
  const others = match?.[0].startsWith("call") && /\b(?:they|he|she|we|(?:my|our|the|his|her) [\w-]+)\s*$/i.test(before);
  return called && !reported && !others && !NOT_A_NAME.test(called)
    ? { value: capitalize(called), text: `Goes by ${capitalize(called)}` }
    : null;
}
