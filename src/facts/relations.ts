import type { Incoming } from "./consolidate";
import { slug } from "./lexicon";
import type { Fact } from "./types";

/**
 * The people the user has named, from their current name facts ("Wife is Dagny", topic
 * rel:wife.name). The extractor reads one round; these facts are how a name said in a later
 * round ("dagny quit walgreens") finds the relation given earlier ("my wife dagny").
 */
export interface KnownPerson {
  /** The relation's topic key ("wife", "best_friend"). */
  relation: string;
  /** Who the relation's facts are about ("wife"). */
  subject: string;
  name: string;
}

const NAME_TOPIC = /^rel:([a-z0-9_]+)\.name$/;
const PERSON_TOPIC = /^rel:person_([a-z0-9_]+)\.(.+)$/;

/** Named people by the key the extractor gives a bare name (slug: "dagny"); a name two relations share is left out. */
export function knownPeople(facts: readonly Fact[]): Map<string, KnownPerson> {
  const found = new Map<string, KnownPerson | null>();
  for (const fact of facts) {
    const relation = fact.status === "current" ? NAME_TOPIC.exec(fact.topic)?.[1] : undefined;
    const key = relation && slug(fact.value, 2);
    if (!relation || !key) continue;
    const person = { relation, subject: fact.subject, name: fact.value };
    const seen = found.get(key);
    found.set(key, seen === undefined || seen?.relation === relation ? person : null);
  }
  return new Map([...found].filter((entry): entry is [string, KnownPerson] => entry[1] !== null));
}

/** The names, lower case, that the extractor should read as people. */
export const knownNames = (facts: readonly Fact[]): string[] => [...knownPeople(facts).values()].map((p) => p.name.toLowerCase());

/**
 * A fact about a bare name (rel:person_dagny.employer, "Dagny quit walgreens") belongs to the
 * relation whose current name fact names that person: rel:wife.employer, "Wife (Dagny) quit
 * walgreens", about the wife. Then it supersedes, and ends, the wife's facts like any other
 * statement about her. Unknown names stay as they are.
 */
export function asRelation(candidate: Incoming, current: readonly Fact[]): Incoming {
  const match = PERSON_TOPIC.exec(candidate.topic);
  const person = match?.[1] ? knownPeople(current).get(match[1]) : undefined;
  if (!match || !person) return candidate;
  const label = `${person.subject.charAt(0).toUpperCase()}${person.subject.slice(1)} (${person.name})`;
  const named = candidate.text.toLowerCase().startsWith(`${person.name.toLowerCase()} `);
  return {
    ...candidate,
    topic: `rel:${person.relation}.${match[2]}`,
    subject: person.subject,
    text: named ? `${label}${candidate.text.slice(person.name.length)}` : candidate.text,
  };
}
