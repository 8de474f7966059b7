import { beforeAll, describe, expect, it } from "vitest";
import { disclosureFeatures, disclosureScore } from "../../src/facts/disclosure";
import { DISCLOSURE_MODEL } from "../../src/facts/disclosure-model";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";

beforeAll(loadLanguage);

const NOW = "2026-03-18T10:00:00.000Z";
const said = (content: string): UserStatement => ({ conversation_id: "c1", seq: 4, content, created_at: NOW });
const score = (text: string) => disclosureScore(disclosureFeatures(taggedSentences(text), text, 0), DISCLOSURE_MODEL);
const FIRST_PERSON = /\b(?:I|I'm|I've|me|my|mine|myself|we|our|us)\b/;

const NEWS = "Thanks! Pottery is a huge part of my life now, it helps me deal with stress after long shifts at the hospital.";
const REACTION = "Omg that's amazing, I'm so happy for you! You totally deserve it, how did your mum take the news?";

describe("the disclosure model", () => {
  it("scores a turn telling something about the speaker above one that reacts to the listener", () => {
    expect(score(NEWS)).toBeGreaterThan(score(REACTION));
    expect(score(NEWS)).toBeGreaterThanOrEqual(DISCLOSURE_MODEL.add_from);
    expect(score(REACTION)).toBeLessThan(DISCLOSURE_MODEL.add_from);
  });

  it("reads the turn's shape, not its topic: the same news about another hobby scores the same way", () => {
    const other = NEWS.replace("Pottery", "Bouldering").replace("the hospital", "the garage");
    expect(Math.abs(score(other) - score(NEWS))).toBeLessThan(0.05);
  });
});

describe("a fact from a turn no rule reads", () => {
  it("gives the turn's first own statement in the third person, quoting the sentence it came from", () => {
    expect(extractFacts([said(NEWS)], null)).toEqual([]);
    const [fact, ...more] = extractFacts([said(NEWS)]);
    expect(more).toEqual([]);
    expect(fact).toMatchObject({
      subject: "user",
      quote: "Pottery is a huge part of my life now, it helps me deal with stress after long shifts at the hospital.",
      sources: [{ conversation_id: "c1", seq: 4 }],
    });
    expect(fact?.text).toMatch(/^Pottery is a huge part of their life/);
    expect(fact?.text).not.toMatch(FIRST_PERSON);
  });

  it("says a statement whose subject is the user without the 'I'", () => {
    const [fact] = extractFacts([
      said("I'm lucky to have my husband and kids; they keep me motivated through the long winter at the farm."),
    ]);
    expect(fact?.text).toBe("Is lucky to have their husband and kids");
  });

  it("passes over a sentence that answers the listener for the one that tells about the speaker", () => {
    const turn =
      "I totally agree, Mel. Honestly the yoga retreat in Snowdonia last weekend was exactly what I needed before the new job starts.";
    const texts = extractFacts([said(turn)]).map((f) => f.text);
    expect(extractFacts([said(turn)], null)).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/yoga retreat in Snowdonia last weekend was exactly what they needed/);
  });

  it("leaves a reaction to the listener without a fact", () => {
    expect(extractFacts([said(REACTION)])).toEqual([]);
  });

  it("never turns a conditional or a reported sentence into a fact, however much the turn tells", () => {
    const conditional = "If I ever win the lottery I'd buy a boat and sail around Greece with my kids.";
    const reported =
      "Honestly the last few months have been rough. I felt so alone after the divorce and my therapist says I'm making progress.";
    expect(score(conditional)).toBeGreaterThanOrEqual(DISCLOSURE_MODEL.add_from);
    expect(score(reported)).toBeGreaterThanOrEqual(DISCLOSURE_MODEL.add_from);
    expect(extractFacts([said(conditional)])).toEqual([]);
    expect(extractFacts([said(reported)])).toEqual([]);
  });

  it("adds nothing where the rules already read a fact", () => {
    const turn = "Yesterday I finally got the keys to our new flat in Leeds and spent the whole evening unpacking boxes with my brother.";
    // The keys to a new flat in a city say where the user lives now.
    const rules = ["Lives in Leeds", "Spent the whole evening unpacking boxes with their brother"];
    expect(extractFacts([said(turn)], null).map((f) => f.text)).toEqual(rules);
    expect(extractFacts([said(turn)]).map((f) => f.text)).toEqual(rules);
  });
});
