import { beforeAll, describe, expect, it } from "vitest";
import { storedFact } from "./facts-user-object";
import { endedBy, type Incoming } from "../../src/facts/consolidate";
import { endsIn } from "../../src/facts/endings";
import { exclusion } from "../../src/facts/exclusions";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";
import type { Fact } from "../../src/facts/types";

beforeAll(loadLanguage);

/** The words a turn says have ended, as the extractor reads them (statements only). */
function ended(text: string): string[] {
  const sentences = taggedSentences(text);
  return endsIn(sentences, (i) => !!exclusion(sentences[i]?.text ?? ""));
}

const at = (day: number) => new Date(Date.UTC(2026, 2, day)).toISOString();
const fact = (id: string, text: string, over: Partial<Fact> = {}): Fact => storedFact(id, text, at(1), over);
const statement = (ends: string[]): Incoming => ({
  type: "event",
  topic: "event:had_put_him_down",
  text: "Had to put him down",
  value: "had to put him down",
  valid_from: at(9),
  confidence: 0.7,
  sources: [{ conversation_id: "c2", seq: 4 }],
  subject: "user",
  ends,
});

describe("statements that say something ended", () => {
  it("names what ended: after quit, no more or cancelled, and before died", () => {
    expect(ended("Pepper died on Saturday, we had to put him down.")).toEqual(["pepper"]);
    expect(ended("The doctor switched me to naproxen, so no more aspirin.")).toEqual(["aspirin"]);
    expect(ended("I cancelled my climbing membership last week.")).toEqual(["climbing", "membership"]);
  });

  it("names nothing in a question, a condition, or a stop at a place", () => {
    expect(ended("Should I quit Duolingo?")).toEqual([]);
    expect(ended("If the price goes up I'd cancel Netflix.")).toEqual([]);
    expect(ended("I stopped at the bakery on the way home.")).toEqual([]);
  });

  it("ends the user's current facts that name it, and nothing else", () => {
    const current = [
      fact("dog", "Has an old beagle called Pepper"),
      fact("pepper-sauce", "Loves peppers on pizza"),
      fact("walk", "Walked Pepper in the park", { type: "event" }),
      fact("sister", "Sister has a cat called Pepper", { subject: "sister" }),
      fact("later", "Feeds Pepper at six", { valid_from: at(20) }),
      fact("same-turn", "Buried Pepper in the garden", { sources: [{ conversation_id: "c2", seq: 4 }] }),
    ];
    expect(endedBy(statement(["pepper"]), current, "fct_new", at(9))).toEqual([
      {
        kind: "update",
        id: "dog",
        patch: { status: "superseded", valid_to: at(9), superseded_by: "fct_new", updated_at: at(9) },
      },
    ]);
    expect(endedBy(statement([]), current, "fct_new", at(9))).toEqual([]);
  });
});
