import type { Clause } from "./clause";
import { capitalize, dated } from "./distill";
import { make, type Statement } from "./statement-words";
import type { TaggedSentence, Word } from "./nlp";
import type { ResolvedTime } from "./time";
import { resolveTime } from "./time";
import type { CandidateFact } from "./types";
import { renamedIn } from "./names";

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
  // "my girlfriend and i split last month", "we split in march" ("we split the bill" is no break-up).
  const after = rest[0];
  if (
    L === "split" &&
    c.subject.plural &&
    !c.negated &&
    (!after || after.tags.has("Date") || /^(?:last|in|after|recently|earlier|this|up)$/.test(after.norm))
  )
    return status(c, "single", "Single (broke up)", time);
  // "got a girlfriend", "i have a boyfriend now", "i don't have a partner".
  if (["get", "have", "find"].includes(L)) {
    const partner = partnerAt(rest, ["a", "an"]);
    if (!partner) return null;
    if (c.negated) return L === "have" ? status(c, "single", "Single", time) : null;
    return status(c, "in a relationship", `Has a ${partner}`, time);
  }
  // "we're together now", "we've been together like 3 years", "we're back together".
  if (L === "be" && c.subject.plural && !c.negated && /^(?:\w+ )?together\b/.test(restText) && c.tense !== "past")
    return status(c, "in a relationship", "In a relationship", time);
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
  "\\b(?:(?:she|he|they|girlfriend|boyfriend|gf|bf|partner|husband|wife|fianc\\S*) (?:dumped|left) me(?! (?:a|an|the|some|alone|with|hanging|speechless|in|on|out|for a)\\b)|" +
    "(?:i|i have|i've) (?:got|been) dumped|(?:we|i) (?:called it quits|broke it off|broke things off)|(?:ended|broke off) things with|" +
    "it is over between us|we (?:are |have )?(?:separated|separating)|we (?:have )?split(?: up)?(?! (?:the|a|it|our|my|up the|everything|costs?|bills?)\\b))\\b",
);

/** A relationship status a whole sentence states where no clause does, or null. */
export function statusOfSentence(words: Word[], createdAt: string): { value: string; text: string; valid_from: string } | null {
  const text = words.map((w) => w.norm).join(" ");
  const verbless = VERBLESS.exec(text);
  const single = NOT_SEEING.test(text) ? "single" : verbless?.[1];
  const said = single
    ? { value: single, text: capitalize(single) }
    : BREAKUP.test(text)
      ? { value: "single", text: "Single (broke up)" }
      : null;
  if (!said) return null;
  const time = resolveTime(words.map((w) => w.text).join(" "), createdAt, false);
  return { ...said, valid_from: time?.at ?? createdAt };
}

/** What a whole sentence states beside its clauses: a name after a surname taken (./names.ts), a status said without "I'm". */
export function wholeSentence(words: Word[], createdAt: string, framed: boolean) {
  const renamed = renamedIn(words);
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
