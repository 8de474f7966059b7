import { DIET, OCCUPATION } from "./statement-words";
import { lexiconTag, taggedSentences, type TaggedSentence, type Word } from "./nlp";

/**
 * Sentences that drop their "I'm", as people do in chat: "junior copywriter at a small agency
 * here", "strict keto since october", "first year at uni doing law". Each is read again with
 * the "I'm" put back; the evidence keeps what the user wrote.
 */
export function withElidedSubjects(sentences: TaggedSentence[]): TaggedSentence[] {
  return sentences.map((sentence, index) => {
    // "Dear assistant, ...": a letter's greeting names whom it is written to.
    if (sentence.words[0]?.norm === "dear") return sentence;
    const start = sentence.words.findIndex((w) => !OPENING.test(w.norm));
    const words = sentence.words.slice(Math.max(0, start));
    // "live in glasgow with 4 flatmates. cheap meals?": told as the context of what the user asks next.
    const context = sentences.slice(index + 1).some(asks) || asksAfterComma(sentence);
    const told = context ? withoutI(words) : null;
    const toldRead = told ? taggedSentences(told)[0] : undefined;
    const restored = (toldRead && restore(toldRead.words)) || told || restore(words);
    if (!restored) return sentence;
    // The clause with its "I" put back is read once: again only when the job's "I'm" went in too.
    const read = restored === told ? toldRead : taggedSentences(restored)[0];
    return read ? { ...read, text: sentence.text || sentence.words.map((w) => w.text).join(" ") } : sentence;
  });
}

/** Greetings and fillers before the fragment ("hey!", "hi so", "bit of background:"). */
const OPENING =
  /^(?:hi|hey|hiya|hello|heya|yo|ok|okay|so|well|right|anyway|morning|evening|afternoon|quick|context|background|btw|fyi|um|uh)$/;
/** Words that may come before the job or the diet ("a junior", "strict", "fully"). */
const LEAD =
  /^(?:a|an|strict|strictly|fully|full|mostly|basically|still|now|newly|proud|lifelong|long-time|recently|qualified|licensed|certified|registered|chartered|self|employed|self-employed|freelance|trainee|apprentice)$/;
const PAST_VERB = /^[a-z]{3,}ed$/;
/** Past verbs that tell the user's news when a fragment opens with them. */
const NEWS = /^(?:started|joined|moved|switched|quit|left|bought|began|adopted|changed|transferred|relocated|retired|graduated|swapped)$/;
/** Doings a fragment may open with, each something the user does for a while (not "heading", "wondering"). */
const DOING =
  /^(?:taking|learning|studying|doing|working|living|training|teaching|coaching|volunteering|renting|dating|raising|caring|playing|interning|commuting|revising|freelancing|temping|tutoring|nannying|fostering|caregiving|homeschooling|saving)$/;
const SPAN = /^(?:days?|weeks?|months?|years?)$/;
const YEAR = /^(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th|5th)$/;

/** The sentence with its "I'm" put back, or null when it is no such fragment. */
function restore(words: Word[]): string | null {
  const [head] = words;
  if (!head || head.tags.has("Pronoun") || /^(?:my|your|our|his|her|their|the|this|that)$/.test(head.norm)) return null;
  // "back in the office full time since january": where the user works again, said without "I'm".
  const text = said(words);
  if (/^back (?:in|at|on) (?:the )?(?:office|work|site|nights|days|earlies|lates)\b/i.test(text)) return `I'm ${text.replace(/^B/, "b")}`;
  // "not vegan anymore, started eating eggs": a diet given up, said without "I'm".
  if (/^(?:not|no longer)$/.test(head.norm) && DIET.test(words[1]?.norm ?? "")) return `I'm ${text}`;
  // "taking genetics this semester", "learning to drive rn": what the user is doing these days, said without "I'm".
  // What follows a dash ("— got choked out by an uncle 😂") is another thing said, with its own laugh.
  // "taking care of ourselves is so important": a doing said as a truth for anyone is no news of the user's.
  const subjectOf =
    /\s(?:is|are|isn't|can be)\s(?:(?:so|really|very|super|such|always|never|not|just)\s)*(?:important|essential|key|vital|crucial|necessary|hard|difficult|tough|easy|good for|worth it|a must|the best)\b/i.test(
      text.split(/,|\s(?:and|but|because)\s/)[0] ?? "",
    );
  if (DOING.test(head.norm) && words.length >= 3 && !head.post.trim() && !subjectOf) {
    const dash = words.findIndex((w) => /[—–]|\s-\s|^\s*-\s*$/.test(w.post));
    const own = said(dash < 0 ? words : words.slice(0, dash + 1));
    return `I'm ${own.charAt(0).toLowerCase()}${own.slice(1)}`;
  }
  // "started at tropical smoothie last week", "moved to leeds in march": the user's news, said without "I".
  if (NEWS.test(head.norm) && /^(?:at|to|in|a|an|my|our|the|from|as|over|into|with)$/.test(words[1]?.norm ?? "") && words.length >= 3)
    return `I ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  // "born and raised in houston": where the user comes from, said without "I was".
  if (/^born (?:and (?:raised|bred) )?in\b/i.test(text)) return `I was ${text}`;
  // "nurse here": a job that is also a verb is the job at the start of a fragment.
  // "scrub nurse in theatres": a verb that names the kind of job before it is part of the job.
  if (head.tags.has("Verb") && !OCCUPATION.test(head.norm) && !OCCUPATION.test(words[1]?.norm ?? "")) return null;
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
  // "electrician based in derby", "roofer 15 odd years": where, or how long, closes the job's name too.
  const headed =
    !words[job + 1] ||
    words[job]?.post.includes(",") ||
    /^(?:at|for|with|in|on|by|based)$/.test(words[job + 1]?.norm ?? "") ||
    !!words[job + 1]?.tags.has("Value");
  // "fully licensed sparky now mate, boss even ...": the job said as what the user is now, before the comma.
  const now = words[job + 1]?.norm === "now" && !words.slice(0, job).some((w) => w.tags.has("Verb") && !LEAD.test(w.norm));
  // The job's own words, up to the first comma: "staff nurse on the stroke unit at treliske, long days mostly".
  const comma = words.findIndex((w, i) => i >= job && w.post.includes(","));
  const own = words.slice(job + 1, comma < 0 ? undefined : comma + 1);
  // After the comma the user may go on about themselves ("2nd year med student, i live on anki"): then the sentence is read whole.
  const goesOn = comma >= 0 && words.slice(comma + 1).some((w) => /^(?:i|we|my|our|me|us)$/.test(w.norm));
  const verbless = (headed && !own.some((w) => w.tags.has("Verb") && w.norm !== "based")) || now;
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
        : words[job + 1]?.tags.has("Value")
          ? said(words.slice(0, job + 1))
          : comma >= 0 && !goesOn
            ? said(words.slice(0, comma + 1)).replace(/,$/, "")
            : text;
  return `I'm ${article}${told}`.trim();
}

