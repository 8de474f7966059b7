import { pastEvent, pastFramed, pastPlan, refusal } from "./frames";
import { withEnds } from "./turn-ends";
import { withoutFrame } from "./hedges";
import { readClause, splitClauses, type Clause, type Subject } from "./clause";
import { capitalize, phrase, short } from "./distill";
import { slug } from "./lexicon";
import { disclosedFact } from "./disclosed";
import { disclosureFeatures, disclosureScore, type DisclosureModel } from "./disclosure";
import { DISCLOSURE_MODEL } from "./disclosure-model";
import { taggedSentences, type TaggedSentence, type Word } from "./nlp";
import { statementOf } from "./statements";
import type { Statement } from "./statement-words";
import { worded } from "./wording";
import { normalizeValue, type CandidateFact, type FactSource } from "./types";

/** A user's turn as the extractor reads it. */
export interface UserStatement {
  conversation_id: string;
  seq: number;
  content: string;
  created_at: string;
}

/** Why a sentence yields no fact, or null when it may. Exported for the tests. */
export type Exclusion = "question" | "hypothetical" | "joke" | "reported" | "instruction" | null;

const QUESTION_START =
  /^(?:what|how|why|who|whom|whose|where|when|which|do|does|did|are|is|was|were|can|could|would|will|should|shall|have|has|had|may|might|am|any idea|anyone)\b/i;
/** Conditions, wishes and what-ifs state nothing true about the user. */
const HYPOTHETICAL =
  /\b(?:if|unless|suppose|supposing|imagine|what if|in case|hypothetically|in theory|pretend|as if|someday|one day|dream of|daydream)\b|\bi wish\b/i;
/** Jokes, and sarcasm said with its usual markers ("yeah right", "love that for me", "/s", an eye roll). */
const JOKE =
  /\b(?:just kidding|kidding|joking|jk|just a joke|lol no|not really|yeah right|love that for me|said no one ever)\b|\/s\b|🙄|🙃/iu;
