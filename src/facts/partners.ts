import type { Clause } from "./clause";
import { capitalize, dated } from "./distill";
import { make, STATUS, type Statement } from "./statement-words";
import { lexiconTag, type TaggedSentence, type Word } from "./nlp";
import { isRelation } from "./people";
import type { ResolvedTime } from "./time";
import { resolveTime } from "./time";
import type { CandidateFact } from "./types";
import { introIn, renamedIn } from "./names";

/**
 * Whether the user has a partner, said the ways people say it: "been seeing someone", "dating
 * someone new", "got a girlfriend", "we're together now", "moved in with my partner", "single
 * for like 3 years now", "my gf dumped me". Each is a `relationship_status` fact, so starting to
 * see someone supersedes "Single", and a break-up supersedes the relationship (and ends the
 * partner's facts: ./breakups.ts).
 */
export const PARTNER_NOUN = /^(?:girlfriend|boyfriend|gf|bf|partner|husband|hubby|wife|wifey|spouse|fianc[eé]e?|missus)$/;
/** Who is being seen or dated: someone, or a name. */
const SOMEONE = /^(?:someone|somebody|a guy|a girl|a man|a woman|this guy|this girl|a lovely)\b/;
/** "dating app", "dating life": dating as a noun, not the user dating. */
const NOT_DATING = /^(?:apps?|sites?|profiles?|scene|life|pool|game|advice|again)\b/;

const status = (c: Clause, value: string, text: string, time: ResolvedTime | null) =>
  make(c, "profile", "relationship_status", value, capitalize(dated(text, time && time.since ? time : null, false)), 0.85, time, true);

/** Whether the words (after the verb) start with a partner: "a girlfriend", "a new boyfriend", "my partner". */
function partnerAt(rest: Word[], determiners: string[]): string | null {
  let i = 0;
  if (!determiners.includes(rest[i]?.norm ?? "")) return null;
  i += 1;
  if (rest[i]?.norm === "new") i += 1;
  const noun = rest[i]?.norm ?? "";
  return PARTNER_NOUN.test(noun) ? noun : null;
}

