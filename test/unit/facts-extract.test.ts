import { beforeAll, describe, expect, it } from "vitest";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { exclusion } from "../../src/facts/exclusions";
import { loadLanguage } from "../../src/facts/nlp";
import { resolveTime } from "../../src/facts/time";

beforeAll(loadLanguage);

// A Wednesday. Every expected date below is counted by hand from it.
const NOW = "2026-03-18T10:00:00.000Z";
const said = (content: string, seq = 0): UserStatement => ({ conversation_id: "c1", seq, content, created_at: NOW });
const facts = (content: string) => extractFacts([said(content)]);
const texts = (content: string) => facts(content).map((f) => f.text);
const FIRST_PERSON = /\b(?:I|I'm|I've|me|my|mine|myself|we|our)\b/;

describe("distilled statements", () => {
  it("states a fact about the user in the third person, not the user's sentence", () => {
    const [fact] = facts("Quick context: I live in Lisbon.");
    expect(fact).toMatchObject({ type: "profile", topic: "home_city", value: "Lisbon", text: "Lives in Lisbon", subject: "user" });
  });

  it("splits several facts in one sentence, each on its own topic", () => {
    expect(facts("My name is Ana and I like sushi.").map((f) => [f.topic, f.text])).toEqual([
      ["name", "Name is Ana"],
      ["likes:sushi", "Likes sushi"],
    ]);
    expect(texts("I live in Lisbon and work remotely for a design agency.")).toEqual([
      "Lives in Lisbon",
      "Works remotely for a design agency",
    ]);
  });

  it("keeps the source sentence as the evidence quote, with the message's seq", () => {
    const [fact] = extractFacts([said("Hi there! I drive a Honda Civic. It's ancient.", 7)]);
    expect(fact).toMatchObject({
      text: "Drives a Honda Civic",
      quote: "I drive a Honda Civic.",
      sources: [{ conversation_id: "c1", seq: 7 }],
    });
  });

  it("quotes the sentence as the user wrote it, contractions and quotes included", () => {
    expect(facts("Honestly? I don't eat meat anymore.")[0]?.quote).toBe("I don't eat meat anymore.");
    expect(facts('I live in Leeds. My favourite line is "I live in a pineapple".')[0]?.quote).toBe("I live in Leeds.");
  });

  it("turns the user's words inside a fact to the third person", () => {
    expect(texts("I painted a sunset with my kids last weekend.")).toEqual([
      "Painted a sunset with their kids in the week of 9 March 2026",
    ]);
    for (const text of texts("I mentor a teen in my neighbourhood. We adopted a dog named Luna. My goal is to run a marathon."))
      expect(text).not.toMatch(FIRST_PERSON);
  });
});

describe("verbs of change mapped to the topic they change", () => {
  it("maps a move said as news to home_city, dated by 'last week', marked as a change", () => {
    const [fact] = facts("Big news, we just moved to Berlin last week!");
    expect(fact).toMatchObject({
      topic: "home_city",
      text: "Lives in Berlin",
      value: "Berlin",
      change: true,
      valid_from: "2026-03-09T00:00:00.000Z",
    });
  });

  it("maps a switch to the tool's category", () => {
    expect(facts("I switched to Neovim this year.")[0]).toMatchObject({ topic: "editor", value: "Neovim", change: true });
    expect(facts("These days I use Obsidian instead.")[0]).toMatchObject({ topic: "note_app", value: "Obsidian", change: true });
  });

  it("maps 'no longer', 'anymore' and 'stopped' to the topic they end", () => {
    expect(facts("I don't eat meat anymore.")[0]).toMatchObject({ topic: "diet", text: "Does not eat meat", change: true });
    expect(facts("Honestly I'm not vegan anymore.")[0]).toMatchObject({ topic: "diet", text: "No longer vegan", change: true });
    expect(facts("I'm not going to run the Berlin marathon anymore.")[0]).toMatchObject({ topic: "plan:berlin", change: true });
  });

  it("maps a new employer, a new car, a wedding and a recovery to their topics", () => {
    expect(facts("I'm no longer at Google, I work for Stripe now.")[0]).toMatchObject({ topic: "employer", text: "Works at Stripe" });
    expect(facts("We finally bought a Tesla Model 3.")[0]).toMatchObject({ topic: "car", text: "Drives a Tesla Model 3", change: true });
    expect(facts("We got divorced in the summer.")[0]).toMatchObject({ topic: "relationship_status", value: "divorced" });
    expect(facts("I recovered from long covid.")[0]).toMatchObject({ topic: "health:long_covid", text: "Recovered from long covid" });
  });

  it("maps a cancelled plan onto the plan's own topic", () => {
    const [plan] = facts("I'm going to visit Japan in April.");
    const [cancelled] = facts("We cancelled the Japan trip.");
    expect(plan).toMatchObject({ type: "decision", topic: "plan:japan", text: "Plans to visit Japan in April 2026", valid_from: NOW });
    expect(cancelled).toMatchObject({ type: "decision", topic: "plan:japan", text: "Cancelled the Japan trip", change: true });
  });
});

