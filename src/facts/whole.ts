import { DRINKS } from "./habits";
import { toolCategory } from "./tool-names";
import type { Statement } from "./statement-words";

/**
 * Readings of a whole sentence, for what people say with no clause the reader can take: no verb
 * ("no pets yet sadly", "green tea all day now"), or a plan that moved ("the wedding got
 * postponed to june", "our japan trip is moved to october").
 */
export type WholeReading = Pick<Statement, "type" | "topic" | "value" | "text" | "change"> & { ends?: string[] };

const NO_PETS =
  /^(?:(?:and|but|so|oh|well|sadly|honestly)[ ,]+)*(?:no pets|(?:i|we) (?:do not|don't|dont) have (?:any )?pets|(?:i|we) have no pets|(?:i'm|i am|we're|we are) pet[- ]?less)\b/i;
/** "green tea all day now", "oat lattes these days": a drink with no verb, said as the habit now. */
const DRINK_NOW = new RegExp(
  `^(?:(?:and|but|so|now|just)\\s+)*(${DRINKS.source})\\s+(?:all day|now|instead|these days|every (?:day|morning))\\b`,
  "i",
);
/** "(the|our|my) wedding got postponed to june": what moved, and where to. */
const MOVED_PLAN =
  /^(?:(?:and|but|so|oh|well|ugh|sadly|anyway)[ ,]+)*(?:the|our|my) ((?:\w+ ){0,2}?(?:wedding|trip|holiday|vacation|party|move|launch|surgery|operation|appointment|exam|interview|concert|gig|visit|honeymoon|course|start date|race|marathon))\b (?:got|has been|have been|was|is|are|were) (?:postponed|pushed back|pushed|moved|rescheduled|delayed|brought forward|bumped) (?:to|till|until) ([\w ]{2,30}?)(?=[,.!?;]|$| because| bc| so| but| and)/i;

/** "back to eating meat after 6 years veggie": a food eaten again, said without "I'm". */
const EATING_AGAIN = /^(?:(?:and|but|so|now|finally)[ ,]+)*back (?:to|on) eating (meat|fish|chicken|dairy|seafood|pork|beef|eggs)\b/i;

/** "six weeks since my last cigarette", "a year since my last drink": given up, said by the time since. */
const SINCE_LAST = /\b(?:days?|weeks?|months?|years?) (?:since|without) (?:my|a) (?:last )?(cigarette|cig|smoke|fag|vape|drink)\b/i;

/** "broke my ankle 🙃 in a cast for six weeks, on crutches": an aid said without a verb, at a clause's start. */
const AID_STATE =
  /(?:^|[,;:!]\s*|\p{Extended_Pictographic}\s*|\band\s+)(?:still\s+)?(?:in an? (cast|sling|brace|moon boot|splint|wheelchair)|on (crutches))\b/iu;

/** "everything lives in obsidian now": the tool that holds it all ("all my notes are in bear" is read by the clause). */
const HOLDS_ALL =
  /(?:^|[,;]\s*|\b(?:and|but|so|now)\s+)(?:(?:everything|all my stuff) (?:lives|is|are|goes|go|runs|sits)|all (?:of )?my \w+ (?:live|sit)) (?:in|on) ((?:\w+ ?){1,3})/i;

export function wholeSentence(sentence: string): WholeReading | null {
  const s = sentence.trim();
  const holder = HOLDS_ALL.exec(s)?.[1]?.trim().split(" ");
  const tool = holder && [3, 2, 1].map((n) => holder.slice(0, n).join(" ")).find((name) => toolCategory(name));
  const kind = tool && toolCategory(tool);
  if (tool && kind) return { type: "preference", topic: kind, value: tool, text: `Uses ${tool}`, change: /\bnow\b/i.test(s) };
  if (NO_PETS.test(s)) return { type: "profile", topic: "pets", value: "none", text: "Has no pets", change: false };
  const drink = DRINK_NOW.exec(s)?.[1]?.toLowerCase();
  if (drink) return { type: "preference", topic: "caffeine", value: drink, text: `Drinks ${drink}`, change: true };
  const aid = AID_STATE.exec(s);
  const held = (aid?.[1] ?? aid?.[2])?.toLowerCase();
  if (held) {
    const text = held === "crutches" ? "On crutches" : `In a ${held}`;
    return { type: "profile", topic: `health:${held.replace(/ /g, "_")}`, value: held, text, change: true };
  }
  const last = SINCE_LAST.exec(s)?.[1]?.toLowerCase();
  if (last === "drink") return { type: "preference", topic: "alcohol", value: "none", text: "No longer drinks alcohol", change: true };
  if (last === "vape") return { type: "profile", topic: "does:vaping", value: "not vaping", text: "No longer vapes", change: true };
  if (last) return { type: "profile", topic: "does:smoking", value: "not smoking", text: "No longer smokes", change: true };
  const food = EATING_AGAIN.exec(s)?.[1]?.toLowerCase();
  if (food) return { type: "preference", topic: "diet", value: `eats ${food}`, text: `Eats ${food} again`, change: true };
  const moved = MOVED_PLAN.exec(s);
  const what = moved?.[1]?.toLowerCase();
  const when = moved?.[2]?.toLowerCase().trim();
  if (!what || !when) return null;
  const head = what.split(" ").at(-1) ?? what;
  const text = `${what.charAt(0).toUpperCase()}${what.slice(1)} moved to ${when}`;
  return { type: "decision", topic: `plan:${head}_moved`, value: `${what} ${when}`, text, change: true, ends: [head] };
}
