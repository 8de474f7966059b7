import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAfter as current, readOne as read, stillCurrent as gone } from "./facts-user-object";

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
    expect(read("first week at royal mail done, up at 4 but finished by half 12")).toContain("[employer] Works at Royal mail");
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

describe("homes, names and news told in passing", () => {
  it("reads a home by its kind and town, the keys to it, and a posting to another town's branch", () => {
    expect(read("we've sold the house and are now in a two-bedroom flat in Margate.")).toContain("[home_city] Lives in Margate");
    expect(read("Got the keys to the Maple Street house last week!").join(" ")).not.toMatch(/home_city/);
    expect(read("Got the keys to the Ferndale house last week!")).toContain("[home_city] Lives in Ferndale");
    expect(read("I got posted to our Eldoret branch in January.")).toContain("[home_city] Lives in Eldoret");
    expect(read("my brother got posted to the Leeds office").join(" ")).not.toMatch(/home_city/);
    expect(read("we visited my parents and they are now in a flat in Leeds").join(" ")).not.toMatch(/home_city/);
  });

  it("reads a new surname said as 'i'm officially ... now' after the name change", () => {
    expect(read("the name change paperwork is done, i'm officially maria okafor now!")).toContain("[name] Name is Maria Okafor");
  });

  it("reads the user's own news typed with '??', and the employer said as 'im at X now'", () => {
    const after = current(
      "i do support at zendesk",
      "update!! i finally left zendesk, im at ramp now and my new boss is actually chill?? wild.",
    );
    expect(after).toContain("[employer] Works at Ramp");
    expect(after.filter((f) => f.startsWith("[employer]") && /zendesk/i.test(f))).toEqual([]);
    expect(read("im at the gym now, my boss is texting me").join(" ")).not.toMatch(/employer/);
  });

  it("reads 'non-vegetarian' as a diet of its own, and no car in a dose", () => {
    expect(read("I am non-vegetarian, chicken is daily in my hostel mess.")).toContain("[diet] Non-vegetarian");
    expect(read("the doctor put me onto lansoprazole about ten days ago, 30mg.").join(" ")).not.toMatch(/\[car\]/);
  });

  it("keeps no diet kept only for a festival or a few days", () => {
    for (const said of [
      "I'm vegetarian for Lent.",
      "I'm vegan for these nine days.",
      "I am keeping fast for these nine days, so I'm vegetarian.",
    ])
      expect(read(said).join(" ")).not.toMatch(/\[diet/);
    expect(read("I've been vegan for a month now.")).toEqual(["[diet] Vegan since December 2025"]);
  });
});

describe("things given up in other words", () => {
  it("ends a car let go, a pastime 'put paid to', a phone dashed to a brother and a membership moved", () => {
    expect(gone("We have a Grand Caravan.", "We finally let the Caravan go last week.")).toEqual([]);
    expect(gone("I ring the bells at our parish church every Sunday.", "My shoulder has put paid to the bell ringing.")).toEqual([]);
    expect(gone("I use a Gionee phone.", "I have dashed my Gionee to my younger brother.")).toEqual([]);
    expect(gone("We're members at Grace Chapel.", "We moved our membership over to St Luke's.")).toEqual([]);
    expect(read("i let my mind go blank").join(" ")).not.toMatch(/ended/);
  });

  it("reads the phone got, not the one that died in the reason after it", () => {
    const after = current("my tcl phone is so laggy", "got a new rog phone bc the tcl finally died lmao");
    expect(after).toContain("[phone] Uses rog phone");
    expect(after.join(" ")).not.toMatch(/Uses tcl/i);
  });
});
