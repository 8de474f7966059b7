import { BODY_PART, RELATIONS } from "./lexicon";

/**
 * Contractions typed without their apostrophe ("havent", "im", "doesnt", "theyre"), as people
 * type on phones. compromise reads some of them and not others ("havent had a drink" comes out
 * as a verb "havent"), so the extractor restores the apostrophe before it reads a turn. Only
 * spellings that are no English word of their own are restored: "its", "ill", "were", "wed",
 * "id" and "lets" are words, and stay as written. Chat shorthand ("bc", "tmrw", "gf") is
 * restored to its words the same way.
 */
const SPELLINGS: Record<string, string> = {
  im: "I'm",
  ive: "I've",
  youre: "you're",
  youve: "you've",
  theyre: "they're",
  theyve: "they've",
  shes: "she's",
  hes: "he's",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  cant: "can't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  wont: "won't",
  aint: "ain't",
  // Chat shorthand that is no English word either: read as the words it stands for.
  bc: "because",
  bcuz: "because",
  cuz: "because",
  coz: "because",
  tmrw: "tomorrow",
  abt: "about",
  bday: "birthday",
  yrs: "years",
  wks: "weeks",
  bf: "boyfriend",
  gf: "girlfriend",
  // Scots, as people write it and as speech-to-text hears it.
  tae: "to",
  intae: "into",
  wi: "with",
  flitted: "moved",
  ngl: "honestly",
  istg: "honestly",
};

