import type { Clause, Subject } from "./clause";
import { capitalize, phrase } from "./distill";
import { slug } from "./lexicon";
import { statementOf } from "./statements";
import type { Statement } from "./statement-words";

/** "Sister", "Sister (Ana)", "Ana": who a relationship fact is about. */
function who(subject: Extract<Subject, { kind: "person" }>): { key: string; label: string } {
  const relation = subject.relation ? subject.relation.replace(/'s$/, "") : null;
  const key = slug(relation ?? subject.name ?? "person", 2) || "person";
  const label = relation ? `${capitalize(relation)}${subject.name ? ` (${subject.name})` : ""}` : (subject.name ?? "Someone");
  return { key: relation ? key : `person_${slug(subject.name ?? "", 2)}`, label };
}

/** One clause's statement with its subject applied: the user's own, or a relationship fact about someone else. */
export function statementFor(clause: Clause, createdAt: string): (Statement & { subject: string }) | null {
  const s = clause.subject;
  if (s.kind === "thing" && s.noun[0]?.norm.endsWith("'s")) {
    // "my husband's company cancelled the transfer" says no attribute of the husband.
    if (clause.lemma !== "be") return null;
    // "My sister's name is Katerina": an attribute of the sister.
    const relation = s.noun[0].norm.replace(/'s$/, "");
    const attribute = slug(phrase(s.noun.slice(1)), 2) || "about";
    const value = phrase(clause.rest);
    if (!value) return null;
    return {
      type: "relationship",
      topic: `rel:${slug(relation, 2)}.${attribute}`,
      value,
      text: capitalize(`${relation}'s ${phrase(s.noun.slice(1))} is ${value}`),
      change: true,
      confidence: 0.85,
      time: null,
      subject: relation,
    };
  }
  const statement = statementOf(clause, createdAt);
  if (!statement) return null;
  // "me and my cousin run a podcast": the user's fact, done with the cousin.
  // "lorcan and i split up": "Single (broke up with Lorcan)".
  if (s.kind === "user" && s.with) {
    // A status is the couple's: "my husband and i are married" is not "Married with husband".
    const status = statement.topic === "relationship_status";
    const text = statement.text.endsWith(")")
      ? `${statement.text.slice(0, -1)} with ${s.with})`
      : status && !/^\p{Lu}/u.test(s.with)
        ? statement.text
        : `${statement.text} with ${s.with}`;
    return { ...statement, subject: "user", text };
  }
  if (s.kind !== "person") return { ...statement, subject: "user" };
  // "my girlfriend broke up with me": the user's status, read from the sentence (./partners.ts).
  if (statement.type === "event" || (statement.topic === "relationship_status" && clause.rest.some((w) => w.norm === "me"))) return null;
  const { key, label } = who(s);
  const attribute = statement.topic.replace(/^(?:does|is):/, "").replace(/:.*$/, "");
  // "me and my husband both have it on our phones": a clause about "it" names nothing of theirs.
  if (!attribute) return null;
  // "Mum is coming round": a person's ongoing activity keeps its "is".
  const verb =
    (/^\w+ing\b/.test(statement.text) && clause.tense === "progressive") ||
    (statement.topic === "occupation" && !/^works\b/i.test(statement.text))
      ? "is "
      : "";
  const text = `${label} ${verb}${statement.text.charAt(0).toLowerCase()}${statement.text.slice(1)}`;
  return {
    ...statement,
    type: "relationship",
    topic: `rel:${key}.${attribute}`,
    text,
    subject: label.replace(/ \(.*\)$/, "").toLowerCase(),
  };
}
