import { describe, expect, it } from "vitest";
import { normalizedScoreFusion } from "../../src/search/fusion";
import { namedSpeakerScores } from "../../src/search/speakers";

const turn = (id: number, name: string | null) => ({ id, kind: "message", name });

describe("speaker match", () => {
  it("marks the turns spoken by a person the query names, not the turns that only address them", () => {
    const rows = [turn(1, "Melanie"), turn(2, "Caroline"), turn(3, "Melanie"), turn(4, null)];
    expect(namedSpeakerScores("What books has Melanie read?", rows)).toEqual(
      new Map([
        [1, 1],
        [3, 1],
      ]),
    );
  });

  it("reads a possessive as the name, matches any word of a full name, and ignores case", () => {
    const rows = [turn(1, "Caroline"), turn(2, "Jon Snow"), turn(3, "Melanie")];
    expect([...namedSpeakerScores("what is caroline's relationship status", rows).keys()]).toEqual([1]);
    expect([...namedSpeakerScores("Where does SNOW live?", rows).keys()]).toEqual([2]);
  });

  it("never marks a summary or a memory, a name that is a stopword, or anything for a query naming nobody", () => {
    const rows = [
      { id: 1, kind: "summary", name: "Melanie" },
      { id: 2, kind: "memory", name: "Melanie" },
      turn(3, "Will"),
      turn(4, "Melanie"),
    ];
    // "will" is a stopword: a speaker named Will is not named by "What will Melanie paint?".
    expect([...namedSpeakerScores("What will Melanie paint?", rows).keys()]).toEqual([4]);
    expect(namedSpeakerScores("what did we decide about the budget", rows).size).toBe(0);
  });

  it("as a fused list, puts the named person's own turn above a better keyword match that only addresses them", () => {
    // Keyword: 1 (addressed, "Thanks, Melanie!") 10, 2 (Melanie's own turn) 7; vector alike.
    const keyword = {
      scores: new Map([
        [1, 10],
        [2, 7],
      ]),
      weight: 0.6,
    };
    const vector = {
      scores: new Map([
        [1, 0.5],
        [2, 0.5],
      ]),
      weight: 0.4,
    };
    const speaker = { scores: namedSpeakerScores("What does Melanie do?", [turn(1, "Caroline"), turn(2, "Melanie")]), weight: 0.3 };
    expect(normalizedScoreFusion([keyword, vector], [1, 2]).map((f) => f.id)).toEqual([1, 2]);
    // 1: 0.6 + 0.4 = 1.0; 2: 0.42 + 0.4 + 0.3 = 1.12.
    expect(normalizedScoreFusion([keyword, vector, speaker], [1, 2]).map((f) => f.id)).toEqual([2, 1]);
  });
});