/** The relationship status one of the user's clauses states, or null. */
export function partnerStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  if (c.subject.kind !== "user" || c.plan || c.hypothetical) return null;
  const L = c.lemma;
  const restText = rest.map((w) => w.norm).join(" ");
  const verb = c.verb?.norm ?? "";
  const after = rest[0]?.norm === "together" ? rest[1] : rest[0];
  // "my girlfriend and i split last month", "we split in march" ("we split the bill" is no break-up).
  const splitUp = !after || after.tags.has("Date") || /^(?:last|in|after|recently|earlier|this|up)$/.test(after.norm);
  if (L === "split" && c.subject.plural && !c.negated && splitUp) return status(c, "single", "Single (broke up)", time);
  // "tanner and i are done", "kiprop and i parted ways": a couple named with the user, done ("we're done with the reno" is no break-up).
  const done =
    L === "be" &&
    /^(?:done|over|finished|through)$/.test(rest[0]?.norm ?? "") &&
    (/^(?:fr|officially|now|lol|lmao|forever|tbh|ngl|)$/.test(rest[1]?.norm ?? "") ||
      /^for (?:good|real)$/.test(`${rest[1]?.norm} ${rest[2]?.norm}`));
  const parted = L === "part" && rest[0]?.norm === "ways";
  if (c.subject.kind === "user" && c.subject.with && !c.negated && (done || parted)) return status(c, "single", "Single (broke up)", time);
  // "been seeing someone", "i'm seeing a guy from work", "not seeing anyone".
  const seeing = L === "see" && verb === "seeing";
  const dating = L === "date" && !NOT_DATING.test(restText) && c.tense !== "past";
  if (seeing || dating) {
    if (c.negated && (rest.length === 0 || /^(?:anyone|anybody)\b/.test(restText))) return status(c, "single", "Single", time);
    if (c.negated) return null;
    if (seeing && !SOMEONE.test(restText) && !rest[0]?.tags.has("Person")) return null;
    const who = rest[0]?.tags.has("Person") ? capitalize(rest[0].text) : "someone";
    return status(
      c,
      seeing ? "seeing someone" : "dating",
      `${seeing ? "Seeing" : "Dating"} ${who}${/\bnew\b/.test(restText) ? " new" : ""}`,
      time,
    );
  }
  // "got a girlfriend", "i have a boyfriend now", "i don't have a partner".
  if (["get", "have", "find"].includes(L)) {
    const partner = partnerAt(rest, ["a", "an"]);
    if (partner && c.negated) return L === "have" ? status(c, "single", "Single", time) : null;
    if (partner) return status(c, "in a relationship", `Has a ${partner}`, time);
  }
  // "we're together now", "we've been together like 3 years", "we're back together"; "we're no longer together".
  if (L === "be" && c.subject.plural && /^(?:\w+ )?together\b/.test(restText) && c.tense !== "past")
    return c.negated ? status(c, "single", "Single (broke up)", time) : status(c, "in a relationship", "In a relationship", time);
  // "i'm in a relationship", "i'm not with tom anymore" (a person or a partner, not "with vodafone").
  if (L === "be" && /^in a (?:\w+ )?relationship\b/.test(restText) && c.tense !== "past")
    return c.negated ? status(c, "single", "Single", time) : status(c, "in a relationship", "In a relationship", time);
  const withWhom =
    rest[0]?.norm === "with" ? (rest[1]?.tags.has("Person") ? rest[1] : partnerAt(rest.slice(1), ["my"]) ? rest[2] : null) : null;
  if (L === "be" && c.negated && c.change && withWhom)
    return status(
      c,
      "single",
      `Single (broke up with ${withWhom.tags.has("Person") ? capitalize(withWhom.text) : `their ${withWhom.norm}`})`,
      time,
    );
  // "got back together with my ex", "we got together last summer" ("got together for drinks" is no couple).
  const couple = !after || after.tags.has("Date") || /^(?:last|in|this|again|recently|properly|officially)$/.test(after.norm);
  if (L === "get" && !c.negated && (/^back together\b/.test(restText) || (c.subject.plural && rest[0]?.norm === "together" && couple)))
    return status(c, "in a relationship", "In a relationship", time);
  // "we moved in together", "we live together now".
  if (
    ["move", "live"].includes(L) &&
    c.subject.plural &&
    /^(?:in )?together\b/.test(restText) &&
    !c.negated &&
    !(L === "live" && c.tense === "past")
  )
    return make(c, "profile", "relationship_status", "lives with partner", "Lives with their partner", 0.85, time, true);
  // "moved in with my partner", "i live with my boyfriend anselm".
  if (
    (L === "move" && rest[0]?.norm === "in" && rest[1]?.norm === "with") ||
    (L === "live" && rest[0]?.norm === "with" && c.tense !== "past")
  ) {
    const partner = partnerAt(rest.slice(L === "move" ? 2 : 1), ["my", "our"]);
    if (!partner || c.negated) return null;
    return make(c, "profile", "relationship_status", "lives with partner", `Lives with their ${partner}`, 0.85, time, true);
  }
  return null;
}

/** "single for like 3 years now", "still single lol": a status said without its "I'm". */
const VERBLESS =
  /^(?:(?:and|but|so|oh|well|yeah|yep|nope|still|happily|currently|officially|also|been|now|very|totally|lol)\s+)*(single|engaged|married|divorced|separated)\b(?!\s+(?:people|life|parents?|mums?|moms?|dads?|men|women|friends?|couples?))/;
