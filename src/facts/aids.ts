import type { Clause } from "./clause";
import { AIDS } from "./lexicon";
import { make, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/** What an injury puts the user in or on: "walk with a cane", "in a cast", "on crutches". */
const AID = new RegExp(`\\b(${AIDS})\\b`);
/** Aids the user walks with; the others the user is in. */
const WALKING = /^(?:walking stick|zimmer frame|cane|crutches|walker)$/;

/**
 * An aid for an injury, one topic per aid, so that "i walk again without the cane" ends "walks
 * with a cane" and "the cast came off" ends "in a cast for six weeks".
 */
export function aidStatement(c: Clause, time: ResolvedTime | null): Statement | null {
  if (c.hypothetical || c.plan || c.subject.kind === "person") return null;
  const said = c.words.map((w) => w.norm).join(" ");
  const aid = AID.exec(said)?.[1];
  if (!aid) return null;
  const the = "(?:the |a |my |their |his |her |that )?";
  const free =
    c.negated ||
    new RegExp(
      `\\b(?:without|off|out of|rid of|ditched|done with)\\s+${the}${aid}\\b|\\b${aid}\\s+(?:came|comes|come|is|was|has come|got taken|has been taken) off\\b`,
    ).test(said);
  const using = new RegExp(
    `\\b(?:with|in|on|using|use|need|needs|needed)\\s+${the}${aid}\\b|\\b${aid}\\b.*\\bfor (?:another |six |\\w+ )?(?:weeks?|months?)\\b`,
  ).test(said);
  if (!free && !using) return null;
  const article = aid === "crutches" ? "" : "a ";
  const text = WALKING.test(aid)
    ? free
      ? `Walks without ${article}${aid}`
      : `Walks with ${article}${aid}`
    : free
      ? `No longer in ${article}${aid}`
      : `In ${article}${aid}`;
  return make(c, "profile", `health:${aid.replace(/ /g, "_")}`, free ? "none" : aid, text, 0.85, time, true);
}