describe("what is not a fact about the user", () => {
  it("stores nothing of hypotheticals, conditionals and wishes", () => {
    expect(facts("If I ever buy an electric car it would probably be a Tesla.")).toEqual([]);
    expect(facts("I wish I could go to Bali instead.")).toEqual([]);
    expect(facts("Suppose I moved to Vancouver, would rent be worse?")).toEqual([]);
    expect(exclusion("If we ever win the lottery we'd move to Lisbon.")).toBe("hypothetical");
  });

  it("stores nothing of questions", () => {
    expect(facts("Do you think I should move to New York?")).toEqual([]);
    expect(exclusion("Should I apply to Netflix?")).toBe("question");
  });

  it("stores nothing of a joke, nor of the sentence the joke takes back", () => {
    expect(facts("I'm the CEO of Apple now. Just kidding.")).toEqual([]);
    expect(facts("Yeah right, I'm totally going carnivore, just kidding.")).toEqual([]);
  });

  it("stores nothing of quoted or reported speech", () => {
    expect(facts('Mia texted me "I just moved to Edinburgh!" and I am so jealous.').map((f) => f.topic)).not.toContain("home_city");
    expect(facts("My doctor said I should eat more meat.")).toEqual([]);
  });

  it("stores nothing of a negated event: what did not happen is at most a plan called off", () => {
    // No move is stored; "after all" says a plan was there, and it is off.
    expect(facts("I didn't move to Vancouver after all.").map((f) => [f.topic, f.text])).toEqual([
      ["plan:vancouver", "No longer plans to move to Vancouver after all"],
    ]);
    expect(facts("The doctor checked and I don't have diabetes, phew.")).toEqual([]);
  });

  it("attributes other people's facts to them, never to the user", () => {
    expect(facts("My sister lives in Toronto now.")[0]).toMatchObject({
      type: "relationship",
      topic: "rel:sister.home_city",
      subject: "sister",
      text: "Sister lives in Toronto",
    });
    expect(facts("My husband just started at Amazon.")[0]).toMatchObject({ topic: "rel:husband.employer", subject: "husband" });
    expect(facts("My sister's name is Katerina.")[0]).toMatchObject({ topic: "rel:sister.name", subject: "sister" });
    expect(facts("My wife is vegan though.").map((f) => f.topic)).toEqual(["rel:wife.diet"]);
  });
});

describe("time resolved against the message's created_at", () => {
  it("resolves relative expressions to the start of the time they name", () => {
    expect(resolveTime("two months ago", NOW)?.at).toBe("2026-01-01T00:00:00.000Z");
    expect(resolveTime("last week", NOW)?.at).toBe("2026-03-09T00:00:00.000Z");
    expect(resolveTime("yesterday", NOW)?.at).toBe("2026-03-17T00:00:00.000Z");
    expect(resolveTime("this year", NOW)?.at).toBe("2026-01-01T00:00:00.000Z");
    expect(resolveTime("last Friday", NOW)?.at).toBe("2026-03-13T00:00:00.000Z");
  });

  it("resolves 'since' and 'for' to when a state began, and says so in the text", () => {
    expect(resolveTime("since 2019", NOW)).toMatchObject({ at: "2019-01-01T00:00:00.000Z", since: true, label: "since 2019" });
    expect(resolveTime("for two years", NOW)).toMatchObject({ at: "2024-03-01T00:00:00.000Z", since: true });
    expect(facts("I've been vegetarian since January.")[0]).toMatchObject({
      topic: "diet",
      text: "Vegetarian since January 2026",
      valid_from: "2026-01-01T00:00:00.000Z",
    });
  });

  it("looks back for a statement and forward for a plan", () => {
    expect(resolveTime("in December", NOW)?.at).toBe("2025-12-01T00:00:00.000Z");
    expect(resolveTime("in December", NOW, true)?.at).toBe("2026-12-01T00:00:00.000Z");
    expect(resolveTime("next month", NOW)).toBeNull();
  });
});

describe("turns the reader must survive", () => {
  it("reads a turn whose clause ends on a name (a signature, a greeting) without failing the round", () => {
    const turns = [
      "Hello Joshua. This is Auntie Margaret. I am trying out my new phone. Love, Auntie Margaret",
      "You too Marcus. Happy Christmas to you and Theo xx",
      "an agent wants to represent Marigold. Harriet Lowe. she called me on my lunch break",
    ];
    for (const content of turns) expect(() => extractFacts([said(content)])).not.toThrow();
  });
});
