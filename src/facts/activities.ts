import type { Clause } from "./clause";
import { capitalize, phrase, withoutTime } from "./distill";
import { slug, TIME_NOUNS, VAGUE_NOUNS } from "./lexicon";
import { gerund, thirdPerson, type Word } from "./nlp";
import { pastimeNames } from "./pastimes";
import { empty, make, sentenceText, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/**
 * Activities the user takes up, keeps doing and gives up ("I play squash", "I quit squash",
 * "took up bouldering instead"). One topic per activity, named by the activity itself
 * (does:squash), so that the statement that ends it lands on the topic of the one that stated
 * it and supersedes it, as a change should; before, each wording had a topic of its own
 * (does:play_squash_twice, does:quit_squash_couple) and both stayed current.
 */

/** A verb and the particle it needs, or null for none ("take up", "quit"). */
const STARTS: Readonly<Record<string, string | null>> = { take: "up", start: null, begin: null, get: "into", switch: "to" };
const STOPS: Readonly<Record<string, string | null>> = { quit: null, stop: null, give: "up" };
const PAST: Readonly<Record<string, string>> = {
  quit: "quit",
  stop: "stopped",
  give: "gave",
  take: "took",
  start: "started",
  begin: "began",
  get: "got",
  switch: "switched",
};
/** Nouns of time and pronoun-like nouns: "I knit most evenings", "I pay everything from there" name no activity. */
const notActivity = (norm: string) => TIME_NOUNS.has(norm) || /^(?:every|some|any|no)(?:thing|one)$/.test(norm);
/** Verbs too general to name an activity by themselves ("I go every day", "I live near the beach"). */
const GENERAL_VERBS = new Set(
  "be have go get live work come make do take feel think want need know see say use like love try keep put give stay let mean look seem".split(
    " ",
  ),
);
const DETERMINER = new Set(["the", "a", "an", "my", "our", "this", "that", "some", "whole", "all"]);

/** Words that never name an activity, even when the library has no better tag for them. */
const OTHER = ["Preposition", "Adverb", "Pronoun", "Date", "Value", "Conjunction", "Determiner", "Possessive"];
const nounLike = (w: Word) => (w.tags.has("Noun") || w.tags.has("Gerund")) && !w.tags.has("Pronoun") && !w.tags.has("Date");

/**
 * The activity a direct object names: its first noun or gerund ("intermittent fasting" ->
 * fasting, "playing squash" -> squash, "bouldering"), or null when the clause has no direct
 * object ("at the hospital") or, unless `determiners`, when the object is a particular thing
 * ("stopped the car", "started a fire"), not an activity.
 */
export function activityOf(object: Word[], determiners: boolean, loose = false): string | null {
  const first = object[0];
  if (!first || (!determiners && DETERMINER.has(first.norm))) return null;
  let previous: Word | null = null;
  for (const [i, w] of object.entries()) {
    // "near the beach": a word before a determiner is a preposition the library took for an adjective.
    if (w.tags.has("Adjective") && DETERMINER.has(object[i + 1]?.norm ?? "")) return null;
    if (DETERMINER.has(w.norm) || w.tags.has("Adjective")) {
      previous = w;
      continue;
    }
    // After "quit" or "took up" the library may tag an unknown activity as a verb ("pilates").
    if (!nounLike(w) && !(loose && i === 0 && !OTHER.some((t) => w.tags.has(t)))) return null;
    // "doing cold plunges", "playing squash": the activity is the noun the gerund governs.
    // ("rowing this spring" is rowing: a demonstrative starts a time phrase, not the object).
    const governed = object.slice(i + 1).find((n) => !n.tags.has("Adjective") && !["the", "a", "an"].includes(n.norm));
    if (w.tags.has("Gerund") && !w.post && governed && nounLike(governed)) continue;
    if (VAGUE_NOUNS.has(w.norm)) return previous && !DETERMINER.has(previous.norm) ? previous.norm : null;
    if (notActivity(w.norm)) return null;
    // "knitting" and "I knit" are one activity, named as "quit knitting" names it.
    return w.tags.has("Gerund") && !w.norm.endsWith("ing") ? gerund(w.lemma) : w.norm;
  }
  return null;
}

const particle = (table: Readonly<Record<string, string | null>>, lemma: string, rest: Word[]) =>
  lemma in table && (table[lemma] === null || table[lemma] === rest[0]?.norm);

/** What the clause says about an activity, or null. */
function activityStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const starts = particle(STARTS, c.lemma, rest);
  const stops = particle(STOPS, c.lemma, rest);
  const withParticle = (starts && STARTS[c.lemma]) || (stops && STOPS[c.lemma]);
  // "I have stopped with the tennis": the Dutch and German way to say it ("gestopt met").
  const withWhat = stops && !withParticle && rest[0]?.norm === "with";
  const object = withParticle ? rest.slice(rest[1]?.norm === "on" ? 2 : 1) : withWhat ? rest.slice(1) : rest;
  // "i do not take the metformin anymore": what the user no longer does, said with "the".
  const named =
    activityOf(object, stops && (c.lemma === "give" || withWhat), starts || stops) ??
    (c.negated && c.change && object[0]?.norm === "the" ? activityOf(object.slice(1), false, false) : null);
  // "I knit most evenings", "I run every morning": with no object, the verb is the activity.
  const bare = !named && !starts && !stops && !GENERAL_VERBS.has(c.lemma);
  const activity = named ?? (bare && c.tense !== "past" ? gerund(c.lemma) : null);
  if (!activity) return null;
  const topic = `does:${slug(activity, 2)}`;
  if ((starts || stops) && !c.negated) {
    const value = `${stops ? "stopped" : "started"} ${activity}`;
    // "I quit squash" says what happened, whatever tense the library reads in "quit".
    const said =
      c.tense === "progressive" || c.tense === "perfect"
        ? sentenceText(c, time, false)
        : capitalize(`${PAST[c.lemma]} ${withoutTime(phrase(rest), time)}`);
    return make(c, "profile", topic, value, said, 0.8, time, true);
  }
  if (c.negated && c.change)
    return make(
      c,
      "profile",
      topic,
      `stopped ${activity}`,
      capitalize(`no longer ${thirdPerson(c.lemma)} ${withoutTime(phrase(object), time)}`),
      0.8,
      time,
      true,
    );
  if (c.negated || c.tense === "past" || starts || stops) return null;
  // "I play in goal", then "playing up front now": one verb, two places in the team, two values.
  const places = bare ? pastimeNames(phrase(rest)) : [];
  return make(c, "profile", topic, [c.lemma, activity, ...places].join(" "), sentenceText(c, time, false), 0.7, time);
}

/** What the user did (events: they accumulate) and does (activities, habits, ongoing things). */
export function deedStatement(c: Clause, rest: Word[], time: ResolvedTime | null, createdAt: string): Statement | null {
  // "Next month I'm having an art show": an ongoing or planned activity keeps its date.
  const planned = c.tense === "progressive" && !!time && !time.since && Date.parse(time.at) > Date.parse(createdAt);
  const activity = planned ? null : activityStatement(c, rest, time);
  if (activity || c.negated) return activity;
  const object = rest.filter((w) => !w.tags.has("Date"));
  if (object.length === 0 || empty(object)) return null;
  const restText = rest.map((w) => w.norm).join(" ");
  const topicKey = slug(`${c.lemma} ${restText}`, 3);
  if (!topicKey) return null;
  if (c.tense === "past") return make(c, "event", `event:${topicKey}`, `${c.lemma} ${restText}`, sentenceText(c, time, true), 0.7, time);
  const kind = planned ? "plan" : "does";
  return make(
    c,
    planned ? "decision" : "profile",
    `${kind}:${topicKey}`,
    `${c.lemma} ${restText}`,
    sentenceText(c, time, planned),
    0.7,
    time,
  );
}
