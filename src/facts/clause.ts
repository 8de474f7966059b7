import { AIDS, BODY_PART, CLAUSE_ADVERBS, LEAD_WORDS } from "./lexicon";
import { infinitive, lexiconTag, pastTense, type Word } from "./nlp";
import { isNameAfterRelation, isRelation, isVerb, withCompanion } from "./people";
import { afterTime, type ClauseWords } from "./split";

/** Who a clause is about: the user (I, we), someone named or related to them, a thing of theirs. */
export type Subject =
  /** `with`: "me and my cousin" do it together (the relation or name of the other). */
  | { kind: "user"; plural: boolean; with?: string }
  | { kind: "person"; relation: string | null; name: string | null }
  | { kind: "thing"; noun: Word[] };

/** One clause read for a fact: subject, the verb group's shape, and what follows the verb. */
export interface Clause {
  subject: Subject;
  words: Word[];
  /** The main verb (null for "my name is X"-style clauses led by the copula). */
  verb: Word | null;
  lemma: string;
  tense: "past" | "present" | "perfect" | "progressive";
  negated: boolean;
  /** "no longer", "anymore", "now", "these days", "instead": the statement replaces an older one. */
  change: boolean;
  /** will / going to / plan to / want to ...: the planning verb, or null. */
  plan: string | null;
  /** would / could / might / should: nothing stated as true. */
  hypothetical: boolean;
  /** "was diagnosed", "have been blessed": the verb is a participle after a form of "be". */
  passive: boolean;
  /** "I think", "probably", "maybe". */
  hedged: boolean;
  rest: Word[];
}

/** "has fully healed", "have properly moved": a manner adverb between an auxiliary and its verb. */
const LY_ADVERB = (w: Word) => w.tags.has("Adverb") && w.norm.endsWith("ly");
const MODAL = new Set(["would", "could", "might", "should", "may", "can", "must"]);
const PLAN_VERBS = new Set(["plan", "want", "hope", "intend", "decide", "aim", "try", "expect", "need", "wish"]);
const CHANGE_WORDS = /\b(?:no longer|anymore|any more|now|these days|instead|nowadays|not \w+ing anymore)\b/i;
const HEDGES = /\b(?:i think|i guess|probably|maybe|perhaps|kind of|sort of|not sure|i suppose)\b/i;

/** "moving" -> "move", "stopping" -> "stop", "staying" -> "stay": the verb a gerund names, checked against the lexicon. */
function baseOf(gerund: string): string {
  const stem = gerund.replace(/ing$/, "");
  const candidates = [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : ""].filter(Boolean);
  return candidates.find((c) => lexiconTag(c) !== undefined) ?? infinitive(gerund);
}

