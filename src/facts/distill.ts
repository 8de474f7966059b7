import type { Word } from "./nlp";
import type { ResolvedTime } from "./time";

/** The user's own words about themselves, turned to the third person ("my kids" -> "their kids"). */
const SHIFT: Record<string, string> = {
  i: "they",
  me: "them",
  my: "their",
  mine: "theirs",
  myself: "themselves",
  we: "they",
  us: "them",
  our: "their",
  ours: "theirs",
  ourselves: "themselves",
  am: "are",
};

/** A piece of the user's own text in the third person ("with my supervisor" -> "with their supervisor"). */
export const inThirdPerson = (text: string): string =>
  text.replace(/\b(?:i'm|im)\b/gi, "they are").replace(/\b[a-z]+\b/gi, (w) => SHIFT[w.toLowerCase()] ?? w);

/** Trailing words that leave a phrase hanging ("a library for", "kids and"). */
const DANGLING = /\s+(?:for|to|of|with|and|or|but|so|the|a|an|in|on|at|about|like|as|from|by|because|which|who|that)$/i;

/** Words as text again: the original spelling, punctuation inside the phrase kept, the first person shifted. */
export function phrase(words: Word[]): string {
  const parts: string[] = [];
  words.forEach((w, i) => {
    const shifted = SHIFT[w.norm];
    const prev = words[i - 1];
    // "am" and "was" agree with a shifted "I" next to them: "who I am" -> "who they are", "so am I"
    // -> "so are they", "what I was told" -> "what they were told".
    const next = words[i + 1];
    const withI = prev?.norm === "i" || next?.norm === "i";
    const text = w.norm === "was" && withI ? "were" : shifted && (w.norm !== "am" || withI) ? shifted : w.text;
    const last = i === words.length - 1;
    const post = !last && /^[,&/]$|^-$/.test(w.post) ? w.post : "";
    parts.push(text + (post === "-" ? " -" : post) + (last ? "" : w.hyphen ? "-" : " "));
  });
  let text = parts
    .join("")
    .replace(/\s+([,.!?])/g, "$1")
    .replace(/[\s,;:-]+$/g, "")
    .trim();
  while (DANGLING.test(text)) text = text.replace(DANGLING, "");
  return text;
}

export const capitalize = (text: string) => (text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text);

/** Removes the time phrase from a text (the absolute time goes in valid_from or a label). */
export function withoutTime(text: string, time: ResolvedTime | null): string {
  if (!time) return text;
  const at = text.toLowerCase().indexOf(time.phrase.toLowerCase());
  if (at < 0) return text;
  // The word that led into the time goes with it ("from September", "in about 1998"): the label says when.
  const before = text
    .slice(0, at)
    .replace(
      /\b(?:in about|in around|about|around|from|through|till|until|by|(?:at |by |in )?(?:the )?(?:end|start|beginning|middle) of)\s*$/i,
      "",
    );
  return `${before}${text.slice(at + time.phrase.length)}`
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,.])/g, "$1")
    .replace(/[\s,]+$/, "")
    .trim();
}

/** A statement's text with its time: "Went to a support group on 7 May 2023", "Vegetarian since January 2026". */
export function dated(text: string, time: ResolvedTime | null, keepPoint: boolean): string {
  if (!time) return text;
  const base = withoutTime(text, time);
  if (time.since || keepPoint) return `${base} ${time.label}`;
  return base;
}

/** A fact text is short: at most `max` characters, cut at a word. */
export function short(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).replace(/[\s,;:-]+$/, "")}…`;
}
