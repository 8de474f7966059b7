import { POST_OF, POSTS } from "./elected-roles";
import { isCityName } from "./cities";
import { FIRST_DAYS } from "./lexicon";
import { OCCUPATION, type Statement } from "./statement-words";

type JobReading = Pick<Statement, "type" | "topic" | "value" | "text" | "change">;

/**
 * A new job told by its first days or by the post taken, as people tell it: "first full week at
 * benchling done!", "two weeks into FairMoney", "just finished my first shift at the Co-op", "I got the charge nurse post on
 * the renal unit". The employer or the role, said as a change.
 */
const FIRST_AT = new RegExp(
  String.raw`(?:^|[\s,;:.!(])(?:my |our )?(?:${FIRST_DAYS}|(?:week|month) (?:[2-9]|two|three|four|five|six)|(?:[1-9]|one|two|three|four|five|six|a few|a couple of) (?:days|weeks|months)(?= into\b)) (at|with|in|into) (?:the )?([\p{L}\d][\p{L}\d&.'-]*)`,
  "iu",
);
/** Words that end a name typed in lower case. */
const NOT_IN_NAME =
  /^(?:done|and|is|was|were|so|today|now|this|last|went|finished|complete|completed|down|over|with|at|in|on|for|but|lol|haha|yesterday|tomorrow|wow|omg|just|already|officially|ok|okay|too|as|then|i|we|it|my|a|an|the|to|of|has|have|had|been|felt|feels|going|where|which|who|that|under|after|before|since|went|starts?|begins?|next|will|tbh|fr|ngl|and|rn)$/;
