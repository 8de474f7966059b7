import { beforeAll, describe, expect, it } from "vitest";
import { replay, storedFact } from "./facts-user-object";
import { endedBy } from "../../src/facts/consolidate";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";
import type { Fact } from "../../src/facts/types";

beforeAll(loadLanguage);

const at = (day: number) => new Date(Date.UTC(2026, 3, day, 10)).toISOString();
const said = (content: string, day = 1): UserStatement => ({ conversation_id: `c${day}`, seq: day, content, created_at: at(day) });
const read = (content: string) => extractFacts([said(content)]).map((f) => [f.topic, f.text]);
const on = (topic: string, content: string) => read(content).filter(([t]) => t === topic);
const timeline = (...turns: string[]): Fact[] => replay(turns, said, at);
const current = (facts: Fact[]) => facts.filter((f) => f.status === "current").map((f) => f.text);
const superseded = (facts: Fact[]) => facts.filter((f) => f.status === "superseded").map((f) => f.text);

describe("a break-up", () => {
  it("ends the partner's facts and the user's facts that name the partner, with the relationship", () => {
    const facts = timeline(
      "my boyfriend tomas drags me to salsa every friday",
      "i need a gift idea for my bf's birthday, he loves vinyl",
      "my partner and i run a tiny bookshop",
      "tomas and i broke up last week",
    );
    expect(current(facts)).toEqual(["Single (broke up with Tomas)"]);
    expect(superseded(facts)).toEqual([
      "Boyfriend is Tomas",
      "Boyfriend (Tomas) drags them to salsa every friday",
      "Needs a gift idea for their bf's birthday",
      "Runs a tiny bookshop with partner",
    ]);
  });

  it("ends a relationship said as 'together for years' when the couple split", () => {
    const facts = timeline("we've been together about 5 years, she's a vet", "we split up in march");
    expect(current(facts)).toEqual(["Single (broke up)"]);
    expect(superseded(facts)).toEqual(["In a relationship"]);
  });

  it("ends the ex's facts but not a business partner's, a sister's husband's, an ex's or the user's home", () => {
    const day1 = at(1);
    const facts = [
      storedFact("a", "Wife is Dagny", day1, { type: "relationship", topic: "rel:wife.name", value: "Dagny", subject: "wife" }),
      storedFact("b", "Wife (Dagny) works at the library", day1, { type: "relationship", topic: "rel:wife.employer", subject: "wife" }),
      storedFact("c", "Runs a bakery with their business partner", day1),
      storedFact("d", "Sister's husband is a pilot", day1, { type: "relationship", topic: "rel:sister.husband", subject: "sister" }),
      storedFact("e", "Has lunch with their ex-wife on sundays", day1),
      storedFact("f", "Lives in Leipzig, came here for their partner", day1, { topic: "home_city" }),
    ];
    const [divorce] = extractFacts([said("we got divorced in the spring", 20)]);
    expect(divorce?.topic).toBe("relationship_status");
    const ended = endedBy(divorce!, facts, "new", at(20)).map((change) => (change.kind === "update" ? change.id : null));
    expect(ended.sort()).toEqual(["a", "b"]);
  });
});

describe("a relationship status said casually", () => {
  it("is a relationship_status fact, and someone else's dating or dating as a noun is not", () => {
    const cases: [string, string][] = [
      ["single for like 3 years now and loving it", "Single"],
      ["still single tbh", "Single"],
      ["not seeing anyone right now", "Single"],
      ["been seeing someone since spring", "Seeing someone"],
      ["dating someone new, early days", "Dating someone new"],
      ["got a girlfriend!!", "Has a girlfriend"],
      ["we're together now", "In a relationship"],
      ["moved in with my partner last month", "Lives with their partner"],
      ["my gf dumped me last night", "Single (broke up)"],
      ["we called it quits", "Single (broke up)"],
      ["tom dumped me last week", "Single (broke up with Tom)"],
      ["my girlfriend broke up with me", "Single (broke up)"],
      ["my wife and i are separating", "Separated"],
      ["we called off the engagement", "Single (broke up)"],
      ["me and my girlfriend hana just moved in together", "Lives with their partner"],
      ["we're no longer together", "Single (broke up)"],
      ["i'm not with tom anymore", "Single (broke up with Tom)"],
      ["i'm in a relationship", "In a relationship"],
      ["got back together with my ex", "In a relationship"],
      ["we got together last summer", "In a relationship"],
      ["my boyfriend proposed last night and i said yes", "Engaged"],
      ["my new boyfriend ollie is a chef", "Has a new boyfriend"],
      ["we finally tied the knot last weekend", "Married"],
      ["the divorce came through in march", "Divorced"],
      ["my husband passed away last year", "Widowed"],
      ["i proposed and she said yes!", "Engaged"],
    ];
    for (const [sentence, text] of cases) expect(on("relationship_status", sentence), sentence).toEqual([["relationship_status", text]]);
    for (const sentence of [
      "my brother is dating someone",
      "theyve only been dating since march",
      "dating apps are exhausting",
      "if i got a girlfriend i would have to tidy",
      "we split the bill",
      "single parents have it hard",
      "we got together for drinks",
      "i'm not with vodafone anymore",
      "my brother proposed to his girlfriend",
      "tom left me in charge",
      "my business partner left me",
      "the bus left me stranded",
    ])
      expect(on("relationship_status", sentence), sentence).toEqual([]);
  });

  // Turn 2 is said on 2 April; "a few weeks" (three) before it is 12 March.
  it("supersedes 'single' when the user starts seeing someone, and names the new partner", () => {
    const facts = timeline("still single, honestly loving it", "so i've been seeing someone for a few weeks! her name is wren");
    expect(current(facts)).toEqual(["Seeing someone since 12 March 2026", "Partner is Wren"]);
    expect(superseded(facts)).toEqual(["Single"]);
  });

  it("keeps a climbing partner apart from the user's partner", () => {
    expect(read("my climbing partner zofia moved to oslo")).toEqual([
      ["rel:climbing_partner.home_city", "Climbing partner (Zofia) lives in Oslo"],
    ]);
  });
});

