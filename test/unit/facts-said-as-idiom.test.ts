import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";
import { endsIn } from "../../src/facts/endings";
import { turnNames } from "../../src/facts/past-names";
import { currentAcross as across } from "./facts-user-object";

beforeAll(loadLanguage);

const ends = (turn: string) => endsIn(taggedSentences(turn), () => false);
const past = (turn: string) => turnNames(taggedSentences(turn), () => false).past;

// A change told with an idiom that names the old value. Expectations are written from the sentences.
describe("a change told with an idiom", () => {
  it("ends what a new thing took the place of", () => {
    expect(ends("the nurse gave me sertraline in place of the citalopram last month")).toEqual(["citalopram"]);
    const facts = across(
      "I take amlodipine 5 mg every night for my blood pressure.",
      "At the check-up the doctor started me on losartan in place of the amlodipine, so I take that now.",
    );
    expect(facts.filter((f) => /amlodipine/i.test(f))).toEqual([]);
  });

  it("ends a thing someone took off the user's hands or that is a relative's now", () => {
    expect(ends("my neighbour took the old corolla off my hands for a few hundred quid")).toContain("corolla");
    expect(ends("the switch is my little sister's now, she never puts it down")).toContain("switch");
    // Whose a thing always was is no change.
    expect(ends("the switch is my sister's, i only borrow it")).toEqual([]);
    expect(ends("she took my bags off the train")).toEqual([]);
  });

  it("ends what the user will not go back to", () => {
    expect(ends("after that injury I will not go back to the rugby")).toEqual(["rugby"]);
    expect(ends("I'm never going back to Brightline, the hours were awful")).toContain("brightline");
  });

  it("reads a farewell party given by a place as leaving it", () => {
    expect(ends("everyone at Harwick Foods gave me a farewell party on my last Friday")).toContain("harwick");
    expect(ends("we gave her a farewell party at the office")).toEqual([]);
  });

  it("puts behind the user what the news is said to be different from", () => {
    expect(past("the new clinic runs nothing like before, everything is different from Kelso General")).toContain("kelso");
    expect(past("my sister is different from me")).toEqual([]);
  });

  it("reads a finished engagement as a break-up and 'since we came to X' as a move", () => {
    const engaged = across(
      "I'm engaged to Ruairi since the summer, help me pick a venue?",
      "ok so Ruairi and I finished the engagement, our families could not agree on anything",
    );
    expect(engaged.filter((f) => /engaged|fianc/i.test(f))).toEqual([]);
    const moved = across(
      "I live in Tamworth with my two boys. Can you help me with a school letter?",
      "Since we came to Lichfield last month the school run is so much shorter.",
    );
    expect(moved).toContain("[home_city] Lives in Lichfield");
    expect(moved.filter((f) => /Tamworth/.test(f))).toEqual([]);
  });

  it("replaces the medicine a sentence blames before the one the doctor puts the user on", () => {
    const facts = across(
      "My GP has me on ramipril for my blood pressure, one every morning.",
      "That ramipril was giving me a horrible tickly cough, so she put me on candesartan. Should I take it at night?",
    );
    expect(facts.filter((f) => /ramipril/i.test(f))).toEqual([]);
    expect(facts).toContainEqual(expect.stringMatching(/candesartan/i));
    const unknown = across(
      "The rheumatologist has me on leflunomide, one tablet every day.",
      "the leflunomide was thinning my hair so badly that she took me off it last week. Any tips for regrowth?",
    );
    expect(unknown.filter((f) => /leflunomide/i.test(f) && !/no longer/i.test(f))).toEqual([]);
    // A medicine added beside the old one replaces nothing.
    const added = across(
      "I take metformin twice a day for my diabetes.",
      "The metformin alone was not enough, so the nurse put me on gliclazide as well.",
    );
    expect(added).toContainEqual(expect.stringMatching(/metformin/i));
  });
});
