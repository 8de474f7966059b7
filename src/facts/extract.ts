import { normalizeValue, type CandidateFact, type FactSource } from "./types";
import { ruleHit } from "./rules";

/** A user's turn as the extractor reads it. */
export interface UserStatement {
  conversation_id: string;
  seq: number;
  content: string;
  created_at: string;
}

const MAX_TEXT = 300;

const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|our)\b/i;
const QUESTION_START =
  /^(?:what|how|why|who|whom|whose|where|when|which|do|does|did|are|is|was|were|can|could|would|will|should|shall|have|has|had|may|might|am|isn't|aren't|don't|didn't|won't|wouldn't)\b/i;
const GREETING =
  /^(?:hi|hey|hello|yo|hiya|howdy|good (?:morning|afternoon|evening|night)|thanks?|thank you|thx|bye|goodbye|see you|talk (?:to you )?soon|take care|congrats|congratulations|cheers|ok(?:ay)?|sure|yes|yeah|yep|no|nope|nice|cool|great|awesome|wow|lol|haha|omg|aww|glad|same|sounds good|good luck|you too|me too|of course|absolutely|exactly|definitely)\b[\s\S]{0,40}$/i;
/** Conditions, wishes and what-ifs state nothing true about the user. */
const HYPOTHETICAL =
  /\b(?:if|unless|suppose|supposing|imagine|what if|in case|hypothetically|in theory|pretend)\b|\bI wish\b|\bI(?:'d| would| could| might) (?:love|like|want|prefer|be|have|move|live|go|switch)\b|\bwould I\b/i;
/** Words that turn a statement about oneself into one about somebody else (reported speech). */
const REPORTED = /^(?:he|she|they|his|her|their|it|you|your)\b|\b(?:he|she|they) (?:said|says|told|thinks?)\b/i;
const INTERJECTION =
  /^(?:(?:oh|ah|well|wow|yeah|yes|no|haha|lol|honestly|actually|so|and|but|anyway|btw|also|hey|hi|thanks|thank you)[\s,!.:-]+)+/i;

/** Sentences, with a leading interjection ("Wow, ...") taken off. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+|\s+[-–—]\s+/)
    .map((s) => s.replace(INTERJECTION, "").trim())
    .filter((s) => s.length >= 6);
}

/** Why a sentence yields no fact, or null when it may. Exported for the tests. */
export function exclusion(sentence: string): "question" | "greeting" | "hypothetical" | "not_first_person" | "other_person" | null {
  const s = sentence.trim();
  if (s.endsWith("?") || QUESTION_START.test(s)) return "question";
  if (GREETING.test(s) && !/\bI(?:'m| am| have|'ve| live| work)\b/.test(s)) return "greeting";
  if (HYPOTHETICAL.test(s)) return "hypothetical";
  if (REPORTED.test(s)) return "other_person";
  if (!FIRST_PERSON.test(s) && !STANDING_REQUEST.test(s)) return "not_first_person";
  return null;
}

/** An imperative about how the agent should always treat the user: an instruction fact. */
const STANDING_REQUEST = /^(?:please\s+)?(?:always|never|don't ever|do not ever|from now on)\b/i;

const HEDGE = /\b(?:I think|I guess|probably|maybe|kind of|sort of|perhaps|not sure)\b/i;

/**
 * The deterministic extractor: each sentence of the user's own turns that states something
 * lasting about them (or about someone close to them, as a `relationship` fact) becomes one
 * candidate. The fact's text is the user's sentence: it is quoted, never paraphrased, so no
 * meaning is invented offline.
 */
export function extractFacts(statements: UserStatement[]): CandidateFact[] {
  const out: CandidateFact[] = [];
  for (const statement of statements) {
    const source: FactSource = { conversation_id: statement.conversation_id, seq: statement.seq };
    const seen = new Set<string>();
    for (const sentence of sentences(statement.content)) {
      if (exclusion(sentence) !== null && !/^(?:and |but |so )?(?:my|our) /i.test(sentence)) continue;
      if (sentence.endsWith("?") || HYPOTHETICAL.test(sentence)) continue;
      const hit = ruleHit(sentence);
      if (!hit) continue;
      const key = `${hit.topic}\u0000${normalizeValue(hit.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const hedged = HEDGE.test(sentence) || /^we\b/i.test(sentence);
      out.push({
        type: hit.type,
        topic: hit.topic.slice(0, 128),
        text: sentence.length > MAX_TEXT ? `${sentence.slice(0, MAX_TEXT)}…` : sentence,
        value: hit.value.slice(0, 200),
        valid_from: statement.created_at,
        confidence: Math.max(0.3, Math.round((hit.confidence - (hedged ? 0.2 : 0)) * 100) / 100),
        sources: [source],
      });
    }
  }
  return out;
}
