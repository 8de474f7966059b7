import { capitalize, short } from "./distill";
import { contrastEnds, switchedNotMoved, thanThen } from "./contrast";
import { callsOff, endsIn } from "./endings";
import { slug } from "./lexicon";
import { splitClauses } from "./split";
import type { TaggedSentence } from "./nlp";
import { normalizeValue, type CandidateFact, type FactSource } from "./types";

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
      .replace(/[.!,;\s]+$/, ""),
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

/**
 * "biscuit died", "no more ibuprofen": what the turn says ended goes with its first fact about
 * the user, once, so the user object looks for what it ends once per turn. A plan called off
 * ("they cancelled the whole event") takes back the turn's own plans and sign-ups, or, when the
 * turn has none, ends the one stated just before (ends_plan). A turn with nothing else to say
 * carries its ending on an event that tells it.
 */
export function withEnds(
  statement: { conversation_id: string; seq: number; created_at: string },
  sentences: TaggedSentence[],
  read: CandidateFact[],
  skip: (index: number) => boolean,
): CandidateFact[] {
  // The old value named beside the new ("my old Workfront templates"), unless it is what a new fact names first.
  const behind = contrastEnds(sentences, skip).filter(
    (w) => !read.some((f) => ` ${normalizeValue(f.value).split(" ").slice(0, 5).join(" ")} `.includes(` ${w} `)),
  );
  const ends = [...new Set([...endsIn(sentences, skip), ...behind])].slice(0, 5);
  const offAt = sentences.findIndex((s, i) => !skip(i) && callsOff(s));
  const kept = behind.length > 0 ? switchedNotMoved(read, sentences) : read;
  const found = offAt >= 0 ? kept.filter((fact) => !plannedOrSigned(fact)) : kept;
  const endsPlan = offAt >= 0 && found.length === read.length;
  if (ends.length === 0 && !endsPlan) return found;
  const marks = { ...(ends.length > 0 ? { ends } : {}), ...(endsPlan ? { ends_plan: true } : {}) };
  // The fact that carries an ending tells it, or states the change ("Had to put him down" does neither).
  const tells = (fact: CandidateFact) =>
    ends.length === 0 || behind.length > 0 || !!fact.change || ends.some((w) => normalizeValue(fact.text).split(" ").includes(w));
  // With no fact about the user, a named person's ("dagny quit walgreens") carries it.
  const own = found.findIndex((fact) => (fact.subject ?? "user") === "user" && tells(fact));
  const related = found.findIndex((fact) => fact.type === "relationship" && tells(fact));
  const carrier = own >= 0 ? own : ends.length > 0 ? related : -1;
  if (carrier >= 0) return found.map((fact, i) => (i === carrier ? { ...fact, ...marks } : fact));
  // "the tomtom is much better than sygic was": a name compared away with nothing else stated is told by its sentence.
  const names = (s: TaggedSentence) => thanThen(s.words).some((name) => behind.includes(name));
  const at = endsPlan
    ? offAt
    : ([sentences.findIndex((s, i) => endsIn([s], () => skip(i)).length > 0), sentences.findIndex((s, i) => !skip(i) && names(s))].find(
        (i) => i >= 0,
      ) ?? -1);
  const sentence = sentences[at];
  if (!sentence) return found;
  const source = { conversation_id: statement.conversation_id, seq: statement.seq };
  // "i live in nijmegen and my bike got nicked AGAIN, is it worth ...": the clause that tells the ending, not the whole sentence.
  const clause = splitClauses(sentence.words).find((piece) => piece.words.some((w) => ends.includes(normalizeValue(w.norm))));
  const told =
    clause && clause.words.length >= 3
      ? clause.words.map((w) => `${w.text}${w.post.replace(/[(]/g, "")}`).join(" ")
      : sentence.text || sentence.words.map((w) => w.text).join(" ");
  return [...found, { ...endingEvent(source, statement.created_at, told, ends), ...marks }];
}
