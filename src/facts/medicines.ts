import { CONDITIONS, OCCUPATIONS } from "./lexicon";
import { lexiconTag } from "./nlp";
import type { Statement } from "./statement-words";

/** A medicine reading: its statement, and the medicine it replaced. */
type MedicineReading = Pick<Statement, "type" | "topic" | "value" | "text" | "change"> & { ends?: string[]; replaces_verb?: string };

/**
 * Medicines by the endings their generic names share (atorvastatin, lisinopril, amlodipine,
 * sertraline, ...) and the brand names people use most. A name is recognised where it stands;
 * nothing here knows what a medicine treats.
 */
const MEDICINE =
  "[a-z]+(?:statin|pril|pram|triptyline|setron|conazole|profen|codone|sartan|olol|dipine|formin|prazole|oxetine|tirizine|narizine|fenadine|traline|zepam|zolam|thiazide|thalidone|semide|gliptin|gliflozin|triptan|cycline|cillin|mycin|floxacin|vudine|tadine|tidine|lukast|nisolone|sonide|terol|tropium|glutide|tide|parin|xaban|gatran|lamide|piramate|tiapine|peridone|zapine|pramine|faxine|oxamine|ropion|tirzepatide)" +
  "|insulin|metformin|levothyroxine|thyroxine|warfarin|aspirin|ozempic|wegovy|mounjaro|prozac|zoloft|lexapro|adderall|ritalin|synthroid|lipitor|crestor|eliquis|xarelto|jardiance|lithium|gabapentin|pregabalin|naproxen|ibuprofen|codeine|tramadol|morphine|melatonin|hrt|the pill|mini pill|minipill";

const NAME = `(${MEDICINE})`;
/** A medicine's name on its own ("rosuvastatin", "the pill"). */
export const IS_MEDICINE = new RegExp(`^(?:the |a )?(?:${MEDICINE})$`, "i");
/** "took me off the atorvastatin", "came off sertraline": the medicine stopped. */
const OFF = new RegExp(
  `\\b(?:(?:took|taken|taking|takes|switched|got|weaned|moved) (?:me|us) off|(?:came|come|coming|been weaned) off|(?:i'm|im|i am) (?:now |officially |finally |completely )*off) (?:the |of |my )?${NAME}\\b`,
  "i",
);
/** "she change it, now is irbesartan", "changed my tablets to ...": the medicine changed, said of what it is now. */
const CHANGED_IT = String.raw`(?:changed|change|switched|swapped) (?:it|them|that|my \w+) (?:to|for)|now (?:it )?is`;
/** "put me on rosuvastatin", "on chlorthalidone since last tuesday", "i'm on metformin now": the medicine taken now. */
const ON = new RegExp(
  `(?:\\b(?:put|puts|started|starting|switched|moved|changed|got|have|has) (?:me|us) (?:on|onto|to|over to) (?:the |a )?|` +
    // "my doctor gave me enalapril", "she change it, now is irbesartan": what someone gives the user (not what they
    // wanted to give, nor a painkiller handed out once), or changed their medicine to.
    `\\b(?:(?<!\\b(?:want|wants|wanted|offered|offer|tried|try|would|wanna|gonna|going)(?: to)? )(?:gave|give|gives|given|prescribed|prescribes) (?:me|us)(?! (?:some )?(?:ibuprofen|paracetamol|acetaminophen|aspirin|tylenol|advil|nurofen|panadol)\\b)|${CHANGED_IT}) (?:the |a |some )?|` +
    `(?:^|[,;:.]\\s*|\\b(?:and|so|now|but|i'm|i am|im|i've been|i have been|have been|been|still|currently)\\s+)(?:now |currently |still )?on (?:the |a )?|` +
    // "i take fluoxetine every morning", "i've been prescribed sertraline": the commonest way to say it.
    `\\b(?:i|we) (?:(?:now|still|currently|also) )?(?:take|have been taking|am taking|was prescribed|have been prescribed|got prescribed|started taking|started) (?:my |the |a |daily |\\d+ ?mg (?:of )?)?)${NAME}\\b`,
  "i",
);
const NOT = /\b(?:not|never|no longer|n't)\b/i;
/** "this gabapentin the doc swapped me onto", "the Duoresp the doctor put me on": the medicine named before whoever put the user on it. */
const PUT_ON = new RegExp(
  `\\b(?:this|the|that|these|my new) (${MEDICINE}|[a-z]{5,}),? (?:that |which )?(?:the|my|our) (?:gp|doc|doctor|consultant|specialist|nurse|psychiatrist|cardiologist|rheumatologist|neurologist|pharmacist|derm|dermatologist|endo|endocrinologist|gyno|gynae|psych) (?:has |had )?(?:swapped|switched|put|moved|started|changed|got) (?:me|us) (?:on|onto|over to|to)\\b`,
  "i",
);

/**
 * "she took me off the pizotifen, I'm on flunarizine now": where someone puts the user on a thing
 * or takes them off it, or the user is on a thing for a complaint, a word English does not know
 * is a medicine whatever its ending.
 */
const OFF_ANY =
  /\b(?:(?:took|taken|taking|switched|weaned|moved) (?:me|us) off|(?:came|come|coming) off) (?:the |my )?((?:co-)?[a-z]{5,})\b(?! (?!and\b|now\b|last\b|this\b|since\b|in\b|at\b|after\b|because\b|so\b|but\b|for\b|completely\b|totally\b|altogether\b)[a-z])/i;
/** What a complaint is treated for ("on pizotifen for my migraines"). */
const COMPLAINT = `(?:${CONDITIONS}|headaches|blood pressure|cholesterol|blood sugar|thyroid|reflux|heartburn|acne|hay fever|allergy|pain|sleep|nerves|psoriasis|gout|heart|skin|bp)`;
const ON_ANY = new RegExp(
  // "put me on the alesund tours": a name before a route, a shift or a team is no medicine.
  `\\b(?:(?:put|puts|started|switched|moved|changed|has|have|had|keeps|kept) (?:me|us) (?:on|onto|over to|to) (?:the |a )?((?:co-)?[a-z]{5,})\\b(?! (?:tours?|runs?|routes?|shifts?|rotas?|teams?|projects?|accounts?|lines?|desks?|wards?|floors?|contracts?|jobs?|trips?|crews?)\\b)|` +
    `(?:i'm|i am|im|i've been|i have been) (?:now |currently |still )?on (?:the )?([a-z]{5,}) (?:\\d+ ?mg )?for (?:my|the|her|his) ${COMPLAINT}\\b|` +
    // "got psoriatic arthritis, on sulfasalazine 1g twice a day": a name with its dose is a medicine.
    `(?:^|[,;:.]\\s*|\\b(?:and|now|still|currently|i'm|i am|im)\\s+)on (?:the )?([a-z]{5,}) \\d+(?:\\.\\d+)? ?(?:mg|g|mcg|ml|units?)\\b)`,
  "i",
);
/** Words said after "put me on" that are no medicine: shifts, leave, a diet, a list. */
const NOT_MEDICINE =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|nights|days|lates|earlies|weekends|mornings|evenings|shifts|holiday|leave|furlough|probation|notice|nights|rotation|rota|speaker|hold|standby|diet|waitlist|list|books|payroll|salary|commission)$/i;
/** A word that may be a medicine's name: no word English knows, nor a shift, leave or list one is put on. */
export const unknownWord = (word: string | undefined): string | undefined =>
  word && !NOT_MEDICINE.test(word) && lexiconTag(word.toLowerCase()) === undefined ? word : undefined;
