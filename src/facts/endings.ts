import { isRelation, isVerb } from "./people";
import { splitClauses } from "./split";
import { AIDS, FIRST_DAYS, TIME_NOUNS, VAGUE_NOUNS } from "./lexicon";
import { ENDINGS, type Ending } from "./ending-words";
import { toolCategory } from "./tool-names";
import { lexiconTag, type TaggedSentence, type Word } from "./nlp";

/**
 * What a statement says has ended: "biscuit died on saturday", "so no more daily ibuprofen",
 * "I cancelled my gym membership", "someone nicked my bike", "oskar moved out", "the podcast is
 * officially done". The words it names let the user object end the current facts that name them
 * too, whatever topic those were read under (a statement's own topic only covers the wording it
 * used). Only nouns of the clause that says so count, and only in a sentence that states
 * something (no question, condition, joke or reported speech).
 */
/** Nouns too common to name what ended ("closed my account" ends no other account). */
const GENERIC = new Set([
  ...TIME_NOUNS,
  ...VAGUE_NOUNS,
  ..."its account way while couple people life more anymore end summer winter spring autumn saturday sunday monday tuesday wednesday thursday friday home work house school town bed event thing whole".split(
    " ",
  ),
]);
/** What a person leaves: "left the band", "left my job"; any other thing left is mislaid. */
const LEFT = new Set(
  "job band company firm team club choir group church school course programme program gym agency startup smoking drinking vaping".split(
    " ",
  ),
);
const FIRST = new RegExp(`\\b${FIRST_DAYS}\\b`);
const TITLE = /^(?:dr|mr|mrs|ms|miss|prof|sister|father|rev)$/;
const AID = new RegExp(`^(?:${AIDS})$`);
const DETERMINERS = new Set(["the", "a", "an", "my", "our", "this", "that", "his", "her", "their"]);
const OWNERS = new Set(["my", "our"]);
const THIRD = new Set(["he", "she", "his", "her"]);
const DEATH = /^(?:died|passed away|put to sleep|put \w+ down)$/;
/** Words that join a clause to the one before: what ends is named after them. */
const LINKS = new Set(["because", "bc", "cos", "cause", "coz", "since", "so", "and", "but", "when", "after", "then", "as", "until"]);
/** Where a tight span stops even when the library reads the word as a noun ("outside the station"). */
const STOPS = new Set("outside inside from at in on near by behind off to for with while during since after before back onto".split(" "));

const named = (w: Word) =>
  !/^(?:any|some|every|no)(?:one|body|thing)$/.test(w.norm) &&
  // A tool's name ("alacritty") is a name whatever part of speech the library gives it.
  // "cast finally came off": an aid the library reads as a verb is the thing all the same.
  (w.tags.has("Noun") || !!toolCategory(w.norm) || AID.test(w.norm)) &&
  !w.tags.has("Pronoun") &&
  !w.tags.has("Date") &&
  !w.tags.has("Value") &&
  // "dropped the MA": a short name written in capitals names a thing all the same.
  (w.norm.length >= 3 || /^[A-Z]{2}$/.test(w.text)) &&
  !GENERIC.has(w.norm);

/** "stopped at the shop" ends nothing: a stop counts before an activity, not a place. */
function stopsSomething(words: Word[]): boolean {
  const at = words.findIndex((w) => w.lemma === "stop");
  if (at < 0) return true;
  const next = words[at + 1];
  return !!next && !next.tags.has("Preposition") && !["by", "at", "in", "to", "for", "over"].includes(next.norm);
}

/** Doings too light to name what ended ("stopped going", "quit trying"). */
const LIGHT =
  /^(?:going|doing|having|getting|being|taking|making|using|trying|working|looking|coming|saying|talking|thinking|feeling|happening)$/;
/** "left smoking", "stopped the fasting": a doing left, said with its gerund first. */
const leftDoing = (w: Word, span: Word[]) =>
  span.every((x) => DETERMINERS.has(x.norm)) && (LEFT.has(w.norm) || (w.tags.has("Gerund") && !LIGHT.test(w.norm)));

