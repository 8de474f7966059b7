import { beforeAll, describe, expect, it } from "vitest";
import { replay } from "./facts-user-object";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";
import { withApostrophes } from "../../src/facts/spelling";

beforeAll(loadLanguage);

const at = (day: number) => new Date(Date.UTC(2026, 4, day, 9)).toISOString();
const said = (content: string, day: number): UserStatement => ({ conversation_id: "c7", seq: day, content, created_at: at(day) });
const read = (content: string) => extractFacts([said(content, 1)]).map((f) => [f.topic, f.text]);

const timeline = (...turns: string[]): string[][] => replay(turns, said, at).map((f) => [f.status, f.topic, f.text]);

describe("categories: one topic for a part of life said in many words", () => {
  it("puts renting and buying on the housing topic, so the purchase supersedes the rental", () => {
    expect(timeline("we rent a one bed apartment near the docks", "big news, we bought a cottage outside town!")).toEqual([
      ["superseded", "housing", "Rents a one bed apartment near the docks"],
      ["current", "housing", "Bought a cottage outside town"],
    ]);
  });

  it("reads renting somewhere as the housing, with no word for the home", () => {
    expect(read("we're renting in leith for now")).toEqual([["housing", "Renting in leith for now"]]);
  });

  it("puts a bus, a bike and a commute on the commute topic", () => {
    expect(read("i get the 7 bus to work every morning")).toEqual([["commute", "Gets the 7 bus to work every morning"]]);
    expect(timeline("i drive to the office most days", "as of this week i cycle to work")).toEqual([
      ["superseded", "commute", "Drives to the office most days"],
      ["current", "commute", "Cycles to work"],
    ]);
  });

  it("reads work hours and the place of work, each a topic of its own", () => {
    expect(timeline("I work weekends at the garden centre", "I switched to weekday shifts last month")).toEqual([
      ["superseded", "work_hours", "Works weekends at the garden centre"],
      ["current", "work_hours", "Switched to weekday shifts"],
    ]);
    expect(read("i work night shifts at the care home")).toEqual([["work_hours", "Works night shifts at the care home"]]);
    // The reason after the comma is a clause of its own, not part of where the user works.
    expect(timeline("i work from home, the commute was killing me", "im back in the office four days a week now")).toEqual([
      ["superseded", "work_place", "Works from home"],
      ["current", "work_place", "Is back in the office four days a week now"],
    ]);
  });

  it("reads pronouns however they are said, and the newer pronouns replace the older", () => {
    expect(read("hey, i'm jules, he/him")).toContainEqual(["pronoun", "Pronouns are he/him"]);
    expect(timeline("i'm jules, he/him btw", "i go by they/them these days").filter(([, topic]) => topic === "pronoun")).toEqual([
      ["superseded", "pronoun", "Pronouns are he/him"],
      ["current", "pronoun", "Pronouns are they/them"],
    ]);
  });

  it("keeps studies on one topic from the course to the degree", () => {
    expect(timeline("i'm doing a phd in marine biology", "i finally have my phd now!")).toEqual([
      ["superseded", "studies", "Doing a phd in marine biology"],
      ["current", "studies", "Has their phd now"],
    ]);
  });

  it("gives a new provider the topic the old one was stated under", () => {
    expect(timeline("my gp is dr hale at the village surgery", "we're with a new gp now, dr osei")).toEqual([
      ["superseded", "gp", "Gp is dr hale at the village surgery"],
      ["current", "gp", "Is with a new gp now, dr osei"],
    ]);
  });
});

describe("services, memberships and what the user is on", () => {
  it("reads a bank named by what the money does, and a switch of banks in one turn", () => {
    expect(read("my wages get paid into my hsbc account")).toEqual([["bank", "Uses hsbc"]]);
    expect(timeline("i bank with hsbc", "closed my hsbc account, moved it all over to revolut")).toEqual([
      ["superseded", "bank", "Uses hsbc"],
      ["current", "bank", "Uses revolut"],
    ]);
  });

  it("reads a music service and a laptop by category, lower case included", () => {
    expect(timeline("i use deezer for music", "im on spotify now")).toEqual([
      ["superseded", "music_service", "Uses deezer"],
      ["current", "music_service", "Uses spotify"],
    ]);
    expect(read("fyi, my work laptop is a thinkpad t14")).toEqual([["laptop", "Work laptop is a thinkpad t14"]]);
  });

  it("takes the tool after 'for' as the new one, and the one after 'to' whichever side 'from' is on", () => {
    expect(read("i ditched evernote for logseq")).toEqual([["note_app", "Uses logseq"]]);
    expect(read("i moved to firefox from safari")).toEqual([["browser", "Uses firefox"]]);
    expect(read("switched from vim to neovim last month")).toEqual([["editor", "Uses neovim"]]);
  });

  it("reads a tool named by a common word in lower case after 'use', and never a lone common word elsewhere", () => {
    expect(timeline("i use arc for browsing", "moved to firefox last week")).toEqual([
      ["superseded", "browser", "Uses arc"],
      ["current", "browser", "Uses firefox"],
    ]);
    expect(read("i started eating fish again")).not.toContainEqual(["shell", "Uses fish"]);
  });

  it("reads shifts said as 'on days' or 'on nights' as the work hours", () => {
    expect(timeline("i'm on nights at the depot", "i'm on days now")).toEqual([
      ["superseded", "work_hours", "Is on nights at the depot"],
      ["current", "work_hours", "Is on days now"],
    ]);
  });

  it("reads a team or club the user is in, and a regimen the user is on, but not a way or a holiday", () => {
    expect(read("i'm in a five-a-side football team")).toEqual([["member:five_side_football", "Is in a five-a-side football team"]]);
    // A medicine is read by its name (./medicines.ts), with what it is taken for.
    expect(read("i'm on metformin for my blood sugar")).toEqual([["medication:metformin", "Takes metformin for their blood sugar"]]);
    expect(read("i'm on my way to the station")).toEqual([]);
    expect(read("i'm on holiday next week")).toEqual([]);
  });
});

describe("casual typing", () => {
  it("restores apostrophes only where the spelling is no word of its own", () => {
    expect(withApostrophes("i havent been, im tired and its late, ill go wont I")).toBe(
      "i haven't been, I'm tired and its late, ill go won't I",
    );
    expect(withApostrophes("Dont worry, shes fine")).toBe("Don't worry, she's fine");
  });

  it("reads a statement typed without apostrophes like the same statement with them", () => {
    expect(read("i havent eaten meat since 2019")).toEqual(read("i haven't eaten meat since 2019"));
    expect(read("i havent eaten meat since 2019")).not.toContainEqual(expect.arrayContaining([expect.stringMatching(/havent/)]));
  });

  it("reads a clause led by 'as of' a day, and a lead-in without a verb before 'my'", () => {
    expect(read("as of monday i commute by tram")).toEqual([["commute", "Commutes by tram"]]);
    expect(read("quick context for later, my phone is a pixel 8")).toEqual([["phone", "Phone is a pixel 8"]]);
  });
});