/** The medicine an ON_ANY match names, if it may be one. */
const anyOn = (s: string): { index: number; 0: string; 1: string } | null => {
  const m = ON_ANY.exec(s);
  const word = unknownWord(m?.[1] ?? m?.[2] ?? m?.[3]);
  // The match ends at the name, so that what it is taken for is read after it.
  return m && word ? { index: m.index, 0: m[0].slice(0, m[0].toLowerCase().indexOf(word.toLowerCase()) + word.length), 1: word } : null;
};

/** "the naproxen was wrecking my stomach, so she's taken me off it": "it" is the medicine named before. */
const OFF_IT = /\b(?:took|taken|taking|switched|weaned|moved|got|came|come|coming) (?:me |us )?off (?:it|them|that|those)\b/i;
function offIt(s: string): string | undefined {
  const at = OFF_IT.exec(s)?.index;
  return at === undefined ? undefined : namedBefore(s.slice(0, at));
}

/**
 * The one medicine named in `s`: by its name, or, when none is, ("that alendronate was giving me
 * heartburn") a word English does not know, typed in lower case, after "the", "that" or "my".
 */
function namedBefore(s: string): string | undefined {
  const named = new Set([...s.matchAll(new RegExp(`\\b${NAME}\\b`, "gi"))].map((m) => (m[1] ?? "").toLowerCase()));
  if (named.size === 0)
    for (const m of s.matchAll(/\b(?:[Tt]he|[Tt]hat|[Tt]his|[Mm]y) ([a-z]{6,})\b/g))
      if (unknownWord(m[1]) && !WHO.test(m[1] ?? "")) named.add(m[1] ?? "");
  return named.size === 1 ? [...named][0] : undefined;
}
/** Who prescribes, not what: "the psychiatrist changed me to ...". */
const WHO = new RegExp(`^(?:${OCCUPATIONS}|gp|doc|pharmacy|clinic|surgery|hospital)$`, "i");
/** "my doctor switched me to strattera", "she change it, now is irbesartan": a switch, whatever it replaced. */
const SWITCHED = new RegExp(String.raw`\b(?:(?:switched|changed|moved|swapped) (?:me|us) (?:over )?(?:to|onto)|${CHANGED_IT})\b`, "i");
/** "put me on Y as well", "on top of the X": a medicine added, not one in place of another. */
const ADDED = /\b(?:also|as well|too|on top of|alongside|plus|added|in addition|together with|along with)\b/i;

