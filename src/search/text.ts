/**
 * Text normalisation shared by the keyword query builder, the local embedder and the intent
 * check: lower case, accents folded, split on anything that is not a letter or a digit.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both " +
    "but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further " +
    "had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's " +
    "i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on " +
    "once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some " +
    "such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've " +
    "this those through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when " +
    "when's where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're you've " +
    "your yours yourself yourselves s t d ll m re ve just also will"
  ).split(" "),
);

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;

/** Lower-cased words with accents folded; a possessive or contraction stays on its word. */
export function words(text: string): string[] {
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
  return folded.match(WORD) ?? [];
}

/** Drops a trailing possessive ("caroline's" -> "caroline"). */
function base(word: string): string {
  return word.endsWith("'s") ? word.slice(0, -2) : word;
}

/** Words that carry meaning: stopwords and one-letter tokens removed, possessives folded. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (STOPWORDS.has(word)) continue;
    const w = base(word).replace(/'/g, "");
    if (w.length < 2 && !/\d/.test(w)) continue;
    out.push(w);
  }
  return out;
}

/**
 * A query read once: its words, its content words and their stems. Read where the query is
 * known and passed down to each reader (the intent check, neighbouring turns, relevance,
 * placeholder expansion), so no reader splits the query again.
 */
export interface QueryTerms {
  text: string;
  words: string[];
  content: string[];
  stems: ReadonlySet<string>;
}

export function readQuery(text: string): QueryTerms {
  const content = contentWords(text);
  return { text, words: words(text), content, stems: new Set(content.map(stem)) };
}

/**
 * A light suffix stripper (plural, -ing, -ed, -ly): enough to meet "painted" and "paint"
 * half-way in the embedder; the keyword index uses SQLite's Porter stemmer.
 */
export function stem(word: string): string {
  if (/\d/.test(word) || word.length <= 3) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith("ly") && w.length > 4) w = w.slice(0, -2);
  return w;
}

function undouble(w: string): string {
  const last = w.at(-1);
  if (last && w.length > 3 && last === w.at(-2) && !"lsz".includes(last)) return w.slice(0, -1);
  return w;
}
