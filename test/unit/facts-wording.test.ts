import { beforeAll, describe, expect, it } from "vitest";
import { disclosedFact } from "../../src/facts/disclosed";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";

beforeAll(loadLanguage);

// A Wednesday. Every expected date below is counted by hand from it.
const NOW = "2026-03-18T10:00:00.000Z";
const said = (content: string): UserStatement => ({ conversation_id: "c1", seq: 1, content, created_at: NOW });
/** The rules alone (no disclosure model): what the sentence itself gives. */
const texts = (content: string) => extractFacts([said(content)], null).map((f) => f.text);
/** The fallback's wording of a turn no rule reads. */
const fallback = (content: string) => disclosedFact(taggedSentences(content), NOW, () => false)?.text;

describe("chat fillers and words to the listener", () => {
  it("cuts a trailing filler from a fact", () => {
    expect(texts("I adopted a kitten lol")).toEqual(["Adopted a kitten"]);
    expect(texts("I love my new job honestly")).toEqual(["Loves their new job"]);
    expect(texts("I'm learning the cello tbh")).toEqual(["Learning the cello"]);
  });

  it("cuts a word addressed to the listener after a comma, and thanks to them", () => {
    expect(texts("I'm knackered, mate")).toEqual(["Is knackered"]);
    expect(texts("I bought a tent, cheers Sam")).toEqual(["Bought a tent"]);
  });

  it("gives no fact when only the verb is left once the filler is cut", () => {
    expect(texts("I know lol.")).toEqual([]);
  });

  it("ends a fact at an emoji: what follows is another sentence", () => {
    expect(texts("I painted the hallway 🎨 it took forever")).toEqual(["Painted the hallway"]);
  });

  it("reads an adjective said to someone by name as no statement", () => {
    expect(texts("amazing Jo. and how was the trip")).toEqual([]);
  });
});

describe("the verb a state is said with", () => {
  it("keeps the copula on a state said with 'I'm'", () => {
    expect(texts("I'm a night owl")).toEqual(["Is a night owl"]);
    expect(texts("My brother is a plumber")).toEqual(["Brother is a plumber"]);
  });

  it("says a participle after 'I'm' as a present state, not a past event", () => {
    const [fact] = extractFacts([said("I'm exhausted from the move")], null);
    expect(fact).toMatchObject({ text: "Is exhausted from the move", type: "profile" });
  });

  it("never says the copula as 'does not be'", () => {
    expect(fallback("Honestly I'm not allowed to drive until the summer")).toBe("Is not allowed to drive until the summer");
  });

  it("says what will be as 'will', not as a plan", () => {
    expect(texts("I'll be glad of the break")).toEqual(["Will be glad of the break"]);
    expect(texts("I'll have to renew my passport")).toEqual(["Has to renew their passport"]);
  });

  it("says a past negation, an emphatic 'did' and 'had to' in the past", () => {
    expect(texts("I didn't enjoy the concert")).toEqual(["Did not enjoy the concert"]);
    expect(texts("I did marry my high school sweetheart")).toEqual(["Married their high school sweetheart"]);
    expect(texts("I had to sell my bike")).toEqual(["Had to sell their bike"]);
  });

  it("says a gerund without a subject as written, never conjugated again", () => {
    expect(texts("Working nights at the moment")).toEqual(["Working nights at the moment"]);
  });
});

describe("numbers, contractions and pairs", () => {
  it("never reads a number after 'did' as the verb", () => {
    expect(texts("We did 12 laps of the park")).toEqual(["Did 12 laps of the park"]);
    expect(texts("I did three shifts in a row")).toEqual(["Did three shifts in a row"]);
  });

  it("reads a name's 's after a preposition as a place, and before a noun as a possessive", () => {
    expect(texts("We stayed at Priya's for the weekend")).toEqual(["Stayed at Priya's for the weekend"]);
    expect(texts("We went to my aunt's wedding last week")).toEqual(["Went to their aunt's wedding in the week of 9 March 2026"]);
  });

  it("reads 's as 'is' before a name and as 'has' before what was done", () => {
    expect(fallback("Her puppy's called Rolo and she's already chewed my trainers")).toBe(
      "Her puppy is called Rolo and she has already chewed their trainers",
    );
  });

  it("keeps both halves of a pair of states", () => {
    expect(texts("I keep bouncing between calm and terrified")).toEqual(["Keeps bouncing between calm and terrified"]);
    expect(texts("I keep flipping between bored and exhausted")).toEqual(["Keeps flipping between bored and exhausted"]);
  });
});

describe("the user said the same way after an opener", () => {
  it("drops the 'I' after an opener and says the verb in the third person", () => {
    expect(fallback("Mostly I read crime novels on the train")).toBe("Reads crime novels on the train");
    expect(fallback("Ok fine I'm terrible at parallel parking")).toBe("Is terrible at parallel parking");
  });

  it("says 'me and someone' like 'we', never 'them and'", () => {
    expect(fallback("Me and Priya repainted the whole kitchen")).toBe("Repainted the whole kitchen");
  });

  it("makes 'was' agree with a shifted 'I'", () => {
    expect(fallback("The tutor explained what I was doing wrong with the chords")).toBe(
      "The tutor explained what they were doing wrong with the chords",
    );
  });
});

describe("phrases about the conversation give no fact", () => {
  it("gives nothing for news announced, a manner of speaking or an idiom", () => {
    expect(texts("I have news!")).toEqual([]);
    expect(texts("I'll be honest, it was hard")).toEqual([]);
    expect(texts("My lips are sealed")).toEqual([]);
  });

  it("gives nothing for an obligation about what is in front of the user", () => {
    expect(texts("I have to see this")).toEqual([]);
  });
});

describe("dates as people write them", () => {
  it("resolves a day of a month and takes the words around it out of the text", () => {
    expect(texts("We're moving in on the 3rd of May")).toEqual(["Moving in on 3 May 2026"]);
    expect(texts("I finished the course at the end of January")).toEqual(["Finished the course in January 2026"]);
    expect(texts("I'm doing a pottery class from April")).toEqual(["Doing a pottery class in April 2026"]);
  });
});
