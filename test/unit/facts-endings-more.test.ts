import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAfter as current, readOne as read, stillCurrent as left } from "./facts-user-object";

beforeAll(loadLanguage);

// Ways people say a thing is behind them that 1598cc8 did not read as an ending, and the
// commonest way to say a medicine ("i take ..."), which it read as a loose habit.
describe("more ways to say a thing is behind the user", () => {
  it("ends what the user switched or swapped away from, also when someone else moved them", () => {
    expect(left("I study geology at Keele.", "I've swapped off geology onto zoology now.")).toEqual([]);
    expect(left("I take fluoxetine every morning for anxiety.", "My doctor switched me from fluoxetine to venlafaxine last week.")).toEqual(
      [],
    );
    expect(read("im not switching from firefox to chrome")).toEqual([]);
  });

  it("ends a car traded in, a pet rehomed, a volunteering stepped back from and a phone that smashed", () => {
    expect(left("I drive a Kia Picanto.", "I traded in the Picanto last weekend and got a Kuga.")).toEqual([]);
    expect(left("We have a collie called Fennel.", "Had to rehome Fennel with my brother-in-law.")).toEqual([]);
    expect(left("I volunteer at the food pantry on Saturdays.", "I stepped back from the food pantry, my back couldn't take it.")).toEqual(
      [],
    );
    expect(left("I use a rugged Ulefone for work.", "the Ulefone fell out of a tree and smashed so I got a new one")).toEqual([]);
  });

  it("ends a bike gone to a nephew, a car gone for scrap, and a supplier whose final bill came in", () => {
    expect(left("I commute on a Boardman hybrid.", "The Boardman has gone to my nephew for uni.")).toEqual([]);
    expect(left("I drive a Skoda Fabia.", "the fabia went to the scrappers on monday")).toEqual([]);
    expect(
      left("we're with bord gáis for gas and electricity", "went over to flogas in the end, the final bord gáis bill came in"),
    ).toEqual([]);
  });

  it("ends no habit of the user's that a relative gave up, and nothing named after a comma", () => {
    expect(left("I volunteer at the food pantry.", "my mum stepped back from the food pantry")).toEqual(
      current("I volunteer at the food pantry."),
    );
    const pain = "I have back pain most days.";
    expect(left(pain, "I stepped back from the choir, my back couldn't take the standing.")).toEqual(current(pain));
    expect(current(pain)).not.toEqual([]);
  });
});

describe("medicines said with 'take'", () => {
  it("reads 'i take X' and 'i've been prescribed X' as the medicine, in the clause's fuller words", () => {
    expect(read("I take fluoxetine every morning for anxiety.")).toEqual([
      "[medication:fluoxetine] Takes fluoxetine every morning for anxiety",
    ]);
    expect(read("I've been prescribed sertraline.")).toEqual(["[medication:sertraline] Has been prescribed sertraline"]);
    expect(read("i took ibuprofen for my headache yesterday").join(" ")).not.toMatch(/medication/);
  });
});