/** The words after a tight ending, up to the first word that is neither a determiner, an adjective nor a noun. */
function tightSpan(words: Word[], ending: Ending, verb: string): Word[] {
  const span: Word[] = [];
  for (const w of words) {
    // "moved all of my editing over": the quantifier before what was moved names nothing.
    if (span.length === 0 && /^(?:all|of)$/.test(w.norm)) continue;
    if (
      STOPS.has(w.norm) ||
      w.tags.has("Preposition") ||
      w.tags.has("Adverb") ||
      // "left smoking since january": a habit left, said with its gerund; "the bell ringing": a doing named by its noun.
      (w.tags.has("Verb") && !leftDoing(w, span) && !(w.tags.has("Gerund") && !!span.at(-1)?.tags.has("Noun"))) ||
      w.tags.has("Date") ||
      w.tags.has("Conjunction")
    )
      break;
    span.push(w);
    // "stepped back from the food pantry, my back ...": a comma closes what was named.
    if (/[,;:]/.test(w.post)) break;
  }
  // "we lost marmite just after christmas": a name alone (a word the lexicon does not know) is someone's too.
  const name = span.length === 1 && !!span[0] && (span[0].tags.has("Person") || lexiconTag(span[0].norm) === undefined);
  if (ending.owned && !OWNERS.has(span[0]?.norm ?? "") && !name) return [];
  // After "left", a bare name ("left acme") or a group or job ("left the band").
  if (/^(?:left|leaving)$/.test(verb) && DETERMINERS.has(span[0]?.norm ?? "") && !span.some((w) => LEFT.has(w.norm))) return [];
  return span;
}

/**
 * Before "died", "moved out", "got stolen": the head of the first noun group names what ended
 * ("the coffee machine at the office died" is the machine, not the coffee nor the office).
 */
