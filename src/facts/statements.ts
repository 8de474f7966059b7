import type { Clause } from "./clause";
import { capitalize, dated, phrase, withoutTime } from "./distill";
import { JOURNEY, MOODS, NON_FACT_VERBS, slug } from "./lexicon";
import { toolCategory } from "./tool-names";
import { pastTense, thirdPerson, type Word } from "./nlp";
import { resolveTime } from "./time";
import { deedStatement } from "./activities";
import { aidStatement } from "./aids";
import { bodyStatement, conditionSaid } from "./body";
import { possessionStatement, SOON } from "./possessions";
import { categoryStatement } from "./categories";
import { toolOfThing, toolStatement } from "./tools";
import { carOfThing, carStatement } from "./car";
import { asJob, employerIn, employerStatement, lastDay, roleAt, roleTaken } from "./work";
import { dietStatement } from "./diets";
import { nameStatement } from "./names";
import { partnerStatement, statusStatement } from "./partners";

import type { Statement } from "./statement-words";
import { cityIn, homePlace, homeTaken, inCity, movesSomething, NOT_A_PLACE } from "./places";
import {
  OCCUPATION,
  IDENTITY,
  CONDITION,
  LIKE_VERBS,
  CANCEL,
  EMPTY,
  empty,
  YOU,
  properAfter,
  toolIn,
  untilComma,
  tail,
  sentenceText,
  make,
  ownAttribute,
} from "./statement-words";

/** What one read clause states, or null. Order matters: the first rule that fits decides. */

