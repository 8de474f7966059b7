import { escapeRegExp } from "../lib/regexp";
import { withoutAccents } from "./cities";
import { singleValued } from "./topics";
import type { Change, Fact } from "./types";

/**
 * "the AC in my Vitz blows warm air", then "since I upgraded from the Vitz to a Venza ...": when
 * a new value replaces the one the user had on a topic of things they have or use (a car, a phone,
 * an app, an employer), what else they said about the old one ("the AC in their Vitz ...") is
 * history with it. Only the user's own facts, only on other topics, and never for a home, a
 * relationship or a diet: a town, a person or a food goes on being named by facts that stay true
 * ("Sister lives in Lisbon" outlives the user's move from Lisbon).
 */
export function goneWith(changes: Change[], current: Fact[], factId: string, now: string): Change[] {
  const replaced = new Set(changes.flatMap((c) => (c.kind === "update" && c.patch.status === "superseded" ? [c.id] : [])));
  // A thing is named in a few words ("a 2010 Venza", "Trello"); a longer value describes, and its words name other things too.
  const gone = current.filter((f) => replaced.has(f.id) && f.subject === "user" && THINGS(f.topic) && f.value.split(/\s+/).length <= 3);
  const changed = new Set(changes.map((c) => (c.kind === "insert" ? c.fact.id : c.id)));
  // "a nurse" replaced by "a charge nurse": a word the new value keeps names it still.
  const kept = new Set(changes.flatMap((c) => (c.kind === "insert" ? namingWords(c.fact.value) : [])));
  // When the old value stopped holding: as its supersession says.
  const endOf = (id: string) =>
    changes.flatMap((c) => (c.kind === "update" && c.id === id && c.patch.valid_to ? [c.patch.valid_to] : []))[0] ?? now;
  const out: Change[] = [];
  const ending = new Set<string>();
  for (const old of gone) {
    const end = endOf(old.id);
    const names = namingWords(old.value).filter((w) => !kept.has(w));
    if (names.length === 0) continue;
    const named = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "iu");
    for (const f of current)
      if (
        f.status === "current" &&
        f.subject === "user" &&
        f.type !== "event" &&
        f.topic !== old.topic &&
        !f.topic.startsWith("rel:") &&
        !changed.has(f.id) &&
        !ending.has(f.id) &&
        named.test(withoutAccents(f.text))
      ) {
        ending.add(f.id);
        out.push({
          kind: "update",
          id: f.id,
          patch: { status: "superseded", valid_to: f.valid_from > end ? f.valid_from : end, superseded_by: factId, updated_at: now },
        });
      }
  }
  return out;
}

/**
 * Topics of a thing the user has or uses, whose name other facts may carry. A role, a course or
 * a kind of home is said in common words ("a nurse", "web design") that other facts use for
 * other things, so those stay out.
 */
const THINGS = (topic: string) =>
  singleValued(topic) &&
  !/^(?:home_city|relationship_status|name|nickname|age|birthday|pronouns|gender|diet|diet_restriction|language|nationality|timezone|work_status|work_hours|occupation|studies|work_place|housing)$/.test(
    topic,
  ) &&
  !/^(?:rel|health|identity|favorite|plan):/.test(topic);

/** The words of a value that name it: no article, at least three letters ("a 2010 Venza": venza). */
function namingWords(value: string): string[] {
  const words =
    withoutAccents(value)
      .toLowerCase()
      .match(/[\p{L}][\p{L}\p{N}'-]*/gu) ?? [];
  return words.filter((w) => w.length >= 3 && !/^(?:the|and|for|with|from|new|old|my|their|a|an|at|in|on|of)$/.test(w));
}