/** Verbs of what the user does or has as a rule: said without "I" they tell about the user, not ask the listener. */
const HABITUAL =
  /^(?:live|work|drive|ride|play|use|take|run|teach|study|own|rent|coach|volunteer|cycle|swim|train|commute|speak|climb|surf|knit|lift|box|shoot|dance|sing|paint|do)$/;
const ADVERB = /^(?:still|currently|mostly|usually|also|now|normally|generally|mainly)$/;
/** What follows a verb said to the listener ("use it", "take care", "do you"). */
const TO_LISTENER = /^(?:me|it|this|that|these|those|them|us|out|through|up|over|your|you|u|ya|please|care|him|her|something|anything)$/;
/** Conditions and standings said as who is talking ("type 1 diabetic", "widowed", "single mum of two"). */
const STANDING =
  /^(?:diabetic|asthmatic|epileptic|coeliac|celiac|pregnant|widowed|divorced|married|engaged|single|retired|unemployed|self-employed|deaf|autistic|dyslexic|type)$/;
const ASKS =
  /^(?:how|what|whats|what's|which|when|where|why|who|can|could|would|should|any|tips|need|pls|please|help|suggest|recommend|give|tell|is|are|do|does|hows|how's|best|ideas?)\b/i;
const asks = (sentence: TaggedSentence) => /\?\s*$/.test(sentence.text) || ASKS.test(sentence.words[0]?.norm ?? "");
/** "use obsidian for everything, how do i sync it": the question after the comma. */
const asksAfterComma = (sentence: TaggedSentence) => {
  const comma = sentence.words.findIndex((w) => w.post.includes(","));
  return comma >= 0 && ASKS.test(sentence.words[comma + 1]?.norm ?? "");
};

/** Where, when, how often or how long, said after a verb of habit: what a request to the listener does not say. */
const ADJUNCT =
  /\b(?:every|each|daily|weekly|nightly|twice|most (?:days|nights|weekends|mornings|evenings)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|weekdays|nights|the side)|weekends|since|for (?:years|ages|everything|work|a living)|years|(?:in|at|near|outside) (?!(?:this|that|these|those|it|a sentence)\b)\S+|from home|with (?:my|our|\d)|full[- ]time|part[- ]time|now)\b|\d/;
const LISTENER = /\b(?:please|pls|again|below|above|following|this|these|those|step by step|for me)\b/;
/** "play 5 a side on thursdays" is a habit; "play the role of a recruiter" and "use simple words" are asked of the listener. */
function habitOf(words: Word[]): boolean {
  const end = words.findIndex((w) => w.post.includes(","));
  const clause = said(words.slice(0, end < 0 ? undefined : end + 1)).toLowerCase();
  return ADJUNCT.test(clause) && !LISTENER.test(clause);
}

/**
 * "drive a 2012 corolla, 200k on the clock", "freelance translator, work from home in valencia",
 * "type 1 diabetic": a clause that opens with a verb of habit or a standing and drops its "I"
 * (or "I'm"), put back at the start and after each comma; null when there is none.
 */
function withoutI(words: Word[]): string | null {
  let changed = false;
  const parts = words.map((word, i) => {
    if (i > 0 && !words[i - 1]?.post.includes(",")) return said([word]);
    let at = i;
    while (ADVERB.test(words[at]?.norm ?? "")) at += 1;
    const verb = words[at]?.norm ?? "";
    const next = words[at + 1];
    if (HABITUAL.test(verb) && next && !TO_LISTENER.test(next.norm) && habitOf(words.slice(at))) {
      changed = true;
      return `I ${said([word])}`;
    }
    // "widowed, 71", "type 2 diabetic, on gliclazide": the standing ends at the comma.
    const ends = words.findIndex((w, k) => k >= at && (w.post.includes(",") || k === words.length - 1));
    if (
      i === 0 &&
      STANDING.test(verb) &&
      (ends - at <= 2 || words[at + 1]?.norm === "since") &&
      (verb !== "type" || /^[12]$/.test(next?.norm ?? ""))
    ) {
      changed = true;
      return `I'm ${said([word])}`;
    }
    return said([word]);
  });
  return changed ? parts.join(" ") : null;
}

/** The words as written, with their commas (a comma ends a job's or a course's name). */
const said = (words: Word[]) => words.map((w) => w.text + (w.post.includes(",") ? "," : "")).join(" ");
