import type { Clause } from "./clause";
import type { Word } from "./nlp";
import { normalizeValue, type Fact, type Incoming } from "./types";
import { make, sentenceText, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/**
 * The user's home as a kind of dwelling: "we rent a flat above a launderette", "we finally bought
 * a house", "closed on the house up in cape girardeau", "got my own place". One value at a time
 * (the category `housing`); a new one that names another place ends the city the user lived in
 * (./ended-by.ts).
 */
const HOUSING = /^(?:house|flat|apartment|condo|studio|townhouse|bungalow|cottage|duplex|loft|maisonette|terrace|semi|place)$/;
const HOUSING_VERBS = new Set(["rent", "own", "buy", "lease", "live", "move", "sell", "purchase", "close", "settle", "get"]);
/** Verbs that tell a new home, not the one the user has. */
const MOVES_IN = new Set(["buy", "move", "sell", "purchase", "close", "settle", "get"]);

export function housingStatement(c: Clause, rest: Word[], restText: string, time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  const house = rest.findIndex((w) => HOUSING.test(w.norm));
  // "renting in hackney": a rental needs no word for the home.
  const renting = L === "rent" && rest[0]?.norm === "in";
  // "we're settled into the little brick house in fort stockton": settled, said as a state.
  const settled = L === "be" && rest[0]?.norm === "settled" && house >= 0 && house <= 6;
  // "got my own place", "got a flat in leith" ("got a place on the course" is no home).
  const before = rest
    .slice(Math.max(0, house - 2), house)
    .map((w) => w.norm)
    .join(" ");
  const got =
    L !== "get" || (rest[house]?.norm !== "place" ? !rest[house + 1] || rest[house + 1]?.norm === "in" : /^(?:my|our) own$/.test(before));
  const home = (house >= 0 && house <= 4 && HOUSING_VERBS.has(L) && got) || renting || settled;
  if (!home || (L === "live" && c.tense === "past") || c.negated) return null;
  // "moved into a new place", "bought a house": a point in time, kept in the text as when it happened.
  const text = sentenceText(c, time, L === "buy" || L === "move");
  return make(c, "profile", "housing", restText, text, 0.85, time, MOVES_IN.has(L) || settled);
}

/** Where a new home is, from a housing change that names a place ("moved into an apartment in the heights"), or null. */
export const newHomeAt = (c: Incoming): string | null =>
  c.topic === "housing" &&
  !!c.change &&
  (c.subject ?? "user") === "user" &&
  !/\b(?:holiday|second|rental|investment|sold|selling)\b/i.test(c.text)
    ? (/ in (?:the )?([a-z][a-z' -]{2,40})/.exec(normalizeValue(c.text))?.[1] ?? null)
    : null;

/** The user object's half: the city, and the renting or living told of another place, that a new home ends among `open`. */
export function homeLeft(c: Incoming, open: readonly Fact[]): Fact[] {
  const home = newHomeAt(c);
  if (!home) return [];
  const there = home.split(" ")[0] ?? "";
  const lived = (f: Fact) =>
    f.type !== "event" && /^(?:rents|renting|lives|living|stays|staying)\b/i.test(f.text) && !normalizeValue(f.text).includes(there);
  return open.filter((f) => (f.topic === "home_city" && !home.includes(normalizeValue(f.value))) || lived(f));
}
