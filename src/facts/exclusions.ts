/**
 * Sentences that state nothing true about the user: questions, conditions and wishes, jokes.
 * The extractor reads no fact in them (./extract.ts).
 */
/** Why a sentence yields no fact, or null when it may. Exported for the tests. */
export type Exclusion = "question" | "hypothetical" | "joke" | "reported" | "instruction" | null;

/**
 * A question's opening: a question word, or an auxiliary before its subject ("did you", "is it").
 * Without the subject the auxiliary opens a statement that dropped its "I" ("had a long chat
 * with my gp", "was at the gym all morning").
 */
const QUESTION_START =
  /^(?:what|how|why|who|whom|whose|where|when|which|any idea|anyone|(?:do|does|did|are|is|was|were|can|could|would|will|should|shall|have|has|had|may|might|am)\s+(?:you|u|ya|i|we|he|she|they|it|there|that|this|these|those|anyone|anybody|someone|somebody|everyone)\b|(?:is|are|do|does|can|could|would|will|should)\s+(?:the|your|my)\b)/i;
/** Conditions, wishes, what-ifs and what the user is only thinking of doing state nothing true about them. */
const HYPOTHETICAL =
  /\b(?:if|unless|suppose|supposing|imagine|what if|in case|hypothetically|in theory|pretend|as if|someday|one day|dream of|daydream)\b|\bi wish\b(?! to (?:inform|tell|let|say|report|share|ask|thank))|\b(?:maybe|perhaps) (?:i|we) (?:just )?(?:give up|quit|become|move|sell|buy|get|start|switch|leave|go back|change|take up|drop|retire|open)\b|\b(?:thinking|considering|debating|contemplating|toying with the idea)(?: of| about)? (?:maybe )?(?:switching|moving|getting|buying|going|quitting|leaving|changing|trying|becoming|starting|selling|taking|doing)\b/i;
/**
 * Jokes, and sarcasm said with its usual markers ("yeah right", "love that for me", "living the dream", "/s", an eye roll).
 * "lol no" and "not really" take a claim back only where they close it ("moving to mars lol no",
 * "i'm a runner now. not really"): "lol no tiktok no snapchat" lists, "do not really miss meat" negates.
 */
