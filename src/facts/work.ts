import type { Clause } from "./clause";
import { capitalize, dated, phrase, withoutTime } from "./distill";
import { isCityName } from "./cities";
import { make, properAfter, untilComma, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";
import { lexiconTag, thirdPerson, type Word } from "./nlp";
import { isVerb } from "./people";

/**
 * Where the user works when the name is typed in lower case or is no name at all: "i work at a
 * bakery", "got a job at stripe", "i start at shopify on monday", "got laid off from my job at
 * meta". The rule in ./statements.ts reads capitalised employers; this one reads the words after
 * "at" or "for" up to the next preposition, time or comma, and a layoff as the end of the job.
 */
const NOT_WORKPLACES =
  /^(?:home|night|nights|work|the moment|myself|free|weekends?|times?|least|best|first|last|all|it|that|this|hours|lunch|school|uni|a living|the same|the weekend)\b/;
const JOB_WORDS = new Set(
  "job role position gig offer contract internship postdoc apprenticeship residency fellowship placement traineeship secondment locum rotation".split(
    " ",
  ),
);
const TIME_WORDS = new Set(["last", "next", "this", "since", "ago", "now", "today", "yesterday", "tomorrow", "currently"]);
/** Prepositions the library may read as adjectives ("a florist near the station"). */
const PLACE_WORDS = new Set(["near", "by", "opposite", "outside", "inside", "behind", "beside", "round", "around", "off"]);
const LAID_OFF = /\b(?:laid off|made redundant|let go|fired|sacked)\b/;

function workplace(rest: Word[]): { prep: string; name: string; lead: Word[] } | null {
  const at = rest.findIndex((w) => w.norm === "at" || w.norm === "for");
  if (at < 0) return null;
  const run: Word[] = [];
  for (const w of rest.slice(at + 1)) {
    const afterName = run.length > 0 && w.tags.has("Determiner") && !run.every((x) => x.tags.has("Determiner"));
    if (
      ["Preposition", "Date", "Conjunction", "Duration"].some((t) => w.tags.has(t)) ||
      // "at monzo two weeks ago": a number that starts a time ends the name.
      (w.tags.has("Value") && /^(?:days?|weeks?|months?|years?|ago)$/.test(rest[rest.indexOf(w) + 1]?.norm ?? "")) ||
      TIME_WORDS.has(w.norm) ||
      PLACE_WORDS.has(w.norm) ||
      afterName ||
      // "at a grocery store mostly slicing meat": an adverb or a gerund ends the name.
      (run.length > 0 && (w.tags.has("Adverb") || w.tags.has("Gerund"))) ||
      run.length >= 5
    )
      break;
    run.push(w);
    if (/[,;.!?]/.test(w.post)) break;
  }
  const name = run.map((w) => w.text).join(" ");
  if (!name || NOT_WORKPLACES.test(name.toLowerCase()) || run.every((w) => w.tags.has("Determiner"))) return null;
  return { prep: rest[at]?.norm ?? "at", name, lead: rest.slice(0, at) };
}

/** "i work in payroll for an nhs trust", "in a call centre in tralee for an energy company": where in it the user works. */
function within(c: Clause, lead: Word[]): string {
  const first = lead[0];
  if (!first || lead.length > 6 || lead.some((w) => isVerb(w) && w.norm !== "in")) return "";
  const said = phrase(lead);
  if (first.norm === "in") return lead.length >= 2 ? said : "";
  // The library may take "in" as the verb's particle ("work in"), leaving it out of the rest.
  return c.words[c.words.indexOf(first) - 1]?.norm === "in" ? `in ${said}` : "";
}

/** Lines of work said with "do" or "run" before "for" or "at" the employer. */
const TRADES =
  /^(?:\w+ )?(?:customer support|support|tech support|design|marketing|sales|accounts|accounting|admin|it|engineering|research|comms|pr|hr|ops|operations|consulting|qa|testing|translation|copywriting|bookkeeping|payroll|recruiting|recruitment|security|data|analytics|content|social media|logistics|procurement|legal|finance|compliance|dev|development|product|ux|ui)(?: work| stuff)? (?:for|at)\b/;

/** "my last day at zalando was the 10th": the job there ends. */
export function lastDay(c: Clause, noun: Word[], time: ResolvedTime | null): Statement | null {
  // The library may end the subject before the employer's name: the clause's words say it whole.
  const said = c.words.map((w) => w.norm).join(" ");
  const where = /^(?:my |our )?(?:last day|final day|last shift) at (.+?) (?:was|is|will be)\b/.exec(said)?.[1];
  if (!/^(?:my |our )?(?:last|final)/.test(noun.map((w) => w.norm).join(" "))) return null;
  if (c.lemma !== "be" || !where || c.negated) return null;
  // "not": a new employer named in the same turn takes its place (extract's withoutGivenUp).
  return make(c, "profile", "employer", `not ${where}`, `No longer works at ${where}`, 0.85, time, true);
}

/** Standings at work that hold one at a time: "i'm retired", "went freelance", "im self-employed now". */
const STANDINGS =
  /^(?:retired|unemployed|self-employed|freelance|freelancing|between jobs|out of work|on parental leave|on maternity leave|on paternity leave)\b/;

/**
 * A career said without an employer: "got promoted to senior engineer", "started a new job as
 * a nurse", "i retired last year", "went freelance in june". Promotions and new roles are the
 * occupation; retiring and freelancing the standing at work, which a new job ends.
 */
/** The words before an aside in brackets: "assistant headteacher (behaviour and attendance)" is the role. */
function beforeAside(rest: Word[]): string {
  const aside = rest.findIndex((w) => w.post.includes("("));
  return (aside < 0 ? rest : rest.slice(0, aside + 1)).map((w) => w.norm).join(" ");
}

function careerStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  const restText = rest.map((w) => w.norm).join(" ");
  // "i was promoted to ...", "got promoted to team lead".
  const promoted = L === "promote" || (L === "get" && rest[0]?.norm === "promoted");
  const role = /^(?:promoted )?(?:to |as )(?:an? )?(.+)$/.exec(restText)?.[1];
  if (promoted && role && !c.negated)
    return make(
      c,
      "profile",
      "occupation",
      withoutTime(role, time),
      capitalize(dated(`got promoted to ${withoutTime(role, time)}`, time, true)),
      0.85,
      time,
      true,
    );
  // "started a new job as ...", "started as assistant headteacher on the 5th, same school": a role taken.
  const asRole =
    /^(?:a |my )?(?:new |permanent |full[- ]time |part[- ]time |proper )?(?:job|role|position|post) as ((?:an? )?.+)$/.exec(
      restText,
    )?.[1] ??
    (L === "start"
      ? /^as ((?:an? )?(?:\w+ ){0,3}?(?:\w+))(?=,| on | at | in | last | this | from |$)/.exec(beforeAside(rest))?.[1]
      : undefined);
  // "retrained as a paramedic", "qualified as an electrician in may": the job trained for is the job now.
  const trained = ["retrain", "qualify"].includes(L)
    ? /^as ((?:an? )?(?:\w+ ){0,3}?(?:\w+))(?=,| on | at | in | last | this | from |$)/.exec(beforeAside(rest))?.[1]
    : undefined;
  if (trained && !c.negated && c.tense !== "progressive") {
    const job = withoutTime(trained, time);
    return make(c, "profile", "occupation", job.replace(/^an? /, ""), capitalize(`works as ${job}`), 0.85, time, true);
  }
  // "since january I have a permanent position as staff scientist": the role held, new when said as a change.
  if (asRole && ["start", "get", "take", "land", "accept", "begin", "have"].includes(L) && !c.negated) {
    const job = withoutTime(asRole, time);
    return make(c, "profile", "occupation", job.replace(/^an? /, ""), capitalize(`works as ${job}`), 0.85, time, true);
  }
  // "handed in my notice at deliveroo": the job there ends.
  const notice = /^in (?:my|their|his|her) notice(?: at (.+?))?$/.exec(restText);
  if (L === "hand" && notice && !c.negated) {
    const where = notice[1] ? withoutTime(notice[1], time) : "job";
    return make(c, "profile", "employer", `not ${where}`, `Handed in their notice at ${where}`, 0.85, time, true);
  }
  // "i'm freelancing now": the standing said as the verb.
  const freelancing = L === "freelance" && c.tense !== "past";
  const standing = (L === "retire" || freelancing) && !c.negated ? (freelancing ? "freelance" : "retired") : STANDINGS.exec(restText)?.[0];
  if (standing && (L === "retire" || freelancing || L === "go" || (L === "be" && c.tense !== "past")) && !c.negated) {
    const said =
      L === "retire" ? dated("retired", time, true) : L === "go" ? `went ${standing}` : freelancing ? "works freelance" : `is ${standing}`;
    return make(c, "profile", "work_status", standing.replace(/ing$/, ""), capitalize(said), 0.85, time, true);
  }
  return null;
}

