import type { Clause } from "./clause";
import { lexiconTag, type Word } from "./nlp";
import { CAR, make, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/** Nouns that make a make or model part of another thing: "a golf club", "a focus group", "a mini bar". */
const CAR_COMPOUND = /^(?:club|course|ball|cart|lesson|bag|buggy|tournament|round|swing|group|bar|skirt|dress|fridge|break|belt|cover)s?$/;

/** Kinds of vehicle after a model's name ("a Sorento hybrid", "a Tacoma pickup"). */
const VEHICLE = /^(?:hybrid|suv|ev|truck|pickup|van|minivan|hatchback|sedan|saloon|estate|convertible|coupe|wagon|crossover)$/;
const ARTICLE = /^(?:a|an|the|my|our|new|used)$/;
/** Makes and models that are everyday words too ("a seat", "a mini", "golf"). */
const WORD_MAKES = /^(?:seat|mini|golf|rover|accord|civic|zoe)$/;

/** The user's car: "I drive a Honda Civic", "i drive a 2015 golf", "sold the car". One at a time. */
export function carStatement(c: Clause, said: Word[], time: ResolvedTime | null): Statement | null {
  // "picked up a 2017 amarok": bought, as people say it of a car.
  const pickedUp = c.lemma === "pick" && said[0]?.norm === "up";
  const L = pickedUp ? "buy" : c.lemma;
  const rest = pickedUp ? said.slice(1) : said;
  // "i drive a 2015 golf": a model after its year; "sold the car": whatever car it was.
  // Said with another verb than "drive", the word after the year must be a make ("a 2015 kia sedona", not "a 2019 bike").
  const dated2 =
    (L === "drive" || (["have", "own", "buy", "get", "lease"].includes(L) && (CAR.test(rest[2]?.norm ?? "") || unheard(rest[2])))) &&
    /^an? (?:19|20)\d\d$/.test(
      rest
        .slice(0, 2)
        .map((w) => w.norm)
        .join(" "),
    )
      ? 2
      : -1;
  // "got a Sorento hybrid": a name before a kind of vehicle is a car whatever its make.
  const kindAfter = rest.findIndex(
    (w, i) => i > 0 && /^[A-Z]/.test(w.text) && VEHICLE.test(rest[i + 1]?.norm ?? "") && ARTICLE.test(rest[i - 1]?.norm ?? ""),
  );
  // "put me onto lansoprazole, 30mg": a make that is also a unit after a number names no car.
  const unit = (w: Word, i: number) => w.tags.has("Unit") && !!rest[i - 1]?.tags.has("Value");
  // "i drive a Picanto": after "drive", a name English does not know is the car whatever its make.
  const driven =
    L === "drive" && ARTICLE.test(rest[0]?.norm ?? "") && /^[A-Z]/.test(rest[1]?.text ?? "") && !lexiconTag(rest[1]?.norm ?? "") ? 1 : -1;
  const car =
    dated2 >= 0
      ? dated2
      : driven >= 0
        ? driven
        : rest.findIndex((w, i) => (CAR.test(w.norm) && !unit(w, i)) || (L === "sell" && w.norm === "car") || i === kindAfter);
  // "a golf club", "the focus group": a make or model inside another noun names no car.
  // "sold his car": someone else's.
  if (/^(?:his|her|their)$/.test(rest[car - 1]?.norm ?? "")) return null;
  const next = rest[car + 1];
  // "got a new seat for my bike": a make that is also an everyday word counts written as a name, driven, or with its model.
  const everyday =
    WORD_MAKES.test(rest[car]?.norm ?? "") && !/^[A-Z]/.test(rest[car]?.text ?? "") && L !== "drive" && !CAR.test(next?.norm ?? "");
  const compound = everyday || (dated2 < 0 && !rest[car]?.post.trim() && CAR_COMPOUND.test(next?.norm ?? ""));
  if (car >= 0 && rest[car] && !compound && ["drive", "buy", "get", "have", "own", "lease", "sell"].includes(L)) {
    // The make and the model, up to the first word that is neither ("a GMC Canyon, gray, only 40,000 miles").
    const named: Word[] = [];
    for (const w of rest.slice(car)) {
      // "a kia sedona": the model after its make, in lower case, is a noun the lexicon does not know.
      const model =
        named.length === 1 &&
        CAR.test(named[0]?.norm ?? "") &&
        w.tags.has("Noun") &&
        !lexiconTag(w.norm) &&
        !/^(?:the|a|an|and|or)$/.test(w.norm);
      if (named.length > 0 && !/^[A-Z0-9]/.test(w.text) && !CAR.test(w.norm) && !model) break;
      named.push(w);
      if (/[,;.!?]/.test(w.post)) break;
    }
    const model = named.map((w) => w.text).join(" ");
    // "we did not sell the micra after all": still driven.
    const gone = L === "sell" ? !c.negated : c.negated;
    const said = gone ? `No longer drives ${article(model)} ${model}` : `Drives ${article(model)} ${model}`;
    return make(c, "profile", "car", gone ? `not ${model}` : model, said, 0.85, time, L !== "drive" || c.change || gone);
  }
  return ridden(c, rest, time);
}

/** A model's name English does not know ("amarok", "bt-50"), said after its year. */
const unheard = (w: Word | undefined) =>
  !!w && !w.tags.has("Value") && lexiconTag(w.norm) === undefined && /^[a-z][a-z0-9-]+$/i.test(w.norm);

/** Words for the user's vehicle as the subject: "me ute's a 2009 bt-50", "my car is a Yaris". */
const MY_VEHICLE = /^(?:car|ute|truck|van|motor|ride|wheels|pickup|suv|4x4)$/;

/** "my ute is a 2009 bt-50": the vehicle named as what the user's car is. */
export function carOfThing(c: Clause, noun: readonly Word[], time: ResolvedTime | null): Statement | null {
  const owned = c.words.some((w, k) => ["my", "our"].includes(w.norm) && c.words[k + 1] === noun[0]);
  if (!owned || c.negated) return null;
  // "my old Shogun needs new tyres": the user's car, named as what does something.
  const own = noun.filter((w) => !ON_THE_WAY.test(w.norm));
  if (
    own.length > 0 &&
    own.length <= 3 &&
    own.some((w) => CAR.test(w.norm)) &&
    own.every((w) => CAR.test(w.norm) || /^[A-Z0-9]/.test(w.text))
  ) {
    const model = own.map((w) => w.text).join(" ");
    return make(c, "profile", "car", model, `Drives ${article(model)} ${model}`, 0.8, time, false);
  }
  if (c.lemma !== "be" || noun.length !== 1 || !MY_VEHICLE.test(noun[0]?.norm ?? "")) return null;
  const rest = c.rest.filter((w) => !/^(?:a|an|the|old|new|little)$/.test(w.norm) && !/^(?:19|20)\d\d$/.test(w.norm));
  const named: Word[] = [];
  for (const w of rest) {
    if (named.length > 0 && lexiconTag(w.norm) !== undefined && !CAR.test(w.norm)) break;
    if (named.length === 0 && !CAR.test(w.norm) && !unheard(w) && !/^[A-Z]/.test(w.text)) return null;
    named.push(w);
    if (/[,;.!?]/.test(w.post) || named.length === 3) break;
  }
  if (named.length === 0) return null;
  const model = named.map((w, i) => w.text + (i < named.length - 1 ? (w.hyphen ? "-" : " ") : "")).join("");
  return make(c, "profile", "car", model, `Drives ${article(model)} ${model}`, 0.85, time, c.change);
}

/** Words between "my" and the car ("my little peugeot", "my trusty old Camry"). */
const ON_THE_WAY = /^(?:little|old|trusty|new|beloved|battered|ancient|rusty|tiny|faithful|reliable|own)$/;

/** "on the road most weeks in my Camry": the car the user is in, said in passing, is theirs. */
function ridden(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  if (c.negated) return null;
  const my = rest.findIndex((w, i) => w.norm === "my" && ["in", "with", "into"].includes(rest[i - 1]?.norm ?? ""));
  if (my < 0) return null;
  let at = my + 1;
  while (ON_THE_WAY.test(rest[at]?.norm ?? "")) at += 1;
  const named: Word[] = [];
  for (const w of rest.slice(at)) {
    if (!CAR.test(w.norm) && !(named.length > 0 && /^[A-Z0-9]/.test(w.text))) break;
    named.push(w);
    if (/[,;.!?]/.test(w.post)) break;
  }
  if (named.length === 0) return null;
  const model = named.map((w) => w.text).join(" ");
  return make(c, "profile", "car", model, `Drives ${article(model)} ${model}`, 0.8, time, false);
}

/** "a Civic", "an Amarok". */
const article = (model: string) => (/^[aeiou]/i.test(model) ? "an" : "a");
