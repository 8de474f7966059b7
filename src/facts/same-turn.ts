import { isCityName } from "./cities";
import { capitalize } from "./distill";
import type { TaggedSentence } from "./nlp";
import { withReplacements } from "./replacements";
import { singleValued } from "./topics";
import { normalizeValue, type CandidateFact } from "./types";

/** What one turn's readings say together, before they go to the user object. */
export function sameTurn(read: CandidateFact[], sentences: readonly TaggedSentence[]): CandidateFact[] {
  const replaced = withReplacements(oneMedicine(withoutPassingDiet(read)), sentences);
  return withWorkCity(withMovePlace(withoutOldValue(withoutGivenUp(withNewPartner(replaced))), sentences));
}

/** "dashiell and i broke up ... ive been seeing this guy caspian": the break-up is behind the new relationship. */
function withNewPartner(found: CandidateFact[]): CandidateFact[] {
  const status = (f: CandidateFact) => f.topic === "relationship_status" && (f.subject ?? "user") === "user";
  // Divorced or widowed and single say the same: only a relationship now is behind the break-up.
  const now = found.findIndex((f) => status(f) && /^(?:seeing someone|in a relationship|engaged|married)$/.test(f.value));
  if (now < 0) return found;
  // The break-up still ends the partner's facts, with the new relationship that replaces it.
  const brokeUp = found.some((f) => status(f) && f.value === "single");
  return found.map((f, i) => (i === now && brokeUp ? { ...f, ends_partner: true } : f)).filter((f) => !status(f) || f.value !== "single");
}

/** "for these nine days i'm keeping fast, no non-veg", "vegan for january": a diet kept for a while is no diet of the user's. */
const FOR_A_WHILE =
  /\b(?:for (?:these|the next|those) (?:\w+ )?(?:days?|weeks?|fortnight|month)|for (?:lent|ramadan|navratri|january|dry january|veganuary|the fast|a detox|a cleanse)|during (?:lent|ramadan|navratri|the fast)|till (?:sunday|monday|the weekend|next week)|until (?:sunday|monday|the weekend|next week)|this week only|keeping (?:a )?fast|fasting for)\b/i;
function withoutPassingDiet(found: CandidateFact[]): CandidateFact[] {
  return found.filter((f) => !/^diet(?:_restriction)?$/.test(f.topic) || !FOR_A_WHILE.test(f.quote ?? ""));
}

/**
 * "i take fluoxetine every morning for anxiety": the medicine and the habit of taking it are one
 * fact, on the medicine's topic, in the clause's fuller words.
 */
function oneMedicine(found: CandidateFact[]): CandidateFact[] {
  const medicines = new Set(found.filter((f) => f.topic.startsWith("medication:")).map((f) => f.topic.slice("medication:".length)));
  if (medicines.size === 0) return found;
  const habit = (f: CandidateFact) =>
    f.topic.startsWith("does:") &&
    medicines.has(f.topic.slice("does:".length)) &&
    /^(?:Takes|Is taking|Has been (?:prescribed|taking)|Was prescribed) /.test(f.text);
  return found
    .filter((f) => !habit(f))
    .map((f) => {
      const same = found.find((h) => habit(h) && h.topic === `does:${f.topic.slice("medication:".length)}`);
      if (!same) return f;
      // "i take candesartan instead": what the habit's reading replaces goes with the medicine.
      const replaces = same.replaces_verb ? { replaces_verb: same.replaces_verb } : {};
      return { ...f, ...replaces, text: same.text.length > f.text.length ? same.text : f.text };
    });
}

/**
 * "closed my Barclays account, moved everything over to Monzo": on a topic where the same turn
 * names the new value, the old one given up is no fact of its own; the new one replaces it.
 */
function withoutGivenUp(found: CandidateFact[]): CandidateFact[] {
  const named = new Set(found.filter((f) => !f.value.startsWith("not ")).map((f) => f.topic));
  return found.filter((f) => !f.value.startsWith("not ") || !named.has(f.topic));
}

/**
 * "i moved my time tracking over to clockify, toggl wanted way more for invoicing": on a topic
 * that takes one value, the turn that changes it names the old value in passing; that mention is
 * no fact of its own.
 */
/** "Has dropped the ACCA": a reading that tells the old value given up is not the value the turn changes to. */
const GAVE_UP = /^(?:has |had )?(?:dropped|quit|left|gave up|given up|stopped|ditched|cancell?ed|no longer)\b/i;
function withoutOldValue(found: CandidateFact[]): CandidateFact[] {
  const changed = new Map(
    found
      .filter((f) => f.change && !/^(?:not|no) /.test(f.value) && !GAVE_UP.test(f.text) && singleValued(f.topic))
      .map((f) => [f.topic, normalizeValue(f.value)]),
  );
  return found.filter((f) => f.change || !changed.has(f.topic) || changed.get(f.topic) === normalizeValue(f.value));
}

/**
 * "my partner got the job at the uni in aberystwyth and we actually did it, we moved a couple of
 * weeks ago": a move told without its place, in a turn that names one city, is a move there.
 */
function withMovePlace(found: CandidateFact[], sentences: readonly TaggedSentence[]): CandidateFact[] {
  const move = found.find((f) => (f.subject ?? "user") === "user" && f.topic.startsWith("event:move") && !/\bto\b/i.test(f.text));
  if (!move || found.some((f) => f.topic === "home_city" || f.topic.endsWith(".home_city"))) return found;
  const cities = new Set<string>();
  for (const { words } of sentences)
    words.forEach((w, i) => {
      if (["in", "to", "at"].includes(words[i - 1]?.norm ?? "") && (w.tags.has("City") || isCityName(w.norm))) cities.add(w.norm);
    });
  const [city] = [...cities];
  if (cities.size !== 1 || !city) return found;
  const place = capitalize(city);
  return [...found, livesIn(move, place, 0.7, true)];
}

/** "im a sign language interpreter in maribor": where the user works, said with their job, is where they live unless told. */
function withWorkCity(found: CandidateFact[]): CandidateFact[] {
  const job = found.find((f) => f.topic === "occupation" && (f.subject ?? "user") === "user");
  if (!job || found.some((f) => f.topic === "home_city")) return found;
  const city = [...normalizeValue(job.text).matchAll(/\bin ([a-z'-]+)/g)].map((m) => m[1] ?? "").find((name) => isCityName(name));
  if (!city) return found;
  const place = capitalize(city);
  return [...found, livesIn(job, place, 0.6, false)];
}

/** The home city a turn's other fact tells, from that fact's source and time. */
const livesIn = (from: CandidateFact, place: string, confidence: number, change: boolean): CandidateFact => ({
  ...from,
  type: "profile",
  topic: "home_city",
  value: place,
  text: `Lives in ${place}`,
  confidence,
  change,
});