/** "the cast came off": an aid for an injury said with "the" is the user's too. */
const AID_WORD = new RegExp(`^(?:${AIDS})$`);
/** States said with a participle ("I'm married"): the complement of "am", not a passive verb. */
const STATUS_WORDS = new Set(["married", "engaged", "divorced", "separated", "widowed", "based", "allergic"]);
function readSubject(words: Word[], inherited: Subject | null, first: boolean): { subject: Subject; end: number } | null {
  // "omo we moved to ikorodu", "gente i got the job": an exclamation English does not know, before "i" or "we", leads in.
  let i =
    lexiconTag(words[0]?.norm ?? "") === undefined && /^\p{Ll}+$/u.test(words[0]?.text ?? "") && /^(?:i|we)$/.test(words[1]?.norm ?? "")
      ? 1
      : 0;
  for (let from = -1; from !== i;) {
    from = i;
    i = afterTime(words, i);
    // "currently living in glasgow": an adverb before a dropped "I" leads in too.
    const leading = (w: Word | undefined) =>
      !!w && (LEAD_WORDS.has(w.norm) || ["Date", "Interjection", "Adverb", "Expression", "Emoticon", "Emoji"].some((t) => w.tags.has(t)));
    // "turned out ..." leads in; "turned 35" is the verb.
    const turned = (k: number) => ["turns", "turned"].includes(words[k]?.norm ?? "") && words[k + 1]?.norm !== "out";
    // "since the beginning of august we are living in malmö", "since my birthday i have ...": a
    // time phrase before the subject, with no verb of its own, leads in.
    // "in the end we did not move": how it turned out leads in.
    if (words[i]?.norm === "in" && words[i + 1]?.norm === "the" && words[i + 2]?.norm === "end") i += 3;
    // "because of this we are now living in ...", "as a result we ...": why, before the subject, leads in.
    if (
      /^(?:(?:because of|due to|thanks to) (?:this|that|it)|as a result)$/.test(
        words
          .slice(i, i + 3)
          .map((w) => w.norm)
          .join(" "),
      )
    )
      i += 3;
    if (["since", "from", "after", "until"].includes(words[i]?.norm ?? "")) {
      const at = words.findIndex((w, k) => k > i + 1 && k <= i + 8 && ["i", "we"].includes(w.norm));
      if (at > 0 && words.slice(i + 1, at).every((w) => !isVerb(w) && !w.post.includes(","))) i = at;
    }
    while (i < words.length && leading(words[i]) && !turned(i)) i += 1;
    // "all my passwords live in ...": "all" before the user's thing.
    if (words[i]?.norm === "all" && ["my", "our"].includes(words[i + 1]?.norm ?? "")) i += 1;
  }
  const w = words[i];
  if (!w) return null;
  const together = withCompanion(words, i);
  if (together) return { subject: { kind: "user", plural: true, with: together.companion }, end: together.end };
  if (w.norm === "i") return { subject: { kind: "user", plural: false }, end: i + 1 };
  if (w.norm === "we") return { subject: { kind: "user", plural: true }, end: i + 1 };
  // "the collarbone has healed": a part of the body said with "the" is the user's own.
  if (w.norm === "the" && (BODY_PART.test(words[i + 1]?.norm ?? "") || AID_WORD.test(words[i + 1]?.norm ?? "")) && isVerb(words[i + 2]))
    return { subject: { kind: "thing", noun: [words[i + 1] as Word] }, end: i + 2 };
  if (w.norm === "my" || w.norm === "our") {
    let j = i + 1;
    const noun: Word[] = [];
    // "my last day at the care home chain was ...": the last day somewhere names the place whole.
    const long = () => /^(?:last|final) (?:day|shift) at\b/.test(noun.map((n) => n.norm).join(" ")) && noun.length < 8;
    while (j < words.length && !isVerb(words[j] as Word) && (noun.length < 4 || long())) noun.push(words[j++] as Word);
    const head = noun.find((n) => isRelation(n.norm.replace(/'s$/, "")));
    if (head && !head.norm.endsWith("'s")) {
      const h = i + 1 + noun.indexOf(head);
      const after = words[h + 1];
      const name = after && h + 1 < j && isNameAfterRelation(after, words[h + 2]) ? after.text : null;
      // "my climbing partner", "my business partner": a partner in something, not the user's partner.
      const modifier = noun[noun.indexOf(head) - 1];
      const relation = head.norm === "partner" && modifier && !modifier.tags.has("Adjective") ? `${modifier.norm} partner` : head.norm;
      return { subject: { kind: "person", relation, name: name && name.charAt(0).toUpperCase() + name.slice(1) }, end: j };
    }
    if (head) return { subject: { kind: "thing", noun: [head, ...noun.slice(noun.indexOf(head) + 1)] }, end: j };
    return noun.length > 0 ? { subject: { kind: "thing", noun }, end: j } : null;
  }
  if ((w.norm === "he" || w.norm === "she") && inherited?.kind === "person") return { subject: inherited, end: i + 1 };
  if (w.tags.has("Person") && /^[A-Z]/.test(w.text) && i + 1 < words.length) {
    let j = i + 1;
    while (j < words.length && (words[j] as Word).tags.has("Person")) j += 1;
    const name = words
      .slice(i, j)
      .map((x) => x.text)
      .join(" ");
    // A name that ends the clause ("Love, Auntie Margaret") is a signature, not a subject.
    const next = words[j];
    return next && isVerb(next) ? { subject: { kind: "person", relation: null, name }, end: j } : null;
  }
  // "Moved to Berlin last week", "Just joined a group": casual speech drops the "I"; "and work
  // remotely" shares the subject before it. An imperative ("Check out ...") does neither.
  // A gerund that is the subject of a copula ("Relaxing with friends is key") or a noun with a
  // relative clause ("support I got was ...") is not the user doing something.
  const rest = words.slice(i + 1);
  const gerundSubject =
    w.tags.has("Gerund") && rest.some((x) => ["is", "was", "are", "were", "has", "made", "makes", "helped", "helps"].includes(x.norm));
  const relative = ["i", "we", "they", "you"].includes(words[i + 1]?.norm ?? "");
  // "amazing Jo": an adjective to someone addressed by name; "no heating for a week": a noun.
  const addressed = w.tags.has("Gerund") && rest.length > 0 && rest.every((x) => x.tags.has("Person"));
  if (addressed || (w.tags.has("Gerund") && words[i - 1]?.norm === "no")) return null;
  // Only a sentence's first clause may drop its "I"; a later one without a subject has none.
  // "been doing turkish classes since september": a perfect without its "I've".
  // "slipped on the ice": the library may read a past verb as an imperative; its "-ed" says it is past.
  // "had to pack in aerial silks": a past obligation is something the user did.
  const hadTo = w.norm === "had" && words[i + 1]?.norm === "to";
  const pastEd = w.tags.has("Imperative") && /[^e]ed$/.test(w.norm) && !!lexiconTag(w.norm.replace(/p?ed$/, ""));
  const dropped = w.tags.has("PastTense") || pastEd || w.tags.has("Gerund") || ["been", "got"].includes(w.norm) || hadTo;
  const implicit = inherited !== null || (first && dropped);
  if (isVerb(w) && implicit && (!w.tags.has("Imperative") || pastEd) && !gerundSubject && !relative)
    return { subject: inherited ?? { kind: "user", plural: false }, end: i };
  return null;
}

/** "when I have kids", "once we move": a clause about a time that has not come. */
const NOT_YET = new Set(["when", "once", "until", "before"]);

export function readClause(piece: ClauseWords, inherited: Subject | null, first = true): Clause | null {
  const words = piece.words;
  const start = readSubject(words, inherited, first);
  if (!start) return null;
  const text = words.map((w) => w.norm).join(" ");
  let i = start.end;
  let negated = false;
  let hypothetical = false;
  let plan: string | null = null;
  let perfect = false;
  let progressive = false;
  // "i was paying for cima myself": a progressive in the past is over.
  let wasDoing = false;
  let copula: Word | null = null;
  let afterDo: Word | null = null;
  let passive: Word | null = null;
  for (; i < words.length; i += 1) {
    const w = words[i] as Word;
    const next = words[i + 1];
    if (w.norm === "not" || w.norm === "never" || (w.norm === "no" && next?.norm === "longer")) {
      negated = true;
      if (w.norm === "no") i += 1;
      continue;
    }
    if (CLAUSE_ADVERBS.has(w.norm) || w.tags.has("Adverb")) continue;
    if (MODAL.has(w.norm)) {
      hypothetical = true;
      continue;
    }
    if (w.norm === "will" || w.norm === "shall") {
      plan = "will";
      continue;
    }
    if (w.norm === "going" && next?.norm === "to" && words[i + 2]?.tags.has("Verb")) {
      plan = "going to";
      i += 1;
      continue;
    }
    if (PLAN_VERBS.has(w.lemma) && next?.norm === "to" && words[i + 2]?.tags.has("Verb")) {
      plan = w.lemma;
      i += 1;
      continue;
    }
    // "i've actually been in ...": an adverb may come between the auxiliary and its participle.
    let k = i + 1;
    while (words[k] && (CLAUSE_ADVERBS.has((words[k] as Word).norm) || LY_ADVERB(words[k] as Word))) k += 1;
    const participle = words[k];
    if (
      ["have", "has", "had"].includes(w.norm) &&
      participle &&
      (participle.tags.has("PastTense") || participle.tags.has("Participle") || ["got", "been"].includes(participle.norm))
    ) {
      perfect = true;
      continue;
    }
    if (["am", "is", "are", "was", "were", "be", "been"].includes(w.norm)) {
      // Past "not", "no longer" and adverbs to the word that decides: a gerund ("am not going"),
      // a passive ("was diagnosed") or a complement ("am vegan").
      let k = i + 1;
      while (
        words[k] &&
        (["not", "never", "no", "longer"].includes((words[k] as Word).norm) || CLAUSE_ADVERBS.has((words[k] as Word).norm))
      )
        k += 1;
      const ahead = words[k];
      if (ahead && (ahead.tags.has("Gerund") || ahead.norm === "going" || (ahead.tags.has("Passive") && !STATUS_WORDS.has(ahead.norm)))) {
        progressive = ahead.tags.has("Gerund") || ahead.norm === "going";
        wasDoing = progressive && ["was", "were"].includes(w.norm);
        passive = progressive ? null : w;
        continue;
      }
      copula = w;
      // "been vegetarian since uni": "been" with no auxiliary before it is "have been".
      if (w.norm === "been") perfect = true;
      i += 1;
      while (words[i] && ["not", "never", "no", "longer"].includes((words[i] as Word).norm)) {
        negated = true;
        i += 1;
      }
      break;
    }
    if (
      ["do", "does", "did"].includes(w.norm) &&
      next &&
      (next.norm === "not" || next.norm === "never" || next.tags.has("Verb") || !next.tags.has("Noun")) &&
      // "i do basically all my work in rstudio": past its adverbs no verb follows, so "do" is the verb.
      (next.norm === "not" || next.norm === "never" || !!participle?.tags.has("Verb")) &&
      // "we did 14 pieces": a number is what was done, never the verb.
      !next.tags.has("Value")
    ) {
      afterDo = w;
      continue;
    }
    break;
  }
  // "we ended up adopting a cat": what the user ended up doing is what they did.
  const endedUp =
    !copula && /^end(?: up)?$/.test(words[i]?.lemma ?? "") && words[i + 1]?.norm === "up" && !!words[i + 2]?.tags.has("Gerund");
  if (endedUp) i += 2;
  let verb = copula ?? words[i] ?? null;
  if (endedUp && verb) {
    const lemma = verb.lemma === verb.norm ? baseOf(verb.norm) : verb.lemma;
    const did = pastTense({ ...verb, lemma, tags: new Set(["Verb"]) });
    verb = { ...verb, text: did, norm: did, lemma, tags: new Set(["Verb", "PastTense"]) };
  }
  // Right after "I" or "we" a bare word is the verb, whatever the tagger guessed ("I mentor a teen").
  // So is the word after "do not" ("I don't like coffee", where "like" may be read as a preposition).
  const bare =
    !copula &&
    verb &&
    !isVerb(verb) &&
    ((start.subject.kind === "user" && i === start.end && verb.tags.has("Noun")) || afterDo) &&
    !verb.tags.has("Pronoun") &&
    !["Value", "QuestionWord", "Conjunction"].some((t) => verb?.tags.has(t)) &&
    !verb.tags.has("Determiner");
  if (bare && verb) verb = { ...verb, lemma: verb.norm, tags: new Set([...verb.tags, "Verb", "PresentTense"]) };
  if (!verb || (!copula && !isVerb(verb))) return null;
  // "so like 12 years now": "like" before a number hedges it, it likes nothing.
  if (!copula && verb.norm === "like" && words[i + 1]?.tags.has("Value")) return null;
  // The tense is the auxiliary's: "I'm terrified" is a state now, "I didn't cry" a past event.
  const tensed = passive ?? (afterDo && !copula ? afterDo : null);
  const past = tensed
    ? ["was", "were", "did"].includes(tensed.norm)
    : endedUp ||
      verb.tags.has("PastTense") ||
      (verb.tags.has("Imperative") && /[^e]ed$/.test(verb.norm)) ||
      ["was", "were", "got", "had"].includes(verb.norm);
  const nearly = /^(?:almost|nearly)$/.test(words[words.indexOf(verb) - 1]?.norm ?? ""); // "almost moved to netlify": not done
  if ((piece.lead && NOT_YET.has(piece.lead) && !past && !perfect) || piece.modal || nearly) hypothetical = true;
  return {
    subject: start.subject,
    words,
    verb,
    lemma: copula ? "be" : verb.lemma === "got" ? "get" : verb.lemma,
    tense: progressive && !endedUp ? (wasDoing ? "past" : "progressive") : perfect ? "perfect" : past ? "past" : "present",
    passive: !!passive && !copula,
    negated,
    change: CHANGE_WORDS.test(text),
    plan,
    hypothetical,
    hedged: HEDGES.test(text),
    rest: words.slice(copula ? i : i + 1),
  };
}
