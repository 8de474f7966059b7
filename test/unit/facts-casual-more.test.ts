import { beforeAll, describe, expect, it } from "vitest";
import { endsIn } from "../../src/facts/endings";
import { extractFacts } from "../../src/facts/extract";
import { exclusion } from "../../src/facts/exclusions";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";

beforeAll(loadLanguage);

const read = (content: string) =>
  extractFacts([{ conversation_id: "c3", seq: 1, content, created_at: "2026-07-01T09:00:00.000Z" }]).map((f) => [f.topic, f.text]);
const ended = (text: string) => {
  const sentences = taggedSentences(text);
  return endsIn(sentences, (i) => !!exclusion(sentences[i]?.text ?? ""));
};

describe("more of how people type", () => {
  it("reads a city typed in lower case after 'live in' or 'moved to', and not 'live in hope'", () => {
    expect(read("we moved to brno in may")).toEqual([["home_city", "Lives in Brno"]]);
    expect(read("i live in hope tbh")).not.toContainEqual(expect.arrayContaining(["home_city"]));
  });

  it("reads a stay with an adverb between 'have' and 'been' as the home", () => {
    expect(read("i've actually been in Lyon since april")).toEqual([["home_city", "Lives in Lyon since April 2026"]]);
  });

  it("reads what the user says they should tell as the statement itself", () => {
    expect(read("oh i should mention i'm pescatarian")).toEqual([["diet", "Pescatarian"]]);
    expect(read("forgot to say we moved to Ghent")).toEqual([["home_city", "Lives in Ghent"]]);
  });

  it("reads wherever the user works from as the place of work, and 'never again' as no instruction", () => {
    expect(read("i work from the spare room")).toEqual([["work_place", "Works from the spare room"]]);
    expect(read("never again, that was awful")).toEqual([]);
  });

  it("reads an activity switched to, and nothing in a switch the user refuses", () => {
    expect(read("i've switched to swimming in the mornings")).toContainEqual(["does:swimming", "Has switched to swimming in the mornings"]);
    expect(read("im not switching from firefox to chrome")).toEqual([]);
  });

  it("reads a perfect without its 'I've', the user's things after 'all', and a commute with no mode", () => {
    expect(read("been doing pottery classes since march")).toContainEqual(["does:pottery", "Doing pottery classes since March 2026"]);
    expect(read("all my passwords are in bitwarden")).toEqual([["password_manager", "Passwords are in bitwarden"]]);
    expect(read("im commuting again")).toEqual([["commute", "Commuting again"]]);
  });

  it("names what was dropped, and a part of the body back to normal", () => {
    expect(ended("dropped spanish in june")).toEqual(["spanish"]);
    expect(ended("my wrist is finally back to normal")).toEqual(["wrist"]);
  });
});
