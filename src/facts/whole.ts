import { lexiconTag } from "./nlp";
import { isCityName } from "./cities";
import { dietTopic, NO_DIET_NAME } from "./diets";
import { inThirdPerson } from "./distill";
import { CAR_MAKES, DIETS, slug } from "./lexicon";
import { medicineReading } from "./medicines";
import { newJob } from "./new-job";
import { DRINKS } from "./habits";
import { toolCategory } from "./tool-names";
import type { Statement } from "./statement-words";

/**
 * Readings of a whole sentence, for what people say with no clause the reader can take: no verb
 * ("no pets yet sadly", "green tea all day now"), or a plan that moved ("the wedding got
 * postponed to june", "our japan trip is moved to october").
 */
export type WholeReading = Pick<Statement, "type" | "topic" | "value" | "text" | "change"> & { ends?: string[]; replaces_verb?: string };

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

/** "my doctor put me on a low-sodium diet", "he's got me on the DASH diet now": the user's diet, whoever set it. */
const PUT_ON_DIET =
  /\b(?:put|puts|got|gotten|has|have|had|started|switched|moved|wants|wanted) me (?:on|onto) (?:the |a |an )?((?:[\w-]+ ){0,2}?[\w-]+) diet\b/i;

/** The diet someone put the user on, as the user named it. */
function putOnDiet(s: string): WholeReading | null {
  const name = PUT_ON_DIET.exec(s)?.[1];
  if (!name || name.split(" ").every((w) => NO_DIET_NAME.test(w.toLowerCase()))) return null;
  const said = name.length > 1 && name === name.toUpperCase() ? name : name.toLowerCase();
  const value = `${name.toLowerCase()} diet`;
  const topic = dietTopic(value);
  return { type: "preference", topic, value, text: `On the ${said} diet`, change: true };
}