const MAIN = /(?<![\p{L}'’])(i|im|i'm|i am|been|now|still|currently|mostly) main(ing)?(?![\p{L}'’])/giu;

/** Words typed long for feeling ("heyyy", "sooo", "okkk"): read as the word. */
const LONG = /(?<![\p{L}\p{N}'’])(?:hey{2,}|hi{3,}|so{3,}|ok{2,}|ye+s{2,}|ya{2,}y+)(?![\p{L}\p{N}'’])/giu;

const WORD = new RegExp(`(?<![\\p{L}\\p{N}'’])(${Object.keys(SPELLINGS).join("|")})(?![\\p{L}\\p{N}'’])`, "giu");

/**
 * "me mum", "me ute's a 2009 bt-50", "torn me calf": "me" for "my", as Irish, Australian and
 * northern English speakers say it. Only before a person, a body part or a thing people own,
 * which "me" in its own sense does not come straight before ("gave me the keys", "sent me photos").
 */
const DIALECT_MY = new RegExp(
  `(?<![\\p{L}'’])me(?= (?:${RELATIONS}|missus|missis|fella|old (?:man|lady)|${BODY_PART.source.slice(4, -4)}|ute|van|car|truck|bike|motor|house|flat|place|phone|wallet|job|boss|dog|cat)s?(?![\\p{L}]))`,
  "giu",
);

/** "it's CIPM I'm doing now", "its japanese im learning these days": what the user does now, put first; read in its plain order. */
const CLEFT =
  /(?<![\p{L}'’])it'?s (?!(?:fine|ok|okay|good|great|hard|easy|nice|weird|funny|true|cool|bad|sad|crazy|wild|mad|annoying|late|early|what|all|that|this|not|just|so|really|why|how) )((?:the |a |an )?[\p{L}\p{N}][\p{L}\p{N}' -]{1,40}?) (i'm|im|i am|we're|we are) (\p{L}+ing)(?= (?:now|these days|instead)\b)/giu;

/**
 * "we're after moving to Foxford", "I'm only after buying a Qashqai": the Irish perfect, a thing
 * just done, said with "after" and the doing. Read as the plain past ("we just moved"), which the
 * rest of the extractor knows; "I'm after a new laptop" (a wish) has no doing and stays.
 */
const AFTER_DOING =
  /(?<![\p{L}'’])(i'm|im|i am|we're|we are|(?:myself|me) and (?:the |my |our )?\p{L}+ are|he's|she's|they're|they are) (?:just |only )?after (\p{L}{2,}?)ing(?![\p{L}'’])/giu;
/**
 * "ever since switching to the climbing hangar", "after moving to leeds": a change told as a
 * clause with no subject, read with the user as its subject ("since I switched to ...").
 */
const SINCE_DOING =
  /(?<![\p{L}'’])(since|after|ever since|now that i'm|since i'm) (switch|mov|chang|start|join|leav|quitt|transferr|retir|graduat)ing (to|from|at|over|jobs|schools|teams|courses|careers|in)\b/giu;
/** "now that I've started a postdoc at Imperial, ...": what the user states as the new state of things, read as stated ("now I've ..."). */
const NOW_THAT = /(?<![\p{L}'’])(now) that (?=(?:i|we|i'm|i've|we're|we've|im|ive|i am|we are|i have|we have)\b)/giu;
/** "the battery lasts forever, never going back to Garmin": the user's own vow, said after a comma without its "I'm". */
const NEVER_BACK = /,\s*(never|not) (?:going|gonna go) back to\b/giu;
/** The past of a doing whose past is not its stem and "ed" ("buying": bought). */
const PAST: Record<string, string> = {
  buy: "bought",
  get: "got",
  sell: "sold",
  tak: "took",
  mak: "made",
  find: "found",
  leav: "left",
  hav: "had",
  do: "did",
  giv: "gave",
  go: "went",
  break: "broke",
  los: "lost",
  tell: "told",
  spend: "spent",
  putt: "put",
  eat: "ate",
  see: "saw",
  com: "came",
  pay: "paid",
  fall: "fell",
  hear: "heard",
  feel: "felt",
  writ: "wrote",
  driv: "drove",
  quitt: "quit",
  be: "were",
  run: "ran",
  sitt: "sat",
  gett: "got",
  begin: "began",
  shutt: "shut",
};
/** "we're after moving": "we just moved"; `just` left out where the clause says when ("since I switched"). */
const saidDone = (who: string, stem: string, just = true) => {
  const subject = /^(?:i'm|im|i am)$/i.test(who) ? "I" : /^(?:we|myself|me)\b/i.test(who) ? "we" : who.replace(/(?:'s|'re| are)$/i, "");
  return `${subject}${just ? " just" : ""} ${PAST[stem.toLowerCase()] ?? `${stem}ed`}`;
};

/** The text with apostrophes restored in contractions typed without them; the case of the first letter kept. */
export function withApostrophes(text: string): string {
  const shortened = text
    .replace(CLEFT, (_typed: string, what: string, who: string, doing: string) => `${who} ${doing} ${what}`)
    .replace(NOW_THAT, "$1 ")
    // "i quit brusters fr. started at ...": "for real" in chat, which the library reads as "Fr." and runs on.
    .replace(/(?<![\p{L}'’])fr(?=[.!,]|\s|$)/gu, "for real")
    .replace(NEVER_BACK, ", I'm $1 going back to")
    .replace(AFTER_DOING, (_typed: string, who: string, stem: string) => saidDone(who, stem))
    .replace(
      SINCE_DOING,
      (_typed: string, when: string, stem: string, next: string) => `${when.replace(/ i'm$/i, "")} ${saidDone("I'm", stem, false)} ${next}`,
    )
    .replace(DIALECT_MY, (typed: string) => (typed === "Me" ? "My" : "my"))
    .replace(LONG, (typed: string) => typed.replace(/(\p{L})\1+/gu, "$1"))
    // Gamers' "i main siege", "maining rivals now": the game played most, said with the verb that means it.
    .replace(MAIN, (_typed: string, before: string, ing: string | undefined) => `${before} ${ing ? "playing" : "play"}`);
  return shortened.replace(WORD, (typed: string) => {
    const restored = SPELLINGS[typed.toLowerCase()] ?? typed;
    if (restored.startsWith("I'")) return restored;
    return /^[A-Z]/.test(typed) ? restored.charAt(0).toUpperCase() + restored.slice(1) : restored;
  });
}
