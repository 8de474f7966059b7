import { normalizeValue, type Change, type Fact, type Incoming } from "./types";

/**
 * "ingrid and i got engaged", "we got married!!!" after "Girlfriend is Ingrid": the partner is
 * a fiancée, then a wife. The partner's current facts (rel:girlfriend.*) end, each replaced by
 * the same fact under the new word ("Fiancée is Ingrid"), sourced from both statements. A status
 * that names someone else ("engaged to Tomas" while the girlfriend is Ingrid) renames no one.
 */
const COURTING = {
  engaged: /^rel:(girlfriend|boyfriend|gf|bf|partner)\./,
  married: /^rel:(girlfriend|boyfriend|gf|bf|partner|fiancee|fiance)\./,
};
const WORD = /^(?:Girlfriend|Boyfriend|Gf|Bf|Partner|Fiancée|Fiancé\(e\)|Fiancé)(?![\p{L}(])/u;
const ROLES: Record<"engaged" | "married", Record<string, [string, string]>> = {
  engaged: {
    girlfriend: ["fiancee", "Fiancée"],
    gf: ["fiancee", "Fiancée"],
    boyfriend: ["fiance", "Fiancé"],
    bf: ["fiance", "Fiancé"],
    partner: ["fiance", "Fiancé(e)"],
  },
  married: {
    girlfriend: ["wife", "Wife"],
    gf: ["wife", "Wife"],
    fiancee: ["wife", "Wife"],
    boyfriend: ["husband", "Husband"],
    bf: ["husband", "Husband"],
    fiance: ["husband", "Husband"],
    partner: ["spouse", "Spouse"],
  },
};

/** Whether the candidate makes the user engaged or married: the partner's word changes. */
export function weds(c: Pick<Incoming, "topic" | "subject" | "value">): "engaged" | "married" | null {
  if (c.topic !== "relationship_status" || (c.subject ?? "user") !== "user") return null;
  const value = normalizeValue(c.value);
  return value.startsWith("engaged") ? "engaged" : value.startsWith("married") ? "married" : null;
}

/** The changes that rename the partner; `open` are the current facts the statement may end. */
export function renamedPartner(candidate: Incoming, open: Fact[], now: string, newId: () => string): Change[] {
  const step = weds(candidate);
  if (!step) return [];
  const named = / (?:with|to) (\p{Lu}[\p{L}'-]+)/u.exec(candidate.text)?.[1]?.toLowerCase();
  const courting = COURTING[step];
  const facts = open.filter((f) => courting.test(f.topic));
  const names = new Set(facts.filter((f) => f.topic.endsWith(".name")).map((f) => normalizeValue(f.value)));
  if (named && names.size > 0 && !names.has(named)) return [];
  return facts.flatMap((f): Change[] => {
    const [role, word] = ROLES[step][courting.exec(f.topic)?.[1] ?? "partner"] ?? ["spouse", "Spouse"];
    const id = newId();
    const renamed: Fact = {
      ...f,
      id,
      topic: f.topic.replace(courting, `rel:${role}.`),
      text: f.text.replace(WORD, word),
      subject: role,
      valid_from: candidate.valid_from,
      sources: [...f.sources, ...candidate.sources].slice(0, 100),
      conflicts_with: [],
      created_at: now,
      updated_at: now,
    };
    return [
      { kind: "insert", fact: renamed },
      { kind: "update", id: f.id, patch: { status: "superseded", valid_to: candidate.valid_from, superseded_by: id, updated_at: now } },
    ];
  });
}