/** "i'm officially a duluth resident": the home, said as what the user is. */
const RESIDENT =
  /\b(?:i am|i'm|im|we are|we're) (?:now |officially |finally |a proud |proud )*(?:an? )?((?:[a-z'-]+ ){0,2}?[a-z'-]+) residents?\b(?! (?:of|at|in)\b)/i;

/** "closed on the house in waukee on the 10th": a house bought, in American English, is the new home. */
const CLOSED_ON =
  /\bclosed on (?:a|the|our|my) (?:(?:new|little|first|old|\w+ brick) )?(?:house|home|place|condo|flat|apartment|townhouse|bungalow|ranch) (?:in|outside|near|just outside|out in|up in|down in) ((?:[a-z'-]+ ){0,2}?[a-z'-]+)\b/i;

/** "are now in a two-bedroom flat in Whitstable": a home of a kind, in a city, said as where the user is now. */
const NOW_IN_HOME =
  /\b(?:we are|we're|i am|i'm|im|are|am) (?:now |finally |all |settled |living )*in (?:a|an|the|our|my) (?:[\w-]+ ){0,3}?(?:flat|house|apartment|bungalow|condo|cottage|place|home|terrace|studio|townhouse|semi|duplex|unit) (?:in|near|outside|just outside) ((?:[a-z'-]+ ){0,2}?[a-z'-]+)\b/i;
/** "got the keys to the ferndale house": the keys to a home named by its town. */
const KEYS_TO =
  /(?:^|\b(?:i|we)(?:'ve| have)?(?: just| finally| officially)? )(?:got|picked up|collected) (?:the )?keys (?:to|for) (?:the|our|my) (?:new )?((?:[a-z'-]+ ){0,2}?[a-z'-]+) (?:house|place|flat|apartment|home|bungalow|condo)\b/i;
/** "i got posted to our kisumu branch", "transferred to the leeds office": a job's move to another town. */
const POSTED_TO =
  /(?:^|\b(?:i|we)(?:'ve| have| had|'m| am| are| was| were)?(?: just| finally| recently| now)? )(?:got |been |being )?(?:posted|transferred|relocated|stationed|deployed) to (?:the |our |their |my |a )?((?:[a-z'-]+ ){0,2}?[a-z'-]+)(?= (?:branch|office|site|depot|campus|plant|store|station|base|hospital)\b|[,.;!?]|$| in\b| from\b| last\b| this\b| since\b)/i;

/** "Since we shifted to Seremban I'm on the KTM ...": a move told as the time since which things are so. */
const SINCE_MOVED =
  /\bsince (?:we|i|we've|i've) (?:moved|shifted|relocated|came) (?:over |down |up |back )?to ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+)/iu;

/** "writing you from my new apartment in Guimarães", "we're finally in, the new house in Thurles": the user's new home, named by its town. */
const NEW_HOME =
  /\b(?:(?:my|our|(?:we're|we are|i'm|im|i am) (?:finally |now |all )?in,? (?:the|a)) (?:brand )?new (?:[\w-]+ )?(?:flat|house|apartment|bungalow|condo|cottage|place|home|studio|townhouse)) (?:here )?in ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+)/iu;
/** "the sea view from the new flat in Scarborough": the user's, unless someone else's is said after it. */
const THE_NEW_HOME =
  /\bthe new (?:flat|house|apartment|bungalow|condo|cottage|home|studio|townhouse) in ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+)/iu;
const OTHERS_HOME =
  /^\s*(?:\S+\s+){0,2}?(?:my|his|her|their|our) (?:\w+ )?(?:moved|lives|bought|rented|got|has)\b|^\s*(?:\S+\s+){0,2}?(?:he|she|they) (?:moved|live|lives|bought|rented|got|has)\b/i;
const theNewHome = (s: string): RegExpExecArray | null => {
  const m = THE_NEW_HOME.exec(s);
  return m && !OTHERS_HOME.test(s.slice(m.index + m[0].length - (m[1]?.length ?? 0))) ? m : null;
};
/** "we've moved!! ... we're in helensville now": where the user is now, said right after a move. */
const IN_NOW = /\b(?:we're|we are|i'm|im|i am) (?:now |finally |all )?(?:in|living in|based in) ((?:[\p{L}'-]+ ){0,1}?[\p{L}'-]+) now\b/iu;
const MOVED = /\b(?:moved|we've moved|relocated|sold (?:the|our|my) (?:\w+ )?(?:place|house|flat|home))\b/i;
/** "getting used to Limerick has taken a while": the city the user is settling into. */
const USED_TO = /\b(?:getting|got|get) used to (?:life in |living in )?((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+)/iu;

/** "first real winter in my apartment in Rosemont": the user's home, named by its town ("my old flat", "our holiday house" are not). */
const MY_HOME =
  /\b(?:my|our) (?:(?:little|tiny|small|first|own|shared) )?(?:flat|house|apartment|condo|studio|townhouse|bungalow) (?:here )?in ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+)/iu;

/** "the tram here in Ostrava", "freezing here in tromsø": where the user is, said of the place around them (not on a trip). */
const HERE_IN = /\bhere in ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+)/iu;
const ON_A_TRIP =
  /\b(?:visit\w*|trip|holiday|vacation|conference|weekend|staying|hotel|layover|passing through|tour\w*|for (?:a|the|work|business)|until|till)\b/i;

/** "we've been in dunedin 3 weeks now": where the user has lived for some days, weeks or months. */
const STAYED =
  /\b(?:we've|we have|weve|i've|i have|ive) (?:now |only |just )?been (?:living |settled )?in ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+),? (?:for )?(?:\d+|a|an|one|two|three|four|five|six|a few|a couple of|couple of) (?:days?|weeks?|months?)\b/iu;
/** "she has moved us into a cottage in Beaufort": a home someone else moved the user into. */
const MOVED_US =
  /\bmoved (?:us|me) (?:\w+ )?(?:in)?to (?:a|an|the|our|my) (?:[\w-]+ ){0,3}?(?:flat|house|apartment|bungalow|condo|cottage|place|home|studio|townhouse) (?:in|near|outside) ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+)/iu;
/** "the move to Landshut is done", "the move to leeds went fine": a move told as behind the user. */
const MOVE_DONE =
  /\bthe move to ((?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+) (?:is|was|has been|went|got) (?:now |finally |all |officially |pretty |really )?(?:done|finished|complete|completed|over|fine|well|smoothly|ok|okay|sorted)\b/iu;

/** "... and are now in a flat in X": a home said without its subject is the user's only after "we" or "i". */
function ownHome(s: string): RegExpExecArray | null {
  const said = NOW_IN_HOME.exec(s);
  if (!said || !/^(?:are|am)\b/i.test(said[0])) return said;
  const before = s.slice(0, said.index);
  return /\b(?:we|i)\b/i.test(before) && !/\b(?:they|he|she|(?:my|our) (?!\w+ and i\b)\w+)\b[^.]*$/i.test(before) ? said : null;
}

function resident(s: string): WholeReading | null {
  // Each reading, read once, and whether it tells where the user lives now.
  const readings: Array<[RegExpExecArray | null, boolean]> = [
    [RESIDENT.exec(s), false],
    [CLOSED_ON.exec(s), false],
    [ownHome(s), true],
    [KEYS_TO.exec(s), false],
    [POSTED_TO.exec(s), false],
    [NEW_HOME.exec(s), true],
    [SINCE_MOVED.exec(s), true],
    [STAYED.exec(s), true],
    [MOVED_US.exec(s), true],
    [MOVE_DONE.exec(s), true],
    [MY_HOME.exec(s), true],
    [USED_TO.exec(s), false],
    [MOVED.test(s) ? IN_NOW.exec(s) : null, true],
    [theNewHome(s), true],
    [ON_A_TRIP.test(s) ? null : HERE_IN.exec(s), true],
  ];
  const said = readings.find(([m]) => m)?.[0] ?? null;
  const words = said?.[1]?.toLowerCase().split(" ") ?? [];
  // The longest run of the words named that is a known city ("eau claire", not "eau claire on").
  // A town the list lacks counts when the user wrote it with a capital, as the one word where they
  // now live ("a little bungalow in Rhayader"); the keys to "the Maple Street house" name a street.
  const lived = !!said && readings.some(([m, now]) => now && m?.index === said.index);
  const written = lived ? (said?.[1]?.split(" ")[0] ?? "") : "";
  const city =
    [3, 2, 1].map((n) => words.slice(0, n).join(" ")).find((name) => name && isCityName(name)) ??
    ((/^\p{Lu}\p{Ll}{2,}$/u.test(written) || (MOVED.test(s) && /^\p{Ll}{5,}$/u.test(written))) && !lexiconTag(written.toLowerCase())
      ? written.toLowerCase()
      : undefined);
  // A negation counts up to the reading's end: "in Cobourg, not ten minutes from our daughter" still lives there.
  if (!city || !said || /\b(?:not|never|no longer)\b/i.test(s.slice(0, said.index + said[0].length))) return null;
  const name = city.replace(/(?<![\p{L}'])\p{L}/gu, (c) => c.toUpperCase());
  return { type: "profile", topic: "home_city", value: name, text: `Lives in ${name}`, change: true };
}

/** "loving the new Kia Picanto", "my new Skoda Octavia": the user's car, said as their new one. */
const NEW_CAR = new RegExp(`\\b(?:the|my|our) (?:brand[- ]new|new) (${CAR_MAKES})\\b(?: ([\\p{L}\\d-]+))?`, "iu");
const MAKE = new RegExp(`^(?:${CAR_MAKES})$`, "i");
/** "the new mini fridge", "my new golf clubs": a make that is part of another thing. */
const NOT_A_CAR = /^(?:fridge|clubs?|course|bag|ball|cart|bar|skirt|dress|belt|cover|lessons?|shoes?|set)$/i;
/** "the new Kia my sister got": someone else's. */
const THEIRS =
  /^\s*(?:\S+\s+){0,2}(?:he|she|they|my (?:sister|brother|mum|mom|dad|wife|husband|son|daughter|partner|friend|neighbou?r)|his|her) (?:got|bought|has|drives)\b/i;
function newCar(s: string): WholeReading | null {
  const m = NEW_CAR.exec(s);
  const [make, model] = [m?.[1] ?? "", m?.[2] ?? ""];
  const after = s.slice(m ? m.index + m[0].length - (m[2] ? m[2].length + 1 : 0) : 0);
  if (!m || NOT_A_CAR.test(model) || THEIRS.test(after)) return null;
  // A make that is also a word ("seat", "mini", "golf") counts written as a name, or with its model.
  const named = /^\p{Lu}/u.test(make) || MAKE.test(model);
  const withModel = !!model && (MAKE.test(model) || /\d/.test(model) || (/^\p{Lu}/u.test(model) && !lexiconTag(model.toLowerCase())));
  if (!named) return null;
  const car = withModel ? `${make} ${model}` : make;
  return { type: "profile", topic: "car", value: car, text: `Drives a ${car}`, change: true };
}

/** "not vegan anymore, it's pescatarian": the diet given up, then the one now, with no verb of its own. */
const DIET_NOW = new RegExp(
  `\\b(?:not|no longer|no more) (?:${DIETS})(?: anymore| any more)?[,;:.!-]*\\s+(?:-\\s+)?(?:it is|it's|its|i am|i'm|im|now|now i am|now i'm) (?:now |just |officially )?(${DIETS})\\b`,
  "i",
);

/** "Mediterranean now, doctor's idea.", "fully vegan these days": a diet said without a verb, as the one now. */
const DIET_FRAGMENT = new RegExp(
  `^(?:(?:and|but|so|now|just|strictly|fully|mostly|pretty much)\\s+)*(${DIETS}|mediterranean)(?: diet)?,? (?:now|these days|from now on|as of \\w+)\\b`,
  "i",
);

/** "lifelong bengals fan, born and raised in cincinnati": what the user is a fan of, said without "I'm". */
const FAN =
  /^(?:(?:and|but|so|also|oh|ok|okay|hey|hi)[ ,]+)*(?:an? )?(?:lifelong|life-long|huge|big|massive|die-?hard|longtime|long-time|proud|avid|loyal|devoted) ((?:[a-z'.&-]+ ){0,2}?[a-z'.&-]+) (?:fan|supporter)\b/i;

/** "Bulgarian is my first language": the language named before what it is to the user. */
const MY_LANGUAGE =
  /(?:^|[,;:]\s*|\b(?:and|but|so|though)\s+)(\p{Lu}\p{Ll}+) is (?:my|our) (first|native|mother|home) (language|tongue)\b/u;

/** "plan after graduating is to stay on and do a PhD", "the plan for next year is a masters at ku leuven": a plan said by its name. */
const PLAN_IS =
  /^(?:(?:so|and|but|ok|okay)[ ,]+)*(?:the )?plan (?:(for|after) ((?:[\w']+ ){0,3}?[\w']+) )?is (?:to )?(?!that\b|when\b|if\b)(.{6,160}?)[.!]*$/i;

function planByName(s: string): WholeReading | null {
  const [, prep, when, said] = PLAN_IS.exec(s) ?? [];
  if (!said) return null;
  const what = inThirdPerson(said);
  const text = `Plan${when ? ` ${prep?.toLowerCase()} ${when}` : ""} is ${/^(?:a|an|the)\b/i.test(what) ? "" : "to "}${what}`;
  return { type: "decision", topic: `plan:${slug(what, 2)}`, value: what, text, change: false };
}

export function wholeSentence(sentence: string): WholeReading | null {
  const s = sentence.trim();
  const plan = planByName(s);
  if (plan) return plan;
  const medicine = medicineReading(s);
  if (medicine) return medicine;
  const [, language, which, noun] = MY_LANGUAGE.exec(s) ?? [];
  if (language && which && noun) {
    const topic = `${which.toLowerCase()}_${noun.toLowerCase()}`;
    const text = `${which.charAt(0).toUpperCase()}${which.slice(1).toLowerCase()} ${noun.toLowerCase()} is ${language}`;
    return { type: "preference", topic, value: language, text, change: false };
  }
  const fan = FAN.exec(s)?.[1];
  if (fan) {
    const team = fan.replace(/(?<![\p{L}'])\p{L}/gu, (c) => c.toUpperCase());
    return {
      type: "preference",
      topic: `fan:${fan.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`,
      value: team,
      text: `Is a ${team} fan`,
      change: false,
    };
  }
  const dietNow = (DIET_NOW.exec(s) ?? DIET_FRAGMENT.exec(s))?.[1]?.toLowerCase();
  if (dietNow)
    return { type: "preference", topic: "diet", value: dietNow, text: dietNow.charAt(0).toUpperCase() + dietNow.slice(1), change: true };
  const car = newCar(s);
  if (car) return car;
  const home = resident(s);
  if (home) return home;
  const job = newJob(s);
  if (job) return job;
  const diet = putOnDiet(s);
  if (diet) return diet;
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
  // "three weeks without a cigarette": the habit ends however it was told ("Is a smoker, about ten a day").
  if (last === "vape")
    return { type: "profile", topic: "does:vaping", value: "not vaping", text: "No longer vapes", change: true, ends: ["vaping", "vaper"] };
  if (last)
    return {
      type: "profile",
      topic: "does:smoking",
      value: "not smoking",
      text: "No longer smokes",
      change: true,
      ends: ["smoking", "smoker"],
    };
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
