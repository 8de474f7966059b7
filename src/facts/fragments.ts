import { DIET, OCCUPATION } from "./statement-words";
import { taggedSentences, type TaggedSentence, type Word } from "./nlp";

/**
 * Sentences that drop their "I'm", as people do in chat: "junior copywriter at a small agency
 * here", "strict keto since october", "first year at uni doing law". Each is read again with
 * the "I'm" put back; the evidence keeps what the user wrote.
 */
export function withElidedSubjects(sentences: TaggedSentence[]): TaggedSentence[] {
  return sentences.map((sentence) => {
    const start = sentence.words.findIndex((w) => !OPENING.test(w.norm));
    const words = sentence.words.slice(Math.max(0, start));
    const restored = restore(words);
    if (!restored) return sentence;
    const read = taggedSentences(restored)[0];
    return read ? { ...read, text: sentence.text || sentence.words.map((w) => w.text).join(" ") } : sentence;
  });
}

/** Greetings and fillers before the fragment ("hey!", "hi so", "bit of background:"). */
const OPENING =
  /^(?:hi|hey|hiya|hello|heya|yo|ok|okay|so|well|right|anyway|morning|evening|afternoon|quick|context|background|btw|fyi|um|uh)$/;
/** Words that may come before the job or the diet ("a junior", "strict", "fully"). */
const LEAD = /^(?:a|an|strict|strictly|fully|full|mostly|basically|still|now|newly|proud|lifelong|long-time|recently)$/;
const YEAR = /^(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th|5th)$/;

/** The sentence with its "I'm" put back, or null when it is no such fragment. */
function restore(words: Word[]): string | null {
  const [head] = words;
  if (!head || head.tags.has("Pronoun") || /^(?:my|your|our|his|her|their|the|this|that)$/.test(head.norm)) return null;
  // "nurse here": a job that is also a verb is the job at the start of a fragment.
  if (head.tags.has("Verb") && !OCCUPATION.test(head.norm)) return null;
  const text = said(words);
  // "first year at uni doing law", "2nd year civil engineering".
  // ("final year chemistry student here" is a job said as who is talking, below.)
  if (YEAR.test(head.norm) && words[1]?.norm === "year" && words.length > 3 && !words.some((w) => OCCUPATION.test(w.norm)))
    return `I'm in ${text}`;
  let at = 0;
  while (LEAD.test(words[at]?.norm ?? "")) at += 1;
  const key = words[at];
  if (!key) return null;
  // "strict keto since october", "vegan since 2019 btw": a diet said on its own.
  if (
    DIET.test(key.norm) &&
    at <= 2 &&
    (key.post.includes(",") || /^(?:since|for|now|these|btw|and|again)$/.test(words[at + 1]?.norm ?? "") || !words[at + 1])
  )
    return `I'm ${text}`;
  // "junior copywriter at a small branding agency here": a job said as who is talking.
  const job = words.findIndex((w, i) => i <= 4 && OCCUPATION.test(w.norm));
  const here = words.findIndex((w) => w.norm === "here");
  // Without "here", only a sentence with no verb whose job word ends its name ("junior dev at Monzo, ...", not "nurse appointment").
  const headed = !words[job + 1] || words[job]?.post.includes(",") || /^(?:at|for|with|in|by)$/.test(words[job + 1]?.norm ?? "");
  const verbless = !words.some((w) => w.tags.has("Verb")) && headed;
  if (job < 0 || words.slice(1, job).some((w) => w.tags.has("Verb")) || !((here > job && here <= job + 8) || verbless)) return null;
  const article = /^(?:a|an)$/.test(head.norm) ? "" : /^[aeiou]/.test(head.norm) ? "an " : "a ";
  const told =
    here > job ? said(words.slice(0, here)) + (words[here]?.post.includes(",") ? ", " : " ") + said(words.slice(here + 1)) : text;
  return `I'm ${article}${told}`.trim();
}

/** The words as written, with their commas (a comma ends a job's or a course's name). */
const said = (words: Word[]) => words.map((w) => w.text + (w.post.includes(",") ? "," : "")).join(" ");
