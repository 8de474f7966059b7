import type { Clause } from "./clause";
import { capitalize, dated } from "./distill";
import { DIETS } from "./lexicon";
import { DONE_WITH, make, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";
import type { Word } from "./nlp";

/** A restriction ("gluten-free", "low fodmap", "a low-sodium diet") goes with a diet ("vegetarian"), not instead of it. */
export const dietTopic = (diet: string): "diet" | "diet_restriction" =>
  /free$|^low|intolerant$|sodium|salt/.test(diet) ? "diet_restriction" : "diet";

const DIET_IN = new RegExp(`\\b(?:${DIETS})\\b`);
const FOODS = /^(?:meat|fish|dairy|gluten|sugar|pork|beef|eggs|animal|chicken|poultry|seafood|lamb|turkey|bacon|carbs|grains|bread|pasta)$/;

/** The user's diet ("I went vegan", "im doing low carb now") or a food they eat or gave up ("I cut out meat"). */
export function dietStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  const restText = rest.map((w) => w.norm).join(" ");
  // A diet of one word or two ("vegan", "low carb", "plant-based").
  const diet = DIET_IN.exec(rest.map((w) => w.norm + (w.hyphen ? "-" : " ")).join(""))?.[0];
  // "I was vegan for years" tells a past state, not the diet now ("I went vegan" does).
  // "i quit weight watchers", "stopped doing keto": the diet given up.
  const quit = ["quit", "stop", "drop", "ditch", "give", "abandon"].includes(L) && !c.plan && !c.hypothetical;
  if (
    diet &&
    (quit || ["be", "become", "go", "turn", "stay", "eat", "do", "start", "switch"].includes(L)) &&
    !(L === "be" && c.tense === "past")
  ) {
    // "been off keto since june", "im done with keto".
    const off = c.negated !== quit || rest[0]?.norm === "off" || DONE_WITH.test(restText);
    // "On weight watchers": a programme is followed, not been.
    const said = /watchers|world|fasting|whole30|atkins/.test(diet) ? `on ${diet}` : diet;
    const text = off ? `No longer ${said}` : dated(capitalize(said), time && time.since ? time : null, false);
    const topic = dietTopic(diet);
    return make(c, "preference", topic, off ? `not ${diet}` : diet, text, 0.9, time, true);
  }
  // "i'm on the DASH diet now", "started a low-sodium diet": a diet said by its name and the word "diet".
  const named = namedDiet(c, rest);
  if (named && ["be", "go", "start", "stay", "do", "follow", "try", "switch"].includes(L) && !(L === "be" && c.tense === "past"))
    return make(
      c,
      "preference",
      named.topic,
      c.negated ? `not ${named.value}` : named.value,
      c.negated ? `Not ${named.text}` : capitalize(named.text),
      0.85,
      time,
      true,
    );
  // "eating normally again", "i eat basically anything": no diet at all, which ends the one before.
  const anything = /^(?:\w+ )?(?:anything|everything|normally|normal food|whatever)\b/.exec(restText);
  if (anything && L === "eat" && !c.negated && c.tense !== "past")
    return make(c, "preference", "diet", "no restrictions", capitalize(`eats ${anything[0]}`), 0.85, time, true);
  const found = rest.findIndex((w) => FOODS.test(w.norm));
  // "i don't eat red meat anymore": the kind of the food, when said, is what is left out.
  const kind = /^(?:red|white|processed|raw|cured|fried|oily|farmed)$/.test(rest[found - 1]?.norm ?? "") ? `${rest[found - 1]?.norm} ` : "";
  const food = found < 0 ? undefined : { norm: `${kind}${rest[found]?.norm}` };
  // "i'm off dairy now": not eating it.
  if (food && L === "be" && rest[0]?.norm === "off" && !c.negated && c.tense !== "past")
    return make(c, "preference", "diet", `no ${food.norm}`, `Does not eat ${food.norm}`, 0.85, time, true);
  // "im back to eating meat": eating it again.
  if (food && L === "be" && /^back (?:to|on) eating\b/.test(restText) && !c.negated)
    return make(c, "preference", "diet", `eats ${food.norm}`, `Eats ${food.norm} again`, 0.85, time, true);
  const cutOut = L === "cut" && rest[0]?.norm === "out";
  const eating = restText.includes("eating");
  // "been having chicken and fish since ...": eating it, said with "have".
  const having = L === "have" && (c.tense === "progressive" || c.tense === "perfect" || c.words.some((w) => w.norm === "again"));
  if (food && (L === "eat" || having || cutOut || (["stop", "quit", "give", "start"].includes(L) && eating))) {
    const no = c.negated || (L !== "eat" && L !== "start" && !having);
    const again = c.words.some((w) => w.norm === "again");
    // "vegetarian, but I do eat eggs": a food eaten, said as it always was, is no change of diet.
    if (!no && L === "eat" && !again && !c.change && c.tense === "present")
      return make(c, "preference", `eats:${food.norm}`, `eats ${food.norm}`, `Eats ${food.norm}`, 0.8, time, false);
    return make(
      c,
      "preference",
      "diet",
      no ? `no ${food.norm}` : `eats ${food.norm}`,
      no ? `Does not eat ${food.norm}` : `Eats ${food.norm}${again ? " again" : ""}`,
      0.85,
      time,
      true,
    );
  }
  return null;
}

