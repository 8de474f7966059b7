import { escapeRegExp } from "../lib/regexp";
import { courseEnded, graduates } from "./graduated";
import { homeLeft, newHomeAt } from "./housing";
import { breaksUp, namesPartner, partnerEnded, singleEnded } from "./breakups";
import { isCityName, withoutAccents } from "./cities";
import { leftOut } from "./diets";
import { keepsAnimal } from "./habits";
import { AIDS } from "./lexicon";
import { movedService, serviceOf } from "./services";
import { plannedOrSigned } from "./turn-ends";
import { passedBy } from "./past-names";
import { pastimesEnded, takesUpPastime } from "./pastimes";
import { roleEnded } from "./elected-roles";
import { renamedPartner, weds } from "./renamed-partner";
import { normalizeValue, type Change, type Fact, type Incoming } from "./types";

/** How two times compare: negative when `a` is earlier. */
export const before = (a: string, b: string) => Date.parse(a) - Date.parse(b);
/** When the user said a fact (its evidence), or when it was stored. */
export const saidAt = (fact: Fact) => fact.evidence?.said_at ?? fact.created_at;

/**
 * "We had an old beagle called Biscuit" then "biscuit died on saturday": a statement that says
 * something ended (its `ends`) also ends the user's current facts that name it, on any topic but
 * its own (its own topic was settled by planCandidate). Events stay: they are history already.
 * Only facts about the same subject, true before the statement and said in another message, end;
 * `factId` is where the statement went, so each ended fact points at it. A plan called off
 * without a name (`ends_plan`) ends the plans and sign-ups stated just before (planCalledOff).
 */