export function statementOf(c: Clause, createdAt: string): Statement | null {
  if (c.hypothetical || YOU.test(phrase(untilComma(c.rest)))) return null;
  // "anymore", "again", "instead", "now" say the statement is a change (c.change), not what it is about.
  const rest = c.rest.filter((w) => !/^(?:anymore|again|instead|now|nowadays)$/.test(w.norm));
  const restText = rest.map((w) => w.norm).join(" ");
  const time = resolveTime(c.words.map((w) => w.text).join(" "), createdAt, c.plan !== null || c.tense === "progressive");
  if (c.subject.kind === "thing")
    return (
      lastDay(c, c.subject.noun, time) ??
      bodyStatement(c, c.subject.noun, time) ??
      aidStatement(c, time) ??
      carOfThing(c, c.subject.noun, time) ??
      ownAttribute(c, c.subject.noun, time) ??
      toolOfThing(c, rest, time)
    );
  const L = c.lemma;

  // Plans: a planning verb, or a cancelled plan (a change on the plan's topic).
  const key = slug(
    rest
      .filter((w) => /^[A-Z]/.test(w.text) && !w.tags.has("Date"))
      .map((w) => w.text)
      .join(" ") || restText,
    2,
  );
  // "cancelled my spotify subscription": a service ended (endings.ts ends its facts), not a plan called off.
  const cancelled = CANCEL.has(L) && !toolIn(rest);
  if (cancelled && /\b(?:subscription|membership|account|contract|sub)\b/.test(restText))
    return key ? make(c, "event", `event:cancel_${key}`, `cancelled ${restText}`, sentenceText(c, time, true), 0.75, time) : null;
  if (cancelled || (L === "call" && rest[0]?.norm === "off")) {
    return key ? make(c, "decision", `plan:${key}`, `cancelled ${restText}`, sentenceText(c, time, false), 0.8, time, true) : null;
  }
  // "going to see Radiohead in July" is a plan; "going to see how it goes" is not.
  const seeing =
    L === "see" &&
    (!!rest[0]?.tags.has("ProperNoun") || /^(?:a|the|my) (?:show|concert|gig|play|musical|match|game|specialist)\b/.test(restText));
  if (c.plan && ((NON_FACT_VERBS.has(L) && !seeing) || (L === "do" && empty(rest)) || /^(?:their|my) best\b/.test(restText))) return null;
  // "maybe i'll try keto next year, who knows": a thought, not a plan.
  if (c.plan && /\b(?:maybe|perhaps|possibly|who knows)\b/.test(c.words.map((w) => w.norm).join(" "))) return null;
  if (c.plan && !c.negated) {
    const lead = c.plan === "will" || c.plan === "going to" ? "plans to" : `${thirdPerson(c.plan)} to`;
    return key
      ? make(c, "decision", `plan:${key}`, `${L} ${restText}`, capitalize(dated(`${lead} ${L} ${tail(c)}`, time, true)), 0.75, time)
      : null;
  }
  // "in the end we did NOT move to fukuoka": the move planned is off, on the plan's topic.
  const moveOff = L === "move" && c.negated && c.tense === "past" && /^(?:back )?to\b/.test(restText);
  // "we did NOT move in the end": the move planned, wherever to, is off (./ended-by.ts ends it).
  if (L === "move" && c.negated && c.tense === "past" && !/\bto\b/.test(restText) && c.subject.kind === "user")
    return make(c, "decision", "plan:move", "not move", "Did not move after all", 0.75, time, true);
  if ((c.plan && c.negated) || moveOff)
    return key
      ? make(
          c,
          "decision",
          `plan:${key}`,
          `not ${L} ${restText}`,
          capitalize(`No longer plans to ${L} ${withoutTime(tail(c), time)}`),
          0.7,
          time,
          true,
        )
      : null;

  // Name: introduced, asked for or changed (./names.ts).
  const name = nameStatement(c, rest, time);
  if (name) return name;
  // Seeing, dating, together, living with a partner (./partners.ts).
  const partner = partnerStatement(c, rest, time);
  if (partner) return partner;
  // Home: live / move / relocate / be based + a place.
  // "I've been in Lyon since May", "been in berlin for two years now": a stay that lasts is the home.
  const stayed =
    L === "be" &&
    c.tense === "perfect" &&
    rest.find((w) => !w.tags.has("Adverb"))?.norm === "in" &&
    !NOT_A_PLACE.test(rest[rest.findIndex((w) => w.norm === "in") + 1]?.norm ?? "") &&
    !!time &&
    (time.since || /\bfor\b/.test(restText));
  const lead = rest.find((w) => !/^(?:now|still|currently|officially|mostly|mainly)$/.test(w.norm))?.norm;
  const taken = homeTaken(c, rest);
  const based = L === "base" || (L === "be" && lead === "based") || stayed || inCity(c, rest) || !!taken;
  // "When I lived in Nairobi, ...": where the user lived once, not where they live (an event below).
  // "made the move to edinburgh" is a move.
  const madeMove = L === "make" && /\bmove (?:to|back to|down to|up to|over to)\b/.test(restText);
  // "i live on energy drinks" is what the user lives on; "moved everything over to zotero" moves things.
  const carried = (L === "live" && rest[0]?.norm === "on") || (L === "move" && movesSomething(rest));
  // "i stay in nagpur with my parents", "shifted to indore": living and moving, in Indian English.
  const stays =
    (L === "stay" && c.tense === "present" && rest[0]?.norm === "in" && !!cityIn(rest)) ||
    (L === "shift" && !NOT_A_PLACE.test(rest[1]?.norm ?? "") && (!!cityIn(rest) || (rest[0]?.norm === "to" && !!homePlace(L, rest, null))));
  // "we have at last finished unpacking in Clermont-Ferrand": unpacked where the user now lives.
  const unpacked = L === "finish" && /^(?:unpacking|unpacked) in\b/.test(restText.replace(/^(?:all )?(?:the )?/, ""));
  if (
    (["live", "move", "relocate", "settle", "reside"].includes(L) || based || madeMove || stays || unpacked) &&
    !carried &&
    !(L === "live" && c.tense === "past")
  ) {
    const place = homePlace(L, rest, taken);
    // "I didn't move to Vancouver": nothing happened; "I don't live in X anymore" ends X.
    if (place && c.negated && L !== "live") return null;
    // "we're moving to bristol in the summer": a move still to come is a plan.
    const coming =
      L === "move" && c.tense === "progressive" ? (time && time.at > createdAt && time.label) || SOON.exec(restText)?.[0] : null;
    if (place && coming)
      return make(c, "decision", `plan:move_${slug(place, 2)}`, `move ${place}`, `Moving to ${place} ${coming}`, 0.8, time, true);
    if (place && !toolCategory(place)) {
      const moved = L !== "live" && L !== "reside" && L !== "stay";
      const text = c.negated ? `No longer lives in ${place}` : dated(`Lives in ${place}`, time && time.since ? time : null, false);
      return make(c, "profile", "home_city", c.negated ? `not ${place}` : place, text, 0.9, time, moved || c.change || c.negated);
    }
  }
  if ((L === "be" && rest[0]?.norm === "from") || (L === "grow" && rest[0]?.norm === "up") || (L === "bear" && c.tense === "past")) {
    const place = properAfter(rest, ["from", "in"]);
    if (place) return make(c, "profile", "hometown", place, `From ${place}`, 0.9, time);
  }
  const category = categoryStatement(c, rest, time);
  if (category) return category;
  const tool = toolStatement(c, rest, time);
  if (tool) return tool;
  // Work.
  const employer =
    ["work", "join", "start", "get", "land", "accept"].includes(L) && asJob(L, rest)
      ? (properAfter(rest, ["at", "for", "with"]) ??
        (L === "work" ? employerIn(rest) : null) ??
        (L === "join" ? properAfter([{ ...rest[0], norm: "at" } as Word, ...rest], ["at"]) : null))
      : null;
  if (employer && !(L === "join" && rest.some((w) => ["group", "club", "program", "programme", "class", "team"].includes(w.norm)))) {
    const as = roleTaken(rest, time);
    const text = c.negated ? `No longer works at ${employer}` : dated(`Works at ${employer}${as}`, time && time.since ? time : null, false);
    const value = c.negated ? `not ${employer}` : employer;
    return make(c, "profile", "employer", value, text, 0.85, time, L !== "work" || c.change || c.negated);
  }
  if (L === "work" && rest.some((w) => w.norm === "as")) {
    const job = phrase(rest.slice(rest.findIndex((w) => w.norm === "as") + 1));
    return make(c, "profile", "occupation", job, capitalize(`works as ${withoutTime(job, time)}`), 0.85, time);
  }
  // "i did NOT quit my job": nothing changed.
  if (["quit", "leave"].includes(L) && rest.some((w) => w.norm === "job") && !c.negated) {
    const where = properAfter(rest, ["at"]);
    return make(
      c,
      "profile",
      "employer",
      `left ${where ?? "job"}`,
      `Left ${where ? `their job at ${where}` : "their job"}`,
      0.85,
      time,
      true,
    );
  }
  const work = employerStatement(c, rest, time);
  if (work) return work;
  // Diet.
  const eating = dietStatement(c, rest, time);
  if (eating) return eating;
  const car = carStatement(c, rest, time);
  if (car) return car;
  // Health.
  const body = bodyStatement(c, null, time) ?? aidStatement(c, time) ?? conditionSaid(c, rest, time);
  if (body) return body;
  const condition = CONDITION.exec(restText)?.[1];
  // "I'm fully recovered from covid", "over the flu now": a recovery said with "be".
  const recovered = L === "be" && /^(?:\w+ly )?(?:recovered|over)\b/.test(restText);
  if (L === "diagnose" || (condition && (recovered || ["have", "get", "catch", "develop", "recover", "beat"].includes(L)))) {
    const what = condition ?? withoutTime(phrase(rest.slice(rest.findIndex((w) => w.norm === "with") + 1)), time);
    // "I don't have diabetes" says nothing changed; "I don't have asthma anymore" ends it.
    if (c.negated && !c.change && L !== "recover" && !recovered) return null;
    const over = L === "recover" || L === "beat" || recovered || c.negated;
    const text = over ? `Recovered from ${what}` : L === "diagnose" ? `Diagnosed with ${what}` : `Has ${what}`;
    return make(
      c,
      "profile",
      `health:${slug(what, 2)}`,
      over ? `over ${what}` : what,
      capitalize(dated(text, time, !over)),
      0.85,
      time,
      true,
    );
  }
  // Relationship status (./partners.ts); "we did NOT break up" ends nothing.
  const status = statusStatement(c, rest, time);
  if (status) return status;
  if ((L === "break" || L === "split") && rest[0]?.norm === "up")
    return c.negated ? null : make(c, "profile", "relationship_status", "single", "Single (broke up)", 0.8, time, true);
  // Likes and dislikes: many-valued, one topic per thing.
  const likeAdj =
    L === "be" &&
    /^(?:(?:completely|totally|really|so|properly) )?(?:into|a fan of|a big fan of|a huge fan of|passionate about|keen on|interested in|obsessed with|hooked on|addicted to|allergic to)\b/.test(
      restText,
    );
  if (LIKE_VERBS.has(L) || likeAdj) {
    const start = likeAdj ? rest.findIndex((w) => ["into", "of", "about", "on", "in", "with", "to"].includes(w.norm)) + 1 : 0;
    const object = untilComma(rest.slice(start).filter((w) => w.norm !== "to" || rest.indexOf(w) !== start));
    if (object.length === 0 || empty(object)) return null;
    const thing = withoutTime(phrase(object), time);
    if (restText.startsWith("allergic"))
      return make(c, "preference", `allergy:${slug(thing, 2)}`, thing, `Allergic to ${thing}`, 0.9, time);
    const negative = c.negated !== ["hate", "dislike", "detest"].includes(L);
    const text = c.negated
      ? `${c.tense === "past" ? "Did" : "Does"} not ${L === "be" ? "care for" : L} ${thing}`
      : likeAdj
        ? capitalize(withoutTime(phrase(rest), time))
        : `${capitalize(thirdPerson(L))} ${thing}`;
    return make(
      c,
      "preference",
      `likes:${slug(thing, 2)}`,
      `${negative ? "dislikes" : "likes"} ${slug(thing, 3)}`,
      c.tense === "past" && !c.negated && c.verb ? capitalize(`${pastTense(c.verb)} ${thing}`) : text,
      0.8,
      time,
    );
  }
  // Possessions (./possessions.ts).
  const owned = possessionStatement(c, rest, time, createdAt);
  if (owned) return owned;
  // Identity, occupation and other states said with "I am".
  if (L === "be") {
    if (c.tense === "past" || rest.length === 0) return null;
    const first = rest.find((w) => !["a", "an", "the", "now", "proud", "so", "very", "really", "still", "officially"].includes(w.norm));
    // "a third year apprentice sparky": a year of training before the job is no number said.
    const year = rest[rest.indexOf(first as Word) + 1]?.norm === "year";
    if (!first || EMPTY.has(first.norm) || MOODS.has(first.norm) || first.tags.has("Preposition") || (first.tags.has("Value") && !year))
      return null;
    if (IDENTITY.test(first.norm))
      return make(c, "profile", `identity:${slug(first.norm)}`, first.norm, capitalize(withoutTime(phrase(rest), time)), 0.85, time);
    // "head of geography": a role said by what it heads.
    const job = rest.find((w, i) => OCCUPATION.test(w.norm) || (w.norm === "head" && rest[i + 1]?.norm === "of"));
    // "we're a nurse down", "a teacher short": a team short of staff.
    if (job && /^(?:down|short)$/.test(rest[rest.indexOf(job) + 1]?.norm ?? "")) return null;
    // "a cook, need a menu": the job ends where a new clause starts after a comma.
    const cut = untilComma(rest);
    const held = job && rest.indexOf(job) < cut.length && rest[cut.length]?.tags.has("Verb") ? cut : rest;
    if ((job && rest.indexOf(job) <= 5) || roleAt(rest))
      return make(
        c,
        "profile",
        "occupation",
        phrase(held),
        capitalize(c.negated ? `no longer ${phrase(held)}` : dated(phrase(held), time, false)),
        0.85,
        time,
        true,
      );
    if (!first.tags.has("Adjective") && !first.tags.has("Noun")) return null;
    if (JOURNEY.test(restText)) return null;
    const text = `${c.negated ? "not " : ""}${withoutTime(phrase(rest), time)}`;
    return text.split(" ").length >= 2
      ? make(c, "profile", `is:${slug(restText, 2)}`, restText, dated(`Is ${text}`, time, false), 0.65, time)
      : null;
  }
  // "I'm excited to see where pottery takes me": looking forward to nothing said.
  if (NON_FACT_VERBS.has(L) || (MOODS.has(c.verb?.norm ?? "") && /^to (?:see|find|hear|know)\b/.test(restText))) return null;
  return deedStatement(c, rest, time, createdAt);
}
