import { beforeAll, describe, expect, it } from "vitest";
import { pastimesIn } from "../../src/facts/pastimes";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAcross as across, readOne } from "./facts-user-object";

beforeAll(loadLanguage);

const naming = (facts: string[], word: RegExp) => facts.filter((f) => word.test(f));

// A pastime taken up "now" or "instead" names only the new one; the old one of its kind ends.
describe("a pastime taken up now", () => {
  it("ends the sport played before", () => {
    const facts = across(
      "I play five-a-side football every Wednesday with people from work.",
      "Knee's done, so I'm swimming now, three mornings a week.",
    );
    expect(naming(facts, /football/i)).toEqual([]);
    expect(naming(facts, /swim/i)).not.toEqual([]);
  });

  it("ends the instrument, the place in the team and the voice part held before", () => {
    expect(naming(across("I play bass in a little jazz trio.", "I'm the keyboard player in the trio now."), /\bbass\b/i)).toEqual([]);
    expect(naming(across("I play in goal for a Sunday league side.", "Playing up front now, scored twice on Sunday!"), /in goal/i)).toEqual(
      [],
    );
    expect(naming(across("I sing tenor in the community choir.", "I've moved down to the baritones this term."), /tenor/i)).toEqual([]);
  });

  it("ends the craft given way to", () => {
    const facts = across("I do a lot of quilting in the evenings.", "I've taken up pottery instead, two evenings a week at the college.");
    expect(naming(facts, /quilting/i)).toEqual([]);
    expect(naming(facts, /pottery/i)).not.toEqual([]);
  });

  it("leaves the old pastime when the new one is of another kind, watched, or someone else's", () => {
    expect(naming(across("I play tennis on Saturdays.", "I'm learning the guitar now."), /tennis/i)).not.toEqual([]);
    expect(naming(across("I play tennis on Saturdays.", "I'm watching a lot of football now."), /tennis/i)).not.toEqual([]);
    expect(naming(across("I play tennis on Saturdays.", "My son is swimming now, twice a week."), /tennis/i)).not.toEqual([]);
    expect(naming(across("I go swimming before work.", "I'm running a bakery now, up at four."), /swim/i)).not.toEqual([]);
  });

  it("reads 'stopped with the X', said as Dutch and German say it, as X stopped", () => {
    const facts = across(
      "I go bouldering twice a week at the hall in Delft.",
      "Some news: I have stopped with the bouldering, my fingers hurt.",
    );
    expect(naming(facts, /bouldering/i).filter((f) => !/stopped/i.test(f))).toEqual([]);
    expect(readOne("I stopped with the choir after ten years.")).toContainEqual(expect.stringMatching(/^\[does:choir\] Stopped/));
  });

  it("reads one pastime under its many names, and a word that is no pastime as none", () => {
    expect(pastimesIn("Plays zaalvoetbal on Fridays")).toEqual(new Map([["sport", new Set(["football"])]]));
    expect(pastimesIn("Plays alto sax in the marching band")).toEqual(new Map([["instrument", new Set(["saxophone"])]]));
    expect(pastimesIn("Carving out some time each day, running a small shop")).toEqual(new Map());
  });
});