export function endedBy(candidate: Incoming, current: Fact[], factId: string, now: string, newId = counter(factId)): Change[] {
  // "the move from Besançon": a word read without its accents names "Lives in Besançon" too.
  const words = (candidate.ends ?? []).map(withoutAccents);
  // A word names a fact where it stands in it ("pepper" is not "Loves peppers"), and also by its
  // stem when it is a doing ("smoking" names "smoke about 15 roll-ups") or the fact's own verb
  // ("stream" names "Streams on facebook gaming").
  const names = (said: string) => {
    const text = withoutAccents(said);
    return words.some(
      (w) =>
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, "iu").test(text) ||
        (w.endsWith("ing") &&
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(stem(w))}(?:e|es|ed|ing|s)?(?![\\p{L}\\p{N}])`, "iu").test(text)) ||
        new RegExp(`^${escapeRegExp(w)}(?:s|es)\\b`, "i").test(text) ||
        // "moved my membership over": the membership names "Is a member at ...".
        (w.endsWith("ship") &&
          w.length > 8 &&
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w.slice(0, -4))}s?(?![\\p{L}\\p{N}])`, "iu").test(text)),
    );
  };
  // A fact from the same message ("I gave up tennis and took up rowing") is part of the news.
  const sameTurn = (f: Fact) =>
    f.sources.some((s) => candidate.sources.some((c) => c.conversation_id === s.conversation_id && c.seq === s.seq));
  const openOf = (f: Fact) => f.id !== factId && !sameTurn(f) && f.status === "current" && f.topic !== candidate.topic;
  // Said after the fact, an ending that dates itself before it ("quit in september", heard in
  // january about a job told of on new year's day) still ends it, as notBeforeNewest does.
  const since = (f: Fact) =>
    openOf(f) && (before(f.valid_from, candidate.valid_from) <= 0 || (!!candidate.said_at && before(candidate.said_at, saidAt(f)) > 0));
  const open = (f: Fact) => since(f) && f.subject === (candidate.subject ?? "user");
  const named = words.length > 0 ? current.filter((f) => open(f) && f.type !== "event" && names(f.text)) : [];
  // "broke up with anselm", "pepper died": the relation that names them ends too ("Boyfriend is Anselm").
  const user = (candidate.subject ?? "user") === "user";
  const relation = words.length > 0 && user ? current.filter((f) => RELATION_NAME.test(f.topic) && openOf(f) && names(f.text)) : [];
  // "marmalade died": what was told about them ends with them ("Cat (Marmalade) has zero regrets").
  const theirs = current.filter((f) => openOf(f) && relation.some((r) => f.topic.startsWith(r.topic.replace(/name$/, ""))));
  // A new employer said as a change ends the job told with another one ("Is a level designer at ubisoft").
  // Taken "as a junior designer", it ends the job told with no place too ("Is a freelance illustrator").
  const role = / as an? (.+)$/i.exec(candidate.text)?.[1];
  const otherRole = (f: Fact) => !!role && f.topic === "occupation" && !normalizeValue(f.text).includes(normalizeValue(role));
  // "taken a job as deputy head at hollins park": a new job told with its place moves the user too.
  const newAt = movesJob(candidate) ? candidate.value.toLowerCase() : takesJob(candidate) ? at(candidate.text) : null;
  const job = newAt ? current.filter((f) => open(f) && heldJob(f) && (at(f.text) === null ? otherRole(f) : at(f.text) !== newAt)) : [];
  // A break-up ends the partner's facts and the user's that name them (./breakups.ts).
  const partner = [...partnerEnded(candidate, current.filter(since)), ...singleEnded(candidate, current.filter(since))];
  // An animal now kept ends "Has no pets" and the plan to get one ("Getting a puppy in the spring").
  const pet = keepsAnimal(candidate.topic, candidate.value)
    ? current.filter(
        (f) =>
          open(f) &&
          (f.topic === "pets" || (f.topic.startsWith("plan:get_") && keepsAnimal("owns:", `has ${f.value.replace(/^get /, "")}`))),
      )
    : [];
  // A new job ends being retired, freelance or out of work.
  const standing = takesJob(candidate) ? current.filter((f) => open(f) && f.topic === "work_status") : [];
  // Retiring or losing the job ends the job held ("Is the postman in their village").
  const retiredFrom = leavesWork(candidate) ? current.filter((f) => open(f) && (f.topic === "occupation" || f.topic === "employer")) : [];
  const graduated = courseEnded(candidate, current.filter(open));
  // "i take candesartan instead": the unsorted habit told with the same verb ("Takes ramipril every morning").
  const verb = candidate.replaces_verb;
  const told = verb
    ? current.filter((f) => open(f) && /^(?:does|medication):/.test(f.topic) && f.type !== "event" && sameVerb(f.text, verb))
    : [];
  // "my doctor switched me to strattera": of several medicines taken, which one went is not said.
  const habit = candidate.topic.startsWith("medication:") && told.length > 1 ? [] : told;
  // A move ends what placed the user in another city ("Is a staff nurse on a cardiac ward in dundalk").
  const elsewhere = movesHome(candidate)
    ? current.filter(
        (f) =>
          open(f) &&
          f.type !== "event" &&
          f.topic !== "home_city" &&
          (placedElsewhere(f.text, candidate.value) || livesOtherwise(f, candidate.value)),
      )
    : [];
  // "the collarbone has healed": the sling, cast or crutches it needed are done with too.
  const aids = healed(candidate) ? current.filter((f) => open(f) && AID_TOPIC.test(f.topic) && !/^(?:none|not) /.test(`${f.value} `)) : [];
  // "closed on the house up in cape girardeau": a new home somewhere else ends the city the user lived in (./housing.ts).
  const city = homeLeft(candidate, current.filter(open));
  // "we did NOT move in the end": every move planned is off.
  const stayed =
    candidate.topic === "plan:move" && candidate.value.startsWith("not ")
      ? current.filter(
          (f) => open(f) && (f.topic.startsWith("plan:move_") || (f.type !== "event" && f.topic !== "home_city" && MOVING.test(f.text))),
        )
      : [];
  // Married now: the wedding that was planned is behind them, held or given up ("Planning a big wedding in june").
  const wedding = marries(candidate) ? current.filter((f) => open(f) && f.topic.startsWith("plan:") && WEDDING.test(f.text)) : [];
  // Pregnant now: trying for a baby is behind them ("Trying for a baby since May").
  const expecting = expects(candidate) ? current.filter((f) => open(f) && f.type !== "event" && TRYING.test(f.text)) : [];
  // "we're with Outfox now": a provider said without its service replaces the one provider the user is with
  // ("Broadband is Plusnet"); "ported my number to Tello" ends what the user had for that service (./services.ts).
  const providers =
    candidate.topic === "provider" ? current.filter((f) => open(f) && (f.topic.startsWith("provider") || !!serviceOf(f.topic))) : [];
  const service = servicedBy(candidate);
  const serviced = service ? current.filter((f) => open(f) && f.type !== "event" && serviceOf(f.topic) === service) : [];
  // Vegan now: "Lives off tinned fish and eggs" no longer holds; the diet fact itself is on its own topic.
  const foods = dietLeavesOut(candidate);
  const eaten = foods ? current.filter((f) => open(f) && f.type !== "event" && !f.topic.startsWith("diet") && foods.test(f.text)) : [];
  // "Exchange value for the Dio was very less" in a turn that names the Chetak first (./past-names.ts).
  const passed = passedBy(
    candidate,
    current.filter(open),
    current.filter((f) => !sameTurn(f)),
  );
  // "voted me in as chairman": the post held before ends (./elected-roles.ts).
  const post = roleEnded(candidate, current.filter(open));
  // "swimming now 3 times a week": the sport played before ends (./pastimes.ts).
  const pastimes = pastimesEnded(candidate, current.filter(open));
  const ended = [
    ...passed,
    ...post,
    ...pastimes,
    ...eaten,
    ...(providers.length === 1 ? providers : []),
    ...serviced,
    ...expecting,
    ...retiredFrom,
    ...graduated,
    ...wedding,
    ...stayed,
    ...aids,
    ...habit,
    ...elsewhere,
    ...city,
    ...named,
    ...relation,
    ...theirs,
    ...job,
    ...pet,
    ...partner,
    ...standing,
    ...(candidate.ends_plan ? planCalledOff(candidate, current.filter(open)) : []),
  ];
  // Engaged or married: the partner's facts go on under the new word (./renamed-partner.ts).
  const renames = renamedPartner(candidate, current.filter(since), now, newId);
  const renamed = new Set(renames.flatMap((c) => (c.kind === "update" ? [c.id] : [])));
  const updates: Change[] = [...new Set(ended)]
    .filter((f) => !renamed.has(f.id))
    .map((f) => ({
      kind: "update",
      id: f.id,
      patch: {
        status: "superseded",
        valid_to: before(f.valid_from, candidate.valid_from) <= 0 ? candidate.valid_from : f.valid_from,
        superseded_by: factId,
        updated_at: now,
      },
    }));
  return [...updates, ...renames];
}

