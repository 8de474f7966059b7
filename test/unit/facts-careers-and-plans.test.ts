import { beforeAll, describe, expect, it } from "vitest";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";
import { replay } from "./facts-user-object";

beforeAll(loadLanguage);

const at = (turn: number) => new Date(Date.UTC(2026, 0, turn * 10)).toISOString();
const said = (content: string, turn = 1): UserStatement => ({ conversation_id: "c1", seq: turn, content, created_at: at(turn) });
const read = (content: string) => extractFacts([said(content)]).map((f) => `[${f.topic}] ${f.text}`);
const timeline = (...turns: string[]) => replay(turns, said, at).map((f) => `${f.status} [${f.topic}] ${f.text}`);

describe("careers said without an employer", () => {
  it("reads a promotion and a new job 'as' a role as the occupation", () => {
    expect(read("got promoted to staff engineer last month!")[0]).toMatch(/^\[occupation\] Got promoted to staff engineer/);
    expect(read("i started a new job as a midwife in january")).toEqual(["[occupation] Works as a midwife"]);
    expect(read("im a tech lead now")).toEqual(["[occupation] Is a tech lead"]);
  });

  it("reads retiring and going freelance as the standing at work, which a new job ends", () => {
    expect(read("i retired last year after 30 years at the council")[0]).toMatch(/^\[work_status\] Retired/);
    expect(timeline("i went freelance in june", "started a new job as a copywriter at an agency last week")).toEqual(
      expect.arrayContaining(["superseded [work_status] Went freelance", "current [occupation] Works as a copywriter at an agency"]),
    );
  });

  it("reads a pregnancy as health, not as a relationship status", () => {
    expect(timeline("my wife and i are married, 6 years now", "im pregnant!! 12 weeks")).toEqual(
      expect.arrayContaining(["current [health:pregnancy] Is pregnant"]),
    );
    expect(read("im pregnant!! 12 weeks").join(" ")).not.toMatch(/relationship_status/);
  });
});

describe("plans that change", () => {
  it("reads 'going to see' someone on stage as a plan, and a cancelled trip ends it", () => {
    expect(read("I'm going to see Fontaines D.C. in Dublin in March.")[0]).toMatch(/^\[plan:.*\] Plans to see Fontaines/);
    const history = timeline("I'm going to see Fontaines D.C. in Dublin in March.", "we had to cancel the Fontaines trip, work got crazy");
    expect(history.find((f) => /Plans to see/.test(f))).toMatch(/^superseded/);
  });

  it("reads a move still to come as a plan, not as the home", () => {
    expect(read("we're moving to bristol in the summer, already found a place")).toEqual([
      "[plan:move_bristol] Moving to Bristol in the summer",
    ]);
    expect(read("we moved to bristol in the summer")[0]).toMatch(/^\[home_city\] Lives in Bristol/);
  });

  it("reads a wedding to come as getting married, not as married", () => {
    expect(read("we're getting married in june!")).toEqual(["[relationship_status] Getting married"]);
    expect(read("we got married in june")).toEqual(["[relationship_status] Married"]);
  });

  it("reads a plan moved to another date, which ends the plan that named it", () => {
    expect(read("ugh, the wedding got postponed to september")).toEqual(["[plan:wedding_moved] Wedding moved to september"]);
    const history = timeline("we're planning the wedding for may", "the wedding got pushed back to august because of the venue");
    expect(history).toEqual(expect.arrayContaining(["current [plan:wedding_moved] Wedding moved to august"]));
    expect(history.find((f) => /may/i.test(f))).toMatch(/^superseded/);
  });
});

