import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";
import { endsIn } from "../../src/facts/endings";
import { turnNames } from "../../src/facts/past-names";
import { currentAcross as across, readOne as read } from "./facts-user-object";

beforeAll(loadLanguage);

const ends = (turn: string) => endsIn(taggedSentences(turn), () => false);
const past = (turn: string) => turnNames(taggedSentences(turn), () => false).past;

// Changes and jokes told aside, beside other talk. Expectations are written from the sentences.
describe("what a turn says in passing", () => {
  it("ends the post held when the user is voted into another", () => {
    expect(read("the AGM was on Tuesday and they voted me in as chairman, would you believe")).toContain("[elected_role] Is the chairman");
    const facts = across(
      "I'm the treasurer of our allotment society, forty plots. Can you help me with a subs spreadsheet?",
      "Big news, the members voted me in as the chair at the AGM! Can you help me write a short speech?",
    );
    expect(facts.filter((f) => /treasurer/i.test(f))).toEqual([]);
    expect(facts).toContain("[elected_role] Is the chair");
    // Someone else's election is not the user's.
    expect(read("they voted him in as chairman")).toEqual([]);
  });

  it("takes a sentence said with a laugh back when the next one turns earnest", () => {
    expect(read("so tomorrow I am director of Ryanair haha. no, serious, my boss says I might get a bonus")).not.toContainEqual(
      expect.stringMatching(/director/i),
    );
    // Without the laugh, "seriously" is only emphasis.
    expect(read("I work at the Co-op in Carlisle. Seriously, can you help with my rota?")).toContainEqual(expect.stringMatching(/Co.op/));
    expect(read("ngl i'm moving to Cancun to sell timeshares and never opening my inbox again lol")).toEqual([]);
  });

  it("reads a course passed or a doing stopped as over", () => {
    expect(ends("i passed the bookkeeping course!! finished in june")).toContain("bookkeeping");
    expect(ends("a couple of weeks ago I have stopped the fasting")).toEqual(["fasting"]);
    // "stopped eating meat" names the meat, not every meal.
    expect(ends("i stopped eating meat")).toEqual(["meat"]);
    expect(ends("she passed away last year")).toEqual([]);
  });

  it("names what ended after the verb that introduces it", () => {
    expect(ends("shoulder recon means hockey's done for me")).toEqual(["hockey"]);
    expect(ends("Vectra is dead, gearbox broke on the motorway")).toContain("vectra");
  });

  it("reads a subject said not to suit the user as behind them", () => {
    expect(
      past("so bit of news, i've transferred onto history. law just wasn't for me, too much memorising and not enough stories"),
    ).toEqual(["law"]);
    expect(
      past("so bit of news, i've transferred onto history. law just wasn't for me, too much memorising and not enough stories"),
    ).not.toContain("history");
  });

  it("reads a move told beside a commute's condition and a request to find something out", () => {
    expect(read("Since we shifted to Kajang I'm on the MRT into KL every morning, an hour each way if nothing breaks down")).toContain(
      "[home_city] Lives in Kajang",
    );
    expect(read("we moved to Kamloops a week ago and can you help me find out if i need a new health card")).toContain(
      "[home_city] Lives in Kamloops",
    );
  });

  it("keeps what the user says after a reported request with 'so'", () => {
    expect(
      across(
        "I'm learning Amharic about two hours a day with a tutor, for my fieldwork.",
        "Our funder has asked us to relocate the fieldwork to Senegal, so I have set Amharic aside and am now learning Wolof.",
      ).filter((f) => /Learning Amharic/.test(f)),
    ).toEqual([]);
  });

  it("ends a job told as working somewhere as a role when the user joins another employer", () => {
    const facts = across(
      "I am working in Infosys as embedded software engineer, mostly AUTOSAR. Can you explain CAN FD?",
      "My notice period got over on 10th and Monday I joined Tata Elxsi, same domain. Kindly give me a primer on Android Automotive.",
    );
    expect(facts.filter((f) => /Infosys/.test(f))).toEqual([]);
    expect(facts).toContainEqual(expect.stringMatching(/Tata Elxsi/));
  });

  it("reads a change said with a rising tone as a statement, and a question as none", () => {
    expect(read("i've quit coffee?")).toEqual(["[caffeine] No longer drinks coffee"]);
    expect(read("should i quit coffee?")).toEqual([]);
  });

  it("reads a pass as the end of a course only beside a word for one", () => {
    expect(ends("i passed the ball to my brother")).toEqual([]);
    expect(ends("I passed the accountancy course in June")).toContain("accountancy");
  });

  it("keeps where in a firm the user works, and a name's sign", () => {
    expect(read("i work in payroll for an nhs trust, month end is my nemesis")).toEqual(["[employer] Works in payroll for an nhs trust"]);
    expect(read("i write all my little perl scripts in notepad++ at work")).toContain("[editor] Uses notepad++");
  });
});
