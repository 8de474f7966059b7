import type { Clause } from "./clause";
import { capitalize, dated, phrase, withoutTime } from "./distill";
import { habitStatement } from "./habits";
import { housingStatement } from "./housing";
import { IS_MEDICINE } from "./medicines";
import { DIETS, OCCUPATIONS, slug } from "./lexicon";
import type { Word } from "./nlp";
import { DIET, make, sentenceText, toolIn, untilComma, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/**
 * Categories: parts of a life people describe in many words, each holding one value at a time,
 * so that the new wording replaces the old whatever verbs the two used. "we rent a flat above a
 * launderette" and "we finally bought a house" are both the user's housing; "i take the 14 bus
 * to work" and "as of monday i commute by ferry" their commute; "i work nights" and "moved to
 * day shifts" their work hours; "she/her" and "using they/them" their pronouns. Each key is a
 * plain topic, so ./topics.ts makes it single-valued. Memberships ("i'm in a pub quiz team") and
 * what the user is on ("im on propranolol") are read here too: both are said with "be" and a
 * preposition, which the "I am" rule leaves out.
 */
/** A diet of two words ("slimming world", "intermittent fasting"), which diets.ts reads. */
const DIET_PHRASE = new RegExp(`\\b(?:${DIETS})\\b`);
const PRONOUNS = /\b(she|he|they|xe|ze|fae|it)\s*\/\s*(her|him|them|hers|his|theirs|xem|xir|zir|hir|faer|its)\b/i;
const MODES =
  /^(?:bus|buses|train|trains|tube|subway|metro|ferry|tram|trams|bike|bicycle|car|scooter|carpool|boat|foot|cycle|cycling|walk|walking|drive|driving|motorbike|moped)$/;
const COMMUTE_VERBS = new Set(["commute", "take", "get", "catch", "ride", "cycle", "bike", "walk", "drive", "go", "travel"]);
const TO_WORK = /\b(?:to|into|from) (?:work|the office|the hospital|school|uni|campus)\b|\bcommute\b/;
const HOURS =
  /\b(?:(?:night|day|early|late|evening|morning|weekend|weekday|double|split) shifts?|nights|nightshift|days|weekends|lates|earlies|part[- ]time|full[- ]time|\d+ days a week)\b/;
const PLACE = /\b(?:from home|remote|remotely|in the office|at the office|into the office|in office|hybrid|on[- ]site|in person)\b/;
const WORK_VERBS = new Set(["work", "move", "switch", "change", "go", "be", "start"]);
/** Words that say what was joined is a gym: "eos fitness", "the leisure centre", "a climbing wall". */
const GYM = /^(?:gym|fitness|crossfit|leisure|yoga|pilates|climbing|bouldering|boxing|spin|barre)$/;
const GYM_NAME = /^(?:puregym|f45|orangetheory|equinox|davidlloyd|thegym)$/;
/** The words a sports team's name ends with. */
const TEAM = /^(?:fc|afc|rfc|cc|hc|united|utd|rovers|wanderers|athletic|albion|harriers|rangers)$/;
const GROUPS = /^(?:team|club|band|choir|league|orchestra|society|crew|squad|troupe|ensemble|group)$/;
/** "I'm on my way", "on holiday", "on it": being "on" something that is no regimen, service or device. */
const NOT_ON =
  /^(?:the|my|our|his|her|their|this|that|a roll|it|way|holiday|vacation|leave|break|call|duty|time|track|board|fire|top|edge|hold|cloud|mission|fence|budget|verge|lookout|hunt|trip|journey|road|same|cusp|point|shift|nights|days|team|phone|line|list|schedule|deadline|hand|cover)\b/;

const STUDIES =
  /^(?:masters?|master's|phd|doctorate|degree|bachelors?|bachelor's|mba|msc|diploma|apprenticeship|a-levels?|pgce|certificate|certification|qualification|bootcamp|nvq|btec|hnd|celta|tefl|tesol|lpc|sqe|acca|cima)$/;
/** A field of study, with the words that say which ("chemical engineering", "biomedical science"). */
const FIELD =
  /^(?:[a-z]+ ){0,2}?(?:science|sciences|engineering|medicine|law|nursing|psychology|economics|history|maths|mathematics|physics|chemistry|biology|geography|architecture|accounting|computing|philosophy|literature|sociology|pharmacy|dentistry|midwifery|journalism|linguistics|politics|statistics|epidemiology|therapy|physiotherapy|physio|radiography|optometry|veterinary|marketing|finance|design|music|drama|education|anthropology)\b/;
const STUDY_VERBS = new Set(["do", "study", "take", "have", "get", "finish", "complete", "start", "earn", "begin", "drop", "quit", "pass"]);
/**
 * Whom or what the user goes to, one at a time: "im with a new dentist now", "got a new GP".
 * A "new" one of these takes the topic "my dentist is ..." gave the old one.
 */
const PROVIDERS = new RegExp(
  `^(?:${OCCUPATIONS}|gp|physio|physiotherapist|hairdresser|barber|landlord|landlady|flatmate|housemate|roommate|nanny|childminder|babysitter|bank|gym|school|nursery|job|role|boss)$`,
);

/** "I use they/them", "hey, i'm jules, he/him", "my pronouns are she/they": the pronouns the user asks for. */
const FIRST_PERSON = /\b(?:i|i'm|i am|im|me|my|mine)\b/i;

export function pronounsIn(sentence: string): { topic: string; value: string; text: string } | null {
  const pair = PRONOUNS.exec(sentence);
  if (!pair || !FIRST_PERSON.test(sentence) || /\b(?:not|never|n't)\b/i.test(sentence)) return null;
  const value = `${pair[1]}/${pair[2]}`.toLowerCase();
  return { topic: "pronoun", value, text: `Pronouns are ${value}` };
}

/** "as kitchen porter", "as a nurse": a role after a work verb ("as well", "as usual" are none). */
const ROLE_AFTER =
  /\bas (?:an? |the )?(?!well\b|much\b|long\b|soon\b|usual\b|often\b|far\b|of\b|needed\b|possible\b|i\b|we\b|it\b|if\b)[a-z]/;
export function categoryStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  if (c.subject.kind !== "user" || c.plan) return null;
  const habit = habitStatement(c, rest, time);
  if (habit) return habit;
  // "i'm pregnant!! 12 weeks": health, not a relationship status.
  if (c.lemma === "be" && rest[0]?.norm === "pregnant" && !c.negated && c.tense !== "past")
    return make(c, "profile", "health:pregnancy", "pregnant", "Is pregnant", 0.85, time, true);
  const L = c.lemma;
  const restText = rest.map((w) => w.norm).join(" ");
  // "joined eos fitness instead", "joined PureGym": a gym joined is one the user goes to, no employer.
  const joined =
    L === "join" && !c.negated ? untilComma(rest).filter((w) => !/^(?:instead|now|again|a|an|the|new|local)$/.test(w.norm)) : [];
  if (joined.length > 0 && joined.length <= 4 && joined.some((w) => GYM.test(w.norm) || GYM_NAME.test(w.norm))) {
    const gym = withoutTime(phrase(joined), time);
    return make(c, "profile", "gym", gym, `Goes to ${gym}`, 0.8, time, true);
  }
  // "I joined Hilltop United this season": a team joined is one the user is in, no employer.
  const stop = joined.findIndex((w) => w.tags.has("Preposition") || /^(?:as|this|last|next)$/.test(w.norm));
  const named = stop < 0 ? joined : joined.slice(0, Math.max(1, stop));
  if (named.length <= 4 && named.some((w) => TEAM.test(w.norm)) && !joined.some((w) => w.norm === "as")) {
    const team = withoutTime(phrase(named), time);
    return make(c, "profile", `member:${slug(team, 3)}`, team, `Is in ${team}`, 0.8, time, true);
  }
  const age = ageIn(rest);
  if (age && ((L === "be" && c.tense !== "past") || (L === "turn" && c.tense !== "progressive")) && !c.negated)
    return make(c, "profile", "age", age, `Is ${age}`, 0.85, time, true);
  const home = housingStatement(c, rest, restText, time);
  if (home) return home;
  const mode = rest.some((w) => MODES.test(w.norm)) || ["cycle", "bike", "walk", "drive"].includes(L);
  if ((L === "commute" || (mode && COMMUTE_VERBS.has(L) && TO_WORK.test(restText))) && !c.negated)
    return make(c, "profile", "commute", restText, sentenceText(c, time, false), 0.85, time, true);
  const onShift = /^on (?:days|nights|earlies|lates|weekends)\b/.test(restText);
  // "got moved to the day shift as of monday": a new shift is new working hours.
  const shift = /\b(?:to|onto|on) (?:the |a )?(day|night|early|late|morning|evening|afternoon|weekend|graveyard)s? shifts?\b/.exec(
    restText,
  );
  if (
    shift &&
    ["move", "switch", "put", "go", "change", "start", "get", "transfer"].includes(L) &&
    !c.negated &&
    !c.plan &&
    !c.hypothetical
  )
    return make(c, "profile", "work_hours", `${shift[1]} shift`, capitalize(`works the ${shift[1]} shift`), 0.85, time, true);
  // "im a store manager at lidl, mostly early shifts": the role is what is said, the hours come after.
  const roleSaid = L === "be" && /^an? /.test(restText);
  // "i work part time as kitchen porter": the role is what a note keeps (./work.ts), and the next
  // role ends it; the hours are a detail.
  const jobSaid = WORK_VERBS.has(L) && ROLE_AFTER.test(restText);
  if (
    WORK_VERBS.has(L) &&
    !roleSaid &&
    !jobSaid &&
    (L === "work" || onShift || /\b(?:shifts?|nights|office|remote|hybrid)\b/.test(restText)) &&
    !c.negated
  ) {
    const hours = HOURS.exec(restText);
    // "work from the kitchen table": wherever the user works from is the place of work.
    const place = PLACE.exec(restText) ?? (L === "work" && rest[0]?.norm === "from" ? /^from .*/.exec(restText) : null);
    const changed = c.change || ["move", "switch", "change", "go", "start"].includes(L);
    // "from home three days a week" says where before how long.
    if (place) return make(c, "profile", "work_place", place[0], sentenceText(c, time, false), 0.85, time, changed);
    if (hours && (L === "work" || onShift || /shift/.test(hours[0])))
      return make(c, "profile", "work_hours", hours[0], sentenceText(c, time, false), 0.85, time, changed);
  }
  // "im in my first year of electrical engineering at uni", "in 2nd year civil engineering": the subject studied.
  // The words with their commas: a course's name ends at one.
  const punctuated = rest.map((w) => `${w.norm}${w.post.includes(",") ? "," : ""}`).join(" ");
  const year =
    /^in (?:(?:my|their|the) )?(?:first|second|third|fourth|final|last|\d(?:st|nd|rd|th)|\w+th) year (?:(?:at|of) (?:uni|university|college) )?(?:of |studying |doing )?(?:an? )?(?!at\b|in\b|and\b)(.+?)(?: degree| course)?(?= at\b| and\b|,|$)/.exec(
      punctuated,
    );
  if (year?.[1] && L === "be" && !c.negated)
    return make(c, "profile", "studies", year[1], capitalize(`studies ${year[1]}`), 0.85, time, false);
  // "im a pre-pharmacy major", "i'm a second-year nursing major at temple": the subject studied, by its major.
  const majorIs =
    /^(?:now |still |officially )?an? (?:(?:first|second|third|fourth|final)[- ]year |freshman |sophomore |junior |senior )?((?:[a-z&'-]+ ){0,2}?[a-z&'-]+) major\b(?: at ((?:[a-z&'.-]+ ){0,3}?[a-z&'.-]+)(?=,|$| (?:and|but|so|because|now|this|since)\b))?/.exec(
      punctuated,
    );
  if (majorIs?.[1] && L === "be" && !c.negated && !c.hypothetical && c.tense !== "past")
    return make(
      c,
      "profile",
      "studies",
      majorIs[1],
      capitalize(`${majorIs[1]} major${majorIs[2] ? ` at ${asSaid(c.words, majorIs[2])}` : ""}`),
      0.85,
      time,
      c.change,
    );
  // "now i am in the graphic design course", "i'm on the nursing course at keele": the course the user is on.
  const onCourse = /^(?:now )?(?:in|on) (?:the|a|an|my) ((?:[a-z&'-]+ ){1,4})(?:course|degree|programme|program)\b/.exec(punctuated);
  if (L === "be" && onCourse?.[1] && !c.negated && !c.plan && !c.hypothetical && c.tense !== "past")
    return make(c, "profile", "studies", onCourse[1].trim(), capitalize(`studies ${onCourse[1].trim()}`), 0.85, time, c.change);
  // "switched from nursing to occupational therapy, same uni": a course changed, said beside its place of study.
  const course =
    ["switch", "change", "move"].includes(L) && /^from (.+?) to (.+?)(?=,| (?:a couple|a few|last|this|in|on) |$)/.exec(punctuated);
  const studying = /\b(?:uni|university|degree|course|college|major|module|transfer|semester)\b/.test(c.words.map((w) => w.norm).join(" "));
  if (course && course[1] && course[2] && studying && !c.negated)
    return make(c, "profile", "studies", course[2], capitalize(`studies ${course[2]} (switched from ${course[1]})`), 0.85, time, true);
  // "majoring in kinesiology", "switched my major to marketing over break": the subject studied, by its major.
  const major =
    L === "major" && rest[0]?.norm === "in"
      ? /^in (.+?)(?=,| (?:at|and|but|so|because|with|since|this|last|over) |$)/.exec(punctuated)
      : ["switch", "change", "move"].includes(L) &&
        /^(?:my |their )?(?:major|course|courses|degree|degrees) (?:over )?(?:to|into) (.+?)(?=,| (?:over|last|this|in|on|at|a couple|a few|lowkey|and|but|so|because) |$)/.exec(
          punctuated,
        );
  if (major && major[1] && !c.negated && !c.plan && !c.hypothetical)
    return make(c, "profile", "studies", major[1], capitalize(`studies ${major[1]}`), 0.85, time, L !== "major" || c.change);
  // "i transferred to industrial design": a course changed (an office or a team is work).
  const transfer = L === "transfer" && /^to (?!(?:the|a|our|my|another|their) )(.+?)(?=,|$)/.exec(restText);
  if (transfer && transfer[1] && !c.negated && !c.plan && !c.hypothetical)
    return make(c, "profile", "studies", transfer[1], capitalize(`studies ${transfer[1]} (transferred)`), 0.85, time, true);
  const study = rest.findIndex((w) => STUDIES.test(w.norm));
  // "im still doing the degree": the course already told, named no better, is nothing new.
  if (study >= 0 && study <= 4 && STUDY_VERBS.has(L) && !(["do", "study"].includes(L) && /^(?:the|my|this|that) \w+$/.test(restText)))
    return make(c, "profile", "studies", restText, sentenceText(c, time, false), 0.8, time, L !== "do" && L !== "study");
  // "im studying chemical engineering", "doing biomedical science now as of this semester": a field of study.
  const field = FIELD.exec(restText);
  const studyTalk =
    L === "study" ||
    (["do", "take"].includes(L) &&
      /\b(?:semester|term|uni|university|degree|course|lectures?|modules?)\b/.test(c.words.map((w) => w.norm).join(" ")));
  // "i study physiotherapy at keele": where, when said right after the field.
  const where =
    field &&
    new RegExp(`^${field[0]} at ((?:[a-z&'.-]+ ){0,3}?[a-z&'.-]+)(?=,|$| (?:and|but|so|now|since|in|on)\\b)`).exec(punctuated)?.[1];
  if (field && studyTalk && !c.negated && !c.plan && c.tense !== "past")
    return make(
      c,
      "profile",
      "studies",
      field[0],
      capitalize(`studies ${field[0]}${where ? ` at ${asSaid(c.words, where)}` : ""}`),
      0.8,
      time,
      c.change || L === "do",
    );
  const promoted = newRole(rest);
  if (promoted && ["be", "get", "have", "find", "see", "switch", "change", "pick", "go"].includes(L) && !c.negated)
    return make(c, "profile", promoted, restText, sentenceText(c, time, false), 0.8, time, true);
  if (L !== "be" || c.tense === "past" || c.negated) return null;
  const provider = providerOf(c, rest);
  if (provider) return make(c, "preference", provider.topic, provider.name, provider.text, 0.8, time, c.change);
  const lead = rest.findIndex((w) => !["now", "still", "also", "currently", "officially", "back"].includes(w.norm));
  const preposition = rest[lead]?.norm;
  const object = untilComma(rest.slice(lead + 1)).filter((w) => !/^(?:now|again|instead)$/.test(w.norm));
  const objectText = withoutTime(phrase(object), time).replace(/[,;]$/, "");
  if (preposition === "in") {
    const group = object.findIndex((w) => GROUPS.test(w.norm));
    if (group < 0 || group > 5) return null;
    const name = phrase(object.slice(0, group + 1));
    return make(c, "profile", `member:${slug(name, 3)}`, name, capitalize(`is in ${name}`), 0.8, time);
  }
  if (
    preposition === "on" &&
    object.length > 0 &&
    object.length <= 5 &&
    !NOT_ON.test(objectText) &&
    !toolIn(object, ["a", "an", "the", "my"].includes(object[0]?.norm ?? "")) &&
    !object.some((w) => DIET.test(w.norm)) &&
    !DIET_PHRASE.test(objectText) &&
    // A medicine is read from the whole sentence (./medicines.ts).
    !IS_MEDICINE.test(object[0]?.norm ?? "")
  )
    return make(c, "profile", `on:${slug(objectText, 2)}`, objectText, capitalize(dated(`is on ${objectText}`, time, false)), 0.7, time);
  return null;
}

/** "a new dentist", "our new GP": the provider a statement says is new, as a topic key, or null. */
function newRole(rest: Word[]): string | null {
  const at = rest.findIndex((w) => w.norm === "new");
  if (at < 0 || at > 3) return null;
  const noun = rest.slice(at + 1, at + 3).find((w) => PROVIDERS.test(w.norm));
  return noun ? slug(noun.norm, 1) : null;
}

/** "34", "34 years old", "35 today": an age, alone after "I'm" or "turned". */
function ageIn(rest: Word[]): string | null {
  const first = rest[0];
  if (!first || !/^\d{1,3}$/.test(first.norm) || Number(first.norm) < 13 || Number(first.norm) > 110) return null;
  const after = rest
    .slice(1)
    .filter(
      (w) =>
        !w.tags.has("Date") &&
        !["years", "year", "old", "yo", "now", "today", "last", "this", "on", "lol", "haha", "omg", "yay"].includes(w.norm),
    );
  return after.length === 0 ? first.norm : null;
}

/**
 * "we're with Ecotricity for our energy", "we're with Hyperoptic now": the company a service is
 * with. A name the library reads as a person's ("i'm with tom now") is a partner, not a provider.
 */
function providerOf(c: Clause, rest: Word[]): { topic: string; name: string; text: string } | null {
  if (rest[0]?.norm !== "with") return null;
  const name: Word[] = [];
  for (const w of rest.slice(1)) {
    if (!/^[A-Z0-9]/.test(w.text) || w.tags.has("Person") || w.tags.has("Pronoun")) break;
    name.push(w);
    if (/[,;.!?]/.test(w.post)) break;
  }
  if (name.length === 0 || name.length > 4) return null;
  const after = rest.slice(name.length + 1);
  const service = after[0]?.norm === "for" && /^(?:my|our|the|their)$/.test(after[1]?.norm ?? "") ? after[2]?.norm : undefined;
  if (!service && !c.change) return null;
  const said = name
    .map((w) => w.text)
    .join(" ")
    .replace(/[,;.!?]+$/, "");
  return {
    topic: service ? `provider:${slug(service, 1)}` : "provider",
    name: said,
    text: service ? `Is with ${said} for their ${service}` : `Is with ${said}`,
  };
}

/** Words read in lower case ("keele") as the user wrote them ("Keele"). */
function asSaid(words: Word[], norms: string): string {
  const parts = norms.split(" ");
  const at = words.findIndex((_, k) => parts.every((p, j) => words[k + j]?.norm === p));
  return at < 0
    ? norms
    : words
        .slice(at, at + parts.length)
        .map((w) => w.text.replace(/[,;.!?]+$/, ""))
        .join(" ");
}
