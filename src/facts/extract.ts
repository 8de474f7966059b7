import { pronounsIn } from "./categories";
import { exclusion, JOKE, LAUGH, laughedOffAfter, statedPart } from "./exclusions";
import { ADVISED, beforeReporting, REPORTED, reports, textOf } from "./reported";
import { sameTurn } from "./same-turn";
import { wholeSentence } from "./whole";
import { fieldReadings } from "./fields";
import { pastEvent, pastFramed, pastPlan, refusal } from "./frames";
import { withEnds } from "./turn-ends";
import { withTurnNames } from "./past-names";
import { withoutFrame } from "./hedges";
import { readClause, type Subject } from "./clause";
import { splitClauses } from "./split";
import { capitalize, phrase, short } from "./distill";
import { slug } from "./lexicon";
import { smallTalk } from "./small-talk";
import { disclosedFact } from "./disclosed";
import { disclosureFeatures, disclosureScore, type DisclosureModel } from "./disclosure";
import { DISCLOSURE_MODEL } from "./disclosure-model";
import { taggedSentences, type TaggedSentence, type Word } from "./nlp";
import { withElidedSubjects } from "./fragments";
import { namedRelations, withKnownNames } from "./people";
import { asksToBeCalled, calledIn, oneName } from "./names";
import { namesAndStatusIn, withPartnerName } from "./partners";
import { statementFor } from "./subjects";
import { secondTool } from "./tools";
import { worded } from "./wording";
import { normalizeValue, type CandidateFact, type FactSource } from "./types";

/** A user's turn as the extractor reads it. */
export interface UserStatement {
  conversation_id: string;
  seq: number;
  content: string;
  created_at: string;
}

