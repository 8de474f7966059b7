import { beforeAll, describe, expect, it } from "vitest";
import { replay, storedFact } from "./facts-user-object";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";
import { asRelation } from "../../src/facts/relations";
import type { Fact } from "../../src/facts/types";

beforeAll(loadLanguage);

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 10)).toISOString();
const said = (content: string, day = 1): UserStatement => ({ conversation_id: `c${day}`, seq: day, content, created_at: at(day) });
const read = (content: string, names: string[] = []) =>
  extractFacts([said(content)], undefined, names).map((f) => [f.topic, f.text, f.subject]);
const names = (content: string) => read(content).filter(([topic]) => (topic ?? "").endsWith(".name"));

const timeline = (...turns: string[]): Fact[] => replay(turns, said, at);

describe("the name after a relation noun", () => {
  it("is the person's name in any case, a fact of its own, and shown beside the relation", () => {
    expect(read("my girlfriend priya teaches yoga on weekends")).toEqual([
      ["rel:girlfriend.name", "Girlfriend is Priya", "girlfriend"],
      ["rel:girlfriend.yoga", "Girlfriend (Priya) teaches yoga on weekends", "girlfriend"],
    ]);
    expect(read("My brother Tomasz lives in Gdansk.")).toEqual([
      ["rel:brother.name", "Brother is Tomasz", "brother"],
      ["rel:brother.home_city", "Brother (Tomasz) lives in Gdansk", "brother"],
    ]);
    expect(names("it's just me and my wife oksana these days")).toEqual([["rel:wife.name", "Wife is Oksana", "wife"]]);
    expect(names("our neighbour gus has a new van")).toEqual([["rel:neighbour.name", "Neighbour is Gus", "neighbour"]]);
    expect(names("my best friend Marisol moved to Quito")).toEqual([["rel:friend.name", "Friend is Marisol", "friend"]]);
    // "june" is a month in compromise's lexicon; after "my sister" it is her name.
    expect(read("my sister june moved to leeds")[1]).toEqual(["rel:sister.home_city", "Sister (June) lives in Leeds", "sister"]);
    expect(names("my husband ruairi and i have been married since 2015")).toEqual([["rel:husband.name", "Husband is Ruairi", "husband"]]);
  });

  it("is not a verb, an adverb or a common noun that follows the relation noun", () => {
    for (const sentence of [
      "my wife just started a new job",
      "my husband really likes hiking",
      "my pet peeve is loud chewing",
      "my friend group is tiny",
      "my dog sitter cancelled on me",
      "my sister will visit in May",
      "my brother house is huge",
    ])
      expect(names(sentence), sentence).toEqual([]);
  });
});

describe("the user with someone else", () => {
  it("makes the user the subject of 'me and my cousin', 'my sister and I' and 'me and a name', with the other named", () => {
    expect(read("me and my cousin run a podcast about board games")).toEqual([
      ["does:running", "Runs a podcast about board games with cousin", "user"],
    ]);
    expect(read("my sister and I started a bakery")).toEqual([["event:start_bakery", "Started a bakery with sister", "user"]]);
    expect(read("me and Jonas go bouldering every thursday")).toEqual([
      ["does:bouldering", "Goes bouldering every thursday with Jonas", "user"],
    ]);
  });
});

describe("a name said in a later round", () => {
  it("reads a known lower-case name as the subject, and an unknown one as nothing", () => {
    const sentence = "ruairi quit deloitte and he's a teacher now";
    expect(read(sentence)).toEqual([]);
    expect(read(sentence, ["ruairi"]).map(([topic, , subject]) => [topic?.replace(/\..*$/, ""), subject])).toEqual([
      ["rel:person_ruairi", "ruairi"],
      ["rel:person_ruairi", "ruairi"],
    ]);
  });

  it("knows a name given earlier in the same round", () => {
    const facts = extractFacts([said("my husband ruairi is an accountant"), said("ruairi is a teacher now", 2)]);
    expect(facts.map((f) => f.topic)).toEqual(["rel:husband.name", "rel:husband.occupation", "rel:person_ruairi.occupation"]);
  });

  it("maps a named person's facts to the relation whose current fact names them, so the new job supersedes the old with history", () => {
    const store = timeline("my husband ruairi is an accountant at deloitte", "ruairi quit deloitte and he's a teacher now");
    expect(store.map((f) => [f.status, f.topic, f.text, f.subject])).toEqual([
      ["current", "rel:husband.name", "Husband is Ruairi", "husband"],
      ["superseded", "rel:husband.occupation", "Husband (Ruairi) is an accountant at deloitte", "husband"],
      ["current", "rel:husband.deloitte", "Husband (Ruairi) quit deloitte", "husband"],
      ["current", "rel:husband.occupation", "Husband (Ruairi) is a teacher", "husband"],
    ]);
  });
});

describe("asRelation, the user object's mapping of a bare name", () => {
  const nameFact = (relation: string, name: string, status: Fact["status"] = "current"): Fact =>
    storedFact(`${relation}-${name}`, `${relation} is ${name}`, at(1), {
      type: "relationship",
      topic: `rel:${relation}.name`,
      value: name,
      status,
      subject: relation,
    });
  const candidate = {
    type: "relationship" as const,
    topic: "rel:person_oksana.employer",
    text: "Oksana works at Arup",
    value: "Arup",
    valid_from: at(5),
    confidence: 0.85,
    sources: [{ conversation_id: "c5", seq: 5 }],
    subject: "oksana",
  };
  const mapped = (current: Fact[]) => {
    const out = asRelation(candidate, current);
    return [out.topic, out.text, out.subject];
  };

  it("moves a named person's topic, text and subject to the relation whose current fact names them", () => {
    expect(mapped([nameFact("wife", "Oksana"), nameFact("brother", "Tomasz")])).toEqual([
      "rel:wife.employer",
      "Wife (Oksana) works at Arup",
      "wife",
    ]);
  });

  it("leaves the fact as it is when no current fact names the person, or two relations do", () => {
    const unchanged = ["rel:person_oksana.employer", "Oksana works at Arup", "oksana"];
    expect(mapped([nameFact("brother", "Tomasz")])).toEqual(unchanged);
    expect(mapped([nameFact("wife", "Oksana", "superseded")])).toEqual(unchanged);
    expect(mapped([nameFact("wife", "Oksana"), nameFact("boss", "Oksana")])).toEqual(unchanged);
  });
});