const REPORTED = /\b(?:said|says|told|tells|thinks|claims|asked|keeps saying|swears)\b/i;
const STANDING_REQUEST = /^(?:please\s+)?(?:always|never|don't ever|do not ever|from now on,?)\s+([^.!?]{4,120})/i;
/** "Call me Annie", "Please call me Sam": the name the user goes by. */
const CALL_ME = /\b(?:call me|i go by|i'm going by|i am going by)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/;
const GREETING_ONLY =
  /^(?:hi|hey|hello|thanks?|thank you|bye|good (?:morning|night)|congrats|wow|cool|nice|great|awesome)\b[^.!?]{0,30}[.!?]*$/i;

/**
 * "Sorry if I reply late", "not sure if", "let me know if": an "if" that means "whether" after
 * these words asks or apologises; it sets no condition on what the sentence states.
 */
const WHETHER_IF = /\b(?:sorry|know|see|ask|asked|wonder|wondering|check|sure|decide|deciding|idea|tell me|curious) if\b/gi;

export function exclusion(sentence: string): Exclusion {
  const s = sentence.trim();
  if (s.endsWith("?") || QUESTION_START.test(s)) return "question";
  if (JOKE.test(s)) return "joke";
  if (HYPOTHETICAL.test(s.replace(WHETHER_IF, ""))) return "hypothetical";
  return null;
}

const textOf = (words: Word[]) =>
  words
    .map((w) => w.text + (w.post && /[,;:.!?]/.test(w.post) ? w.post : "") + (w.hyphen ? "-" : " "))
    .join("")
    .replace(/-\s/g, "-")
    .trim();

/** "Sister", "Sister (Ana)", "Ana": who a relationship fact is about. */
function who(subject: Extract<Subject, { kind: "person" }>): { key: string; label: string } {
  const relation = subject.relation ? subject.relation.replace(/'s$/, "") : null;
  const key = slug(relation ?? subject.name ?? "person", 2) || "person";
  const label = relation ? `${capitalize(relation)}${subject.name ? ` (${subject.name})` : ""}` : (subject.name ?? "Someone");
  return { key: relation ? key : `person_${slug(subject.name ?? "", 2)}`, label };
}

/** One clause's statement with its subject applied: the user's own, or a relationship fact about someone else. */
function statementFor(clause: Clause, createdAt: string): (Statement & { subject: string }) | null {
  const s = clause.subject;
  if (s.kind === "thing" && s.noun[0]?.norm.endsWith("'s")) {
    // "My sister's name is Katerina": an attribute of the sister.
    const relation = s.noun[0].norm.replace(/'s$/, "");
    const attribute = slug(phrase(s.noun.slice(1)), 2) || "about";
    const value = phrase(clause.rest);
    if (!value) return null;
    return {
      type: "relationship",
      topic: `rel:${slug(relation, 2)}.${attribute}`,
      value,
      text: capitalize(`${relation}'s ${phrase(s.noun.slice(1))} is ${value}`),
      change: true,
      confidence: 0.85,
      time: null,
      subject: relation,
    };
  }
  const statement = statementOf(clause, createdAt);
  if (!statement) return null;
  if (s.kind !== "person") return { ...statement, subject: "user" };
  if (statement.type === "event") return null;
  const { key, label } = who(s);
  const attribute = statement.topic.replace(/^(?:does|is):/, "").replace(/:.*$/, "");
  // "Mum is coming round": a person's ongoing activity keeps its "is".
  const verb =
    (/^\w+ing\b/.test(statement.text) && clause.tense === "progressive") ||
    (statement.topic === "occupation" && !/^works\b/i.test(statement.text))
      ? "is "
      : "";
  const text = `${label} ${verb}${statement.text.charAt(0).toLowerCase()}${statement.text.slice(1)}`;
  return {
    ...statement,
    type: "relationship",
    topic: `rel:${key}.${attribute}`,
    text,
    subject: label.replace(/ \(.*\)$/, "").toLowerCase(),
  };
}

/**
 * The offline extractor: each clause of the user's own turns that states something lasting
 * about them (or about someone they name) becomes one candidate with a distilled, third-person
 * text ("Lives in Berlin", "Sister lives in Toronto"), a topic, its time resolved against the
 * message's created_at, and the source sentence kept as evidence. compromise reads the sentences
 * (parts of speech, lemmas, negation); questions, conditionals, wishes, jokes, quoted and
 * reported speech yield nothing.
 */
export function extractFacts(statements: UserStatement[], model: DisclosureModel | null = DISCLOSURE_MODEL): CandidateFact[] {
  const out: CandidateFact[] = [];
  for (const statement of statements) {
    const sentences = taggedSentences(statement.content);
    const read = readStatement(statement, sentences);
    const found = model ? weighed(statement, sentences, read, model) : read;
    out.push(...withEnds(statement, sentences, found, (index) => excluded(sentences, index)));
  }
  return out;
}

/**
 * What the rules read in one turn; when they read nothing, a turn the disclosure model scores
 * as telling something about the user still gives its first own clause as a fact.
 */
function weighed(statement: UserStatement, sentences: TaggedSentence[], read: CandidateFact[], model: DisclosureModel): CandidateFact[] {
  if (read.length > 0) return read;
  const p = disclosureScore(disclosureFeatures(sentences, statement.content, 0), model);
  if (p < model.add_from) return [];
  // The fallback words its text itself (./wording), and moves on from a clause that says nothing.
  const found = disclosedFact(sentences, statement.created_at, (s, i) => excluded(sentences, i));
  if (!found) return [];
  const source: FactSource = { conversation_id: statement.conversation_id, seq: statement.seq };
  const quote = short(sentences[found.sentence]?.text || textOf(sentences[found.sentence]?.words ?? []), 300);
  return [
    {
      ...base(source, statement.created_at, quote),
      type: found.type,
      topic: found.topic.slice(0, 128),
      text: found.text,
      value: found.value,
      valid_from: found.valid_from ?? statement.created_at,
      confidence: Math.round(p * 60) / 100,
    },
  ];
}

/** A sentence that states nothing: a question, conditional or joke (or followed by "just kidding"), a bare greeting. */
function saysNothing(quote: string, next: TaggedSentence | undefined): boolean {
  return !!exclusion(quote) || (!!next && JOKE.test(textOf(next.words))) || GREETING_ONLY.test(quote);
}

/** The fallback also leaves out reported speech, past frames and plans that never were, which the rules drop clause by clause. */
function excluded(sentences: TaggedSentence[], index: number): boolean {
  const quote = textOf(sentences[index]?.words ?? []);
  const words = sentences[index]?.words ?? [];
  return saysNothing(quote, sentences[index + 1]) || REPORTED.test(quote) || pastFramed(quote) || refusal(quote) || pastPlan(words);
}

/** The rules' reading of one turn. */
function readStatement(statement: UserStatement, sentences: TaggedSentence[]): CandidateFact[] {
  const out: CandidateFact[] = [];
  const source: FactSource = { conversation_id: statement.conversation_id, seq: statement.seq };
  const seen = new Set<string>();
  sentences.forEach(({ words, text }, index) => {
    // The checks read the expanded words ("do not"); the evidence keeps the user's own ("don't").
    const quote = short(textOf(words), 300);
    const evidence = short(text || quote, 300);
    if (saysNothing(quote, sentences[index + 1]) || refusal(quote)) return;
    // "when i lived in rome i had a vespa": nothing in a sentence set in the past holds now.
    const framed = pastFramed(quote);
    const request = STANDING_REQUEST.exec(quote);
    if (request?.[1]) {
      const topic = slug(request[1]);
      if (topic)
        out.push({
          ...base(source, statement.created_at, evidence),
          type: "instruction",
          topic: `instruction:${topic}`,
          text: capitalize(quote.replace(/[.!]+$/, "")),
          value: request[1],
          confidence: 0.9,
        });
      return;
    }
    const called = CALL_ME.exec(quote);
    if (called?.[1] && !/^I(?:'m)?\b/.test(called[1])) {
      out.push({
        ...base(source, statement.created_at, evidence),
        type: "profile",
        topic: "name",
        text: `Goes by ${called[1]}`,
        value: called[1],
        confidence: 0.9,
        change: true,
      });
      return;
    }
    let subject: Subject | null = null;
    let reported = false;
    splitClauses(words)
      .map(withoutFrame)
      .forEach((piece, position) => {
        const words = piece.words;
        const valued = valueOf(words);
        if (valued) {
          out.push({ ...base(source, statement.created_at, evidence), ...valued, confidence: 0.75 });
          return;
        }
        const clause = readClause(piece, subject, position === 0);
        if (!clause || reported) return;
        if (pastPlan(words)) return;
        subject = clause.subject.kind === "thing" ? subject : clause.subject;
        // Reported speech: what someone said (or what the user said someone said) is no statement.
        if (REPORTED.test(clause.verb?.text ?? "") || (clause.subject.kind !== "user" && REPORTED.test(textOf(words)))) {
          reported = true;
          return;
        }
        const stated = statementFor(clause, statement.created_at);
        // In a past frame, what the user did then is an event; what held then is nothing now.
        const found = framed && stated && stated.type !== "event" ? pastEvent(clause, stated) : stated;
        const text = found && worded(found.text, found.topic);
        if (!found || !text || text.length < 4) return;
        const key = `${found.topic}\u0000${normalizeValue(found.value)}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({
          ...base(source, statement.created_at, evidence),
          type: found.type,
          topic: found.topic.slice(0, 128),
          text: short(text),
          value: found.value.slice(0, 200),
          valid_from:
            found.time && !found.time.since && found.type === "decision" ? statement.created_at : (found.time?.at ?? statement.created_at),
          confidence: Math.round(found.confidence * 100) / 100,
          subject: found.subject,
          change: found.change,
        });
      });
  });
  return out;
}

/** "This necklace is super special to me": what the user values, said about the thing. */
const VALUED = /\b(?:special|important|precious|meaningful|dear|means? (?:a lot|so much|everything|the world))\b.*\bto (?:me|us)\b/i;
function valueOf(words: Word[]): { type: "preference"; topic: string; value: string; text: string } | null {
  const text = textOf(words);
  if (!VALUED.test(text) || /^(?:you|your|it|that|this is|that is)\b/i.test(text)) return null;
  const verb = words.findIndex((w) => ["is", "are", "was", "were", "has", "have", "means", "mean"].includes(w.norm));
  const thing = words.slice(0, Math.max(0, verb)).filter((w) => !["this", "that", "the", "my", "our", "these", "those"].includes(w.norm));
  const topic = slug(phrase(thing), 2);
  if (!topic || thing.length === 0 || thing.length > 6) return null;
  return {
    type: "preference",
    topic: `values:${topic}`,
    value: `values ${topic}`,
    text: capitalize(phrase(words.slice(words.indexOf(thing[0] as Word)))),
  };
}

function base(source: FactSource, createdAt: string, quote: string) {
  return { sources: [source], valid_from: createdAt, said_at: createdAt, subject: "user", quote, change: false };
}