export const JOKE =
  /\b(?:just kidding|kidding|joking|jk|just a joke|joke lang|jokes? (?:apart|aside)|(?:ok|okay|but|no but) seriously|(?:for real|seriously) tho(?:ugh)?|(?:lol no|not really)(?=\s*(?:[.!,;)]|$|lol|haha|jk|but|i'm|im|i am))|yeah right|love that for me|living the dream|said no one ever)\b|\/s\b/iu;
/** An eye roll is sarcasm after praise that cannot be meant ("totally in my budget 🙄"); "both boys have coughs already 🙄" is a sigh. */
const EYE_ROLL = /🙄/u;
const IRONIC =
  /\b(?:sure|obviously|totally|clearly|truly|thrilling|thrilled|love|loving|great|fantastic|amazing|brilliant|fun|perfect|best|wonderful|awesome|incredible|lovely)\b/i;
const TRAILING_QUESTION =
  /(?:,|\p{Extended_Pictographic}\uFE0F?)\s*(?:so |and |but |also )?(?:can|could|would|will|do|does|did|is|are|any|what|how|why|where|which|who|should|pls|please)\b/giu;
/** The statement before a question asked after a comma or an emoji, or null when the sentence asks from its start. */
function beforeQuestion(s: string): string | null {
  const last = [...s.matchAll(TRAILING_QUESTION)].at(-1);
  const head = last ? s.slice(0, last.index).trim() : "";
  return head.split(/\s+/).length >= 3 ? head : null;
}
/** What a sentence states before a question it ends with ("..., could I just come off the prednisolone?"): the whole of it otherwise. */
export const statedPart = (s: string): string => (s.trim().endsWith("?") ? (beforeQuestion(s) ?? s) : s);
/** A sentence that opens with the user's own news, in the past or as it stands now ("i finally left ...", "we moved ..."). */
const OWN_NEWS =
  /^(?:i|we) (?:(?:just|finally|actually|officially|literally) )*(?:[a-z]+ed|left|got|quit|am|are|have|had|started|began|moved|took|made|went|won|lost|bought|sold)\b/i;
const UPTALK =
  /^(?:i|we)(?:'ve| have)? (?:(?:kind of|sort of|kinda|sorta|basically|actually|just|finally|officially) )*(?:quit|stopped|started|moved|switched|left|joined|given up|gave up|dropped|cut out)\b[^?]*\?$/i;
/** "... since the start of the month and honestly??": a filler asked of no one after a statement. */
const RHETORICAL = /\s(?:and |but |so )?(?:honestly|seriously|really|right|tbh|srsly)\s*\?+$/i;
/** What no one means literally, said with a laugh: "basically live at the office now lol", "moving to mars haha", "never opening my inbox again lol". */
const HYPERBOLE =
  /\b(?:might as well|basically live|literally live|(?:basically|practically|literally) (?:married|engaged) to|run(?:ning)? away (?:to|and)|join(?:ing)? the circus|to (?:mars|the moon|antarctica|a cave|a desert island)|become a (?:hermit|monk|nun)|leaving \w+ for (?:it|this|that|the \w+)|never \w+ing (?:\w+ ){0,3}(?:again|ever again))\b/i;
/** "that's it, i'm renouncing veganism 😂": an outburst said with a laugh is no decision. */
const OUTBURST =
  /\b(?:that's|thats|that is) it,? (?:i'm|im|i am|we're|i'll|i will|they are|i'm officially)\b|\bafter (?:today|this(?: week| day| meeting| call)?),? (?:i'm|im|i am|we're|i'll|i will)\b/i;
/** "u may address me as the flatpack queen hahaha": a title the user gives themself, laughing. */
const TITLE = /\b(?:address|refer to) me (?:as|accordingly)\b|\bcall me (?:the|a|an|your)\b/i;
export const LAUGH = /\b(?:lol|lmao|rofl|a?(?:ha){2,}h?)\b|😂|🤣|💀/iu;
/** A hard laugh ("lmao", "😂"), not the "lol" people add to real news. */
const HARD_LAUGH = /\b(?:lmao|lmfao|rofl)\b|😂|🤣|💀/iu;
/** What the user is now, is doing or has decided: the claims a hard laugh takes back ("i'm now on a quality street diet lmao"). */
const CLAIM_NOW =
  /\b(?:i'm|im|i am|we're|we are|i have decided|i've decided|ive decided|i'll|i will|ill be|i'm gonna|im gonna|i'm going to)\b/i;
/** "... i'm handing in my notice and becoming a hermit lmao": a claim of now said with a hard laugh is a joke; "we moved to leeds 😂" is news. */
export function laughedOff(s: string): boolean {
  const laughed = s.split(/[,;]\s*/).find((part) => HARD_LAUGH.test(part));
  if (!laughed) return false;
  // "im a line cook at waffle house, night shift, so i grind ranked ... lmao": a laugh after a clause
  // of its own ("so i ...") takes back that clause only; "..., just me and a cave lmao" takes back the sentence.
  const ownClause = /^(?:(?:so|and|but|then|now)\s+)?(?:i|we|i'm|im|i am|we're)\s+\w+/i.test(laughed.trim());
  // "i'm a bio major, and orgo 1 almost killed me 💀": a laugh after a clause about something else is that clause's.
  const otherClause = /^(?:and|but|plus|though)\s+(?!(?:i|we|i'm|im|me|my|just|then|now|so)\b)\w+/i.test(laughed.trim());
  return CLAIM_NOW.test(ownClause || otherClause ? laughed : s);
}
/** "i have decided i am moving to a monastery in tibet. lol.": a laugh on its own after the claim. */
// "... become one with the cake. goodbye cruel world 🍰😂": a few words with a hard laugh count as the laugh.
/** "we're breaking up. (we're not, i love her ...)": the next sentence takes it back with a bare "not". */
const TAKEN_BACK =
  /^\(?\s*(?:we're|we are|were|i'm|i am|im|it's|it is|its|i did|we did|i have|we have)\s+not\s*(?:[,.!;)]|$|really\b|lol\b|haha\b)/iu;
/** "That was a joke, of course.", "only joking", "jokes": the sentence before is taken back as a joke. */
const JOKE_AFTER =
  /^(?:(?:that|this|it)(?:'s| is| was) (?:(?:just|only|of course|obviously) )?(?:a joke|joking|kidding)|(?:i'm|im|i am|i was) (?:only |just )?(?:joking|kidding)|(?:only|just) (?:joking|kidding)|jokes?(?=[\s.!]*$))\b/iu;
/** "... director of Geodis haha. no, serious, ...": back to earnest after a sentence said with a laugh. */
const EARNEST_AFTER = /^(?:(?:but|ok|okay|no|nah|anyway)[,!]? )?(?:seriously|for real|real talk|(?:all )?jok(?:es|ing) aside|serious)\b/iu;
export const laughedOffAfter = (s: string, next: string): boolean =>
  TAKEN_BACK.test(next.trim()) ||
  JOKE_AFTER.test(next.trim()) ||
  (EARNEST_AFTER.test(next.trim()) && LAUGH.test(s)) ||
  ((/^(?:lol|lmao|lmfao|rofl|a?(?:ha){2,}h?|😂|🤣|💀)[\s.!]*$/iu.test(next.trim()) ||
    (HARD_LAUGH.test(next) && next.trim().split(/\s+/).length <= 5)) &&
    CLAIM_NOW.test(s));
/**
 * "Sorry if I reply late", "not sure if", "let me know if": an "if" that means "whether" after
 * these words asks or apologises; it sets no condition on what the sentence states.
 */
/** "exercises i can do sitting, if possible", "if you don't mind": a polite condition on the request, not on what is stated. */
const POLITE_IF =
  /,?\s*\bif (?:possible|you can|you could|needed|necessary|that makes sense|you don't mind|you do not mind|that's ok|that is ok|that's okay|you have time|it helps)\b/gi;
const WHETHER_IF =
  /\b(?:sorry|know|see|ask|asked|wonder|wondering|check|sure|decide|deciding|idea|tell me|curious|find out|figure out|work out) if\b/gi;

/**
 * "im a store manager at lidl, so if i ask you stuff at 5am thats why": a condition after a
 * statement leaves the statement standing, unless the statement itself is conditional ("i'd take
 * the job, if they paid more") or hangs on the condition ("..., if that makes sense").
 */
const LATE_CONDITION = /(?:,\s*(?:so |and |but )?|\s+so\s+)(?:if|unless)\b/i;
/** "4 times a week if im being good", "1 hour 20 each way if nothing breaks down": how often or how long, with its condition. */
const ASIDE_CONDITION =
  /\b(?:sometimes|usually|mostly|times|week|weekend|day|days|month|way|morning|night|evening|\d+[a-z]*) (?:if|unless)\b/i;
const MODAL = /\b(?:would|could|might|will|gonna|going to|wanna|want to|should|maybe|probably)\b/i;
function statedBefore(s: string): string {
  const late = LATE_CONDITION.exec(s) ?? ASIDE_CONDITION.exec(s);
  const head = late ? s.slice(0, late.index) : s;
  return late && head.split(/\s+/).length >= 4 && !MODAL.test(head) ? head : s;
}

/** Why a sentence states nothing, or null; `written` is the sentence as the user wrote it, with its brackets. */
export function exclusion(sentence: string, written?: string): Exclusion {
  const s = sentence.trim();
  // "also is the health insurance thing here really mandatory": a question after a filler, its "?" left off.
  const asked = s.replace(/^(?:(?:also|and|but|so|oh|btw|anyway|ok|okay|quick one|quick q),?\s+)+/i, "");
  if (QUESTION_START.test(asked)) return "question";
  if (s.endsWith("?") && !RHETORICAL.test(s)) {
    // "im jamie, second year geography, can you help me ...?": a statement, then the question after a comma.
    const head = beforeQuestion(s);
    if (head) return exclusion(head);
    // "i finally left paycom, im at gusto now and my new boss is actually chill??": the user's own news, typed with surprise.
    if (/\?\?+$|\?!+$|!\?+$/.test(s) && OWN_NEWS.test(s)) return exclusion(s.replace(/[?!]+$/, ""));
    // "i've quit coffee?", "so i've basically moved to leeds?": a change the user made, said with a rising tone.
    if (UPTALK.test(s.replace(/^(?:(?:and|so|but|also|well|ok|okay|me|oh),?\s+)+/i, ""))) return exclusion(s.replace(/\?+$/, ""));
    return "question";
  }
  if (
    JOKE.test(s) ||
    (EYE_ROLL.test(s) && IRONIC.test(s)) ||
    ((HYPERBOLE.test(s) || OUTBURST.test(s) || TITLE.test(s)) && LAUGH.test(s)) ||
    laughedOff(s)
  )
    return "joke";
  // "(... if I lean out at a dangerous angle)": a condition inside an aside governs only the aside.
  const plain = written?.includes("(") ? written.replace(/\([^()]*\)?/g, " ") : s;
  if (HYPOTHETICAL.test(statedBefore(plain).replace(WHETHER_IF, "").replace(POLITE_IF, ""))) return "hypothetical";
  return null;
}
