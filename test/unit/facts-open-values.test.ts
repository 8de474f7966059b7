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
      "[programming_language] Uses python",
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
    // A part said to be better is on the same topic, in the user's words.
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

describe("homes, jobs and habits said in passing", () => {
  it("reads a home taken in a city as where the user lives, and renting as housing unless it is new", () => {
    expect(read("just got the keys to our new place in gdansk!!")).toEqual(["[home_city] Lives in Gdansk"]);
    expect(read("packed up and left manchester, now renting a room in bristol")).toContain("[home_city] Lives in Bristol");
    expect(read("we rent a two bed flat in galway")).not.toContainEqual(expect.stringMatching(/^\[home_city\]/));
  });

  it("reads a job named at a place as the employer, not the place's app", () => {
    expect(read("started a new gig at monzo two weeks ago")).toEqual(["[employer] Works at monzo"]);
    expect(read("left teaching last summer, im a copywriter now")).toContain("[occupation] Is a copywriter");
    expect(read("ok so update: no longer at deloitte, i'm freelancing now")).toContain("[work_status] Works freelance");
  });

  it("reads the new tool after the one given up, and what the user is on", () => {
    expect(read("i ditched chrome for arc last week")).toEqual(["[browser] Uses arc"]);
    expect(read("moved all my notes from evernote into obsidian")).toEqual(["[note_app] Uses obsidian"]);
    expect(read("my phone died so im on a pixel 8 now")).toContain("[phone] Uses pixel");
  });

  it("reads food and drink said as a state", () => {
    expect(read("back to eating meat after 6 years veggie")).toEqual(["[diet] Eats meat again"]);
    expect(read("i'm off dairy now, my stomach is so much happier")).toEqual(["[diet] Does not eat dairy"]);
    expect(read("i've been sober since march")).toEqual(["[alcohol] Sober since March 2025"]);
    expect(read("I don't eat meat anymore, since January I am vegetarian.")).toContain("[diet] Vegetarian");
  });

  it("reads a carer's word as the user's health, and leaves what others say alone", () => {
    expect(read("My doctor told me I have high blood pressure")).toEqual(["[health:high_blood] Has high blood pressure"]);
    expect(read("my asthma has been way better since i moved")).toEqual(["[health:asthma] Asthma is way better"]);
    expect(read("my mum told me i have to move out")).toEqual([]);
  });

  it("reads no change where the user denies it", () => {
    expect(read("i did NOT quit my job, people keep asking lol")).toEqual([]);
  });
});

describe("what sets 19 to 22 taught, said in new words", () => {
  it("reads a laughed-off outburst as a joke", () => {
    expect(exclusion("thats it, im moving to a monastery 😂")).toBe("joke");
    expect(exclusion("that's it, i'm quitting")).toBeNull();
  });

  it("reads time since the last cigarette or drink as given up", () => {
    const turns = ["i smoke, maybe 15 a day", "three months since my last cigarette!!"];
    expect(byStatus("current", turns)).toContain("No longer smokes");
    expect(byStatus("superseded", turns)).toContain("Smokes, maybe 15 a day");
    expect(read("a year since my last drink today")).toEqual(["[alcohol] No longer drinks alcohol"]);
  });

  it("reads a thing still to come as a plan, and what the user ended up doing as done", () => {
    expect(read("we're getting a kitten in the summer")).toEqual(["[plan:get_kitten] Getting a kitten in the summer"]);
    expect(read("we ended up adopting a rescue dog last week")).toContain("[owns:dog] Adopted a rescue dog");
    expect(read("i ended up moving to derby after all")).toEqual(["[home_city] Lives in Derby"]);
  });

  it("reads a move with an object as moving that object, not the user", () => {
    expect(read("we moved our son to a new school in york")).not.toContainEqual(expect.stringMatching(/^\[home_city\]/));
    expect(read("moved the whole family to leeds")).toEqual(["[home_city] Lives in Leeds"]);
    expect(read("i live on instant noodles in exam season")).not.toContainEqual(expect.stringMatching(/^\[home_city\]/));
  });

  it("reads a new shift, a diet programme given up, and a course changed", () => {
    expect(read("got moved to the early shift from monday")).toEqual(["[work_hours] Works the early shift"]);
    const turns = ["i have been on slimming world since the autumn", "i quit slimming world, too much counting"];
    expect(byStatus("superseded", turns)).toEqual(expect.arrayContaining([expect.stringMatching(/slimming world/i)]));
    expect(read("i'm in my second year of law at uni")).toEqual(["[studies] Studies law"]);
    expect(read("i transferred to economics")).toEqual(["[studies] Studies economics (transferred)"]);
  });

  it("reads a name before a bracket, a reference manager, and a planned event that moved", () => {
    expect(read("hey, im ottilie (long story). quick question")).toEqual(["[name] Name is Ottilie"]);
    expect(read("all my papers live in zotero")).toEqual(["[reference_manager] Uses zotero"]);
    const turns = ["next year im planning to do my exchange semester in lyon", "my exchange semester is going to be in ghent instead"];
    expect(byStatus("current", turns).join(" | ")).toMatch(/ghent/i);
    expect(byStatus("superseded", turns).join(" | ")).toMatch(/lyon/i);
  });
});

