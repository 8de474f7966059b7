import type { Clause } from "./clause";
import { isCityName } from "./cities";
import { lexiconTag, type Word } from "./nlp";
import { named, properAfter } from "./statement-words";
import { toolCategory } from "./tool-names";

/**
 * Where the user lives, read from a clause's words: a city the library or the list of cities
 * knows, a place typed in lower case, a home taken somewhere, and "in X" said as being there.
 */

/** Nouns after "live in" that are no place ("live in hope", "live in a flat"). */
const NOT_PLACES = new Set(
  "hope fear sin denial peace harmony luxury poverty style comfort chaos squalor town city country village area suburbs centre center middle house flat apartment home place studio".split(
    " ",
  ),
);
/**
 * "i live in brno", "we moved to brno": a place typed in lower case that the library did not
 * read as a proper noun. One word right after "in" or "to", a noun, no common word.
 */
export function placeTyped(rest: Word[]): string | null {
  const at = rest.findIndex((w) => w.norm === "in" || w.norm === "to");
  const w = rest[at + 1];
  // "poitiers" reads as a plural; a word the library does not know is a name all the same.
  const plural = w?.tags.has("Plural") && !!lexiconTag(w.norm.replace(/s$/, ""));
  if (at < 0 || !w || !w.tags.has("Noun") || w.tags.has("Pronoun") || w.tags.has("Date") || plural) return null;
  if (NOT_PLACES.has(w.norm) || w.norm.length < 3 || !/^[a-z][a-z-]+$/.test(w.norm)) return null;
  const next = rest[at + 2];
  // "in exam season", "in crunch time": a noun before a span of time is no place.
  if (next && next.tags.has("Noun") && (!next.tags.has("Date") || /^(?:season|time|week|weeks|period|mode|term)$/.test(next.norm)))
    return null;
  return named(w.text);
}
const SITE = /^(?:office|campus|branch|site|hq|headquarters|plant|factory|depot|store|studio|hub)$/;
/** The city right after "in" or "to" that the library or the list of cities knows, lower case or not ("oulu, finland" is Oulu). */
/** Words that open a place's name and say little alone ("san sebastian", "puerto escondido"). */
const NAME_HEADS = /^(?:san|santa|santo|sao|st|saint|ste|los|las|el|la|le|puerto|porto|port|fort|mount|mt|new|bad)$/;
export function cityIn(rest: Word[]): string | null {
  // "based out of nairobi" too.
  // "based at the chennai campus": the city that names the site worked at.
  const site = rest.findIndex((w, i) => w.norm === "at" && rest[i + 1]?.norm === "the" && SITE.test(rest[i + 3]?.norm ?? ""));
  const at =
    site >= 0 ? site + 1 : rest.findIndex((w, i) => w.norm === "in" || w.norm === "to" || (w.norm === "of" && rest[i - 1]?.norm === "out"));
  const w = rest[at + 1];
  if (at < 0 || !w || w.tags.has("Country")) return null;
  const next = rest[at + 2];
  // "Clermont-Ferrand", "Stratford-upon-Avon": a name written with hyphens is one name.
  if (w.hyphen && next) {
    let k = at + 1;
    let name = "";
    while (rest[k]?.hyphen && rest[k + 1]) name += `${(rest[k++] as Word).text}-`;
    name += (rest[k] as Word).text;
    if (/^\p{Lu}/u.test(name) || isCityName(name.toLowerCase())) return named(name);
  }
  // "st albans", "san jose": a name of two words; the list (./cities) holds thousands the library does not know.
  const joined =
    next && !/[,;.!?]/.test(w.post) && (isCityName(`${w.norm} ${next.norm}`) || (NAME_HEADS.test(w.norm) && next.tags.has("Noun")));
  if (next && joined) return `${named(w.text)} ${named(next.text)}`;
  const country = w.post.includes(",") && next?.tags.has("Country");
  const known = w.tags.has("City") || (w.tags.has("Place") && /^\p{Lu}/u.test(w.text)) || isCityName(w.norm);
  return known || country ? named(w.text) : null;
}
/** "moved everything over to zotero", "moving noor to oakfield academy": a move with an object moves it, not the user ("moved the whole family to leeds" does). */
export function movesSomething(rest: Word[]): boolean {
  const first = rest[0];
  if (!first || ["Preposition", "Adverb", "Date", "Conjunction"].some((t) => first.tags.has(t))) return false;
  if (
    /^(?:back|here|there|abroad|away|home|house|out|in|over|up|down|across|again|to|into|last|this|next|cities|countries|flats?)$/.test(
      first.norm,
    )
  )
    return false;
  return !/^(?:(?:my|our|the) )?(?:whole )?(?:family|kids|children|life|lives)\b/.test(rest.map((w) => w.norm).join(" "));
}
/** "renting a room in bristol", "got the keys to our new place in gdansk": a home taken in a city. */
const HOME_TAKEN = /\b(?:flat|apartment|room|house|place|home|condo|studio|keys)\b.* in \w/;
export const homeTaken = (c: Clause, rest: Word[]): string | null =>
  // "now renting a room in bristol" is a move; "we rent a flat in galway" is how the user lives
  // (housing), and "bought a house" too; "buying a house in york" is still to come.
  (["get", "find", "sign"].includes(c.lemma)
    ? c.tense !== "progressive"
    : ["rent", "share"].includes(c.lemma) && (c.change || c.tense === "progressive")) &&
  !c.negated &&
  HOME_TAKEN.test(rest.map((w) => w.norm).join(" "))
    ? (cityIn(rest.slice(rest.findIndex((w) => w.norm === "in"))) ?? properAfter(rest, ["in"]))
    : null;