describe("drinks, jokes and the past", () => {
  it("reads drinking as a habit, and giving it up replaces it however it is said", () => {
    expect(read("honestly i have a glass of red most nights")).toEqual(["[alcohol] Has a glass of red most nights"]);
    const history = timeline("i have a couple of beers most evenings", "i havent had a drink since new year, feeling great");
    expect(history).toEqual(expect.arrayContaining(["superseded [alcohol] Has a couple of beers most evenings"]));
    expect(read("i quit drinking in may")).toEqual(["[alcohol] No longer drinks alcohol"]);
  });

  it("reads an emoji as the end of what came before it", () => {
    expect(read("friday pizza night 🍕 honestly i play a lot of chess").join(" ")).not.toMatch(/pizza/);
    expect(read("sunday roast 🍗 honestly i have a pint of cider with it")).toEqual(["[alcohol] Has a pint of cider with it"]);
  });

  it("reads no fact in hyperbole said with a laugh, and keeps a real move said with one", () => {
    expect(read("i basically live at the library now lol")).toEqual([]);
    expect(read("honestly might as well move to mars haha")).toEqual([]);
    expect(read("we moved to leeds last month lol")).toContain("[home_city] Lives in Leeds");
  });

  it("reads nothing current in what held 'back then'", () => {
    expect(read("back then i was a total night owl and lived in glasgow")).toEqual([]);
    expect(read("im one of those early risers, up at 5 every day")).toEqual(["[sleep] Is one of those early risers"]);
  });
});

describe("the car", () => {
  it("reads a model after its year as the car, and selling the car ends it", () => {
    expect(read("i drive a 2015 golf")).toEqual(["[car] Drives a golf"]);
    expect(read("i drive a lot for work").join(" ")).not.toMatch(/\[car\]/);
    expect(timeline("i drive a 2012 corolla", "sold the car, we cycle everywhere now")).toEqual(
      expect.arrayContaining(["superseded [car] Drives a corolla", "current [car] No longer drives a car"]),
    );
  });
});

describe("more of how people say a change", () => {
  it("reads a tool the user is done with, and the one that holds everything now", () => {
    expect(read("i'm done with notion, everything lives in obsidian now")).toEqual(["[note_app] Uses obsidian"]);
    expect(read("honestly im done with chrome")).toEqual(["[browser] No longer uses chrome"]);
  });

  it("reads a clause that dropped its 'I' after a verbless state", () => {
    expect(read("no longer vegetarian btw, started eating chicken again in december")).toEqual(["[diet] Eats chicken again"]);
    expect(read("my fam has been great, they helped out and showed lots of love").join(" ")).not.toMatch(/Showed/);
  });
});

describe("traps that look like the new readings", () => {
  it("gives a housemate's new tool to the housemate, not to the user", () => {
    const [fact, ...more] = extractFacts([said("my flatmate switched to neovim and won't shut up about it")]);
    expect(more).toEqual([]);
    expect(fact).toMatchObject({ subject: "flatmate", type: "relationship" });
  });

  it("reads no plan in a maybe, and no habit in a drink had once", () => {
    expect(read("maybe i'll try keto next year, who knows")).toEqual([]);
    expect(read("i drank way too much coffee today").join(" ")).not.toMatch(/\[caffeine\]/);
  });

  it("reads 'not pregnant' as no relationship status", () => {
    expect(read("i'm not pregnant, just bloated lol").join(" ")).not.toMatch(/relationship_status/);
  });
});

describe("more of how people say a change, read after sets 15-18's first run", () => {
  it("reads handing in one's notice as the end of the job there, and a new employer named like a bank as the employer", () => {
    expect(read("finally handed in my notice at asda")).toEqual(["[employer] Left their job at asda"]);
    const history = timeline("i work at nationwide, in the call centre", "started at monzo as of monday!!");
    expect(history).toEqual(expect.arrayContaining(["current [employer] Works at monzo"]));
  });

  it("reads a town the library reads as a plural, a drink one has been on since, and being hooked on something", () => {
    expect(read("i live in poitiers, came here for uni")[0]).toBe("[home_city] Lives in Poitiers");
    expect(read("been on rooibos since march instead of coffee")[0]).toMatch(/^\[caffeine\] Drinks rooibos/);
    expect(read("i'm completely hooked on wordle")[0]).toMatch(/^\[likes:wordle\] /);
  });

  it("reads 'been having chicken' as eating it, and a job title five words in", () => {
    expect(read("ive been having chicken and fish again since january")[0]).toBe("[diet] Eats chicken");
    expect(read("im officially a junior data engineer now")[0]).toMatch(/^\[occupation\] /);
  });

  it("reads nothing in what others keep asking, or in leaving someone for a dishwasher with a laugh", () => {
    expect(read("people at work keep asking why i dont just go vegan")).toEqual([]);
    expect(read("honestly im leaving dave for it 😂")).toEqual([]);
  });
});
