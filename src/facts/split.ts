import type { Word } from "./nlp";
import { GREETING } from "./lexicon";
import { isVerb, withCompanion } from "./people";

const CONJUNCTIONS = new Set([
  "and",
  "but",
  "so",
  "because",
  "while",
  "though",
  "although",
  "plus",
  "cause",
  "'cause",
  "since",
  "after",
  "before",
  "when",
]);
/** Words that open a condition or a time clause ("so if i ask", "and when we moved"). */
const SUBORDINATORS = new Set(["if", "unless", "when", "once", "whenever"]);
const FILLERS = new Set(["honestly", "actually", "basically", "also", "now", "then", "tbh", "anyway", "luckily", "sadly", "thankfully"]);
/** Words after which "i ..." goes on the clause ("so that i", "the day when i"). */
const RUN_ON_AFTER = new Set(
  "that if when because so and but as than where what how why since until before after once while whether cos cause bc which who me then now".split(
    " ",
  ),
);
/** Words that open a time clause at the start of a sentence ("since i retired", "after we moved"). */
const TIME_OPENERS = new Set(["since", "after", "when", "once", "before"]);
const SAYING = new Set(
  "tell tells telling told say says saying said think thinks thinking thought reckon reckons claim claims swear swears know knows knew hear heard believe believes guess hope mean meant".split(
    " ",
  ),
);
const ARTICLES = new Set(["the", "a", "an", "this", "that", "these", "those", "every", "each", "any", "some"]);
/** A word that starts a clause of its own: a subject pronoun or a name (clauses about "it" are read and dropped). */
const startsClause = (w: Word | undefined) =>
  isSubjectStart(w) || (!!w && ["it", "this", "that", "there", "you", "everyone", "everything"].includes(w.norm));
const isSubjectStart = (w: Word | undefined) =>
  !!w &&
  (["i", "we", "my", "our", "he", "she", "they"].includes(w.norm) || (w.tags.has("Person") && w.text[0] === w.text[0]?.toUpperCase()));

/** Words of how often, after "every" or "on": "every other weekend", "on weekday mornings". */
const OFTEN = /^(?:mornings?|evenings?|nights?|afternoons?|weekends?|weekdays?|days?|weeks?|and)$/;
/** Past a leading "as of monday", "as of the 1st", "every Friday": where the clause's own words start. */
export function afterTime(words: Word[], i: number): number {
  // "every Friday I play futsal", "on weekends we go climbing": how often, before the user, leads in.
  if (/^(?:every|each|most|on)$/.test(words[i]?.norm ?? "")) {
    let j = i + 1;
    if (words[j]?.norm === "other") j += 1;
    while (j < i + 4 && (words[j]?.tags.has("Date") || OFTEN.test(words[j]?.norm ?? ""))) j += 1;
    return j > i + 1 && ["i", "we"].includes(words[j]?.norm ?? "") ? j : i;
  }
  if (words[i]?.norm !== "as" || words[i + 1]?.norm !== "of") return i;
  let j = i + 2;
  while (
    j < words.length &&
    (words[j]?.tags.has("Date") || words[j]?.tags.has("Value") || ["the", "this", "next", "last"].includes(words[j]?.norm ?? "")) &&
    j < i + 6
  )
    j += 1;
  return j > i + 2 ? j : i;
}

/** Splits a sentence at clause boundaries: ; : dashes, and "and/but/so/," before a new subject or verb. */
export interface ClauseWords {
  words: Word[];
  /** The conjunction that opened the clause ("and", "when", "since"), if any. */
  lead: string | null;
  /** "I should sell this Apache and buy a horse": a verb after "and" that drops its subject keeps the modal before it. */
  modal?: boolean;
}
const MODALS = new Set(["would", "could", "should", "might", "may", "must", "gonna", "wanna", "swear"]);