/** Words before "diet" that name no diet ("a new diet", "my diet"). */
export const NO_DIET_NAME =
  /^(?:new|strict|proper|healthy|healthier|better|special|this|that|my|the|a|an|crash|whole|same|normal|usual|balanced|good|bad)$/;

/** "on the DASH diet", "a low-sodium diet": the diet a clause names with the word "diet", as the user said it. */
function namedDiet(c: Clause, rest: Word[]): { topic: string; value: string; text: string } | null {
  const at = rest.findIndex((w) => w.norm === "diet");
  if (at < 1 || at > 5) return null;
  const before = rest.slice(0, at);
  const lead = before.findIndex((w) => !/^(?:on|to|doing|following|a|an|the|this|strict|new)$/.test(w.norm));
  const name = lead < 0 ? [] : before.slice(lead);
  if (
    name.length === 0 ||
    name.length > 3 ||
    name.every((w) => NO_DIET_NAME.test(w.norm)) ||
    name.some((w) => w.tags.has("Verb") && !w.tags.has("Adjective"))
  )
    return null;
  const said = name
    .map((w) => (w.text === w.text.toUpperCase() && w.text.length > 1 ? w.text : w.norm) + (w.hyphen ? "-" : " "))
    .join("")
    .replace(/ $/, "");
  const value = `${said.toLowerCase()} diet`;
  return { topic: dietTopic(value), value, text: `on the ${said} diet` };
}

const MEAT = "meat|chicken|beef|pork|bacon|steaks?|burgers?|lamb|ham|sausages?|turkey|mince|kebabs?";
const FISH = "fish|tuna|salmon|sardines?|prawns?|shrimp|seafood|mackerel|cod";
const ANIMAL = "eggs?|cheese|dairy|milk|yog(?:h)?urt|butter|honey";
/**
 * The foods a diet leaves out, as words a fact may name them by: "Lives off tinned fish and eggs
 * on shift" holds no more once the user is vegan. Null for a diet that leaves out no animal food.
 */
export function leftOut(diet: string): RegExp | null {
  const words = /\bvegan|plant[- ]based\b/.test(diet)
    ? `${MEAT}|${FISH}|${ANIMAL}`
    : /\bvegetarian|veggie\b/.test(diet)
      ? `${MEAT}|${FISH}`
      : /\bpesc[ae]tarian\b/.test(diet)
        ? MEAT
        : null;
  return words ? new RegExp(`\\b(?:${words})\\b`, "i") : null;
}
