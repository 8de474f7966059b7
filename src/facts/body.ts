import type { Clause } from "./clause";
import { BODY_PART, slug } from "./lexicon";
import { capitalize, dated } from "./distill";
import { make, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";
import type { Word } from "./nlp";

/** Verbs that hurt a part: "broke my wrist", "tore my acl", "did my back in". */
const HURT = new Set([
  "break",
  "fracture",
  "sprain",
  "tear",
  "dislocate",
  "injure",
  "hurt",
  "pull",
  "twist",
  "crack",
  "strain",
  "bust",
  "wreck",
]);
/** Verbs and states that say a part is well again. */
const HEAL = new Set(["heal", "recover", "mend"]);
const WELL =
  /^(?:(?:\w+ly|all|totally|completely|finally|now|much|so|way|loads|lots|heaps|a lot) )*(?:healed|fine|better|ok|okay|good as new|back to normal|recovered|fixed|mended|all good)\b/;

const part = (words: readonly Word[]): Word | undefined => words.find((w) => BODY_PART.test(w.norm));
const topicOf = (w: Word) =>
  `health:${w.norm
    .replace(/s$/, "")
    .replace(/^feet$/, "foot")
    .replace(/^teeth$/, "tooth")}`;

/**
 * A part of the user's body, hurt or healed, on one topic per part, so that "the collarbone has
 * healed" ends "my collarbone is broken" and "broke my wrist" is a state until the wrist heals.
 * `noun` is the clause's subject when it is the part ("my knee is better"); otherwise the part is
 * the object of a verb that hurts it ("i broke my wrist").
 */
export function bodyStatement(c: Clause, noun: readonly Word[] | null, time: ResolvedTime | null): Statement | null {
  if (c.hypothetical || c.plan) return null;
  const restText = c.rest.map((w) => w.norm).join(" ");
  if (noun) {
    const subject = part(noun);
    if (!subject || noun.length > 2) return null;
    const Part = capitalize(subject.norm);
    const well = c.lemma === "be" && !c.negated ? WELL.exec(restText)?.[0] : undefined;
    if (HEAL.has(c.lemma) || well) {
      const said = well ? `${Part} ${c.verb?.norm === "are" ? "are" : "is"} ${well}` : `${Part} has healed`;
      return make(c, "profile", topicOf(subject), "healed", dated(said, time, false), 0.85, time, true);
    }
    return null;
  }
  if (!HURT.has(c.lemma) || c.negated || c.tense !== "past") return null;
  const own = c.rest.findIndex((w) => w.norm === "my");
  const hurt = own === 0 ? part(c.rest.slice(1, 3)) : undefined;
  if (!hurt) return null;
  const verb = c.verb?.text.toLowerCase() ?? "hurt";
  return make(
    c,
    "profile",
    topicOf(hurt),
    `${c.lemma} ${hurt.norm}`,
    capitalize(dated(`${verb} their ${hurt.norm}`, time, true)),
    0.85,
    time,
    true,
  );
}

/** Conditions said as what the user is ("i'm coeliac", "i'm type 1 diabetic"), by the condition's name. */
const CONDITION_SAID: Record<string, string> = {
  diabetic: "diabetes",
  prediabetic: "prediabetes",
  asthmatic: "asthma",
  epileptic: "epilepsy",
  coeliac: "coeliac disease",
  celiac: "celiac disease",
  anaemic: "anaemia",
  anemic: "anemia",
  arthritic: "arthritis",
  dyslexic: "dyslexia",
  dyspraxic: "dyspraxia",
  hypertensive: "high blood pressure",
  insomniac: "insomnia",
};

/** "I'm coeliac", "im type 2 diabetic now": the condition the user has. */
export function conditionSaid(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  if (c.lemma !== "be" || c.tense === "past" || c.subject.kind !== "user" || c.hypothetical || c.plan) return null;
  const words = rest.filter((w) => !/^(?:a|an|so|also|now|still|very|borderline|officially)$/.test(w.norm)).map((w) => w.norm);
  const typed = words[0] === "type" && /^[12]$/.test(words[1] ?? "") ? `type ${words[1]} ` : "";
  const said = CONDITION_SAID[words[typed ? 2 : 0] ?? ""];
  if (!said) return null;
  const what = `${typed}${said}`;
  if (c.negated)
    return c.change ? make(c, "profile", `health:${slug(what, 2)}`, `over ${what}`, `No longer has ${what}`, 0.85, time, true) : null;
  return make(c, "profile", `health:${slug(what, 2)}`, what, capitalize(`has ${what}`), 0.85, time, true);
}
