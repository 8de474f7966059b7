/**
 * What a "'s" stands for. compromise expands "'s" to "is" or "has" and gets some wrong ("Blue's
 * my fave" read as "has", "she's called Biscuit" as "has", "at Claire's" as "Claire is"); this
 * decides from the words around it, before the expansion, and keeps compromise's guess when the
 * words do not decide.
 */
export interface ShortTerm {
  text: string;
  normal?: string;
  tags?: string[];
  id?: string;
  implicit?: string;
}

export type ShortS = "is" | "has" | "'s";

const tagged = (t: ShortTerm | undefined, tag: string) => !!t?.tags?.includes(tag);
const participle = (t: ShortTerm | undefined) => tagged(t, "PastTense") || tagged(t, "Participle") || tagged(t, "Passive");
/** After these a participle is a state ("bored of", "obsessed with", "scared of"); "about", "in", "at" follow a done thing as often ("bought about 40", "lived in Leeds"). */
const STATE_PREPOSITIONS = new Set(["of", "with"]);
/** Verbs of going and ending: "she's left for work" is "has left"; compromise's guess stands. */
const MOTION = new Set(["left", "gone", "moved", "come", "arrived", "started", "finished", "retired", "returned", "settled", "become"]);
/** Nouns in -ing that compromise reads as gerunds ("my cousin's wedding"). */
const ING_NOUNS = new Set("wedding meeting building painting evening morning ceiling clothing training christening funeral".split(" "));
/** Words whose "'s" is never a possessive. */
const NOT_OWNERS = new Set(["that", "it", "what", "who", "there", "here", "he", "she", "let", "where", "how", "this"]);
const ADVERB = (t: ShortTerm | undefined) => tagged(t, "Adverb") || ["not", "never", "already", "just", "still"].includes(t?.normal ?? "");

/** The reading of the implicit term at `i` (the "'s" after terms[i - 1]), or null to keep compromise's. */
function reading(terms: ShortTerm[], i: number): ShortS | null {
  const owner = terms[i - 1];
  // "at Claire's", "to my mum's": a place named by its owner, after a preposition.
  let j = i - 2;
  while (j > i - 4 && (tagged(terms[j], "Possessive") || tagged(terms[j], "Determiner") || tagged(terms[j], "Adjective"))) j -= 1;
  const next = terms[i + 1];
  const place = !next || tagged(next, "Preposition") || tagged(next, "Conjunction");
  if (place && tagged(terms[j], "Preposition") && !NOT_OWNERS.has(owner?.normal?.replace(/['’]s$/, "") ?? "") && !tagged(owner, "Pronoun"))
    return "'s";
  let k = i + 1;
  while (ADVERB(terms[k])) k += 1;
  const ahead = terms[k];
  const after = terms[k + 1];
  if (!ahead) return "is";
  // "my cousin's wedding": a noun's "'s" before another noun is a possessive.
  const noun = (t: ShortTerm | undefined) => tagged(t, "Noun") && !tagged(t, "Pronoun") && !tagged(t, "Possessive");
  if (k === i + 1 && noun(owner) && (noun(ahead) || ING_NOUNS.has(ahead.normal ?? "")) && !tagged(ahead, "Date")) return "'s";
  if (["been", "got", "gotten"].includes(ahead.normal ?? "")) return "has";
  if (participle(ahead)) {
    if (tagged(after, "Determiner") || tagged(after, "Possessive") || tagged(after, "Value")) return "has";
    if (["called", "named"].includes(ahead.normal ?? "") && /^[A-Z]/.test(after?.text ?? "")) return "is";
    if (after?.normal === "to") return null;
    if (MOTION.has(ahead.normal ?? "")) return null;
    if (!after || STATE_PREPOSITIONS.has(after.normal ?? "") || tagged(after, "Conjunction")) return "is";
    return null;
  }
  if (tagged(ahead, "Verb") && !tagged(ahead, "Gerund")) return null;
  return "is";
}

/** The implicit "'s" terms of a sentence (by id) and what each stands for. */
export function shortS(terms: ShortTerm[]): Map<string, ShortS> {
  const out = new Map<string, ShortS>();
  terms.forEach((t, i) => {
    if (t.text !== "" || !t.id || (t.implicit !== "is" && t.implicit !== "has")) return;
    if (!/['’]s$/i.test(terms[i - 1]?.text ?? "")) return;
    const read = reading(terms, i);
    if (read) out.set(t.id, read);
  });
  return out;
}
