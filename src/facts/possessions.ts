import type { Clause } from "./clause";
import { capitalize, withoutTime } from "./distill";
import { slug } from "./lexicon";
import type { Word } from "./nlp";
import { make, POSSESSION, tail, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/** Time words that put a move or a thing still to come: "soon", "next month", "in the spring". */
export const SOON =
  /\b(?:soon|next (?:week|month|year|spring|summer|autumn|fall|winter)|(?:this|in the) (?:spring|summer|autumn|fall|winter|new year)|in a (?:few|couple of) (?:weeks|months))\b/;

/** What the user has, got or gave up: "we adopted a whippet", "sold the car"; a thing still to come is a plan. */
export function possessionStatement(c: Clause, rest: Word[], time: ResolvedTime | null, createdAt: string): Statement | null {
  const L = c.lemma;
  const restText = rest.map((w) => w.norm).join(" ");
  const owned = rest.find((w) => POSSESSION.test(w.norm));
  if (
    owned &&
    ["have", "own", "get", "adopt", "buy", "rescue", "sell", "lose"].includes(L) &&
    rest.indexOf(owned) <= 5 &&
    !rest.slice(0, rest.indexOf(owned)).some((w) => w.tags.has("Preposition"))
  ) {
    // "I did NOT sell the bike": a thing not sold nor lost is still the user's, nothing changed.
    const parted = L === "sell" || L === "lose";
    if (parted && c.negated) return null;
    const gone = c.negated || parted;
    const thing = owned.norm.replace(/(?:ies)$/, "y").replace(/s$/, "");
    // "we're getting a puppy in the spring": a thing still to come is a plan, as a move is.
    const coming = c.tense === "progressive" && !gone ? (time && time.at > createdAt && time.label) || SOON.exec(restText)?.[0] : null;
    if (coming) return make(c, "decision", `plan:get_${slug(thing, 1)}`, `get ${thing}`, `Getting a ${thing} ${coming}`, 0.8, time, true);
    const text = gone
      ? `No longer has a ${thing}`
      : capitalize(`${c.tense === "past" ? c.verb?.text.toLowerCase() : "has"} ${withoutTime(tail(c), time)}`);
    return make(c, "profile", `owns:${slug(thing, 1)}`, gone ? `no ${thing}` : `has ${thing}`, text, 0.8, time);
  }
  return null;
}