/** Words for the work itself ("started work at", "got a new job with"): with them, a place after "at" is an employer. */
const EMPLOYMENT =
  /^(?:job|jobs|work|role|position|post|gig|offer|contract|internship|placement|apprenticeship|career|shift|shifts|new|full-time|part-time|a|an|the|my|permanent|temporary)$/;

/** "started at Arup", "got a job with the council": the place is the employer; "started Indonesian at TAFE" names none. */
export function asJob(L: string, rest: Word[]): boolean {
  const object = rest.slice(
    0,
    Math.max(
      0,
      rest.findIndex((w) => ["at", "for", "with"].includes(w.norm)),
    ),
  );
  return !["start", "get", "land", "accept"].includes(L) || object.every((w) => !w.tags.has("Noun") || EMPLOYMENT.test(w.norm));
}

export function employerStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  // The user's, or a person's ("my husband works at amazon"), never a thing's.
  if (c.subject.kind === "thing" || c.plan || c.hypothetical) return null;
  const career = careerStatement(c, rest, time);
  if (career) return career;
  const restText = rest.map((w) => w.norm).join(" ");
  const L = c.lemma;
  const place = workplace(rest);
  if (LAID_OFF.test(`${c.verb?.norm ?? ""} ${restText}`)) {
    const where = place?.name;
    return make(
      c,
      "profile",
      "employer",
      `left ${where ?? "job"}`,
      where ? `No longer works at ${where}` : "Was laid off",
      0.85,
      time,
      true,
    );
  }
  // "I worked at a bookshop there": a job once held is not where the user works.
  if (!place || c.negated || (L === "work" && c.tense === "past")) return null;
  const hired = ["get", "land", "accept", "start", "begin", "take"].includes(L) && rest.slice(0, 4).some((w) => JOB_WORDS.has(w.norm));
  // "i do customer support for dropbox", "i run payroll at a care home": a line of work done for someone.
  const trade = ["do", "run", "manage", "lead", "handle"].includes(L) && TRADES.test(rest.map((w) => w.norm).join(" "));
  // "as of monday im at novo nordisk": at a bare name from a date on is the new employer ("im at the gym" is not).
  // "im at specsavers now as an optical assistant": at a name now, in a role, too.
  const atNow =
    L === "be" &&
    rest[0]?.norm === "at" &&
    !rest[1]?.tags.has("Determiner") &&
    !NOT_EMPLOYERS.has(rest[1]?.norm ?? "") &&
    (/\bas of\b/.test(c.words.map((w) => w.norm).join(" ")) ||
      (c.change && /^at \S+(?: \S+)? (?:now )?as (?:an?|the)\b/.test(rest.map((w) => w.norm).join(" "))));
  if (L !== "work" && !hired && !trade && !atNow && !(L === "start" && rest[0]?.norm === "at")) return null;
  if (L === "work" && place.prep === "for" && /^(?:a living|free|myself|years|ages)\b/.test(place.name)) return null;
  const text = trade
    ? `${thirdPerson(L)} ${phrase(untilComma(rest)).replace(/[,;]$/, "")}`
    : `Works ${L === "work" ? `${within(c, place.lead)} ${place.prep}`.trimStart() : "at"} ${place.name}${roleTaken(rest, time)}`;
  return make(
    c,
    "profile",
    "employer",
    place.name,
    capitalize(dated(text, time && time.since ? time : null, false)),
    0.8,
    time,
    L !== "work" || c.change,
  );
}

