import { anOuting, CHANGE, nameLike } from "./contrast";
import type { TaggedSentence, Word } from "./nlp";
import { isRelation, isVerb } from "./people";
import { IS_MEDICINE } from "./medicines";
import { toolCategory } from "./tool-names";
import { splitClauses } from "./split";
import { escapeRegExp } from "../lib/regexp";
import { FIRST_DAYS } from "./lexicon";
import { isCityName, withoutAccents } from "./cities";
import type { CandidateFact, Fact, Incoming } from "./types";

/**
 * People who come back with news often tell the old value only in passing, in the past, beside
 * the new one: "Exchange value for the Dio was very less" (the Chetak is charging downstairs),
 * "rent in kiama is nearly double what i was paying in gympie", "old vito went through the
 * auction", "she discontinued the metoprolol and prescribed carvedilol". No frame names the
 * thing; the tense does. A turn's past names are the names (./contrast.ts `nameLike`) of its
 * clauses told in the past; its present names are the names of its other clauses; its news, the
 * present names its own facts state. The user object decides with what it holds
 * (./ended-by.ts): a past name ends a fact from an earlier conversation only when the news names
 * something no fact of another turn names.
 */
export interface TurnNames {
  past: string[];
  present: string[];
}

/** A verb in the past, or the auxiliaries that carry it ("had", "used to", "wasnae"). */
const PAST_WORD = /^(?:was|were|wasn't|weren't|wasnae|werenae|had|used|did)$/;
/** "the ford is gone", "hockey's done for me": a name said to be over is in the past whatever the tense. */
const OVER = /^(?:done|over|gone|finished|concluded|history)$/;
/** Verbs that bring the new one in: what they name is the user's now, even in the past tense ("grabbed a pajero"). */
const TAKES = new Set(
  "get buy grab pick join start take switch move change swap trade adopt prescribe land sign enrol enroll register choose hire transfer".split(
    " ",
  ),
);
/** A clause that keeps the thing or only meant to change it: "kept the corolla", "was gonna sell it", "didn't sell". */
const NOT_ENDED =
  /\b(?:still|keep|keeping|stick|sticking|stuck with|stay|staying|stayed|going to|planning|thinking|almost|again|would|could|might|if|not|never)\b|\bkept (?:the|my|our|it|him|her)\b/;
const NOT_FOR_ME = /\b(?:was not|wasn't|were not|weren't) (?:really |just |ever )?(?:for me|me|my thing)\b/g;
/** A clause about someone else's doings: "my sister was in gympie", "he sold his dio". */
const THIRD = /^(?:he|she|they|his|her|their)$/;
/** Endings of English nouns: a lower-case word ending so is a thing, not a name ("basement", "insurance"). */
const COMMON_ENDING = /(?:ment|tion|sion|ness|ity|ance|ence|ship|hood|ing|ery|ure|ism|ist|ly)$/;

/** A name for this purpose: what is named, not a common thing ("the Dio", "gympie", "metoprolol"). */
function named(w: Word, i: number): boolean {
  if (!nameLike(w) || !w.tags.has("Noun")) return false;
  const capital = i > 0 && /^\p{Lu}/u.test(w.text) && w.text !== "I";
  return w.tags.has("ProperNoun") || capital || !!toolCategory(w.norm) || IS_MEDICINE.test(w.norm) || !COMMON_ENDING.test(w.norm);
}

