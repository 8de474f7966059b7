import type { Clause } from "./clause";
import type { Word } from "./nlp";
import { CAR, make, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

/** Nouns that make a make or model part of another thing: "a golf club", "a focus group", "a mini bar". */
const CAR_COMPOUND = /^(?:club|course|ball|cart|lesson|bag|buggy|tournament|round|swing|group|bar|skirt|dress|fridge|break|belt|cover)s?$/;

/** The user's car: "I drive a Honda Civic", "i drive a 2015 golf", "sold the car". One at a time. */
export function carStatement(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  // "i drive a 2015 golf": a model after its year; "sold the car": whatever car it was.
  const dated2 =
    L === "drive" &&
    /^an? (?:19|20)\d\d$/.test(
      rest
        .slice(0, 2)
        .map((w) => w.norm)
        .join(" "),
    )
      ? 2
      : -1;
  const car = dated2 >= 0 ? dated2 : rest.findIndex((w) => CAR.test(w.norm) || (L === "sell" && w.norm === "car"));
  // "a golf club", "the focus group": a make or model inside another noun names no car.
  const next = rest[car + 1];
  const compound = dated2 < 0 && !rest[car]?.post.trim() && CAR_COMPOUND.test(next?.norm ?? "");
  if (car >= 0 && rest[car] && !compound && ["drive", "buy", "get", "have", "own", "lease", "sell"].includes(L)) {
    // The make and the model, up to the first word that is neither ("a GMC Canyon, gray, only 40,000 miles").
    const named: Word[] = [];
    for (const w of rest.slice(car)) {
      if (named.length > 0 && !/^[A-Z0-9]/.test(w.text) && !CAR.test(w.norm)) break;
      named.push(w);
      if (/[,;.!?]/.test(w.post)) break;
    }
    const model = named.map((w) => w.text).join(" ");
    // "we did not sell the micra after all": still driven.
    const gone = L === "sell" ? !c.negated : c.negated;
    const said = gone ? `No longer drives a ${model}` : `Drives a ${model}`;
    return make(c, "profile", "car", gone ? `not ${model}` : model, said, 0.85, time, L !== "drive" || c.change || gone);
  }
  return null;
}