/** What a whole sentence says of the user's medicines: the one taken now, and the one it replaced. */
/** "upped to 100mg of sertraline", "my levothyroxine went up to 75mcg": the same medicine at a new dose. */
const DOSE = new RegExp(
  `\\b(?:(?:upped|increased|raised|lowered|reduced|dropped|bumped|doubled|halved|went up|went down|gone up|gone down|put up)(?: (?:me|my|the) (?:dose|dosage))?(?: of (?:my |the )?${NAME})? to (\\d+(?:\\.\\d+)? ?(?:mg|mcg|g|ml|units?))(?: of (?:my |the )?${NAME})?)`,
  "i",
);

function newDose(s: string): MedicineReading | null {
  const m = DOSE.exec(s);
  const name = (m?.[1] ?? m?.[3] ?? namedBefore(s.slice(0, m?.index ?? 0)))?.toLowerCase();
  if (!m || !name || NOT.test(s.slice(Math.max(0, m.index - 12), m.index))) return null;
  const dose = (m[2] ?? "").replace(/(\d)(?=[a-z])/i, "$1 ");
  return {
    type: "profile",
    topic: `medication:${name.replace(/ /g, "_")}`,
    value: `${name} ${dose}`,
    text: `Takes ${name} ${dose}`,
    change: true,
  };
}

/** "my mam said I should come off the mesalazine", "could I just come off it": a stop only wished, advised or asked about. */
const MAYBE =
  /\b(?:should|could|would|might|may|must|can|want(?:s|ed)? (?:me )?to|going to|gonna|wanna|if|whether|thinking (?:of|about))(?: \w+){0,2} $/i;
/** The medicine a match names, unless the words before it only wish, advise or ask. */
const meant = (s: string, m: RegExpExecArray | null): string | undefined =>
  m && !MAYBE.test(s.slice(Math.max(0, m.index - 30), m.index)) ? m[1] : undefined;

export function medicineReading(s: string): MedicineReading | null {
  const dosed = newDose(s);
  if (dosed) return dosed;
  const off = (meant(s, OFF.exec(s)) ?? unknownWord(meant(s, OFF_ANY.exec(s))) ?? offIt(s))?.toLowerCase();
  const putOn = PUT_ON.exec(s);
  const on = ON.exec(s) ?? (putOn && (IS_MEDICINE.test(putOn[1] ?? "") || unknownWord(putOn[1])) ? putOn : null) ?? anyOn(s);
  const now = on?.[1]?.toLowerCase();
  // "not on metformin any more": what the user does not take is no medicine of theirs.
  const denied = !!on && NOT.test(s.slice(Math.max(0, on.index - 12), on.index + on[0].length));
  // "on metformin for my blood sugar": what it is taken for, when said right after it.
  const purpose = on
    ? /^\s*(?:\d+\s*mg\s*)?,?\s*for (?:my |our )?([a-z][a-z ]{2,30}?)(?=[,.;!?]|$| and | but | at | since )/i.exec(
        s.slice(on.index + on[0].length),
      )?.[1]
    : undefined;
  // "meloxicam was tearing up my stomach, so he put me on Celebrex": the one named before is replaced.
  const replaced = off ?? (on && !ADDED.test(s) ? namedBefore(s.slice(0, on.index)) : undefined);
  if (now && now !== off && !denied)
    return {
      type: "profile",
      topic: `medication:${now.replace(/ /g, "_")}`,
      value: now,
      text: `Takes ${now}${purpose ? ` for their ${purpose.toLowerCase()}` : ""}`,
      change: true,
      ...(replaced && replaced !== now ? { ends: [replaced] } : SWITCHED.test(s) && !ADDED.test(s) ? { replaces_verb: "Takes" } : {}),
    };
  if (off)
    return {
      type: "profile",
      topic: `medication:${off.replace(/ /g, "_")}`,
      value: `not ${off}`,
      text: `No longer takes ${off}`,
      change: true,
      ends: [off],
    };
  return null;
}