/** "is over", "'s done": an over word tells the past only after a copula; "switched me over to diltiazem" is a particle. */
const COPULA = /^(?:is|are|was|were|be|been|being|'s|'re|am)$/;
const isVerbWord = (words: Word[], k: number): boolean => {
  const w = words[k];
  if (!w) return false;
  return isVerb(w) || (OVER.test(w.norm) && COPULA.test(words[k - 1]?.norm ?? ""));
};
/** Whether the verbs around word `i` put it in the past: the verbs before it, else the first ones after it. */
function saidInPast(words: Word[], i: number): boolean {
  let end = i - 1;
  while (end >= 0 && !isVerbWord(words, end) && !opensClause(words, end)) end -= 1;
  // "Charging the Chetak ... has become", "Exchange value for the Dio was": a verb that opens the clause is no tense for what follows.
  if (end >= 0 && (opensClause(words, end) || (end === 0 && !words[0]?.tags.has("PastTense")))) end = -1;
  let from = end;
  if (end < 0) {
    from = i + 1;
    while (from < words.length && !isVerbWord(words, from)) from += 1;
    end = from;
  }
  while (from > 0 && (isVerbWord(words, from - 1) || words[from - 1]?.tags.has("Adverb"))) from -= 1;
  while (end + 1 < words.length && isVerbWord(words, end + 1)) end += 1;
  const start = Math.max(0, from);
  const group = words.slice(start, end + 1).filter((_, k) => isVerbWord(words, start + k));
  if (group.length === 0 || group.some((w) => TAKES.has(w.lemma))) return false;
  return group.some((w) => w.tags.has("PastTense") || PAST_WORD.test(w.norm) || OVER.test(w.norm));
}

/** A word that starts a new clause inside one ("..., but the sea breeze", "so the Dio"): the tense before it is not the name's. */
const LINK = /^(?:and|but|so|because|cause|cos|while|though|although|when|since|after|before|whereas)$/;
const opensClause = (words: Word[], k: number): boolean => LINK.test(words[k]?.norm ?? "") || /[,;:]/.test(words[k]?.post ?? "");

/** A clause about someone else's doings, unless they act on the user: "He has put me on olmesartan" is the user's news. */
function aboutOthers(words: Word[]): boolean {
  const [first, second] = words;
  if (!first || words.some((w) => /^(?:me|us)$/.test(w.norm))) return false;
  if (THIRD.test(first.norm)) return true;
  if (/^(?:my|our)$/.test(first.norm) && !!second && isRelation(second.norm)) return true;
  return first.tags.has("Person") && !nameLike(first);
}

/** The names a turn says in the past and the names it says otherwise, lower case, at most eight each. */
export function turnNames(sentences: readonly TaggedSentence[], skip: (index: number) => boolean): TurnNames {
  const past = new Set<string>();
  const present = new Set<string>();
  sentences.forEach(({ words }, index) => {
    if (skip(index)) return;
    for (const { words: clause } of splitClauses(words)) {
      // A clause that tells someone else's doings says nothing of either.
      const said = clause.map((w) => w.norm).join(" ");
      if (aboutOthers(clause)) continue;
      // What keeps a name, or only meant to change it, is said before it or just after it ("kept the Skoda",
      // "the Skoda broke down again", "was gonna sell the Dio"); "law just wasn't for me" keeps nothing.
      const kept = (i: number) =>
        NOT_ENDED.test(
          clause
            .slice(0, i + 6)
            .map((x) => x.norm)
            .join(" ")
            .replace(NOT_FOR_ME, ""),
        );
      // "I was in Leeds yesterday": a past with its own date is an outing, not a state left behind.
      const outing = anOuting(clause);
      // "put a new ssd in the nextcloud box": what gets something new is kept.
      // "first full week with wijnen is done": the first days somewhere are news too.
      const renewed = /\bnew\b/.test(said) || FIRST.test(said);
      clause.forEach((w, i) => {
        if (!named(w, words.indexOf(w)) || kept(i)) return;
        // "the pay is so much better than whataburger", "everything is different from Mafraq": what the news is set against is behind the user.
        const lead = clause
          .slice(Math.max(0, i - 7), i)
          .map((x) => x.norm)
          .join(" ");
        const beaten = /\b(?:than|different from|compared (?:to|with)|unlike)\b/.test(lead);
        if (beaten && !outing) past.add(w.norm);
        else if (renewed || !saidInPast(clause, i)) present.add(w.norm);
        else if (!outing) past.add(w.norm);
      });
    }
  });
  for (const name of past) present.delete(name);
  return { past: [...past].slice(0, 8), present: [...present].slice(0, 8) };
}

