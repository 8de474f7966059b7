import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAfter as current, readOne as read } from "./facts-user-object";

beforeAll(loadLanguage);

// Plain ways people tell a job, a tool, a medicine or a partner's name, which 1598cc8 read as a
// loose fact of its own topic (or not at all), so that the change that followed did not reach it.
describe("jobs told by their name, their first days or the post taken", () => {
  it("reads jobs the word lists lacked as the occupation, and the one after it replaces it", () => {
    expect(read("I'm a locksmith in Derby.")).toEqual(["[occupation] Is a locksmith in Derby", "[home_city] Lives in Derby"]);
    const after = current("I'm a barber in Kendal.", "I'm a steward on the Windermere ferries now.");
    expect(after.join(" ")).toMatch(/steward/);
    expect(after.join(" ")).not.toMatch(/barber/);
    expect(read("I'm a private person.").join(" ")).not.toMatch(/occupation/);
  });

  it("reads a first week done as the employer, but not a first day still to come or someone else's", () => {
    expect(read("first full week at calendly done!")).toEqual(["[employer] Works at Calendly"]);
    expect(read("My first day at Shopify is Monday.").join(" ")).not.toMatch(/\[employer\]/);
    expect(read("my daughter's first day at Brightwood went well").join(" ")).not.toMatch(/\[employer\]/);
    expect(read("first week at the gym and I'm sore").join(" ")).not.toMatch(/\[employer\]/);
  });

  it("reads the post taken as the occupation", () => {
    expect(read("I got the ward manager post on the stroke unit.")).toContain("[occupation] Works as a ward manager on the stroke unit");
    expect(read("I didn't get the ward manager post.").join(" ")).not.toMatch(/occupation/);
  });
});

describe("tools told by what they are for", () => {
  it("gives a tool the lists lack the kind of what the user keeps in it, so the next one replaces it", () => {
    expect(read("I use Quire Notes for all my to-dos.")).toEqual(["[task_app] Uses Quire Notes"]);
    const after = current("I use Quire Notes for all my to-dos.", "I switched to Todoist last month.");
    expect(after).toContain("[task_app] Uses Todoist");
    expect(after.join(" ")).not.toMatch(/Quire/);
  });

  it("reads team chat tools, and a department moved onto another", () => {
    const after = current("our team runs on zulip for chat", "We moved the whole department onto Mattermost last week.");
    expect(after).toContain("[team_chat] Uses Mattermost");
    expect(after.join(" ")).not.toMatch(/zulip/i);
  });
});

describe("medicines the lists lack, told by how a doctor gives them", () => {
  it("reads a name English does not know as a medicine where someone puts the user on it or it is for a complaint", () => {
    expect(read("I've been on pizotifen for my migraines for about a year.")).toEqual([
      "[medication:pizotifen] Takes pizotifen for their migraines for about a year",
    ]);
    const after = current("I've been on pizotifen for my migraines.", "she took me off the pizotifen, I'm on flunarizine now.");
    expect(after.join(" ")).toMatch(/flunarizine/);
    expect(after.join(" ")).not.toMatch(/pizotifen/);
  });

  it("reads no medicine in a shift, a holiday or an app the user is on", () => {
    for (const said of ["they put me on nights", "I'm on holiday now.", "I'm on Hinge now", "i'm on duolingo for my spanish"])
      expect(read(said).join(" ")).not.toMatch(/medication/);
  });
});

describe("partners named with what is theirs", () => {
  it("reads 'my girlfriend Imogen's birthday' as her name, and ends nothing of hers when his car breaks", () => {
    expect(read("It's my girlfriend Imogen's birthday next week.")).toContain("[rel:girlfriend.name] Girlfriend is Imogen");
    const before = current("My brother Tom lives in Leeds.");
    expect(before).toContain("[rel:brother.name] Brother is Tom");
    expect(current("My brother Tom lives in Leeds.", "my brother Tom's car broke down again")).toEqual(expect.arrayContaining(before));
  });
});
