import { capitalize, short } from "./distill";
import { slug } from "./lexicon";
import type { Word } from "./nlp";
import { normalizeValue, type CandidateFact, type FactSource } from "./types";

/**
 * "when i lived in rome i had a vespa and worked at a bookshop", "back when i was in college",
 * "as a kid": a frame that sets its whole sentence in the past. Nothing in it holds now (the
 * city, the vespa, the job); what it tells is at most an event.
 */
const PAST_FRAME =
  /^(?:(?:and|but|so|oh|well|honestly|anyway|lol|haha)[ ,]+)*(?:years ago|in a past life|before i (?:moved|met|had|got|left|started|became)|in (?:college|high school|uni|university|school|my (?:teens|twenties|thirties|youth|student days|college days|uni days)))\b|\b(?:back when|back in (?:the day|college|school|uni|university|high school|my|\d{4})|when i (?:was (?:a |little|young|younger|small|in |at |still |living )|lived|used to live|worked|studied|grew up)|as a (?:kid|child|teen|teenager|student|boy|girl|youngster)|growing up|when we (?:lived|were (?:kids|young|students|little)))\b/i;

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

/** Facts a plan called off in the same turn takes back: the plan, or the sign-up. */
const SIGNED = /^(?:signed up|registered|entered|booked|enrolled|paid for|bought tickets|got tickets)\b/i;
export const plannedOrSigned = (fact: Pick<CandidateFact, "topic" | "type" | "text">): boolean =>
  (fact.topic.startsWith("plan:") && !/^(?:no longer|cancell?ed|not)\b/i.test(fact.text)) ||
  (fact.type === "event" && SIGNED.test(fact.text));

/**
 * A turn that says something ended but states nothing else ("oskar moved out", "they cancelled
 * the whole event") still needs a fact to carry the ending to the user object: an event that
 * tells it, in the third person.
 */
export function endingEvent(
  source: FactSource,
  createdAt: string,
  sentence: string,
  ends: string[],
): CandidateFact & { said_at: string; subject: string } {
  const told = short(
    sentence
      .trim()
      .replace(/\b(?:i'm|i am|we're|we are)\b/gi, "they're")
      .replace(/\b(?:i've|we've)\b/gi, "they've")
      .replace(/\b(?:i was|we were)\b/gi, "they were")
      .replace(/\b(?:my|our)\b/gi, "their")
      .replace(/\b(?:me|us)\b/gi, "them")
      .replace(/\b(?:i|we)\b/gi, "they")
      .replace(/[.!\s]+$/, ""),
    120,
  );
  const text = capitalize(told);
  return {
    type: "event",
    topic: `event:ended_${slug(ends.join(" "), 2) || "plan"}`,
    text,
    value: normalizeValue(text),
    valid_from: createdAt,
    said_at: createdAt,
    confidence: 0.6,
    sources: [source],
    subject: "user",
    quote: short(sentence.trim(), 300),
    change: false,
  };
}