/** After the name: a first day still to come ("is monday", not "is finished"). */
const AHEAD =
  /^\s*(?:is(?! (?:finished|done|over|complete|completed|behind me)\b)|will|starts|begins|tomorrow|next|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
const WEEKDAY_OR_I =
  /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** Places a first day is not a job at: school, the gym, a hospital stay. */
const NOT_EMPLOYER =
  /^(?:the )?(?:school|uni|university|college|nursery|daycare|kindergarten|preschool|camp|gym|work|home|hospital|rehab|physio|training|practice|it|this|that|my|our|the new job|new job|job|club|church|class|course|the office|office|last|here|there)$/i;
/** A time of year, not a workplace: "a few days into March", "two weeks into Ramadan". */
const SEASON =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Ramadan|Lent|Advent|Christmas|Easter|Diwali|Veganuary|Movember|Dry|Sober|Summer|Winter|Spring|Autumn|Fall|Term|Semester)\b/i;
/** Whose first day it is, when not the user's: "my son's first day at nursery". */
const SOMEONE_ELSES = /(?:'s|s'|\bhis|\bher|\btheir|\bhis new|\bher new) (?:very )?$/i;
const AT_NOW = /\b(?:i am|i'm|im) (?:now )?at ([\p{L}\d][\p{L}\d&'-]*) now\b/iu;
const VOTED = new RegExp(
  `\\b(?:(?:voted|elected) (?:me )?in as|(?:elected|appointed|made) me(?: as)?|(?:been|was|got) (?:voted in as|elected|appointed)(?: as)?) (?:the |our |their )?((?:${POST_OF})?(?:${POSTS}))(?: of (?:the |our )?([^,.;!?()]{2,40}?))?(?= at\\b| on\\b| in\\b| would\\b| and\\b| so\\b|[,.;!?()]|$)`,
  "i",
);
const CHANGED_JOB =
  /\b(?:i |we )?(?:changed|switched|moved) (?:my )?(?:job|jobs|company|companies|employer) (?:to|over to) (?:the )?([\p{L}\d][\p{L}\d&'-]*)/iu;
const SHIFT_AT = /\bmy (?:\w+ )?shifts? at (?:the )?([\p{L}\d][\p{L}\d&'-]*)/iu;
const FRESH = /\b(?:(?:first|second|2nd|third|3rd) (?:week|day|shift|month|fortnight) (?:there|in)|new job|just started|started there)\b/i;
const WORK_WORDS = /\b(?:left|quit|jobs?|boss|manager|team|role|hired|colleagues|coworkers|onboarding|notice)\b/i;
const POST_TAKEN =
  /\b(?:got|landed|accepted|took|was given|been given|have been given|got offered and took) (?:the|a|that) ((?:[a-z]+ ){0,3}?[a-z]+) (?:post|job|role|position)\b(?: (on|at|in|with) ((?:the )?[^,.;!?]{2,40}))?/i;

export function newJob(s: string): JobReading | null {
  const first = FIRST_AT.exec(s);
  // The name: its first word as written, then only words with a capital ("at the Co-op", "at Zoho Books").
  const after = first ? s.slice(first.index + first[0].length) : "";
  const more: string[] = [];
  const tokens = after.split(/\s+/).slice(1);
  for (const w of tokens) {
    const bare = w.replace(/[,;:.!?)]+$/, "");
    // "first week at royal mail done": typed in lower case, the name runs to the first word that is not a name's.
    const lower = /^\p{Ll}/u.test(bare) && /^\p{Ll}/u.test(first?.[2] ?? "") && more.length < 2 && !NOT_IN_NAME.test(bare);
    if ((!/^[\p{Lu}\d&]/u.test(bare) && !lower) || WEEKDAY_OR_I.test(bare)) break;
    more.push(bare);
    if (bare !== w) break;
  }
  const place = first?.[2] ? [first[2], ...more].join(" ").replace(/[.'-]+$/, "") : undefined;
  // "first week in Sicredi": after "in", only a name written with a capital that is no city ("first week in berlin" is a stay).
  // "two weeks into FairMoney": after "into", the same ("two weeks into veganuary" is no job).
  const inside =
    ["in", "into"].includes(first?.[1]?.toLowerCase() ?? "") &&
    (!/^\p{Lu}/u.test(place ?? "") || isCityName((place ?? "").toLowerCase()) || SEASON.test(place ?? ""));
  // "my first day at google is monday": a job still to start is a plan, not the employer.
  const ahead = AHEAD.test(tokens.slice(more.length).join(" "));
  if (
    first &&
    place &&
    !ahead &&
    !inside &&
    !NOT_EMPLOYER.test(place) &&
    !SOMEONE_ELSES.test(s.slice(0, first.index + first[0].search(/first|week|month/i)))
  ) {
    return worksAt(place.replace(/^the /i, ""), true);
  }
  // "i finally left paycom, im at gusto now and my new boss is chill": where the user is now, said beside work.
  const at = AT_NOW.exec(s)?.[1];
  if (at && !NOT_EMPLOYER.test(at) && !isCityName(at.toLowerCase()) && WORK_WORDS.test(s)) {
    return worksAt(at, true);
  }
  // "they voted me in as chairman", "guess who was voted in as president of the horticultural society? me!": a post held.
  const voted = VOTED.exec(s);
  if (voted?.[1] && (/\bme\b/i.test(voted[0]) || ownAt(s, voted.index))) {
    const role = voted[1].toLowerCase();
    const of = voted[2]?.trim();
    return { type: "profile", topic: "elected_role", value: role, text: `Is the ${role}${of ? ` of ${of}` : ""}`, change: true };
  }
  // "changed job to DBS last month", "switched jobs to the council": the employer moved to.
  const change = CHANGED_JOB.exec(s);
  const moved = change && ownAt(s, change.index) ? change[1] : undefined;
  if (moved && !NOT_EMPLOYER.test(moved) && !NOT_IN_NAME.test(moved) && !isCityName(moved.toLowerCase())) {
    return worksAt(moved, true);
  }
  // "sprinted to my shift at biggby, first week there": a shift is worked where the user works; new when told so.
  const shift = SHIFT_AT.exec(s)?.[1];
  if (shift && !NOT_EMPLOYER.test(shift) && !NOT_IN_NAME.test(shift) && !isCityName(shift.toLowerCase())) {
    return worksAt(shift, FRESH.test(s));
  }
  const post = POST_TAKEN.exec(s);
  const role = post?.[1]?.toLowerCase();
  const head = role?.split(" ").at(-1) ?? "";
  if (!post || !role || !OCCUPATION.test(head) || /\b(?:not|never|didn't|did not|n't)\b/i.test(s.slice(0, post.index))) return null;
  // "my flatmate ... landed a junior dev job": the post someone else took is theirs.
  if (!ownAt(s, post.index)) return null;
  const where = post[3]?.trim();
  return {
    type: "profile",
    topic: "occupation",
    value: role,
    text: `Works as ${/^[aeiou]/.test(role) ? "an" : "a"} ${role}${where ? ` ${post[2]?.toLowerCase()} ${where}` : ""}`,
    change: true,
  };
}

/** Whether what is said at `index` is the user's: the last person named before it is "I" or "we", or none is. */
function ownAt(s: string, index: number): boolean {
  const who = [...s.slice(0, index).matchAll(/\b(?:i|i'm|im|we|she|he|they|my \w+|our \w+)\b/gi)].at(-1)?.[0].toLowerCase();
  return !who || /^(?:i|i'm|im|we)$/.test(who);
}

/** The employer a frame names, with its first letter as a name's ("pret" -> "Pret"). */
function worksAt(named: string, change: boolean): JobReading {
  const name = named.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return { type: "profile", topic: "employer", value: name, text: `Works at ${name}`, change };
}