/** "not seeing anyone right now", "im not dating anybody": single, said without the word. */
const NOT_SEEING =
  /^(?:(?:and|but|so|oh|well|yeah|nope|honestly|currently|still)\s+)*(?:i am |i'm )?(?:not|never) (?:seeing|dating) (?:anyone|anybody)\b/;
/** A break-up told without "broke up": "my gf dumped me", "we called it quits", "ended things with tom". */
const BREAKUP = new RegExp(
  "\\b(?:(?:she|he|they|girlfriend|boyfriend|gf|bf|(?<!(?:business|climbing|tennis|dance|lab|study|gym|training|writing|running|squash|chess) )partner|husband|wife|fianc\\S*) (?:dumped|left) me(?! (?:a|an|the|some|alone|with|hanging|speechless|in|on|out|for a)\\b)|" +
    "(?:she|he|they|girlfriend|boyfriend|gf|bf|(?<!(?:business|climbing|tennis|dance|lab|study|gym|training|writing|running|squash|chess) )partner|husband|wife|fianc\\S*) (?:broke up|split up|ended things|ended it) with me|" +
    "(?:i|i have|i've) (?:got|been) dumped|(?:we|i) (?:called it quits(?! (?:on|with) (?!(?:him|her|them|each other)\\b))|broke it off|broke things off)|(?:ended|broke off) things with|" +
    "it is over between us|(?:we|and i) (?:are |have )?(?:splitting up|breaking up)|(?:called|broke) off (?:the|our|my) engagement|(?:we|i|and i) (?:have )?(?:finished|ended|cancell?ed) (?:the|our|my) engagement|the wedding is off|we (?:have )?split(?: up)?(?! (?:the|a|it|our|my|up the|everything|costs?|bills?)\\b))\\b",
);

/** "my boyfriend proposed", "marco proposed and i said yes", "i popped the question": engaged, said by what the partner did. */
const ENGAGED =
  /\b(?:my (?:girlfriend|boyfriend|gf|bf|partner) (?:proposed|popped the question)(?! to (?!me\b))|(?:he|she|\p{L}+) (?:proposed|popped the question)(?: to me)?(?: \w+)* and i said yes|(?:^|\bi )(?:only |finally |just |officially )?popped the question\b(?! to (?:her|him|them)\b)|i (?:proposed|popped the question)(?: to \w+)?(?: \w+)* and (?:she|he|they|\p{L}+) said yes)\b/u;
/** "my wife and i are separating": separated ("we separated" is read by the clause). */
const SEPARATING = /\b(?:we|and i) (?:are |have been )?(?:separating|getting separated)\b/;
/** "we tied the knot", "got hitched", "the divorce came through", "my husband passed away". */
const MARRIED =
  /^(?:(?:and|but|so|oh|well|yeah|yep|update|news|also|finally)\s+)*(?:we|i) (?:finally |just |officially )*(?:tied the knot|got hitched|eloped)\b/;
const DIVORCED =
  /\b(?:the|my|our) divorce (?:from \p{L}+ )?(?:is|was|has been|went|came) (?:now |finally |officially )*(?:final|finali[sz]ed|through)\b/u;
const WIDOWED = /\bmy (?:husband|wife|partner) (?:died|passed away|passed)\b/;
/** "got back together with my ex", "we're back together". */
const BACK_TOGETHER =
  /^(?:(?:and|but|so|oh|well|yeah|yep|update|news|also)\s+)*(?:(?:we|i) (?:are |have |just )?)?(?:got|gotten|are) back together\b/;
/** "my new boyfriend ollie is a chef": a new partner, said by the way. */
const NEW_ONE = /\bmy new (girlfriend|boyfriend|partner)\b/;

/** "I'm already seeing someone new, Thabang", "ive been seeing this guy caspian": dating someone, by name. */
const SEEING_NAMED =
  /\b(?:i'm|im|i am|i've been|ive been|i have been|been) (?:now |already |also |kind of |sort of )*seeing (?:someone(?: new)?|this (?:guy|girl|man|woman|lad)|a (?:guy|girl|man|woman|lad))(?:,? (?:called|named))?,? (?!(?:and|but|it|who|from|at|for|since|now|again|new|recently|lately|which|that|there|here|too)\b)(\p{L}[\p{L}'-]{2,})/iu;

/** "my engagement happened last Sunday with Tejaswini", "our engagement was fixed": engaged, as Indian English says it. */
const ENGAGEMENT_DONE =
  /\b(?:my|our) engagement (?:happened|took place|was done|got done|is done|was fixed|got fixed|is fixed|was held)\b(?:[^.!?]*?\bwith (\p{L}[\p{L}'-]+))?/u;

/** "tadeo's my fiancé now!!", "sam is officially my wife": the status said by what the partner now is. */
const IS_MY =
  /^(?:(?:and|but|so|oh|well|yeah|update|news|omg|guess what)\s+)*\p{L}[\p{L}'-]* is (?:now |officially |finally )*my (fianc[eé]e?|husband|wife)\b(?! to be)/u;

/** A relationship status a whole sentence states where no clause does, or null. */
const SENTENCE_STATUS: readonly [RegExp, (m: RegExpExecArray) => { value: string; text: string }][] = [
  [NOT_SEEING, () => ({ value: "single", text: "Single" })],
  [VERBLESS, (m) => ({ value: m[1] ?? "single", text: capitalize(m[1] ?? "single") })],
  [BREAKUP, () => ({ value: "single", text: "Single (broke up)" })],
  [SEPARATING, () => ({ value: "separated", text: "Separated" })],
  [ENGAGED, () => ({ value: "engaged", text: "Engaged" })],
  [ENGAGEMENT_DONE, (m) => ({ value: "engaged", text: m[1] && !lexiconTag(m[1]) ? `Engaged to ${capitalize(m[1])}` : "Engaged" })],
  [BACK_TOGETHER, () => ({ value: "in a relationship", text: "In a relationship" })],
  [MARRIED, () => ({ value: "married", text: "Married" })],
  [DIVORCED, () => ({ value: "divorced", text: "Divorced" })],
  [WIDOWED, () => ({ value: "widowed", text: "Widowed" })],
  [IS_MY, (m) => ((m[1] ?? "").startsWith("fianc") ? { value: "engaged", text: "Engaged" } : { value: "married", text: "Married" })],
  [NEW_ONE, (m) => ({ value: "in a relationship", text: `Has a new ${m[1] ?? "partner"}` })],
  [SEEING_NAMED, (m) => ({ value: "seeing someone", text: `Seeing someone (${capitalize(m[1] ?? "")})` })],
];

/** "tom dumped me", "priya broke up with me": a break-up by someone named, who is the ex. */
function dumpedBy(words: Word[]): { value: string; text: string } | null {
  // "tom left me for his coworker", "left me last week"; not "left me stranded" nor "left me a voicemail".
  const ends = (i: number) =>
    !words[i] ||
    /^(?:for|last|this|yesterday|recently|after|ago|over)$/.test(words[i]?.norm ?? "") ||
    !!words[i]?.tags.has("Date") ||
    /[,;.!?]/.test(words[i - 1]?.post ?? "");
  const at = words.findIndex(
    (w, i) => /^(?:dumped|left|ditched)$/.test(w.norm) && words[i + 1]?.norm === "me" && (w.norm !== "left" || ends(i + 2)),
  );
  const byName = words.findIndex(
    (w, i) => w.norm === "broke" && words[i + 1]?.norm === "up" && words[i + 2]?.norm === "with" && words[i + 3]?.norm === "me",
  );
  const who = words[(at >= 0 ? at : byName) - 1];
  // A name, or a word the lexicon does not know ("priya"): nobody else dumps the user.
  const named =
    !!who &&
    !who.tags.has("Pronoun") &&
    !PARTNER_NOUN.test(who.norm) &&
    !isRelation(who.norm) &&
    (who.tags.has("Person") || (who.tags.has("Noun") && !lexiconTag(who.norm)));
  return named && who ? { value: "single", text: `Single (broke up with ${capitalize(who.text)})` } : null;
}

export function statusOfSentence(words: Word[], createdAt: string): { value: string; text: string; valid_from: string } | null {
  const text = words.map((w) => w.norm).join(" ");
  const dumped = dumpedBy(words);
  if (dumped) return { ...dumped, valid_from: resolveTime(words.map((w) => w.text).join(" "), createdAt, false)?.at ?? createdAt };
  for (const [pattern, said] of SENTENCE_STATUS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const time = resolveTime(words.map((w) => w.text).join(" "), createdAt, false);
    return { ...said(match), valid_from: time?.at ?? createdAt };
  }
  return null;
}

/** What a whole sentence states beside its clauses: a name after a surname taken (./names.ts), a status said without "I'm". */
export function namesAndStatusIn(words: Word[], createdAt: string, framed: boolean) {
  const renamed = renamedIn(words) ?? introIn(words);
  const status = framed ? null : statusOfSentence(words, createdAt);
  return [
    ...(renamed ? [{ type: "profile" as const, topic: "name", ...renamed, confidence: 0.85, change: true }] : []),
    ...(status ? [{ type: "profile" as const, topic: "relationship_status", ...status, confidence: 0.8, change: true }] : []),
  ];
}

/**
 * "i've been seeing someone! his name is ezequiel": a partner the turn says the user started
 * seeing, named by "his name is", "her name's", "he's called", is the partner (rel:partner.name).
 */
const PARTNER_NAMED = /\b(?:his|her|their) name(?:'s| is) (\p{L}[\p{L}'-]+)|\b(?:he|she|they)(?:'s| is| are) called (\p{L}[\p{L}'-]+)/iu;
const NEW_PARTNER = new Set(["seeing someone", "dating", "in a relationship"]);

export function withPartnerName(found: CandidateFact[], sentences: readonly TaggedSentence[]): CandidateFact[] {
  const started = found.find((f) => f.topic === "relationship_status" && NEW_PARTNER.has(f.value));
  if (!started || found.some((f) => /^rel:[^.]+\.name$/.test(f.topic))) return found;
  for (const sentence of sentences) {
    const match = PARTNER_NAMED.exec(sentence.text || sentence.words.map((w) => w.text).join(" "));
    const name = match?.[1] ?? match?.[2];
    if (!name || /^(?:is|was|a|the|so)$/i.test(name)) continue;
    return [
      ...found,
      {
        ...started,
        type: "relationship",
        topic: "rel:partner.name",
        text: `Partner is ${capitalize(name)}`,
        value: capitalize(name),
        subject: "partner",
        change: false,
        quote: sentence.text || started.quote,
      },
    ];
  }
  return found;
}

/** Standings at work among the statuses: read by ./work.ts. */
const WORK_STANDING = /^(?:retired|unemployed|self-employed)$/;

/** " to Dan": whom the user is married or engaged to, when the clause names them. */
function partnerOf(rest: Word[]): string {
  const to = rest.findIndex((w) => w.norm === "to");
  const who = rest[to + 1];
  return to >= 0 && who && (who.tags.has("ProperNoun") || who.tags.has("Person")) ? ` to ${capitalize(who.text)}` : "";
}

/** "we got married!!!", "im engaged", "we are not engaged", "we're getting married in may": the user's status with a partner. */
export function statusStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  // "a retired teacher": retired and unemployed are standings at work (./work.ts), not with a partner.
  const status = [c.verb, ...rest.slice(0, 3)].find((w) => w && STATUS.test(w.norm) && !WORK_STANDING.test(w.norm));
  if (!status || !["be", "get", "marry", "divorce", "engage", "separate", "widow"].includes(L)) return null;
  // "we're getting married in may": on the way there, said with when.
  const getting = (c.tense === "progressive" && L === "get") || (L === "be" && rest[0]?.norm === "getting");
  const coming = getting && !c.negated ? `getting ${status.norm}` : null;
  // "i'm a single mum": the parent the user is, said with the status ("Single mum").
  const parent = /^(?:mum|mom|mother|dad|father|parent)$/.exec(rest[rest.indexOf(status) + 1]?.norm ?? "")?.[0];
  const said = coming
    ? dated(coming, time, false)
    : c.negated
      ? `not ${status.norm}`
      : `${status.norm}${parent ? ` ${parent}` : partnerOf(rest)}`;
  const value = coming ?? (c.negated ? `not ${status.norm}` : status.norm);
  return make(c, "profile", "relationship_status", value, capitalize(said), 0.85, time, true);
}
