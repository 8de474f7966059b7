import { DIET, OCCUPATION } from "./statement-words";
import { lexiconTag, taggedSentences, type TaggedSentence, type Word } from "./nlp";

/**
 * Sentences that drop their "I'm", as people do in chat: "junior copywriter at a small agency
 * here", "strict keto since october", "first year at uni doing law". Each is read again with
 * the "I'm" put back; the evidence keeps what the user wrote.
 */
export function withElidedSubjects(sentences: TaggedSentence[]): TaggedSentence[] {
  return sentences.map((sentence) => {
    // "Dear assistant, ...": a letter's greeting names whom it is written to.
    if (sentence.words[0]?.norm === "dear") return sentence;
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
const LEAD =
  /^(?:a|an|strict|strictly|fully|full|mostly|basically|still|now|newly|proud|lifelong|long-time|recently|qualified|licensed|certified|registered|chartered)$/;
const PAST_VERB = /^[a-z]{3,}ed$/;
const SPAN = /^(?:days?|weeks?|months?|years?)$/;
const YEAR = /^(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th|5th)$/;

/** The sentence with its "I'm" put back, or null when it is no such fragment. */
function restore(words: Word[]): string | null {
  const [head] = words;
  if (!head || head.tags.has("Pronoun") || /^(?:my|your|our|his|her|their|the|this|that)$/.test(head.norm)) return null;
  // "nurse here": a job that is also a verb is the job at the start of a fragment.
  // "scrub nurse in theatres": a verb that names the kind of job before it is part of the job.
  if (head.tags.has("Verb") && !OCCUPATION.test(head.norm) && !OCCUPATION.test(words[1]?.norm ?? "")) return null;
  const text = said(words);
  // "joined eos fitness instead": the library reads a first past verb as an adjective; with "I" it is the verb.
  if (
    head.tags.has("Adjective") &&
    !head.tags.has("Verb") &&
    PAST_VERB.test(head.norm) &&
    /^(?:Infinitive|Verb)$/.test(lexiconTag(head.norm.replace(/e?d$/, "")) ?? "") &&
    words[1]?.tags.has("Noun")
  )
    return `I ${text}`;
  // "first year at uni doing law", "2nd year civil engineering".
  // ("final year chemistry student here" is a job said as who is talking, below.)
  if (YEAR.test(head.norm) && words[1]?.norm === "year" && words.length > 3 && !words.some((w) => OCCUPATION.test(w.norm)))
    return `I'm in ${text}`;
  // "3 weeks vegan now!!", "two months vegetarian": how long, then the diet.
  const [count, unit, diet] = words;
  if (count && unit && diet && SPAN.test(unit.norm) && (count.tags.has("Value") || count.norm === "a") && DIET.test(diet.norm))
    return `I have been ${diet.text} for ${count.text} ${unit.text} now`;
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
  const headed = !words[job + 1] || words[job]?.post.includes(",") || /^(?:at|for|with|in|on|by)$/.test(words[job + 1]?.norm ?? "");
  // "fully licensed sparky now mate, boss even ...": the job said as what the user is now, before the comma.
  const now = words[job + 1]?.norm === "now" && !words.slice(0, job).some((w) => w.tags.has("Verb") && !LEAD.test(w.norm));
  // The job's own words, up to the first comma: "staff nurse on the stroke unit at treliske, long days mostly".
  const comma = words.findIndex((w, i) => i >= job && w.post.includes(","));
  const own = words.slice(job + 1, comma < 0 ? undefined : comma + 1);
  // After the comma the user may go on about themselves ("2nd year med student, i live on anki"): then the sentence is read whole.
  const goesOn = comma >= 0 && words.slice(comma + 1).some((w) => /^(?:i|we|my|our|me|us)$/.test(w.norm));
  const verbless = (headed && !own.some((w) => w.tags.has("Verb"))) || now;
  if (
    job < 0 ||
    words.slice(1, job).some((w) => w.tags.has("Verb") && !LEAD.test(w.norm)) ||
    !((here > job && here <= job + 8) || verbless)
  )
    return null;
  const article = /^(?:a|an)$/.test(head.norm) ? "" : /^[aeiou]/.test(head.norm) ? "an " : "a ";
  const told =
    here > job
      ? said(words.slice(0, here)) + (words[here]?.post.includes(",") ? ", " : " ") + said(words.slice(here + 1))
      : now
        ? said(words.slice(0, job + 2))
        : comma >= 0 && !goesOn
          ? said(words.slice(0, comma + 1)).replace(/,$/, "")
          : text;
  return `I'm ${article}${told}`.trim();
}

/** The words as written, with their commas (a comma ends a job's or a course's name). */
const said = (words: Word[]) => words.map((w) => w.text + (w.post.includes(",") ? "," : "")).join(" ");