/** Ids for the facts a statement adds beside its own ("fct_x" -> "fct_x_1", "fct_x_2"). */
function counter(factId: string): () => string {
  let n = 0;
  return () => `${factId}_${(n += 1)}`;
}

const RELATION_NAME = /^rel:[^.]+\.name$/;
/** A move still to come, whatever the topic it was read on ("Selling the flat and moving to Lucerne"). */
const MOVING = /\b(?:mov(?:e|ing) to|relocat(?:e|ing) to)\b/i;
/** The employer a job's text names after " at ", lower case, or null. */
/** "Working in KPIT as embedded software engineer": the employer before the role. */
const WORKS_AS = /^(?:works|working) (?:in|for) (.+?) as /i;
/** Where a job is held: "... at Ubisoft", "Working in KPIT as embedded software engineer". */
const at = (text: string) => (WORKS_AS.exec(text) ?? / at (.+)$/i.exec(text))?.[1]?.toLowerCase().split(/[,;]/)[0]?.trim() ?? null;
/** A job told on any topic: "Is a mid-market AE at Pax8", "Works at whataburger right now, mostly closing shifts". */
const HELD_AT =
  /^(?:works|teaches [^,]+|(?:is|works as) (?!(?:an? |the )?(?:member|regular|volunteer|student|customer|patient|client|guest)\b)[\w -]+) at /i;
const heldJob = (f: Fact): boolean =>
  f.topic === "occupation" || (f.topic !== "employer" && f.type !== "event" && (HELD_AT.test(f.text) || WORKS_AS.test(f.text)));
/** Whether a candidate says the user now works somewhere else. */
const movesJob = (c: Incoming): boolean => c.topic === "employer" && !!c.change && !/^(?:left|not) /.test(c.value);
const leavesWork = (c: Incoming): boolean =>
  c.topic === "work_status" && /^(?:retired|unemployed|between jobs|out of work)\b/.test(c.value);
const takesJob = (c: Incoming): boolean => movesJob(c) || (c.topic === "occupation" && !!c.change && !/^(?:not|no) /.test(c.value));
const movesHome = (c: Incoming): boolean =>
  c.topic === "home_city" && (c.subject ?? "user") === "user" && !!c.change && !/^(?:not|no) /.test(normalizeValue(c.value));
