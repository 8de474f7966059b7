import type nlpType from "compromise";
import { shortS, type ShortS } from "./contractions";
import { withApostrophes } from "./spelling";

type Nlp = typeof nlpType;
let library: Nlp | null = null;

/**
 * Loads the language library. It is imported dynamically so that only the extraction job
 * evaluates it (its module and lexicon set-up cost nothing on the request path); call this
 * before `taggedSentences`.
 */
export async function loadLanguage(): Promise<void> {
  library ??= (await import("compromise")).default;
}

/** The tag compromise's lexicon gives a word on its own ("jonas": MaleName), or undefined when it does not know the word. */
export function lexiconTag(word: string): string | undefined {
  if (!library) throw new Error("the language library is not loaded: await loadLanguage() first");
  const model = library.model() as { one?: { lexicon?: Record<string, unknown> } };
  const tag = model.one?.lexicon?.[word];
  return typeof tag === "string" ? tag : undefined;
}

function nlp(text: string) {
  if (!library) throw new Error("the language library is not loaded: await loadLanguage() first");
  return library(text);
}

/**
 * The language library's view of a user's turn: sentences of tagged words, contractions
 * expanded ("I'm" -> "I am", "don't" -> "do not", "gonna" -> "going to") so that the clause
 * reader sees one spelling per word. compromise tags parts of speech (with Place, Person and
 * Organization on proper nouns, Date/Duration on time words) and gives each verb phrase's
 * infinitive; it has no fs or eval, so it loads in workerd.
 */
export interface Word {
  text: string;
  /** Lower case, without punctuation. */
  norm: string;
  tags: ReadonlySet<string>;
  /** The verb's infinitive ("moved" -> "move"), else the word itself. */
  lemma: string;
  /** Punctuation right after the word (",", ";", "-" for a dash between spaces). */
  post: string;
  /** Joined to the next word by a hyphen ("hand-painted"). */
  hyphen: boolean;
}

interface TermJson {
  text: string;
  implicit?: string;
  normal?: string;
  pre?: string;
  post?: string;
  tags?: string[];
  id?: string;
}
interface VerbJson {
  terms?: TermJson[];
  verb?: { infinitive?: string; root?: string };
}

