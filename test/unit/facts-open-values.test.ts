import { beforeAll, describe, expect, it } from "vitest";
import { exclusion } from "../../src/facts/exclusions";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";
import { replay } from "./facts-user-object";

beforeAll(loadLanguage);

const at = (turn: number) => new Date(Date.UTC(2026, 0, turn * 10)).toISOString();
const said = (content: string, turn = 1): UserStatement => ({ conversation_id: "c1", seq: turn, content, created_at: at(turn) });
const read = (content: string) => extractFacts([said(content)]).map((f) => `[${f.topic}] ${f.text}`);
const byStatus = (status: string, turns: string[]) =>
  replay(turns, said, at)
    .filter((f) => f.status === status)
    .map((f) => f.text);

describe("values outside the lists", () => {
  it("reads a role said before a bare employer as the occupation, whatever the role's words", () => {
    expect(read("im a junior data wrangler at ocado, mostly python")).toEqual([
      "[occupation] Is a junior data wrangler at ocado, mostly python",
    ]);
    expect(read("i'm a backend dev at deliveroo")).toEqual(["[occupation] Is a backend dev at deliveroo"]);
    // A regular at a place with "the" is no job.
    expect(read("im a regular at the climbing gym")).not.toContainEqual(expect.stringMatching(/^\[occupation\]/));
  });

  it("ends the role at the old employer when the user starts somewhere new", () => {
    const turns = [
      "im a backend dev at deliveroo, on the payments team",
      "handed in my notice at deliveroo and started at skyscanner on monday",
    ];
    expect(byStatus("current", turns)).toContain("Works at skyscanner");
    expect(byStatus("superseded", turns)).toContain("Is a backend dev at deliveroo, on the payments team");
  });

  it("reads a tool the lists lack by the kind of tool named after it", () => {
    expect(read("i switched to the orbitz browser a few weeks ago")).toEqual(["[browser] Uses orbitz"]);
    expect(read("been using the quillmark editor since march")).toEqual(["[editor] Uses quillmark since March 2025"]);
    const turns = ["i use firefox for everything", "i switched to the orbitz browser a few weeks ago, so far so good"];
    expect(byStatus("current", turns)).toContain("Uses orbitz");
    expect(byStatus("superseded", turns)).toContain("Uses firefox");
  });
});

// The turns are said in January 2026, so "march" is the March before: 2025.
describe("the body", () => {
  it("keeps a hurt part of the body as a state until the same part heals", () => {
    expect(read("i broke my ankle playing five-a-side in march")).toEqual(["[health:ankle] Broke their ankle in March 2025"]);
    const turns = ["my collarbone is broken so typing is slow", "the collarbone has fully healed!!"];
    expect(byStatus("current", turns)).toContain("Collarbone has healed");
    expect(byStatus("superseded", turns)).toContain("Collarbone is broken so typing is slow");
  });

  it("reads a part said to be better as healed, in the user's words", () => {
    expect(read("my knee is finally better")).toEqual(["[health:knee] Knee is finally better"]);
  });
});

describe("names", () => {
  it("reads the middle name given after a comma as the name the user goes by", () => {
    const turns = ["hi! im florence but everyone calls me flo", "ive been going by my middle name, wren, since the summer"];
    expect(read(turns[1] as string)).toEqual(["[name] Goes by Wren (their middle name)"]);
    expect(byStatus("current", turns)).toContain("Goes by Wren (their middle name)");
  });

  it("reads a name the library does not know after a greeting and a comma", () => {
    expect(read("hiya, im oisin. quick question about pasta")).toEqual(["[name] Name is Oisin"]);
    // Without the greeting an unknown word after "im" stays no name.
    expect(read("im skint.")).not.toContainEqual(expect.stringMatching(/^\[name\]/));
  });
});

describe("the way people type", () => {
  it("keeps a statement standing when a condition only follows it", () => {
    expect(read("hey, im a support lead at zendesk, so if i disappear at 3pm its standup")).toEqual([
      "[occupation] Is a support lead at zendesk",
    ]);
    expect(read("moved to cork last week, if that matters")).toEqual(["[home_city] Lives in Cork"]);
    // A statement that is itself conditional still states nothing.
    expect(exclusion("i would take the job, if they paid more")).toBe("hypothetical");
    expect(exclusion("if i ever move it will be to cork")).toBe("hypothetical");
  });

  it("reads the user's own asking and chat shorthand as what they say", () => {
    expect(read("asking bc i moved my notes to obsidian last month")).toEqual(["[note_app] Uses obsidian"]);
    expect(read("asking cuz i switched to the orbitz browser")).toEqual(["[browser] Uses orbitz"]);
  });

  it("reads an upside-down smile as resignation, not a joke, while an eye roll stays sarcasm", () => {
    expect(read("im commuting again 🙃")).toEqual(["[commute] Commuting again"]);
    expect(exclusion("oh great, im the new office manager 🙄")).toBe("joke");
  });
});