function head(said: Word[], death: boolean): Word[] {
  // "got a new phone because the tcl died": what died is named after the last link word.
  const link = said.findLastIndex((w) => LINKS.has(w.norm));
  const linked = link >= 0 ? said.slice(link + 1) : said;
  // "shoulder recon means hockey's done": what ended is named after the last verb before the words.
  const verb = linked.findLastIndex((w) => isVerb(w) && !w.tags.has("Copula") && !w.tags.has("Auxiliary"));
  const after = verb >= 0 && verb < linked.length - 1 ? linked.slice(verb + 1) : linked;
  // "big news the paper logbook is done": the news the user opens with is not what ended.
  const news = after.findIndex((w) => /^(?:news|update)$/.test(w.norm));
  const words = news >= 0 && news <= 1 && after.length > news + 2 ? after.slice(news + 1) : after;
  // "dr. abernathy retired": a name after a title, whatever the library makes of it.
  const isNamed = (w: Word, i: number) => named(w) || (TITLE.test(words[i - 1]?.norm ?? "") && /^\p{L}{3,}$/u.test(w.norm));
  const first = words.findIndex(isNamed);
  if (first < 0) return [];
  let last = first;
  while (words[last + 1] && isNamed(words[last + 1] as Word, last + 1)) last += 1;
  const found = words[last] as Word;
  // "my dad retired" ends nothing of the user's that names their dad; "my dad died" does.
  // "my brother tom's car broke down": someone else's thing ends nothing of the user's either.
  const span = words.slice(first, last + 1);
  if (!death && span.some((w) => isRelation(w.norm.replace(/'s$/, "")))) return [];
  // "the cornwall trip is off": the name says which trip; "trip" alone would end every trip.
  // "the haskell code is gone": a tool's name says which code.
  const names = words.slice(first, last).filter((w) => (w.tags.has("ProperNoun") || !!toolCategory(w.norm)) && !w.norm.endsWith("'s"));
  return names.length > 0 ? names : [found];
}

/** The words one clause says have ended. */
function endedIn(words: Word[]): string[] {
  const norms = words.map((w) => w.norm);
  const text = norms.join(" ");
  for (const ending of ENDINGS) {
    const match = ending.words.exec(text);
    if (!match || !stopsSomething(words)) continue;
    const at = text.slice(0, match.index).split(" ").filter(Boolean).length;
    const after = words.slice(at + match[0].split(" ").length);
    // "cancelled before the first game": what follows a preposition is not what ended ("gave up on" is).
    const opening = after[0];
    // "not vegan anymore, started eating eggs again": what is no more is named before "anymore".
    const more = ending.through
      ? after.findIndex((w) => w.norm === "anymore" || (w.norm === "any" && after[after.indexOf(w) + 1]?.norm === "more"))
      : -1;
    const loose =
      opening && opening.norm !== "on" && !ending.through && (opening.tags.has("Preposition") || STOPS.has(opening.norm))
        ? []
        : more >= 0
          ? after.slice(0, more)
          : after;
    const before = words.slice(0, at);
    // "my first week at wijnen is done": the first days ended, not the place.
    if (ending.side === "before" && FIRST.test(text.slice(0, match.index))) continue;
    // "i nearly quit my job": what nearly ended goes on.
    if (/^(?:almost|nearly)$/.test(before.at(-1)?.norm ?? "")) continue;
    // "my brother quit smoking": someone else's ending, not the user's ("they", "someone" may act on the user's things).
    // The subject is the few words before the verb; "no more", "no longer" have none.
    const subject = match[0].startsWith("no ") ? [] : before.slice(-3);
    if (!ending.free && ending.side === "after" && subject.some((w) => THIRD.has(w.norm) || isRelation(w.norm))) continue;
    // "sold his car": what ended was someone else's.
    if (!ending.free && ending.side === "after" && /^(?:his|her|their)$/.test(after[0]?.norm ?? "")) continue;
    // "ruairi quit deloitte": a name or noun before the verb, and nothing of the user's after it.
    const named3 = subject.some(
      (w) => w.tags.has("Noun") && !w.tags.has("Pronoun") && !w.tags.has("Date") && !["i", "we"].includes(w.norm),
    );
    if (
      !ending.free &&
      ending.side === "after" &&
      named3 &&
      !subject.some((w) => ["i", "we"].includes(w.norm)) &&
      !["my", "our"].includes(after[0]?.norm ?? "")
    )
      continue;
    const span =
      ending.side === "before"
        ? head(before, DEATH.test(match[0]))
        : ending.tight
          ? tightSpan(after, ending, match[0].split(" ")[0] ?? "")
          : loose;
    const found = span
      .filter((w) => !ending.name || w.tags.has("ProperNoun") || /^\p{Lu}/u.test(w.text))
      // Before the words, head() has chosen the name already ("dr. abernathy retired").
      .filter(
        (w, k) =>
          ending.side === "before" ||
          named(w) ||
          // "stopped fasting" names the doing; "stopped eating meat" names the meat.
          (w.tags.has("Gerund") &&
            ((leftDoing(w, span.slice(0, k)) && (LEFT.has(w.norm) || !span[k + 1]?.tags.has("Noun"))) || !!span[k - 1]?.tags.has("Noun"))),
      )
      .map((w) => (ending.kind ? w.norm.replace(/(?:ies)$/, "y").replace(/(?<=[^s])s$/, "") : w.norm.replace(/'s$/, "")));
    if (found.length > 0) return found;
    // "dropped spanish in june": a language the library reads as an adjective, standing alone.
    const lone = ending.side === "after" ? span[0] : undefined;
    if (lone?.tags.has("Adjective") && !span[1]?.tags.has("Noun") && lone.norm.length >= 4 && !GENERIC.has(lone.norm)) return [lone.norm];
  }
  return [];
}

/** The words a turn's ending statements name, lower case, at most five. */
export function endsIn(sentences: readonly TaggedSentence[], skip: (index: number) => boolean): string[] {
  const found = new Set<string>();
  sentences.forEach(({ words }, index) => {
    if (skip(index)) return;
    for (const piece of splitClauses(words)) for (const word of endedIn(piece.words)) found.add(word);
  });
  return [...found].slice(0, 5);
}

/**
 * "they cancelled the whole event", "it's not happening", "so thats that": a plan or sign-up
 * called off by someone else, or just over, naming nothing. It ends the plan stated just before.
 */
const CALLED_OFF =
  /\b(?:(?:they|it|that|everything|the whole (?:thing|event))\b[^.,;!?]{0,30}\b(?:cancell?ed|called off|scrapped)|(?:got|was|been|is|has been) (?:cancell?ed|called off|scrapped)|(?:it|that|this) (?:is|was) not (?:happening|going ahead)|not happening (?:anymore|any more)|fell through|so (?:that is|that's|thats) that|(?:we|i) (?:ditched|scrapped|binned|cancell?ed|called off|pulled the plug on) (?:it|that|the (?:whole )?(?:thing|idea|plan)))\b/;

/** Whether a sentence calls off a plan without naming it. */
export function callsOff(sentence: TaggedSentence): boolean {
  return CALLED_OFF.test(sentence.words.map((w) => w.norm).join(" ")) || CALLED_OFF.test(sentence.text.toLowerCase());
}
