/**
 * The last pass over a fact's text, so that it reads the way a person would write it down:
 * chat fillers and words addressed to the listener cut from its end, an emoji ending it, the
 * copula kept on a state ("Is a newlywed"), and phrases about the conversation itself ("has
 * news", "lips are sealed", "has to see this") giving no fact at all. Pure text in, text or null
 * out; the clause reading that decides what a fact says stays in ./statements.ts and ./clause.ts.
 */

/** Words that end a chat line without saying anything ("Knows lol", "Loves it honestly"). */
const FILLERS = [
  "lol",
  "lmao",
  "lmfao",
  "rofl",
  "ha(?:ha)+",
  "he(?:he)+",
  "x+",
  "tbh",
  "tbf",
  "ngl",
  "btw",
  "fyi",
  "imo",
  "to be honest",
  "to be fair",
  "if (?:they are|they're) honest",
  "honestly",
  "though",
  "actually",
  "apparently",
  "anyway",
  "obviously",
  "literally",
  "basically",
  "seriously",
  "really",
  "promise",
  "they (?:think|guess|reckon|suppose)",
  // Words addressed to the listener: never an object at the end of a fact.
  "bro",
  "bruh",
  "dude",
  "babe",
  "hun",
  "hon",
  "sis",
  "fam",
];
/** Addressed to the listener only after a comma: "a lovely man", "my mate" are objects. */
const VOCATIVES = ["man", "mate", "mates", "love", "girl", "guys", "lads", "pal", "buddy", "dear", "darling", "my friend"];

