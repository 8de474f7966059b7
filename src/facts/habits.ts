import type { Clause } from "./clause";
import { capitalize, dated, phrase, withoutTime } from "./distill";
import { ANIMALS } from "./lexicon";
import type { Word } from "./nlp";
import { make, sentenceText, untilComma, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/**
 * Habits: categories of daily life that hold one value at a time, said in many ways. When the
 * user sleeps ("a total night owl", "in bed by 10:30 since the start of the month") and what
 * keeps them going ("i run on cold brew", "havent had coffee since march", "drinking yerba mate
 * now instead"): the new wording replaces the old whatever verbs the two used.
 */
const CHRONOTYPE =
  /\b(?:(?:not )?a )?(?:night owls?|early birds?|early risers?|morning person|night person|late sleepers?|early sleepers?)\b/;
const CLOCK = /\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\d{1,2}(?::\d{2})|midnight|noon)\b/;
const SLEEP_VERBS = new Set(["go", "get", "sleep", "wake", "be", "head", "fall"]);
/** What people drink to get going; tea and coffee are one habit, so "green tea now" replaces "coffee". */
export const DRINKS =
  /\b(?:cold brew|iced coffee|flat whites?|green tea|black tea|herbal tea|yerba mate|energy drinks?|red bull|coffees?|espressos?|lattes?|cappuccinos?|americanos?|cortados?|macchiatos?|genmaicha|sencha|irn bru|teas?|matcha|hojicha|oolong|rooibos|earl grey|chai|mate|decaf|kombucha|hot chocolate|cocoa|protein shakes?|smoothies?|diet coke|pepsi max|pepsi|coke zero|coca cola|sparkling water|fizzy water|soda water)\b/;
const DRINK_VERBS = new Set([
  "drink",
  "make",
  "have",
  "run",
  "live",
  "switch",
  "start",
  "quit",
  "stop",
  "give",
  "cut",
  "drop",
  "ditch",
  "swap",
  "need",
  "be",
]);
const GIVE_UP = new Set(["quit", "stop", "give", "cut", "drop", "ditch"]);

export function habitStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  if (c.subject.kind !== "user" || c.plan || c.hypothetical) return null;
  return sleep(c, rest, time) ?? drink(c, rest, time) ?? alcohol(c, rest, time);
}

/** Drink in the other sense: "a glass or two of red most nights", "havent had a drink since october". */
const ALCOHOL =
  /\b(?:wine|beers?|pints?|cocktails?|booze|alcohol|gin|whisk(?:e)?y|vodka|cider|prosecco|a drink|drinks|glass(?:es)?(?: or two)? of (?:red|white|rose|wine))\b/;

function alcohol(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  const text = untilComma(rest)
    .map((w) => w.norm)
    .join(" ");
  // "i quit drinking", "i don't drink anymore": drinking itself.
  const what =
    ALCOHOL.exec(text)?.[0] ??
    ((GIVE_UP.has(L) && /^(?:up )?drinking\b/.test(text)) || (L === "drink" && c.negated && !text) ? "drinking" : null);
  // "i've been sober for 8 months", "sober since march": no alcohol, said as a state.
  const sober = c.words.some((w) => w.norm === "sober" || w.norm === "teetotal") && !c.negated && !c.hypothetical;
  if (sober) return make(c, "preference", "alcohol", "none", dated("Sober", time && time.since ? time : null, false), 0.85, time, true);
  if (!what || !["drink", "have", "quit", "stop", "give", "cut", "drop", "ditch"].includes(L)) return null;
  const gone = c.negated || GIVE_UP.has(L) || /^(?:not|never)\b/.test(text);
  const said = gone
    ? "No longer drinks alcohol"
    : capitalize(`${L === "have" ? "has" : "drinks"} ${withoutTime(phrase(untilComma(rest)), time)}`);
  return make(c, "preference", "alcohol", gone ? "none" : what, said.replace(/[,;]$/, ""), 0.85, time, gone || c.change);
}

function sleep(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const near = untilComma(rest);
  const text = near.map((w) => w.norm).join(" ");
  const L = c.lemma;
  const type = L === "be" && c.tense !== "past" ? CHRONOTYPE.exec(text)?.[0] : undefined;
  if (type) {
    const said = withoutTime(phrase(near), time).replace(/[,;]$/, "");
    return make(c, "profile", "sleep", type, capitalize(`${c.negated ? "is not" : "is"} ${said}`), 0.85, time, c.change);
  }
  // "going to bed around 10:30", "up at 5:45 every day", "asleep by midnight": a bedtime or a rising time.
  // "been getting up at 6": the library may read "getting" as the auxiliary of "be".
  const lead = L === "be" && /^(?:getting|going|waking|heading)$/.test(near[0]?.norm ?? "") ? 1 : 0;
  const bed =
    /^(?:to bed|to sleep|up|asleep|in bed)\b/.test(
      near
        .slice(lead)
        .map((w) => w.norm)
        .join(" "),
    ) || L === "sleep";
  const cut = near.findIndex((w) => w.norm === "and" || w.norm === "but");
  const own = cut < 0 ? near : near.slice(0, cut);
  const clock = CLOCK.test(own.map((w) => w.text).join(" "));
  if (!SLEEP_VERBS.has(L) || !bed || !clock || c.negated || c.tense === "past") return null;
  const changed = c.change || !!time?.since || c.tense === "perfect" || c.tense === "progressive";
  const value = own.map((w) => w.norm).join(" ");
  const said = lead ? capitalize(phrase(own)) : sentenceText({ ...c, rest: own }, time, false);
  return make(c, "profile", "sleep", value, said, 0.85, time, changed);
}

function drink(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  if (!DRINK_VERBS.has(L)) return null;
  const text = untilComma(rest)
    .map((w) => w.norm)
    .join(" ");
  // "run on coffee", "live on tea", "im on green tea now", "powered by cortados": on it, not running or living.
  if ((L === "run" || L === "live" || L === "be") && !/^(?:\w+ )?(?:on|(?:powered|fuelled|fueled) by)\b/.test(text)) return null;
  // "switched from coffee to tea", "swapped coffee for mate": the drink after "to" or "for" is the new one.
  const turn = /\b(?:to|for)\b(.*)$/.exec(text);
  const drinks = [...(turn && (L === "switch" || L === "swap") ? (turn[1] ?? "") : text).matchAll(new RegExp(DRINKS, "g"))];
  const what = drinks[0]?.[0];
  if (!what) return null;
  // "i have not had coffee since march": the library leaves the "not" after the auxiliary.
  const gone = c.negated || GIVE_UP.has(L) || /^(?:not|never)\b/.test(text);
  // "drank way too much coffee today": once, not a habit.
  if (c.tense === "past" && !gone && L !== "switch" && !time?.since && c.verb?.norm !== "been") return null;
  // "havent had coffee since march": since then, not at all.
  const since = time?.since ? time : null;
  const said = gone ? `No longer drinks ${what}` : dated(`Drinks ${what}`, since, false);
  return make(c, "preference", "caffeine", gone ? `not ${what}` : what, said, 0.85, time, gone || c.change || L === "switch" || !!since);
}

const ANIMAL = new RegExp(`^(?:has|had) .*\\b(?:${ANIMALS})\\b`, "i");

/** Whether a candidate says the user now keeps an animal ("Adopted a rescue greyhound"), which ends "Has no pets". */
export const keepsAnimal = (topic: string, value: string): boolean => topic.startsWith("owns:") && ANIMAL.test(value);