const says = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "iu").test(withoutAccents(text));

/** Words beside the usual ones (./contrast.ts CHANGE) that say a turn tells a change: a trade, a write-off, a comparison with before. */
const NEWS =
  /\b(?:exchange|trade ?in|traded in|sold|upgraded|written off|wrote (?:it |her |him )?off|discontinued|prescribed|instead|than what|compared to|different from|double what|no regrets|grabbed|picked up|old|these days|nowadays|left|quit|stopped|dropped|gave up|finished|weeks? into)\b/;
/** An event that brings the new one in ("Grabbed a second hand pajero"); "Took an uber" tells no change. */
const TAKEN = /^(?:got|bought|grabbed|picked up|prescribed|joined|started|switched|took up|adopted|signed|enrolled|moved)\b/i;
/** "first full week with wijnen is done": the first days somewhere are news. */
const FIRST = new RegExp(`\\b${FIRST_DAYS}\\b`);
const tellsNews = (fact: CandidateFact) => !fact.topic.startsWith("plan:") && (fact.type !== "event" || TAKEN.test(fact.text));

/** The turn's names go with its first fact about the user, once, as its endings do (./turn-ends.ts). */
export function withTurnNames(
  found: CandidateFact[],
  sentences: readonly TaggedSentence[],
  skip: (index: number) => boolean,
): CandidateFact[] {
  const carrier = found.findIndex((fact) => (fact.subject ?? "user") === "user");
  if (carrier < 0) return found;
  const told = sentences.map((s) => s.words.map((w) => w.norm).join(" ")).join(" ");
  if (!CHANGE.test(told) && !NEWS.test(told) && !FIRST.test(told)) return found;
  const { past, present: said } = turnNames(sentences, skip);
  // The news is a name one of the turn's facts states ("Charging the Chetak ..."), not one said in passing or only planned.
  const news = found.filter((fact) => tellsNews(fact) && said.some((name) => says(fact.text, name)));
  const present = said.filter((name) => news.some((fact) => says(fact.text, name)));
  if (past.length === 0 || present.length === 0) return found;
  const marks = { past_names: past, news_names: present, news_topics: [...new Set(news.map((fact) => fact.topic))].slice(0, 8) };
  return found.map((fact, i) => (i === carrier ? { ...fact, ...marks } : fact));
}

/**
 * The facts a turn's past names end: the user's own, not events, told in an earlier conversation,
 * naming a past name; and only when the turn names something no fact of another turn names (the
 * news). `open` are the user's current facts the candidate may end, `others` every current fact
 * not from this turn.
 */
export function passedBy(candidate: Incoming, open: Fact[], others: Fact[]): Fact[] {
  const past = candidate.past_names ?? [];
  const fresh = (candidate.news_names ?? []).filter((name) => !others.some((f) => says(f.text, name)));
  if (past.length === 0 || fresh.length === 0) return [];
  const here = new Set(candidate.sources.map((s) => s.conversation_id));
  // "Obsidian was a lifesaver ... got a new job at Arup": a note app is no job. A fact on a settled
  // topic ends only beside news on the same topic or an open one; a town left behind ends whatever placed the user there.
  const topics = candidate.news_topics ?? [];
  const kin = (f: Fact, name: string) =>
    isCityName(name) || !settled(f.topic) || topics.some((topic) => !settled(topic) || topic === f.topic);
  return open.filter(
    (f) =>
      f.type !== "event" &&
      !f.sources.some((s) => here.has(s.conversation_id)) &&
      past.some((name) => says(f.text, name) && kin(f, name)) &&
      !fresh.some((name) => says(f.text, name)),
  );
}

/** A topic with one key of its own ("car", "note_app", "home_city"), not a family read from the words ("does:", "medication:"). */
const settled = (topic: string) => !topic.includes(":");