/** Where someone is for a while that is no home: "been in hospital for 3 days", "in lockdown for 2 weeks", "shifted to nights". */
export const NOT_A_PLACE =
  /^(?:hospital|lockdown|quarantine|isolation|bed|rehab|hospice|jail|prison|recovery|treatment|therapy|labou?r|coma|traffic|meetings?|surgery|pain|agony|love|limbo|hiding|shock|denial|debt|tears|training|school|class|court|care|remission|icu|nights|days|lates|earlies|weekends|mornings|evenings|shifts|nightshift|dayshift)$/;
/** A stay said as a visit: "in berlin this week", "in rome for a wedding". */
const VISIT =
  /\b(?:this (?:week|weekend)|today|tonight|tomorrow|until|till|visiting|on (?:holiday|vacation|a trip|business)|for (?:a|the) (?:conference|trip|wedding|holiday|weekend|week|few days|couple of days|work trip))\b/;
/** "im in linz, work from home mostly": a present "be in" a known city, not a visit, is where the user lives. */
export function inCity(c: Clause, rest: Word[]): boolean {
  const lead = rest.find((w) => !w.tags.has("Adverb") && w.norm !== "back");
  return (
    ["be", "back"].includes(c.lemma) &&
    // "we've been in zagreb since the 10th": there since a day, and still.
    (c.tense === "present" ||
      (c.lemma === "be" &&
        /^(?:have|has|'ve)$/.test(c.words.find((w) => w.tags.has("Auxiliary"))?.norm ?? "") &&
        c.words.some((w) => w.norm === "since"))) &&
    !c.negated &&
    lead?.norm === "in" &&
    !!cityIn(rest) &&
    !VISIT.test(rest.map((w) => w.norm).join(" "))
  );
}

/** "i live in narrogin": after "live in" or "moved to", a name English does not know, typed in lower case, is a place. */
function unheardPlace(lemma: string, rest: Word[]): string | null {
  // "shifted to kharadi": to shift, in Indian English, is to move house.
  if (lemma !== "live" && lemma !== "move" && lemma !== "shift") return null;
  const at = rest.findIndex((w) => (lemma === "live" ? w.norm === "in" : w.norm === "to"));
  const w = rest[at + 1];
  if (at < 0 || at > 2 || !w || !/^\p{Ll}[\p{L}'-]{2,}$/u.test(w.text) || lexiconTag(w.norm) !== undefined) return null;
  if (["Date", "Value", "Pronoun", "Verb", "Plural"].some((t) => w.tags.has(t)) || w.norm.endsWith("s") || toolCategory(w.norm))
    return null;
  // A place's name ends where the clause does or a preposition follows ("in narrogin, wheatbelt wa", "to brissie in june").
  const next = rest[at + 2];
  const timeNext = /^(?:last|this|next|yesterday|today|recently|finally|already)$/.test(next?.norm ?? "");
  if (!/[,;.!?]/.test(w.post) && next && !timeNext && !["Preposition", "Conjunction", "Date", "Adverb"].some((t) => next.tags.has(t)))
    return null;
  return named(w.text);
}

/** Where a clause that says where the user lives names: "Lives in Telford", not "Telford Office". */
export function homePlace(lemma: string, rest: Word[], taken: string | null): string | null {
  const place =
    taken ??
    cityIn(rest) ??
    properAfter(rest, ["in", "to", "at", "near", "back", "outside"]) ??
    placeTyped(rest) ??
    unheardPlace(lemma, rest);
  return place?.replace(/ (?:office|branch|campus|site|hq|depot|store|plant)$/i, "") ?? null;
}