const TRAILING = new RegExp(`(?:^|[\\s,;:.!?-]+)(?:${FILLERS.join("|")})[\\s,;:.!?-]*$`, "i");
const ADDRESSED = new RegExp(
  `,\\s*(?:${VOCATIVES.join("|")}|(?:cheers|thanks|thank you|ta|love you)(?: [A-Z][\\w'-]*)?)[\\s,;:.!?-]*$`,
  "i",
);
/** Words that open a chat line before what it says ("Oh also their dad ...", "Ok so ..."). */
const LEADING = /^(?:oh|ah|ok|okay|well|anyway|also|and|but|haha+|lol|right|yeah|yes|so)\b[\s,.!]+/i;
/** Trailing words that leave a phrase hanging ("a library for", "kids and"). */
const DANGLING = /\s+(?:for|to|of|with|and|or|but|so|the|a|an|about|like|as|from|by|because|which|who|that|through|till|until)$/i;
/** Where the reason for a fact starts ("... because normal phones do not survive a week"). */
const REASON = /,?\s+\b(?:because|'?cause|cos|coz|bc)\b/i;
/** An emoji ends what was said: what follows it is another sentence. */
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

/**
 * Phrases about the conversation, not about the speaker: the fact is refused. Matched against
 * the whole third-person text ("Has news", "Plans to be honest", "Lips are sealed").
 */
const IDIOMS = [
  // News announced, not told.
  /^(?:has|had|got|gets) (?:got )?(?:some |actual |big |exciting |more |any |good |bad |great |other )?news\b/i,
  // Manners of speaking.
  /\b(?:be|being) (?:honest|fair|serious|real)\b/i,
  /\blips are sealed\b/i,
  /^speaking of\b/i,
  /^likes (?:to )?think\b/i,
  /\b(?:try|do) anything$/i,
  /\b(?:can not|cannot|can't|could not|still can not) believe\b/i,
  /\btake (?:that|it|this) as a compliment\b/i,
  /\b(?:would not|wouldn't|will not|won't) miss it\b/i,
  /^(?:is |are )?not sure\b/i,
  /^(?:plans to |will )?(?:be|is) (?:fine|okay|ok|alright|all right)$/i,
];
/** A user's own clause that, worded, is only its verb and a pronoun. */
const EMPTY_CLAUSE = [
  // An obligation or a wish about what is in front of them: "Has to see this", "Needs to hear it".
  /^(?:has|have|had|needs?|plans?|wants?|got) to (?:\w+ ){0,2}(?:this|that|it|these|those|you|them)$/i,
  // A verb with only a pronoun after it: "Knows it", "Considers it", "Has to".
  /^(?:(?:still|also|just|really|totally|does not|did not|has|have|had|can)\s+)*\w+(?:\s+(?:to|it|this|that|so|too|one|them|him|her|in|out|up|back|off|over|on|away))?$/i,
];

/** Topics whose text is a clause of the user's own ("does:", "event:", ...): a lone word there is no fact. */
const GENERIC = /^(?:does|event|is|about|plan|values|likes):/;

/** Without trailing punctuation, and (once words were cut) without a word left hanging. */
function trimEnd(text: string, cut: boolean): string {
  let out = text.replace(/[\s,;:-]+$/g, "").trim();
  while (cut && DANGLING.test(out)) out = out.replace(DANGLING, "").replace(/[\s,;:-]+$/g, "");
  return out;
}

/** "..., but honestly the view is worth it": "but" opening a statement about something else. */
const OTHER_CLAUSE =
  /^(.{10,}?),? but (?:honestly |ngl |tbh |like |still )?(?:the|my|their|our|it|it's|this|that|they|he|she)\b(?: \S+){0,3} (?:is|are|was|were|has|have|had|does|did|will|can|makes?|made|feels?|felt)\b/i;

/** The fact's text as it should be stored, or null when, worded properly, it says nothing. */
export function worded(text: string, topic: string): string | null {
  let out = text;
  const emoji = out.search(EMOJI);
  if (emoji >= 0) out = out.slice(0, emoji);
  out = trimEnd(out, emoji >= 0);
  // Only where the sentence was kept whole ("about:"): a statement's own text starts with its verb.
  while (topic.startsWith("about:") && LEADING.test(out)) out = out.replace(LEADING, "");
  for (;;) {
    const stripped = out.replace(TRAILING, "").replace(ADDRESSED, "");
    const next = trimEnd(stripped, stripped !== out);
    if (next === out) break;
    out = next;
  }
  // "I'll have to figure out flights": an obligation, not a plan.
  out = out.replace(/^Plans to have to\b/, "Has to").replace(/^Plans to need to\b/, "Needs to");
  // "I'll be glad of the company", "he's going to be unbearable": what will be, not a plan.
  out = out.replace(/\b([Pp])lans to (be|have)\b/, (_, p: string, verb: string) => `${p === "P" ? "W" : "w"}ill ${verb}`);
  // "packed in the five a side", "handed my notice in at kone": said plainly, as a reader would write it down.
  out = out
    .replace(/^(Has |Have )?(?:packed|jacked) in\b/, (_, has?: string) => (has ? "Has given up" : "Gave up"))
    .replace(/^Handed (?:in )?their notice (?:in )?at\b/, "Left their job at")
    .replace(
      /^(Has )?left (smoking|drinking|vaping)\b/,
      (_, has: string | undefined, habit: string) => `${has ? "Has quit" : "Quit"} ${habit}`,
    );
  // "Uses a rugged Ulefone for work because normal phones do not survive": the fact, without why.
  const why = REASON.exec(out);
  if (why && !/^(?:about|values):/.test(topic) && out.slice(0, why.index).split(/\s+/).length >= 3)
    out = trimEnd(out.slice(0, why.index), true);
  // "Feet are dead but honestly the pay is so much better": the statement ends where "but" opens another one.
  out = OTHER_CLAUSE.exec(out)?.[1] ?? out;
  if (topic === "occupation") out = withCopula(out);
  out = out ? `${out.charAt(0).toUpperCase()}${out.slice(1)}` : out;
  const words = out.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (IDIOMS.some((re) => re.test(out))) return null;
  if (GENERIC.test(topic) && (words.length < 2 || EMPTY_CLAUSE.some((re) => re.test(out)))) return null;
  return out;
}

/** "A nurse at St Mary's" -> "Is a nurse at St Mary's": a job said with "I'm" keeps its verb. */
function withCopula(text: string): string {
  if (/^(?:is|was|are|were|has|had|no longer|works|worked|started|left|quit|got promoted|was promoted)\b/i.test(text)) return text;
  const first = text.split(" ")[0] ?? "";
  // An acronym or a name stays as written ("Is NHS staff"); anything else is lower case after "Is".
  const lower = /^[A-Z][^A-Z]*$/.test(first) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  return `Is ${lower}`;
}
