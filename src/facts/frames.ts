import type { Clause } from "./clause";
import { slug } from "./lexicon";
import type { Word } from "./nlp";
import { capitalize } from "./distill";
import { sentenceText, tail } from "./statement-words";
import type { ResolvedTime } from "./time";

/**
 * "when i lived in rome i had a vespa and worked at a bookshop", "back when i was in college",
 * "as a kid": a frame that sets its whole sentence in the past. Nothing in it holds now (the
 * city, the vespa, the job); what it tells is at most an event.
 */
const PAST_FRAME =
  /^(?:(?:and|but|so|oh|well|honestly|anyway|lol|haha)[ ,]+)*(?:years ago|in a past life|before i (?:moved|met|had|got|left|started|became)|in (?:college|high school|uni|university|school|my (?:teens|twenties|thirties|youth|student days|college days|uni days)))\b|\b(?:back when|back then|in those days|back in (?:the day|college|school|uni|university|high school|my|\d{4})|when i (?:was (?:a |little|young|younger|small|in |at |still |living )|lived|used to live|worked|studied|grew up)|as a (?:kid|child|teen|teenager|student|boy|girl|youngster)|growing up|when we (?:lived|were (?:kids|young|students|little)))\b/i;

export const pastFramed = (sentence: string): boolean => PAST_FRAME.test(sentence);

/**
 * "i was gonna start pottery", "was supposed to start running", "i had planned to join": a plan
 * that never was; it is neither a current plan nor an activity.
 */
const PAST_PLAN =
  /\b(?:was|were) (?:\w+ )?(?:going to|gonna|planning to|planning on|supposed to|meant to|about to|hoping to|thinking of|thinking about)\b|\bhad (?:planned|meant|hoped|intended|wanted) to\b/i;

export const pastPlan = (words: Word[]): boolean => PAST_PLAN.test(words.map((w) => w.norm).join(" "));

/** "no sugar for me", "no dessert for me thanks": a refusal in the moment, no fact. */
export const refusal = (sentence: string): boolean =>
  /^(?:\W*\w+[ ,]+)?no (?!more\b|longer\b)[\w' -]{1,30} for me\b/i.test(sentence.trim());

/** "as a kid i used to ride horses with my dad": a past clause of a framed sentence, told as an event. */
export function pastEvent<S extends { type: string; topic: string; value: string; text: string; time: ResolvedTime | null }>(
  clause: Clause,
  stated: S,
): S | null {
  const used = clause.verb?.norm === "used"; // "used to go": a habit then, read by the library as "use"
  if (clause.tense !== "past" && !used) return null;
  const key = slug(stated.value, 3);
  const text = used ? capitalize(`used ${tail(clause)}`) : sentenceText(clause, stated.time, true);
  return key ? { ...stated, type: "event", topic: `event:${key}`, text, change: false } : null;
}
