import { splitClauses } from "./split";
import type { TaggedSentence, Word } from "./nlp";

/**
 * Reported speech: what someone said (or what the user says someone said) is no statement of
 * the user's ("my boss said we're moving to the london office"). What the user says before the
 * reporting clause is still their own, and a carer's advice is theirs to go by.
 */
/** A sentence's words as written, with its inner punctuation. */
export const textOf = (words: Word[]) =>
  words
    .map((w) => w.text + (w.post && /[,;:.!?]/.test(w.post) ? w.post : "") + (w.hyphen ? "-" : " "))
    .join("")
    .replace(/-\s/g, "-")
    .trim();

export const REPORTED = /\b(?:said|says|told|tells|thinks|claims|asked|asking|keeps saying|swears)\b/i;
/** "got properly told off", "sorry to say", "said goodbye to the van": saying that reports no one's words. */
const NOT_REPORTING =
  /\b(?:(?:told|tells) (?:\w+ )?off|(?:said|says) (?:goodbye|good bye|bye|farewell|so long) to|(?:sorry|sad|glad|happy|fair|safe|needless|suffice it|have|has|must|hate) to say|that said|having said that)\b/gi;
export const reports = (text: string) => REPORTED.test(text.replace(NOT_REPORTING, ""));
/** "the physio said no more spin for a while", "the doctor says it was the captopril": a carer's word the user goes by, so what it stops ends. */
export const ADVISED =
  /\b(?:doctor|doc|gp|physio|physiotherapist|dentist|consultant|nurse|surgeon|specialist|cardiologist|dermatologist|vet|midwife)\b (?:said|says|told me|has told me|thinks) (?:that )?(?:no more|to (?:stop|quit|give up|cut out|lay off)|i (?:have|have got|am|got)\b|it(?:'s| is| was) (?:the|my|that|this) )/i;

/** A sentence up to the clause that reports what someone said; a carer's advice ("the physio said no more spin") stays whole. */
export function beforeReporting(sentence: TaggedSentence): TaggedSentence {
  if (ADVISED.test(sentence.text) || !reports(textOf(sentence.words))) return sentence;
  const pieces = splitClauses(sentence.words);
  const at = pieces.findIndex((piece) => reports(textOf(piece.words)));
  if (at < 0) return sentence;
  // "... asked us to relocate the fieldwork, so I have set Amharic aside": what the user goes on to say with "so" is theirs.
  const own = (piece: (typeof pieces)[number], k: number) =>
    k < at || (k > at && piece.lead === "so" && ["i", "we"].includes(piece.words.find((w) => w.norm !== "so")?.norm ?? ""));
  return { ...sentence, words: pieces.filter(own).flatMap((piece) => piece.words) };
}