/** A city named after "in" or "at" other than the new one; remote work stays wherever the user lives. */
function placedElsewhere(text: string, city: string): boolean {
  if (/\b(?:remote|remotely|from home)\b/i.test(text)) return false;
  const home = normalizeValue(city);
  return [...normalizeValue(text).matchAll(/\b(?:in|at) (?:the )?([a-z'-]+)(?=(?: ([a-z'-]+))?)/g)].some(([, one, two]) =>
    [two ? `${one} ${two}` : "", one ?? ""].some((name) => !!name && name !== home && isCityName(name)),
  );
}
/** "Lives in a dorm at the university of toledo", "Lives on a narrowboat": where the user lived, which a move ends. */
function livesOtherwise(f: Fact, city: string): boolean {
  const text = normalizeValue(f.text);
  return (
    (f.subject ?? "user") === "user" && /^(?:lives|living|stays|staying) (?:in|at|on) /.test(text) && !text.includes(normalizeValue(city))
  );
}
/** "smoking" -> "smok": a doing without its ending, if enough is left. */
/** "Doing reformer pilates instead" replaces "Does capoeira twice a week": one verb, however it is said. */
function sameVerb(text: string, verb: string): boolean {
  const root = (w: string) => w.toLowerCase().replace(/(?:ing|es|s)$/, "");
  const first = /^\S+/.exec(text)?.[0] ?? "";
  return root(first) === root(verb) && root(verb).length >= 2;
}
function stem(word: string): string {
  const bare = word.replace(/ing$/, "");
  return bare.length >= 4 && bare !== word ? bare : word;
}
const expects = (c: Incoming): boolean => c.topic === "health:pregnancy" && c.value === "pregnant" && (c.subject ?? "user") === "user";
const TRYING = /\b(?:trying|try|tries|ttc|hoping) (?:for|to have|to get pregnant|to conceive)\b|\btrying for a baby\b/i;
const AID_TOPIC = new RegExp(`^health:(?:${AIDS.replace(/ /g, "_")})$`);
const healed = (c: Incoming): boolean =>
  c.topic.startsWith("health:") && (c.subject ?? "user") === "user" && normalizeValue(c.value) === "healed";
const WEDDING = /\b(?:wedding|marry|married|elope|eloping)\b/i;
const marries = (c: Incoming): boolean =>
  c.topic === "relationship_status" && (c.subject ?? "user") === "user" && normalizeValue(c.value).startsWith("married");
/** The service a company change names: "Ported their number to Tello", "Is with Octopus for their energy" said as a change. */
const servicedBy = (c: Incoming): string | null =>
  movedService(c.text) ?? (c.change && c.topic.startsWith("provider:") ? serviceOf(c.topic) : null);
/** Whether a candidate may end facts on other topics than its own (see endedBy). */
export const mayEnd = (c: Incoming): boolean =>
  !!c.ends?.length ||
  !!c.past_names?.length ||
  !!c.ends_plan ||
  takesJob(c) ||
  takesUpPastime(c) ||
  !!newHomeAt(c) ||
  leavesWork(c) ||
  graduates(c) ||
  keepsAnimal(c.topic, c.value) ||
  breaksUp(c) ||
  namesPartner(c) ||
  !!c.ends_partner ||
  marries(c) ||
  !!weds(c) ||
  !!c.replaces_verb ||
  healed(c) ||
  expects(c) ||
  (c.topic === "provider" && !!c.change) ||
  !!servicedBy(c) ||
  (c.topic === "plan:move" && c.value.startsWith("not ")) ||
  !!dietLeavesOut(c) ||
  (c.topic === "elected_role" && !!c.change) ||
  movesHome(c);

/** The foods a diet the user now keeps leaves out, if it is one that leaves some out. */
const dietLeavesOut = (c: Incoming): RegExp | null =>
  c.topic === "diet" && !c.value.startsWith("not ") ? leftOut(c.value.toLowerCase()) : null;

/** How far back, in messages of the same conversation, "they cancelled it" reaches: the round before (user, assistant, maybe a tool). */
const CALLED_OFF_REACH = 3;

/**
 * "signed up for a tough mudder in june" then "they just cancelled the whole event": a plan or
 * sign-up called off without being named. The plans and sign-ups of the nearest earlier turn of
 * the same conversation, at most one round back, end.
 */
function planCalledOff(candidate: Incoming, open: Fact[]): Fact[] {
  const said = candidate.sources[0];
  if (!said) return [];
  const turnOf = (f: Fact) =>
    Math.max(-1, ...f.sources.filter((s) => s.conversation_id === said.conversation_id && s.seq < said.seq).map((s) => s.seq));
  const plans = open.filter((f) => plannedOrSigned(f) && said.seq - turnOf(f) <= CALLED_OFF_REACH);
  const last = Math.max(-1, ...plans.map(turnOf));
  return plans.filter((f) => turnOf(f) === last);
}
