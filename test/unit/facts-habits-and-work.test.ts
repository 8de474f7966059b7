import { beforeAll, describe, expect, it } from "vitest";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";
import { replay } from "./facts-user-object";

beforeAll(loadLanguage);

const at = (turn: number) => new Date(Date.UTC(2026, 0, turn * 10)).toISOString();
const said = (content: string, turn = 1): UserStatement => ({ conversation_id: "c1", seq: turn, content, created_at: at(turn) });
const read = (content: string) => extractFacts([said(content)]).map((f) => `[${f.topic}] ${f.text}`);
const current = (...turns: string[]) =>
  replay(turns, said, at)
    .filter((f) => f.status === "current")
    .map((f) => f.text);
const superseded = (...turns: string[]) =>
  replay(turns, said, at)
    .filter((f) => f.status === "superseded")
    .map((f) => f.text);

describe("habits", () => {
  it("reads when the user sleeps, and a new bedtime replaces being a night owl", () => {
    expect(read("honestly im a real night owl, never asleep before 1am")).toEqual(["[sleep] Is a real night owl"]);
    const turns = ["im a night owl, mornings are the worst", "new shift starts at 7 so i've been going to bed around 9:30 since monday"];
    expect(current(...turns).join(" | ")).toMatch(/bed around 9:30/);
    expect(superseded(...turns)).toContain("Is a night owl");
  });

  it("reads what keeps the user going, and a new drink replaces the old one however it is said", () => {
    expect(read("i basically live on flat whites, 4 a day")).toEqual(["[caffeine] Drinks flat whites"]);
    const turns = ["i run on espresso, three before noon", "i havent had coffee since january!", "matcha every morning now, way calmer"];
    expect(current(...turns)).toContain("Drinks matcha");
    expect(superseded(...turns)).toEqual(expect.arrayContaining(["Drinks espresso"]));
  });

  it("reads having no pets, and an animal adopted later ends it", () => {
    expect(read("no pets sadly, the landlord won't allow them")).toEqual(["[pets] Has no pets"]);
    const turns = ["we don't have any pets yet", "we rescued a lurcher last week, he is called biscuit"];
    expect(current(...turns)).toContain("Rescued a lurcher");
    expect(superseded(...turns)).toContain("Has no pets");
  });
});

describe("work said casually", () => {
  it("reads a line of work done for an employer, and a last day there ends it", () => {
    expect(read("i do tech support for canonical, fully remote")).toEqual(["[employer] Does tech support for canonical"]);
    const turns = ["i do payroll for a care home chain", "my last day at the care home chain was friday"];
    expect(current(...turns)).toContain("No longer works at the care home chain");
  });

  it("takes the job, not the language, from a job said with the languages it uses", () => {
    expect(read("im a data engineer at spotify, mostly python and sql")[0]).toMatch(/^\[occupation\] Is a data engineer at spotify/);
  });

  it("keeps the new employer when the same turn names the last day at the old one", () => {
    const turns = ["im a designer at figma", "my last day at figma was the 3rd and i started at canva last week"];
    expect(current(...turns)).toContain("Works at canva");
    expect(current(...turns).join(" | ")).not.toMatch(/figma/);
  });
});

describe("tools", () => {
  it("reads a tool named beside one of another kind", () => {
    expect(read("i write go mostly, in lapce these days")).toEqual(expect.arrayContaining(["[editor] Uses lapce"]));
  });

  it("takes a tool of the same kind named later in the clause as the replacement", () => {
    expect(read("i ditched hyper last month, been on ghostty since")).toEqual(["[terminal] Uses ghostty"]);
  });

  it("knows more note apps, phones and terminals by name", () => {
    const turns = ["all my notes live in google keep", "i moved everything over to joplin last weekend"];
    expect(current(...turns)).toContain("Uses joplin");
    expect(superseded(...turns)).toContain("Uses google keep");
    expect(read("finally got a redmi note 13")).toEqual(["[phone] Uses redmi"]);
  });
});

describe("the way people type", () => {
  it("reads a sentence that dropped its 'I' after an auxiliary as a statement, not a question", () => {
    expect(read("had a long talk with my doctor and honestly im eating fish again")).toContain("[diet] Eats fish again");
    expect(read("did you see the match last night")).toEqual([]);
  });

  it("reads a statement that ends in a filler asked of no one", () => {
    expect(read("been getting up at 6 since the new year and honestly??")).toEqual(["[sleep] Getting up at 6 since the new year"]);
  });

  it("reads a known city after 'im in' as home, but not a visit", () => {
    expect(read("hi! im in vienna, work remote mostly")).toContain("[home_city] Lives in Vienna");
    expect(read("im in vienna this week for a conference")).toEqual([]);
    expect(read("i live in tromso, norway")).toContain("[home_city] Lives in Tromso");
  });

  it("reads home from 'based out of' and 'back in' a city, and nothing from what the user is only thinking of", () => {
    expect(read("we're now based out of nairobi")).toEqual(["[home_city] Lives in Nairobi"]);
    expect(read("i'm back in dublin since march")[0]).toMatch(/^\[home_city\] Lives in Dublin/);
    expect(read("i'm thinking of switching to linux")).toEqual([]);
    expect(read("been considering moving to porto")).toEqual([]);
  });

  it("reads eating anything as the end of a diet, and 'done with' a diet as off it", () => {
    const turns = ["i've been keto since march", "eating normally again, it was too much"];
    expect(current(...turns)).toContain("Eats normally");
    expect(superseded(...turns).join(" | ")).toMatch(/Keto/);
    expect(read("im done with paleo")).toEqual(["[diet] No longer paleo"]);
  });

  it("ends what a doctor or physio said no more of", () => {
    const turns = ["i do bouldering twice a week", "my physio said no more bouldering until the finger heals"];
    expect(current(...turns).join(" | ")).not.toMatch(/^Does bouldering/);
    expect(superseded(...turns).join(" | ")).toMatch(/bouldering/i);
  });
});
