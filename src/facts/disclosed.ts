import { readClause, type Clause } from "./clause";
import { splitClauses } from "./split";
import { capitalize, phrase, short } from "./distill";
import { JOURNEY, MOODS, slug } from "./lexicon";
import { thirdPerson, type TaggedSentence, type Word } from "./nlp";
import { sentenceText, YOU } from "./statement-words";
import { resolveTime } from "./time";
import { worded } from "./wording";
import type { FactType } from "./types";

/** What a disclosed turn becomes: its first own clause in the third person. */
export interface Disclosed {
  type: FactType;
  topic: string;
  value: string;
  text: string;
  sentence: number;
  valid_from: string | null;
}

/** Verbs that answer the listener ("I totally agree", "I bet", "let's ...") rather than tell about the speaker. */
const ANSWERING = new Set(
  "agree think guess bet wonder thank mean say tell ask hope wish suppose believe seem look sound check let imagine know".split(" "),
);

/** A clause worth saying in the third person: the user's own, with a verb and something after it, not about the listener. */
function usable(c: Clause | null): c is Clause {
  if (!c || c.subject.kind !== "user" || !c.verb || c.hypothetical || c.plan || (c.tense === "present" && ANSWERING.has(c.lemma)))
    return false;
  const rest = c.rest.map((w) => w.norm).join(" ");
  // "how lucky I am to be with my family": "am to" is no statement of its own.
  if (mood(c) || (c.lemma === "be" && (c.rest[0]?.norm === "to" || JOURNEY.test(rest)))) return false;
  return c.rest.length >= 2 && !YOU.test(rest) && !/^(?:it|that|this|so|too|it too)$/.test(rest);
}

/** "I'm so lucky to have ...", "Was so happy and thankful", "Excited for this new chapter": a mood of the moment. */
function mood(c: Clause): boolean {
  const at = c.rest.findIndex((w) => !INTENSIFIERS.has(w.norm));
  return (c.lemma === "be" && at >= 0 && moodAt(c.rest, at)) || FEELINGS.has(c.verb?.norm ?? "");
}
const STATES = new Set([
  "sure",
  "busy",
  "fine",
  "good",
  "great",
  "okay",
  "ok",
  "well",
  "here",
  "back",
  "right",
  "wrong",
  "done",
  "ready",
  "free",
  "available",
]);
/** The moods that are feelings (not "here", "done", "free"). */
const FEELINGS = new Set([...MOODS].filter((w) => !STATES.has(w)));
/**
 * A feeling on its own ("so happy and thankful for all the support"), not one that goes on
 * to what the user does or has ("excited to give back", "lucky to have my husband and kids").
 */
function moodAt(words: Word[], at: number): boolean {
  // "excited to see where pottery takes me": looking forward, to nothing said.
  const ahead = words[at + 1]?.norm === "to" && /^(?:see|find|hear|know)$/.test(words[at + 2]?.norm ?? "");
  return FEELINGS.has(words[at]?.norm ?? "") && (words[at + 1]?.norm !== "to" || ahead);
}
const INTENSIFIERS = new Set([
  "so",
  "very",
  "really",
  "super",
  "just",
  "truly",
  "incredibly",
  "extremely",
  "quite",
  "pretty",
  "too",
  "still",
  "also",
  "all",
]);

/**
 * The fallback for a turn the disclosure model scores as telling something about the user
 * when no statement rule read it ("I felt so accepted and happy, being around people who
 * celebrated me", "I'm lucky to have my husband and kids"): the first clause the user is the
 * subject of, said in the third person with its time resolved ("Felt so accepted and happy,
 * being around people who celebrated them"). `skip` says which sentences yield nothing
 * (questions, conditionals, jokes: the extractor's exclusions).
 */
export function disclosedFact(
  sentences: readonly TaggedSentence[],
  createdAt: string,
  skip: (sentence: TaggedSentence, index: number) => boolean,
): Disclosed | null {
  for (const [index, sentence] of sentences.entries()) {
    if (skip(sentence, index)) continue;
    let inherited = null;
    for (const [position, piece] of splitClauses(sentence.words).entries()) {
      const clause = readClause(piece, inherited, position === 0);
      if (clause && clause.subject.kind !== "thing") inherited = clause.subject;
      if (!usable(clause)) continue;
      const time = resolveTime(clause.words.map((w) => w.text).join(" "), createdAt);
      const key = slug(`${clause.lemma} ${clause.rest.map((w) => w.norm).join(" ")}`, 3);
      const past = clause.tense === "past";
      // A clause that, worded, says nothing ("Has news") leaves the turn to the next one.
      const text = worded(short(sentenceText(clause, time, past)), `${past ? "event" : "does"}:${key}`);
      if (!key || !text || text.split(" ").length < 3) continue;
      return {
        type: past ? "event" : "profile",
        topic: `${past ? "event" : "does"}:${key}`,
        value: `${clause.lemma} ${clause.rest.map((w) => w.norm).join(" ")}`.slice(0, 200),
        text,
        sentence: index,
        valid_from: time && !time.since ? time.at : null,
      };
    }
  }
  return ownSentence(sentences, skip);
}

/** Modals of what the user would do, not of what they can ("I can be me without fear" is a fact). */
const WOULD = new Set(["would", "could", "should", "might"]);
const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself", "we", "us", "our", "ours"]);
/**
 * "It's awesome to see ...", "It takes courage to ...", "It was one of those moments where I ...":
 * an "it" that weighs what was just said; the speaker's part in it is no fact on its own.
 */