const STANDING_REQUEST = /^(?:please\s+)?(?:always|never(?! again)|don't ever|do not ever|from now on,?)\s+([^.!?]{4,120})/i;
const GREETING_ONLY =
  /^(?:hi|hey|hello|thanks?|thank you|bye|good (?:morning|night)|congrats|wow|cool|nice|great|awesome)\b[^.!?]{0,30}[.!?]*$/i;

/**
 * The offline extractor: each clause of the user's own turns that states something lasting
 * about them (or about someone they name) becomes one candidate with a distilled, third-person
 * text ("Lives in Berlin", "Sister lives in Toronto"), a topic, its time resolved against the
 * message's created_at, and the source sentence kept as evidence. compromise reads the sentences
 * (parts of speech, lemmas, negation); questions, conditionals, wishes, jokes, quoted and
 * reported speech yield nothing.
 */
export function extractFacts(
  statements: UserStatement[],
  model: DisclosureModel | null = DISCLOSURE_MODEL,
  /** Names the user object knows ("dagny"), lower case: read as people wherever they are used. */
  knownNames: Iterable<string> = [],
): CandidateFact[] {
  const out: CandidateFact[] = [];
  const names = new Set(knownNames);
  for (const statement of statements) {
    const sentences = withKnownNames(withElidedSubjects(taggedSentences(statement.content)), names);
    const read = withPartnerName(oneName(readStatement(statement, sentences)), sentences);
    // A name given in this round ("my wife dagny ...") is known to the turns after it.
    for (const fact of read) if (/^rel:[^.]+\.name$/.test(fact.topic)) names.add(fact.value.toLowerCase());
    const readings = sameTurn(read, sentences);
    const found = model ? weighed(statement, sentences, readings, model) : readings;
    // "our tilly died just before christmas, the vet said it was her time": an ending told before the reporting clause is the user's own.
    const own = sentences.map(beforeReporting);
    const skip = (index: number) => excluded(own, index);
    out.push(...withTurnNames(withEnds(statement, own, found, skip), own, skip));
    // "City: Kidderminster": the fields of a profile pasted in (./fields.ts).
    for (const { line, ...field } of fieldReadings(statement.content))
      out.push({
        ...base({ conversation_id: statement.conversation_id, seq: statement.seq }, statement.created_at, line),
        ...field,
        confidence: 0.8,
      });
  }
  return out;
}

/**
 * Turns that open by answering the listener: praise, thanks, surprise, agreement. Narrower than
 * the disclosure model's REACTION_OPENER on purpose: "hey", "hi", "ok" open assistant chats too.
 */
const REACTING =
  /^(?:thanks|thank you|thx|wow|aw+|omg|congrats|congratulations|that's|that is|sounds|so true|no way|totally|agreed|glad|nice|cool|awesome|amazing|great)\b/i;
/** Readings on a known topic (a category, a relation, a name) come at least this sure; loose clause readings below it. */
const ON_A_TOPIC = 0.8;

/**
 * What the rules read in one turn; when they read nothing, a turn the disclosure model scores
 * as telling something about the user still gives its first own clause as a fact. A turn that
 * reacts to the listener and scores below the same line keeps only its readings on a known
 * topic: "Wow, that's awesome! Taking in rescue dogs - you're so kind" praises, it tells nothing.
 */
function weighed(statement: UserStatement, sentences: TaggedSentence[], read: CandidateFact[], model: DisclosureModel): CandidateFact[] {
  if (read.length > 0) {
    // "We all have unique paths": a loose reading of small talk is none.
    read = read.filter((fact) => fact.confidence >= ON_A_TOPIC || !smallTalk(fact.quote ?? ""));
    if (!REACTING.test(statement.content.trim())) return read;
    const p = disclosureScore(disclosureFeatures(sentences, statement.content, read.length), model);
    return p < model.add_from ? read.filter((fact) => fact.confidence >= ON_A_TOPIC) : read;
  }
  const p = disclosureScore(disclosureFeatures(sentences, statement.content, 0), model);
  if (p < model.add_from) return [];
  // The fallback words its text itself (./wording), and moves on from a clause that says nothing.
  const found = disclosedFact(sentences, statement.created_at, (s, i) => excluded(sentences, i) || smallTalk(textOf(s.words)));
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
function saysNothing(quote: string, next: TaggedSentence | undefined, said = ""): boolean {
  return (
    !!exclusion(quote, said) ||
    // "great career move /s": the sarcasm tag, which the words read without its slash.
    /(?:^|\s)\/s\b/.test(said) ||
    (!!next && (JOKE.test(textOf(next.words)) || laughedOffAfter(quote, next.text || textOf(next.words)))) ||
    (GREETING_ONLY.test(quote) && !/\b(?:i|we|my|our|me)\b/i.test(quote))
  );
}

/** The fallback also leaves out reported speech, past frames and plans that never were, which the rules drop clause by clause. */
function excluded(sentences: TaggedSentence[], index: number): boolean {
  const quote = textOf(sentences[index]?.words ?? []);
  const words = sentences[index]?.words ?? [];
  const reported = reports(quote) && !ADVISED.test(quote);
  return (
    saysNothing(quote, sentences[index + 1], sentences[index]?.text) || reported || pastFramed(quote) || refusal(quote) || pastPlan(words)
  );
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
    if ((saysNothing(quote, sentences[index + 1], text) && !asksToBeCalled(quote)) || refusal(quote)) return;
    // "when i lived in rome i had a vespa": nothing in a sentence set in the past holds now.
    const framed = pastFramed(quote);
    // "my wife dagny": the person's name is a fact of its own, on the relation's topic.
    for (const { relation, name } of namedRelations(words))
      out.push({
        ...base(source, statement.created_at, evidence),
        type: "relationship",
        topic: `rel:${slug(relation, 2)}.name`,
        text: `${capitalize(relation)} is ${name}`,
        value: name,
        confidence: 0.8,
        subject: relation,
      });
    // "from now on u may address me as the flatpack queen hahaha": a request laughed off is a joke.
    const request = LAUGH.test(statement.content) ? null : STANDING_REQUEST.exec(quote);
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
    const called = calledIn(quote);
    if (called) {
      out.push({
        ...base(source, statement.created_at, evidence),
        type: "profile",
        topic: "name",
        ...called,
        confidence: 0.9,
        change: true,
      });
      return;
    }
    const whole = wholeSentence(statedPart(quote)); // "..., could I just come off the prednisolone?" states nothing of it
    if (whole) {
      seen.add(`${whole.topic}\u0000${normalizeValue(whole.value)}`);
      out.push({ ...base(source, statement.created_at, evidence), ...whole, confidence: 0.85 });
    }
    // Pronouns stand apart in a sentence ("i'm jules, he/him"): read from the whole of it.
    const pronouns = pronounsIn(quote);
    if (pronouns) {
      seen.add(`${pronouns.topic}\u0000${normalizeValue(pronouns.value)}`);
      out.push({ ...base(source, statement.created_at, evidence), type: "profile", ...pronouns, confidence: 0.9, change: true });
    }
    // Read from the whole sentence: a name after a surname taken, a status without its "I'm".
    for (const fact of namesAndStatusIn(words, statement.created_at, framed)) {
      seen.add(`${fact.topic}\u0000${normalizeValue(fact.value)}`);
      out.push({ ...base(source, statement.created_at, evidence), ...fact });
    }
    let subject: Subject | null = null;
    let reported = false;
    splitClauses(pronouns ? words.filter((w) => !pronounsIn(`i ${w.text}`)) : words)
      .map(withoutFrame)
      .forEach((piece, position, pieces) => {
        const words = piece.words;
        // "... coughs already 🙄 also is the health insurance thing here really mandatory": a question inside a sentence.
        if (exclusion(textOf(words)) === "question") return;
        // "no longer vegetarian btw, started eating chicken": after a clause with no verb, the next may drop its "I".
        // "Update: started as ...": a heading of a word or two before a colon is no clause either.
        const before = pieces[position - 1]?.words ?? [];
        const heading = before.length <= 2 && !!before.at(-1)?.post.includes(":");
        const first = position === 0 || heading || !before.some((w) => w.tags.has("Verb"));
        const valued = valueOf(words);
        if (valued) {
          out.push({ ...base(source, statement.created_at, evidence), ...valued, confidence: 0.75 });
          return;
        }
        const clause = readClause(piece, subject, first);
        // "... and said the company will only fund aat, so ive dropped cima": a "so" back to the user ends the report.
        if (reported && clause?.subject.kind === "user" && piece.lead === "so") reported = false;
        if (!clause || reported) return;
        if (pastPlan(words)) return;
        subject = clause.subject.kind === "thing" ? subject : clause.subject;
        // Reported speech: what someone said (or what the user said someone said) is no statement.
        // "asking bc i switched ...": the user's own asking reports no one.
        const asking = clause.subject.kind === "user" && clause.lemma === "ask" && clause.tense !== "past";
        const told = reports(textOf(words));
        if ((REPORTED.test(clause.verb?.text ?? "") && told && !asking) || (clause.subject.kind !== "user" && told)) {
          // "my doctor told me i have high blood pressure": a carer's word is the user's to go by.
          reported = !ADVISED.test(quote);
          return;
        }
        const stated = statementFor(clause, statement.created_at);
        for (const said of [stated, stated && secondTool(clause, stated)]) {
          // In a past frame, what the user did then is an event; what held then is nothing now.
          const found = framed && said && said.type !== "event" ? pastEvent(clause, said) : said;
          const text = found && worded(found.text, found.topic);
          if (!found || !text || text.length < 4) continue;
          const key = `${found.topic}\u0000${normalizeValue(found.value)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({
            ...base(source, statement.created_at, evidence),
            type: found.type,
            topic: found.topic.slice(0, 128),
            text: short(text),
            value: found.value.slice(0, 200),
            valid_from:
              found.time && !found.time.since && found.type === "decision"
                ? statement.created_at
                : (found.time?.at ?? statement.created_at),
            confidence: Math.round(found.confidence * 100) / 100,
            subject: found.subject,
            change: found.change,
            ...insteadOf(found, words),
          });
        }
      });
  });
  return out;
}

/** "i take candesartan instead", "i do yoga now instead": an unsorted habit that replaces the one told with the same verb. */
function insteadOf(found: { topic: string; text: string; change?: boolean }, words: Word[]): { replaces_verb?: string } {
  const at = words.findIndex((w) => w.norm === "instead");
  if (at < 0 || words[at + 1]?.norm === "of" || !/^(?:does|medication):/.test(found.topic)) return {};
  const verb = /^[A-Z][a-z]+(?:s|ing)\b/.exec(found.text)?.[0];
  return verb ? { replaces_verb: verb } : {};
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