describe("the user's name", () => {
  it("is read from an introduction with a full name or a nickname, in any case, and not from a state, a quote or someone else's name", () => {
    expect(on("name", "hey, im noor haddad, i teach piano")).toEqual([["name", "Name is Noor Haddad"]]);
    expect(on("name", "I'm Leonie Vogt btw")).toEqual([["name", "Name is Leonie Vogt"]]);
    expect(on("name", "im rafa btw, been called that forever")).toEqual([["name", "Name is Rafa"]]);
    expect(on("name", "my name's ana btw")).toEqual([["name", "Name is Ana"]]);
    expect(on("name", "I'm Amara, 34, from Leeds")).toEqual([["name", "Name is Amara"]]);
    expect(on("name", "I'm Dr. Amara Obi")).toEqual([["name", "Name is Dr Amara Obi"]]);
    expect(on("name", "Hey there! Amara here. Quick question")).toEqual([["name", "Name is Amara"]]);
    expect(on("name", "sam here, quick question about my taxes")).toEqual([["name", "Name is Sam"]]);
    expect(on("name", "everyone calls me jojo")).toEqual([["name", "Goes by Jojo"]]);
    expect(on("name", "I prefer to be called Kate")).toEqual([["name", "Goes by Kate"]]);
    expect(on("name", "I'd rather be called Elizabeth")).toEqual([["name", "Goes by Elizabeth"]]);
    for (const sentence of [
      "im skint, payday is friday",
      "hi, im starving",
      "I'm vegan",
      "I'm British",
      "Im Exhausted",
      'my son keeps saying "i\'m batman" to everyone',
    ])
      expect(on("name", sentence), sentence).toEqual([]);
    expect(read("my sister goes by Kat")).toEqual([["rel:sister.name", "Sister goes by Kat"]]);
    expect(read("can you call me back later?")).toEqual([]);
    expect(on("name", "my son says everyone calls me grumpy")).toEqual([]);
    expect(on("name", "would you call me Zoe if i asked?")).toEqual([]);
    expect(on("name", "my kids call me chef")).toEqual([]);
  });

  it("changes with a surname taken, a name said with 'now', or a new name asked for", () => {
    const married = timeline("hey, im noor haddad, i teach piano", "got married in may and took her surname, so it's noor okafor now");
    expect(current(married).filter((t) => t.startsWith("Name"))).toEqual(["Name is Noor Okafor"]);
    expect(superseded(married)).toEqual(["Name is Noor Haddad"]);
    const renamed = timeline("I'm Leonie Vogt btw", "I'm Leonie Brandt now");
    expect([current(renamed), superseded(renamed)]).toEqual([["Name is Leonie Brandt"], ["Name is Leonie Vogt"]]);
    const surname = timeline("My name is Ines Halvorsen.", "my surname is Novak now");
    expect([current(surname), superseded(surname)]).toEqual([["Surname is Novak"], ["Name is Ines Halvorsen"]]);
    const asked = timeline("call me bex, everyone does", "could you call me rebecca from now on?");
    expect([current(asked), superseded(asked)]).toEqual([["Goes by Rebecca"], ["Goes by Bex"]]);
  });

  it("changes when the user goes by a full or longer name, or drops the nickname", () => {
    const full = timeline("call me bex, everyone does", "im going by my full name now");
    expect([current(full), superseded(full)]).toEqual([["Goes by their full name"], ["Goes by Bex"]]);
    const longer = timeline("im dex btw", "i go by a longer name these days");
    expect([current(longer), superseded(longer)]).toEqual([["Goes by a longer name"], ["Name is Dex"]]);
    const dropped = timeline("call me bex, everyone does", "i dropped the nickname");
    expect([current(dropped), superseded(dropped)]).toEqual([["No longer goes by a nickname"], ["Goes by Bex"]]);
  });
});
