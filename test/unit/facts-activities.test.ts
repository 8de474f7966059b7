import { beforeAll, describe, expect, it } from "vitest";
import { replay } from "./facts-user-object";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { exclusion } from "../../src/facts/exclusions";
import { slug } from "../../src/facts/lexicon";
import { loadLanguage } from "../../src/facts/nlp";
import type { Fact } from "../../src/facts/types";

beforeAll(loadLanguage);

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 10)).toISOString();
const said = (content: string, day: number): UserStatement => ({ conversation_id: "c1", seq: day, content, created_at: at(day) });
const read = (content: string, day = 1) => extractFacts([said(content, day)]).map((f) => [f.type, f.topic, f.text]);

const timeline = (...turns: string[]): Fact[] => replay(turns, said, at);
const states = (store: Fact[]) => store.map((f) => [f.status, f.text]);

describe("activities taken up, kept and given up", () => {
  it("puts an activity and the statement that ends it on one topic, named by the activity", () => {
    expect(read("I play tennis on Sundays with my neighbour.")).toEqual([
      ["profile", "does:tennis", "Plays tennis on Sundays with their neighbour"],
    ]);
    expect(read("I quit tennis last month.")).toEqual([["profile", "does:tennis", "Quit tennis"]]);
    expect(read("I stopped playing tennis.")).toEqual([["profile", "does:tennis", "Stopped playing tennis"]]);
    expect(read("I don't play tennis anymore.")).toEqual([["profile", "does:tennis", "No longer plays tennis"]]);
  });

  it("supersedes the activity the user gave up, and keeps it in history", () => {
    expect(states(timeline("I play tennis every Sunday.", "I gave up tennis, my knee hated it."))).toEqual([
      ["superseded", "Plays tennis every Sunday"],
      ["current", "Gave up tennis"],
    ]);
    expect(states(timeline("I've been doing cold plunges since January.", "I stopped doing cold plunges."))).toEqual([
      ["superseded", "Doing cold plunges since January 2026"],
      ["current", "Stopped doing cold plunges"],
    ]);
  });

  it("names an activity the verb itself says by its gerund, so giving it up in a framed belief ends it", () => {
    expect(read("I knit most evenings while watching TV.")).toEqual([
      ["profile", "does:knitting", "Knits most evenings while watching TV"],
    ]);
    expect(states(timeline("I swim twice a week.", "Honestly, I think I've given up swimming."))).toEqual([
      ["superseded", "Swims twice a week"],
      ["current", "Has given up swimming"],
    ]);
    expect(read("my wrists hurt a lot, think i've given up knitting")).toContainEqual([
      "profile",
      "does:knitting",
      "Has given up knitting",
    ]);
  });

  it("takes no time word or 'everything' for an activity", () => {
    const topics = (content: string) => extractFacts([said(content, 1)]).map((f) => f.topic);
    expect(topics("I cook most evenings.")).toEqual(["does:cooking"]);
    expect(topics("I pay everything by card.")).toEqual(["does:paying"]);
  });

  it("makes an activity taken up a current profile fact, not a past event", () => {
    expect(read("I took up rowing this spring.")).toEqual([["profile", "does:rowing", "Took up rowing this spring"]]);
    // The library tags the unknown "pilates" a verb; starting and quitting it still share a topic.
    const [started] = extractFacts([said("I started pilates in January.", 1)]);
    const [quit] = extractFacts([said("I quit pilates.", 2)]);
    expect([started?.type, started?.text, quit?.text]).toEqual(["profile", "Started pilates", "Quit pilates"]);
    expect(started?.topic).toBe(quit?.topic);
  });

  it("reads a particular thing stopped or started as an event, not an activity", () => {
    expect(read("I stopped the car at the lights.")).toEqual([["event", "event:stop_car_light", "Stopped the car at the lights"]]);
    expect(read("I started a fire in the garden.")).toEqual([["event", "event:start_fire_garden", "Started a fire in the garden"]]);
  });

  it("keeps the planned activity a plan", () => {
    expect(read("Next month I'm doing yoga in Bali.")).toEqual([["decision", "plan:do_yoga_bali", "Doing yoga in Bali in April 2026"]]);
  });
});

describe("what a casual turn says", () => {
  it("reads the statement before an 'if' that means whether, and nothing of a real condition", () => {
    expect(exclusion("I teach piano, sorry if I'm slow to reply.")).toBeNull();
    expect(exclusion("Let me know if that works, I live in Leeds.")).toBeNull();
    expect(exclusion("I'd teach piano if I had more time.")).toBe("hypothetical");
    expect(read("Let me know if that works, I live in Leeds.")).toEqual([["profile", "home_city", "Lives in Leeds"]]);
  });

  it("reads a place or an employer typed in lower case, and writes it capitalized", () => {
    expect(read("i live in ghent now")).toEqual([["profile", "home_city", "Lives in Ghent"]]);
    expect(read("i started at google last week")).toEqual([["profile", "employer", "Works at Google"]]);
    expect(read("we live near the beach")).not.toContainEqual(expect.arrayContaining(["home_city"]));
  });

  it("keeps a place the user lived in once out of where they live", () => {
    const topics = (content: string) => extractFacts([said(content, 1)]).map((f) => f.topic);
    expect(topics("This rain reminds me of when I lived in Nairobi.")).not.toContain("home_city");
    expect(topics("I lived in Berlin for five years.")).not.toContain("home_city");
    expect(topics("I moved to Berlin last year.")).toContain("home_city");
  });

  it("reads nothing in a sentence marked as sarcasm", () => {
    expect(read("Oh sure, I'm totally moving to Antarctica, love that for me.")).toEqual([]);
    expect(read("Yeah right, I'll become a morning person.")).toEqual([]);
    expect(read("yeah sure ill just cancel and join the crossfit place for 200 a month, totally in my budget 🙄")).toEqual([]);
  });

  it("reads an eye roll without praise as a sigh, not as sarcasm", () => {
    expect(read("we moved to basel two weeks ago and both boys have coughs already 🙄")).toEqual([
      ["profile", "home_city", "Lives in Basel"],
    ]);
  });

  it("tells a past diet from the diet now, and fish on a plate from the fish shell", () => {
    expect(read("I was vegan for years.")).toEqual([]);
    expect(read("I eat fish now.")).toEqual([["preference", "diet", "Eats fish"]]);
  });

  it("keeps the s of a word that is not a plural in a topic", () => {
    expect([slug("tennis"), slug("glass"), slug("bus"), slug("dogs")]).toEqual(["tennis", "glass", "bus", "dog"]);
  });
});
