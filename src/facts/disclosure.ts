import type { TaggedSentence, Word } from "./nlp";

/**
 * Does a turn tell something about its speaker, or does it react, ask, or muse? A small
 * logistic model over the turn's shape (persons, tenses, time words, names, openers), read
 * from compromise's tags: it knows no topic words, so what it learned from our own labelled
 * chats carries to conversations about anything. The model's weights are trained by
 * `scripts/train-disclosure.mjs` and live in `disclosure-model.ts`.
 */
export type DisclosureFeatures = Record<string, number>;

export interface DisclosureModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
  /** A turn no rule read, scored at least this, gives its first own clause as a fact. */
  add_from: number;
}

const REACTION_OPENER =
  /^(?:thanks|thank|thx|wow|aw+|omg|oh|haha|lol|yes|yeah|yep|yup|totally|true|agreed|congrats|congratulations|nice|cool|awesome|amazing|great|glad|sorry|so true|no way|that is|that's|sounds|hey|hi|hello|ha|same|exactly|absolutely|definitely|ugh|hmm|ok|okay)\b/i;
const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "ya", "u"]);
const FIRST_SINGULAR = new Set(["i", "me", "my", "mine", "myself"]);
const FIRST_PLURAL = new Set(["we", "us", "our", "ours", "ourselves"]);
const MENTAL = new Set("think know guess agree hope wish bet believe mean suppose wonder appreciate imagine understand".split(" "));
const FEELING = new Set(["feel", "love", "like", "enjoy", "hate", "miss", "prefer", "adore", "dislike"]);
const FUTURE = /\b(?:will|going to|plan|planning|plans|gonna|next (?:week|month|year|weekend)|soon|tomorrow)\b/;
const OWNERSHIP = /\b(?:my|our) (?!own\b|pleasure\b|god\b|goodness\b|bad\b)[a-z]/;

const count = (words: Word[], test: (w: Word) => boolean) => words.reduce((n, w) => n + (test(w) ? 1 : 0), 0);
const has = (w: Word, tag: string) => w.tags.has(tag);
/** How many words pass `test`, counted up to `cap`, as a share of the cap (a feature in [0, 1]). */
const capped = (words: Word[], test: (w: Word) => boolean, cap: number) => Math.min(count(words, test), cap) / cap;

/** The turn's features; `ruleFacts` is how many facts the pattern reader found in it. */
export function disclosureFeatures(sentences: readonly TaggedSentence[], raw: string, ruleFacts: number): DisclosureFeatures {
  const all = sentences.flatMap((s) => s.words);
  const n = Math.max(1, all.length);
  const firstPersonSentences = sentences.filter((s) => s.words.some((w) => FIRST_SINGULAR.has(w.norm) || FIRST_PLURAL.has(w.norm)));
  const own = firstPersonSentences.flatMap((s) => s.words);
  const questions = sentences.filter((s) => /\?\s*$/.test(s.text) || s.words.at(-1)?.post.includes("?")).length;
  const lower = raw.toLowerCase();
  const youSentences = sentences.filter((s) => s.words.some((w) => SECOND_PERSON.has(w.norm))).length;
  const ownOnly = firstPersonSentences.filter((s) => !s.words.some((w) => SECOND_PERSON.has(w.norm)));
  const f: DisclosureFeatures = {
    own_only: Math.min(ownOnly.length, 3) / 3,
    you_share: youSentences / Math.max(1, sentences.length),
    own_only_words_log: Math.log1p(ownOnly.reduce((n, s) => n + s.words.length, 0)),
    words_log: Math.log1p(all.length),
    sentences: Math.min(sentences.length, 6) / 6,
    first_singular: capped(all, (w) => FIRST_SINGULAR.has(w.norm), 6),
    first_plural: capped(all, (w) => FIRST_PLURAL.has(w.norm), 4),
    second_person: capped(all, (w) => SECOND_PERSON.has(w.norm), 6),
    first_share: firstPersonSentences.length / Math.max(1, sentences.length),
    question_share: questions / Math.max(1, sentences.length),
    exclaim_share: (raw.match(/!/g)?.length ?? 0) / Math.max(1, sentences.length),
    reaction_opener: REACTION_OPENER.test(raw.trim()) ? 1 : 0,
    past_own: capped(own, (w) => has(w, "PastTense"), 4),
    present_own: capped(own, (w) => has(w, "PresentTense"), 4),
    gerund_own: capped(own, (w) => has(w, "Gerund"), 4),
    future: FUTURE.test(lower) ? 1 : 0,
    mental_own: capped(own, (w) => MENTAL.has(w.lemma), 3),
    feeling_own: capped(own, (w) => FEELING.has(w.lemma), 3),
    ownership: OWNERSHIP.test(lower) ? 1 : 0,
    time_words: capped(all, (w) => has(w, "Date") || has(w, "Duration"), 3),
    numbers: capped(all, (w) => has(w, "Value") || has(w, "Cardinal"), 3),
    places_orgs: capped(all, (w) => has(w, "Place") || has(w, "Organization"), 3),
    people: capped(all, (w) => has(w, "Person") || has(w, "FirstName"), 3),
    noun_share: count(all, (w) => has(w, "Noun") && !has(w, "Pronoun")) / n,
    adjective_share: count(all, (w) => has(w, "Adjective")) / n,
    negation: count(all, (w) => has(w, "Negative") || w.norm === "not" || w.norm === "never") > 0 ? 1 : 0,
    photo: /\[shares /.test(raw) ? 1 : 0,
    rule_facts: Math.min(ruleFacts, 3) / 3,
    rule_none: ruleFacts === 0 ? 1 : 0,
  };
  return f;
}

/** The probability that the turn discloses something about its speaker. */
export function disclosureScore(features: DisclosureFeatures, model: DisclosureModel): number {
  let z = model.bias;
  for (const [name, value] of Object.entries(features)) z += (model.weights[name] ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}