/** Where a user is at, not for whom they work: "im at home now as a stay at home dad". */
const NOT_EMPLOYERS = new Set(["home", "work", "uni", "school", "college", "church", "hospital", "gym", "bed", "lunch", "university"]);

/** Roles that are no job: "a regular at the climbing gym", "a big fan at heart". */
const NOT_ROLES =
  /^(?:fan|member|regular|customer|guest|beginner|pro|expert|natural|sucker|mess|wreck|genius|nightmare|disaster|loss|bit|lot|person)$/;

/**
 * "im a backend dev at deliveroo", "im an assistant store manager at lidl": a role said before
 * its employer is an occupation whatever its words, so a role outside OCCUPATIONS is read too.
 * The employer is a bare name ("at lidl", not "at the gym"): that is what tells a job apart.
 */
export function roleAt(rest: Word[]): boolean {
  if (!["a", "an"].includes(rest[0]?.norm ?? "")) return false;
  const at = rest.findIndex((w) => w.norm === "at" || w.norm === "for");
  const role = rest.slice(1, at);
  const head = role.at(-1);
  if (at < 2 || at > 5 || !head?.tags.has("Noun") || NOT_ROLES.test(head.norm)) return false;
  // The library may tag a word of the role as a verb ("backend"): only function words rule it out.
  if (role.some((w) => ["Pronoun", "Determiner", "Preposition", "Conjunction", "Adverb"].some((t) => w.tags.has(t)))) return false;
  const where = rest[at + 1];
  return !!where && !where.tags.has("Determiner") && !where.tags.has("Verb") && !where.tags.has("Value") && workplace(rest) !== null;
}