describe("what sets 23 to 26 taught, said in new words", () => {
  it("reads a time phrase or a formal lead before the subject, and a polite condition, as no frame", () => {
    expect(read("since the start of june we are living in Tromsø")).toContain("[home_city] Lives in Tromsø");
    expect(read("Since the first of May I am retired!")).toContain("[work_status] Retired in May 2025");
    expect(read("I am pleased to tell you that since March I walk without my walking stick.")).toEqual([
      "[health:walking_stick] Walks without a walking stick",
    ]);
    expect(read("I walk with a walking stick, so I would like short routes, if possible.")).toEqual([
      "[health:walking_stick] Walks with a walking stick",
    ]);
  });

  it("ends the job when the user retires, and the cast when it comes off", () => {
    const job = ["I am the postman in our village since 20 years.", "Since the first of May I am retired!"];
    expect(byStatus("superseded", job)).toContain("Is the postman in their village since 20 years");
    const cast = ["broke my wrist 🙃 in a cast for a month", "and the cast came off on friday!!"];
    expect(byStatus("current", cast)).toContain("No longer in a cast");
    expect(byStatus("superseded", cast)).toContain("In a cast");
  });

  it("keeps the current tool when an older one is said to be gone", () => {
    const turns = ["my notes are all in evernote", "moved everything over to obsidian last week", "deleted the evernote account today"];
    expect(byStatus("current", turns)).toContain("Uses obsidian");
  });

  it("reads a move that did not happen as the plan called off, and a brand with its kind of phone", () => {
    const turns = ["We plan to move to Aarhus next spring.", "In the end we did NOT move to Aarhus."];
    expect(byStatus("current", turns)).toContain("No longer plans to move to Aarhus");
    expect(read("I have a Doro mobile telephone, very simple")).toContain("[phone] Uses Doro");
    expect(read("cancelled audible and went with libby")).toContain("[audiobooks] Uses libby");
  });

  it("reads a course switched at university and a past verb the library takes for an order", () => {
    expect(read("i switched from law to history a few weeks ago, same uni")).toEqual(["[studies] Studies history (switched from law)"]);
    expect(read("im in first year of a physics degree")).toEqual(["[studies] Studies physics"]);
    expect(read("slipped on the stairs on monday and broke my wrist")).toContain("[health:wrist] Broke their wrist");
  });
});

describe("what sets 31 to 34 taught", () => {
  it("ends, with a separation, the user's own facts that name the ex, but not where the user lives", () => {
    const turns = ["I am living in a small flat together with my partner Tomas.", "Tomas and I have separated in March."];
    expect(byStatus("superseded", turns)).toEqual(
      expect.arrayContaining(["Partner is Tomas", "Living in a small flat together with their partner Tomas"]),
    );
    const home = ["I live in Porto with my partner Tomas.", "Tomas and I have separated in March."];
    expect(byStatus("current", home)).toContain("Lives in Porto");
  });

  it("reads a title given with a laugh as a joke, and an interview at a company as no use of its app", () => {
    expect(read("from now on u may address me as the spreadsheet wizard hahaha")).toEqual([]);
    expect(exclusion("you can call me the queen of sourdough hahaha")).toBe("joke");
    expect(read("got a second interview at xero on thursday")).not.toContainEqual(expect.stringMatching(/^\[accounting\]/));
    expect(read("im on freeagent now for my invoices")).toContain("[accounting] Uses freeagent");
  });
});