function weighing(words: Word[]): boolean {
  const at = words.findIndex((w) => !opener(w) && !w.tags.has("Person"));
  // "Reminds me how awesome life is": the "it" left out.
  if (/^(?:reminds|makes|takes)$/.test(words[at]?.norm ?? "")) return true;
  // "Everyone we love was there": a sentence about everyone, not the user.
  if (/^(?:everyone|everybody|nobody|people|everything|nothing)$/.test(words[at]?.norm ?? "")) return true;
  // "Yeah, they're some of my fave memories": what "they" stands for was said before.
  const [verb, next, after] = words.slice(at + 1, at + 4);
  if (
    /^(?:they|these|those)$/.test(words[at]?.norm ?? "") &&
    /^(?:are|were)$/.test(verb?.norm ?? "") &&
    /^(?:some|one|the|among)$/.test(next?.norm ?? "")
  )
    return true;
  if (words[at]?.norm !== "it") return false;
  if (/^(?:takes|reminds|brings|gives)$/.test(verb?.norm ?? "")) return true;
  // "It's awesome to ...", "It was one of those ...".
  const evaluated = [next, after].some((w) => w?.tags.has("Adjective")) || next?.norm === "one";
  return (verb?.norm === "is" || verb?.norm === "was") && evaluated;
}

const MOOD_VERBS = new Set([
  "i",
  "we",
  "am",
  "'m",
  "m",
  "are",
  "'re",
  "was",
  "were",
  "feel",
  "felt",
  "feeling",
  "be",
  "been",
  "'ve",
  "have",
]);
/** "I'm so lucky to have ...", "Excited for this new chapter!": a sentence that opens on a mood. */
function moodSentence(words: Word[]): boolean {
  const at = words.findIndex((w) => !opener(w) && !MOOD_VERBS.has(w.norm) && !INTENSIFIERS.has(w.norm));
  return at >= 0 && moodAt(words, at);
}

/** No clause has the user for subject ("Pottery is a huge part of my life"): the first sentence about something of theirs, shifted to the third person. */
function ownSentence(sentences: readonly TaggedSentence[], skip: (sentence: TaggedSentence, index: number) => boolean): Disclosed | null {
  for (const [index, sentence] of sentences.entries()) {
    if (skip(sentence, index)) continue;
    const words = sentence.words;
    if (!words.some((w) => FIRST_PERSON.has(w.norm)) || YOU.test(words.map((w) => w.norm).join(" ")) || words.length < 4) continue;
    // "I totally agree, Mel", "Check out my painting", "Let's spread love": an answer or a request, not a statement.
    const lead = words.find((w) => w.tags.has("Verb"));
    if (!lead || (lead.tags.has("PresentTense") && ANSWERING.has(lead.lemma)) || lead.tags.has("Imperative")) continue;
    // "It takes courage to ...", "They're some of my fave memories": what the pronoun stands for was said before.
    // "..., I should sell this Apache and buy a horse": what the user would do is no fact.
    if (weighing(words) || moodSentence(words) || words.some((w, i) => WOULD.has(w.norm) && FIRST_PERSON.has(words[i - 1]?.norm ?? "")))
      continue;
    const text = worded(short(capitalize(withoutSubject(words))), "about:");
    if (!text) continue;
    const key = slug(
      words
        .filter((w) => !FIRST_PERSON.has(w.norm))
        .map((w) => w.norm)
        .join(" "),
      3,
    );
    if (!key) continue;
    return { type: "profile", topic: `about:${key}`, value: text.toLowerCase().slice(0, 200), text, sentence: index, valid_from: null };
  }
  return null;
}

/** Words that open a sentence before its subject ("And honestly I ...", "Ok fine I'm ...", "Mostly I ..."). */
const OPENERS = new Set(
  "and but so honestly well also plus anyway though tbh actually still ok okay fine ah oh yeah yes no right mostly lol haha".split(" "),
);
const opener = (w: Word) => OPENERS.has(w.norm) || w.tags.has("Interjection") || w.tags.has("Expression") || w.tags.has("Adverb");

const AS_THIRD: Record<string, string> = { am: "is", have: "has", do: "does" };

/** "I chose them because ..." -> "Chose them because ..."; "We have been ..." -> "Has been ...": the user's "I" goes, as in every fact. */
function withoutSubject(sentence: Word[]): string {
  let all = sentence;
  let start = Math.max(
    0,
    all.findIndex((w) => !opener(w)),
  );
  // "Me and Tom went ...", "Tom and I went ...": the user with someone, said like "we".
  const pair = all.slice(start, start + 3).map((w) => w.norm);
  if ((pair[0] === "me" && pair[1] === "and") || (pair[1] === "and" && ["i", "me"].includes(pair[2] ?? ""))) {
    start += 2;
    const subject = all[start];
    if (subject) all = [...all.slice(0, start), { ...subject, norm: "we", text: "we" }, ...all.slice(start + 1)];
  }
  const words = start > 0 && ["i", "we"].includes(all[start]?.norm ?? "") ? all.slice(start) : all;
  if (words[0]?.norm !== "i" && words[0]?.norm !== "we") return phrase(words);
  const [verb, ...rest] = words.slice(1);
  if (!verb) return phrase(words);
  const said =
    verb.tags.has("PastTense") || verb.tags.has("Modal") || verb.norm === "was"
      ? verb.text.toLowerCase()
      : (AS_THIRD[verb.norm] ?? (verb.tags.has("Verb") ? thirdPerson(verb.lemma) : verb.text));
  return `${said} ${phrase(rest)}`.trim();
}