/** Lines of work and trades named with a capital ("I work in Marketing"): no employer. */
const FIELDS =
  /^(?:sales|marketing|finance|hr|it|engineering|operations|retail|hospitality|healthcare|education|tech|logistics|construction|admin|accounts|research|design|product|legal|insurance|banking|media|pharma|consulting|support|security|recruitment|procurement|management)\b/i;
/** "I am working in Infosys", as Indian English says it: "in" a name that is no town, country or line of work is the employer. */
export function employerIn(rest: Word[]): string | null {
  const name = properAfter(rest, ["in"]);
  if (!name || FIELDS.test(name) || isCityName(name.toLowerCase()) || lexiconTag(name.toLowerCase())) return null;
  return name;
}

/** "joined penguin as a junior designer in january": the role a new job is taken in, or "". */
export function roleTaken(rest: Word[], time: ResolvedTime | null): string {
  const as = rest.findIndex((w, i) => w.norm === "as" && /^(?:a|an)$/.test(rest[i + 1]?.norm ?? ""));
  if (as < 0) return "";
  const said = untilComma(rest.slice(as + 2)).filter((w) => !w.tags.has("Date"));
  const end = said.findIndex((w) => /^(?:in|on|since|from|last|this|and|but|so|because|at|for|after)$/.test(w.norm));
  const words = end < 0 ? said : said.slice(0, end);
  const role = withoutTime(phrase(words), time).replace(/[,;.!]+$/, "");
  return words.length > 0 && words.length <= 4 ? ` as ${rest[as + 1]?.norm} ${role}` : "";
}