/** Quoted speech is somebody's words, not a statement: a quote holding a first person is dropped. */
// Single quotes too ('I quit the paper,' Rosalind said), from a quote mark after a space to one
// after the quote's last stop: an apostrophe inside a word ("I'm", "don't") is no end.
const QUOTE = /"([^"]{1,400})"|“([^”]{1,400})”|‘([^’]{1,400})’|(?<=^|[\s(])'(.{1,400}?[,.!?])'(?=\s|$)/g;
const QUOTED_FIRST_PERSON = /\b(?:I|I'm|me|my|we|our)\b/i;

export function withoutQuotedSpeech(text: string): string {
  return text.replace(QUOTE, (all, a?: string, b?: string, c?: string, d?: string) =>
    QUOTED_FIRST_PERSON.test(a ?? b ?? c ?? d ?? "") ? " (quote) " : all,
  );
}

/** "Some welcome news, if I may: ...", "if I'm honest": a courtesy said with "if" sets no condition. */
const COURTESY_IF =
  /,?\s*\bif (?:i may|i might add|you will|you like|you ask me|(?:i'm|i am|im) (?:being )?honest|you must know|that makes sense|you know what i mean)\b(?=\s*(?:[,:;.!?)]|$))/gi;

/** Sentences of one turn as tagged words (at most `limit` sentences: a turn can be long). */
/** A sentence's words, and the sentence as the user wrote it (the evidence a fact quotes). */
export interface TaggedSentence {
  words: Word[];
  text: string;
}

/** The sentences as written: from the raw text when it splits the same way, else before expansion. */
function writtenSentences(raw: string, cleaned: string[]): string[] {
  const split = (nlp(raw.replace(/\s+/g, " ")).sentences().out("array") as string[]).map((s) => s.trim());
  return split.length === cleaned.length ? split : cleaned;
}

export function taggedSentences(text: string, limit = 40): TaggedSentence[] {
  const doc = nlp(withApostrophes(withoutQuotedSpeech(text)).replace(COURTESY_IF, "").replace(/\s+/g, " "));
  const written = writtenSentences(
    text,
    (doc.sentences().out("array") as string[]).map((s) => s.trim()),
  );
  const short = new Map<string, ShortS>();
  for (const s of doc.json({ terms: { normal: true, tags: true, id: true } }) as Array<{ terms: TermJson[] }>)
    for (const [id, read] of shortS(s.terms)) short.set(id, read);
  doc.contractions().expand();
  // "i still live in leeds", "i still work at tesco": after an adverb the library reads these verbs as an adjective or a noun.
  // "i still play football", "we still rent", "i still cook every night": after "still" only a verb can come.
  doc.match("(i|we|they|you) [(still|also|now|currently|only)] (live|work)", 0).tag("Adverb");
  doc.match("(i|we|they|you) (still|also|now|currently|only) [(live|work)]", 0).tag("Infinitive");
  doc.match("(i|we|they|you) [still] (#Noun|#Adjective)", 0).tag("Adverb");
  doc.match("(i|we|they|you) still [(#Noun|#Adjective)]", 0).ifNo("#Adverb").ifNo("#Pronoun").ifNo("#Plural").tag("Infinitive");
  const lemmas = new Map<string, string>();
  for (const verb of doc.verbs().json() as VerbJson[]) {
    const infinitive = verb.verb?.infinitive;
    if (!infinitive) continue;
    const root = verb.verb?.root;
    for (const term of verb.terms ?? [])
      if (term.id && (term.normal === root || term.text.toLowerCase() === root)) lemmas.set(term.id, infinitive);
  }
  const out: TaggedSentence[] = [];
  const sentences = doc.json({ terms: { normal: true, tags: true, id: true } }) as Array<{ terms: TermJson[] }>;
  for (const [index, sentence] of sentences.slice(0, limit).entries()) {
    const words: Word[] = [];
    for (const term of sentence.terms) {
      const norm = (term.normal ?? term.text)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}'+#.-]/gu, "")
        .replace(/^'+|'+$/g, "");
      if (!term.text && !norm) continue;
      const s = term.id ? short.get(term.id) : undefined;
      const owner = words.at(-1);
      // "im wilhelmina (yes really ...)": an opening bracket ends the word before it, as a comma does.
      if (owner && (term.pre ?? "").includes("(") && !owner.post.includes("(")) owner.post = `${owner.post}(`;
      if (s === "'s" && owner) {
        // A possessive place ("at Claire's"): the "'s" goes back on its noun.
        Object.assign(owner, { text: `${owner.text}'s`, norm: `${owner.norm}'s`, post: (term.post ?? "").trim() });
        continue;
      }
      if (s) {
        const copula = s === "is";
        words.push({
          text: s,
          norm: s,
          tags: new Set(copula ? ["Verb", "Copula", "PresentTense"] : ["Verb", "Auxiliary", "PresentTense"]),
          lemma: copula ? "be" : "have",
          post: (term.post ?? "").trim(),
          hyphen: false,
        });
        continue;
      }
      // "a grocery store um mostly slicing": a hesitation of dictated speech is no word of the sentence.
      if (HESITATION.test(norm)) {
        if (owner && (term.post ?? "").includes(",") && !owner.post) owner.post = ",";
        continue;
      }
      words.push({
        text: term.text || norm,
        norm,
        tags: new Set(term.tags ?? []),
        lemma: (term.id && lemmas.get(term.id)) || (term.tags?.includes("Verb") ? infinitive(norm) : norm),
        post: term.post === "-" ? "" : (term.post ?? "").trim(),
        hyphen: term.post === "-",
      });
    }
    if (words.length > 0) out.push({ words, text: written[index] ?? "" });
  }
  return out;
}

const HESITATION = /^(?:u+m+|u+h+|e+r+m+|uhm+|hm+)$/;

/** A conjugation kept per word (bounded: past 5000 words it starts over); the library is slow to ask. */
function remembered(conjugate: (word: string) => string): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let found = known.get(word);
    if (found === undefined) {
      found = conjugate(word);
      if (known.size > 5000) known.clear();
      known.set(word, found);
    }
    return found;
  };
}

/** A verb compromise left without its infinitive in context ("known"), conjugated on its own. */
export const infinitive = remembered(
  (word) => (nlp(`I ${word}`).verbs().toInfinitive().text().replace(/^i\s+/i, "").toLowerCase() || word).split(" ").at(-1) ?? word,
);

/** The verb said in the past: as written when it is ("moved"), conjugated after an emphatic "did" ("did marry" -> "married"). */
export function pastTense(verb: Word): string {
  if (verb.tags.has("PastTense") || verb.tags.has("Participle") || ["was", "were", "had"].includes(verb.norm))
    return verb.text.toLowerCase();
  const past = nlp(`I ${verb.lemma}`).verbs().toPastTense().text().replace(/^i\s+/i, "").toLowerCase();
  return past && !past.includes(" ") ? past : verb.text.toLowerCase();
}

/** "lives", "has", "is", "goes", "studies": the third-person present of a verb. */
export function thirdPerson(lemma: string): string {
  const irregular: Record<string, string> = { be: "is", have: "has", do: "does", go: "goes" };
  if (irregular[lemma]) return irregular[lemma];
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  return `${lemma}s`;
}

/** "knit" -> "knitting": an activity a verb names, in the form "quit knitting" names it. */
export const gerund = remembered((lemma) => {
  const doc = nlp(`I ${lemma}`);
  doc.verbs().toGerund();
  const found = (doc.text().split(" ").at(-1) ?? lemma).toLowerCase();
  return found.endsWith("ing") ? found : lemma;
});
