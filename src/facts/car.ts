import type { Clause } from "./clause";
import type { Word } from "./nlp";
import { CAR, make, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";

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
  if (car >= 0 && rest[car] && ["drive", "buy", "get", "have", "own", "lease", "sell"].includes(L)) {
    const model = rest
      .slice(car)
      .filter((w, i) => i === 0 || /^[A-Z0-9]/.test(w.text))
      .map((w) => w.text)
      .join(" ");
    const gone = c.negated || L === "sell";
    const said = gone ? `No longer drives a ${model}` : `Drives a ${model}`;
    return make(c, "profile", "car", gone ? `not ${model}` : model, said, 0.85, time, L !== "drive" || c.change || gone);
  }
  return null;
}