/** Whether a noun group (its nouns, adjectives, and a preposition with its name) runs from `from` to a verb of its own. */
function nounThenVerb(words: Word[], from: number, pastOnly = false): boolean {
  for (let k = from; k < from + 6 && k < words.length; k += 1) {
    const v = words[k] as Word;
    const verb = isVerb(v) && !v.tags.has("Gerund") && (!v.tags.has("Noun") || v.tags.has("PastTense"));
    // "went up", "came in": the library may read a phrasal past as present.
    const past = (v.tags.has("PastTense") && verb) || /^(?:went|came|got|ran|fell|rose|shot)$/.test(v.norm);
    if (k > from && (pastOnly ? past : v.tags.has("Copula") || verb)) return true;
    if (v.tags.has("Pronoun") || /[,;:.!?]/.test(v.post)) return false;
  }
  return false;
}

export function splitClauses(words: Word[]): ClauseWords[] {
  const out: ClauseWords[] = [];
  let current: Word[] = [];
  let lead: string | null = null;
  // A relative clause (", which ...", ", who ...") describes its noun: skipped to the next boundary.
  let skipping = false;
  const close = (next: string | null = null) => {
    const before = out.at(-1);
    const modal =
      (lead === "and" || lead === "or") &&
      !!current[0]?.tags.has("Verb") &&
      !!before &&
      (before.modal || before.words.some((w) => MODALS.has(w.norm)));
    if (current.length > 0 && !skipping) out.push(modal ? { words: current, lead, modal } : { words: current, lead });
    current = [];
    skipping = false;
    lead = next;
  };
  words.forEach((w, i) => {
    // "friday wine o'clock 🍷 honestly i have ...": an emoji ends what came before it.
    if (w.tags.has("Emoji")) return close();
    const next = words[i + 1];
    const hasVerb = current.some((c) => c.tags.has("Verb"));
    // "and give ..." after "to share ..." continues the infinitive, not a clause of its own.
    const inInfinitive = current.some((c, k) => c.norm === "to" && current[k + 1]?.tags.has("Verb"));
    const verbNext = next?.tags.has("Verb") && !next.tags.has("Gerund") && hasVerb && !inInfinitive;
    // "between euphoric and terrified": two states joined, not a new clause.
    const after = words[i + 2];
    const pair =
      !!(words[i - 1]?.tags.has("Adjective") || words[i - 1]?.tags.has("PastTense")) &&
      !!next?.tags.has("PastTense") &&
      (!after || !!after.tags.has("Preposition"));
    // "me and my cousin run ...", "my brother and I started ...": one subject of two people.
    const pairOfPeople = w.norm === "and" && !hasVerb && [1, 2, 3, 4].some((back) => (withCompanion(words, i - back)?.end ?? 0) > i);
    // "and honestly i'm ...": a filler between the conjunction and the subject.
    let subject = afterTime(words, FILLERS.has(next?.norm ?? "") ? i + 2 : i + 1);
    // ", since january i am vegetarian": a time after "since", then the subject ("since march, my
    // partner ..." keeps the time with the clause before).
    while (w.norm === "since" && words[subject]?.tags.has("Date") && !words[subject]?.post.includes(",") && subject < i + 4) subject += 1;
    // "..., so if i ask you stuff at 5am": a condition after the conjunction is a clause of its own.
    const condition = hasVerb && SUBORDINATORS.has(words[subject]?.norm ?? "");
    // "since my hip operation i walk with a cane": a time clause that opens the sentence stays whole (./clause reads past it).
    const opening = current.length === 0 && w.norm === "since";
    // "... is with safeco and the renewal just came in": a noun group with a past verb of its own.
    // After "the" only a past verb does ("and the nikon z5 is a different world" still names what the user got).
    const opener = words[subject]?.norm ?? "";
    const newSubject = hasVerb && /^(?:the|my|our)$/.test(opener) && nounThenVerb(words, subject + 1, opener === "the");
    if (
      CONJUNCTIONS.has(w.norm) &&
      !opening &&
      (startsClause(words[subject]) || condition || newSubject || (verbNext && !pair)) &&
      !pairOfPeople
    ) {
      close(w.norm);
      return;
    }
    if ((w.norm === "which" || w.norm === "who") && hasVerb && (words[i - 1]?.post ?? "").endsWith(",")) {
      close();
      skipping = true;
      return;
    }
    current.push(w);
    // "i am happy to tell you that since october i walk ...": what the user tells is the clause.
    // "kindly note that i will be relocating ...": what the user asks to be noted is the clause.
    if (
      w.norm === "that" &&
      (/^(?:note|share|announce|report|confirm)$/.test(words[i - 1]?.norm ?? "") ||
        (words[i - 1]?.norm === "you" && /^(?:tell|inform|let|remind)$/.test(words[i - 2]?.norm ?? "")))
    )
      return close();
    // "my doctor told me i have ...", "she says i am ...": what was said is a clause of its own.
    const told = (w.norm === "me" && /^(?:told|tells|telling|reminded)$/.test(words[i - 1]?.norm ?? "")) || /^(?:said|says)$/.test(w.norm);
    if (told && startsClause(next) && next?.norm !== "it" && next?.norm !== "that") return close();
    // ", think I've given up knitting": a belief framed without its "I" starts a clause too.
    const framed = ["think", "guess", "reckon"].includes(next?.norm ?? "") && ["i", "we", "my"].includes(after?.norm ?? "");
    // "quick context for later, my laptop is ...": a lead-in without a verb ends before "my".
    // "no longer vegetarian btw, started eating chicken": a verbless state, then a new clause that dropped its "I".
    const stated = current.some((c) => (c.tags.has("Adjective") || c.tags.has("Noun")) && !c.tags.has("Date"));
    const dropped = stated && !!next?.tags.has("PastTense") && !next.tags.has("Participle");
    const leadIn = !current.some(isVerb) && (next?.norm === "my" || next?.norm === "our" || dropped);
    // "my bike got nicked AGAIN, is it worth getting ...": a question after a statement is a clause of its own.
    const asked =
      /^(?:is|are|do|does|did|can|could|should|would|will)$/.test(next?.norm ?? "") &&
      /^(?:it|i|you|we|they|he|she|there|that|this)$/.test(after?.norm ?? "");
    // "left manchester, now renting a room in bristol": a clause that drops its "I am".
    const ongoing =
      hasVerb && (next?.tags.has("Gerund") || (["now", "currently", "still"].includes(next?.norm ?? "") && !!after?.tags.has("Gerund")));
    // "I closed the account, moved everything over": a list of things done, each its own clause.
    const done = hasVerb && !!next?.tags.has("PastTense") && !next.tags.has("Participle") && !!after && !after.tags.has("Verb");
    // "hi, im philippa": a greeting stays with the clause it opens (an introduction reads it).
    const greeting = current.every((c) => GREETING.test(c.norm));
    // Dictated or typed without stops ("i've got high blood pressure i take amlodipine"): an "i"
    // with its verb after a clause that has one starts a clause; "the job i got" (a noun with its
    // article just before) and "i think i ..." do not.
    const runOn =
      hasVerb &&
      current.length >= 3 &&
      ["i", "we"].includes(next?.norm ?? "") &&
      !!after &&
      isVerb(after) &&
      !["Verb", "Preposition", "Conjunction", "Determiner"].some((t) => w.tags.has(t)) &&
      !RUN_ON_AFTER.has(w.norm) &&
      // "my sister keeps telling people we cancelled the trip": what is said or thought goes with its verb.
      !current.some((c) => SAYING.has(c.norm)) &&
      // "the post office i'm a mail carrier now" runs on all the same: no relative clause says "i am a".
      (!current.slice(-3).some((c) => ARTICLES.has(c.norm)) ||
        (/^(?:am|was)$/.test(after.norm) && /^(?:a|an|so|now|officially|still)$/.test(words[i + 3]?.norm ?? "")));
    // "since i retired i volunteer at ...": a time clause of the user's own, then the user again.
    const timeThenUser =
      (hasVerb || isVerb(w)) &&
      TIME_OPENERS.has(current[0]?.norm ?? "") &&
      ["i", "we"].includes(current[1]?.norm ?? "") &&
      ["i", "we"].includes(next?.norm ?? "") &&
      !!after &&
      isVerb(after);
    // "... a roast every sunday can you give me some ideas": a request run on after a statement.
    const request =
      hasVerb && current.length >= 3 && /^(?:can|could|would|will)$/.test(next?.norm ?? "") && ["you", "u"].includes(after?.norm ?? "");
    // "working the morning shift at dutch bros rn is killing me": what the user does, then what it does to
    // them ("creating a family for those kids is so lovely" praises someone's doing: no clause of the user's).
    const doingIs =
      current.length >= 3 &&
      !!current.find((c) => !FILLERS.has(c.norm))?.tags.has("Gerund") &&
      current.some((c) => c.norm === "at" || c.norm === "for") &&
      /^(?:is|was)$/.test(next?.norm ?? "") &&
      /^(?:killing|destroying|wearing|draining|exhausting|ruining|breaking|wrecking)$/.test(after?.norm ?? "");
    // "im a freshman at ball state majoring in kinesiology": the subject studied is a clause of its own.
    const studying = hasVerb && /^(?:majoring|minoring|specializing|specialising)$/.test(next?.norm ?? "");
    if (doingIs) {
      // What it does to them ("is killing me") is no fact: skipped to the next boundary.
      close();
      skipping = true;
      return;
    }
    // "im a dental nurse living in wagga wagga": where the user lives, said after the job.
    const livingIn = hasVerb && /^(?:living|based)$/.test(next?.norm ?? "") && after?.norm === "in";
    // "..., my partner's a diesel mechanic": someone of the user's with a verb of their own.
    // "..., my last working day at Zensar was the 10th": a noun group of the user's, then its own verb.
    const theirs =
      ["my", "our"].includes(next?.norm ?? "") &&
      ([words[i + 3], words[i + 4]].some((v) => !!v && isVerb(v) && v.tags.has("PresentTense")) || nounThenVerb(words, i + 2));
    if (
      runOn ||
      timeThenUser ||
      livingIn ||
      request ||
      studying ||
      /[;:—–]|^-$|\)/.test(w.post) ||
      (w.post === "," &&
        !greeting &&
        ((startsClause(next) && next?.norm !== "my") ||
          // "..., ingrid and i got engaged": a name with the user starts a clause.
          (after?.norm === "and" && ["i", "me"].includes(words[i + 3]?.norm ?? "") && !!next?.tags.has("Noun")) ||
          framed ||
          (hasVerb && asked) ||
          // "graduated in july, now i work at kpmg": the user again after a time word.
          (hasVerb && /^(?:now|then|currently|today)$/.test(next?.norm ?? "") && ["i", "we"].includes(after?.norm ?? "")) ||
          // "..., the doctor has stopped it": a new subject with its verb after a comma.
          (hasVerb &&
            ["the", "a"].includes(next?.norm ?? "") &&
            !!after?.tags.has("Noun") &&
            !!words[i + 3] &&
            isVerb(words[i + 3] as Word)) ||
          // "had to pack in aerial silks, physio says ...": someone reported after a comma starts a clause.
          (hasVerb && !!next?.tags.has("Noun") && /^(?:says|said|reckons|reckoned|thinks)$/.test(after?.norm ?? "")) ||
          // "..., pls help me not hate power bi": a request after a statement.
          (hasVerb && /^(?:pls|plz|please)$/.test(next?.norm ?? "")) ||
          // "..., all my references live in mendeley": the user's things after "all" start a clause.
          (hasVerb && next?.norm === "all" && ["my", "our"].includes(after?.norm ?? "")) ||
          leadIn ||
          (hasVerb && theirs) ||
          done ||
          ongoing ||
          (hasVerb && SUBORDINATORS.has(next?.norm ?? ""))))
    )
      close();
  });
  close();
  return out;
}
