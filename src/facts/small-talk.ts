/**
 * Sentences that keep a conversation going rather than tell about the speaker, though they say
 * "I", "we" or "my": the news opener with no news in it ("A lot's been going on in my life!"),
 * the goodbye ("Gotta run, talk soon"), the "we" that takes in the listener or
 * everyone ("We can tackle life's challenges together", "We all have unique paths"), the
 * promise made to the listener ("I'll do my best"), and the reaction to what was just shown or
 * said ("Seeing this pic made me ...", "Those moments really make me thankful"). The disclosure
 * fallback, which keeps a turn's first own sentence when no rule read it, passes over these: a
 * person writing down what they learned about someone would not note them.
 */

/** "A lot's been going on", "Since we last spoke, some big things have happened": an announcement, the news comes after. */
const NEWS_OPENER =
  /^(?:(?:so|well|oh|and|hey|ok|okay)[,!]?\s+)?(?:since (?:we|i) last (?:spoke|talked|chatted)[,!]?\s+)?(?:a lot|lots|so much|tons|loads|(?:some |so many )?big things|quite a bit|a bunch|(?:so )?many things)(?:'s|\s+has|\s+have|\s+is)?\s+(?:been\s+)?(?:going on|happened|happening|changed|up)\b/;
/** Taking leave of the listener. */
const LEAVING =
  /\b(?:i'?m off now|i'?m off to (?:go )?(?:do|get|grab|make|have|catch|sort|finish|cook|bed|sleep)\b|i am off now|gotta (?:go|run|head off)|got to (?:go|run)|(?:have|need) to run|talk (?:to you )?(?:soon|later)|catch you later|ttyl)\b/;
/** A "we" that means the listener too, or everyone. */
const EVERYONE_WE =
  /\bwe all (?:have|need|deserve|know|go through|get|struggle|make mistakes|face|want|feel)\b|\ball of us\b|\bwe(?:'ve| have)? got this\b|\btogether,? we\b|\bwe can\b[^.!?]*\btogether\b/;
/** A promise to the listener, not a fact about the speaker. */
const PROMISE = /\bi(?:'ll| will) (?:do|try) my (?:best|hardest)\b/;
/** Opens on what was just shown or said: "this pic", "those moments", "your words". */
const REACTION =
  /^(?:(?:and|but|so|honestly|really|aw+|wow)[,!]?\s+)?(?:(?:seeing|hearing|reading|looking at)\s+)?(?:this|that|these|those|your)\s+(?:\w+\s+)?(?:pics?|photos?|pictures?|moments?|milestones?|words|story|stories|advice|idea|message|post|chat|convo|conversation|quote|memor(?:y|ies))\b/;

/** "Seeing my mentee's face light up was the best!": a moment weighed, not a fact. */
const WEIGHED_MOMENT =
  /^(?:seeing|hearing|watching|knowing|being|having) [^.!?]* (?:was|is) (?:just |really |so |truly )?(?:the best|amazing|awesome|incredible|wonderful|great|so special|priceless|everything|beyond words)\b/;

/** Does the sentence keep the conversation going rather than tell something about the speaker? */
export function smallTalk(sentence: string): boolean {
  const s = sentence.trim().toLowerCase().replace(/’/g, "'");
  return NEWS_OPENER.test(s) || LEAVING.test(s) || EVERYONE_WE.test(s) || PROMISE.test(s) || REACTION.test(s) || WEIGHED_MOMENT.test(s);
}
