import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAfter as current, readOne as read, stillCurrent as kept } from "./facts-user-object";

beforeAll(loadLanguage);

// Ways of telling things that d276c8f read as nothing or read wrongly: a clause that drops its
// "I" before a verb of habit, as context before a question; a standing said alone; a stay of
// some weeks; a proposal said yes to; a cleft ("it's X I'm doing now"); a shift worked somewhere.
// Each expectation was written from the sentence, not from what the extractor returned.
describe("a clause that drops its subject", () => {
  it("reads a verb of habit said without 'I' as the user's, when a question follows", () => {
    expect(read("drive a 2012 corolla, 200k on the clock. when should the timing belt go?")).toContain("[car] Drives a corolla");
    expect(read("uni student, live with 4 flatmates in glasgow, always skint. cheap meals?")).toContain("[home_city] Lives in Glasgow");
    expect(read("use obsidian for everything, how do i sync it to my phone")).toEqual(["[note_app] Uses obsidian"]);
    expect(read("freelance translator, work from home in valencia. need help with an invoice template")).toEqual([
      "[occupation] Is a freelance translator",
      "[work_place] Works from home in valencia",
    ]);
  });

  it("does not read a request to the listener as a habit of the user's", () => {
    expect(read("use simple words. can you explain it again?")).toEqual([]);
    expect(read("play the role of a recruiter. can you ask me questions?")).toEqual([]);
    expect(read("run the numbers again, what's the total?")).toEqual([]);
    expect(read("drive safe! what should i pack for a road trip?")).toEqual([]);
    expect(read("use british spelling, how do I write a cover letter?")).toEqual([]);
  });

  it("reads a standing said alone before a comma", () => {
    expect(read("widowed, 71, live alone in a bungalow. how do i stay social?")).toContain("[relationship_status] Widowed");
    expect(read("type 2 diabetic, on gliclazide twice a day. what can i grab for lunch")).toContainEqual(
      expect.stringMatching(/^\[health:[a-z_]+\] Has type 2 diabetes$/),
    );
  });
});

describe("new values said in passing", () => {
  it("reads a stay of some weeks as the home, and a stay in hospital as none", () => {
    expect(read("we've been in dunedin 3 weeks now and the wind is unreal. warm coat tips?")).toEqual(["[home_city] Lives in Dunedin"]);
    expect(read("I've been in hospital for 3 days")).toEqual([]);
    expect(read("we've been in lockdown for 2 weeks")).toEqual([]);
  });

  it("reads a proposal said yes to, or made by the user, as engaged; not someone else's", () => {
    expect(read("Marco proposed on sunday and I said yes! help me plan an engagement party")).toEqual(["[relationship_status] Engaged"]);
    expect(read("i only popped the question last saturday lol")).toContain("[relationship_status] Engaged");
    expect(read("my brother finally popped the question to his girlfriend")).toEqual([]);
  });

  it("reads a cleft in its plain order, and the new value beside the one dropped", () => {
    expect(current("I'm studying for the ACCA exams.", "since I moved teams I've dropped the ACCA, it's CIMA I'm doing now.")).toContain(
      "[studies] Doing CIMA now",
    );
    expect(read("it's fine i'm doing now")).toEqual([]);
  });

  it("reads a shift worked at a place as the employer, new when the turn says so", () => {
    expect(read("rushed to my shift at pret after class, second week there. how to remember orders?")).toContain(
      "[employer] Works at Pret",
    );
    expect(read("my sister's shift at tesco ran late")).toEqual([]);
    expect(kept("I work at Greggs.", "rushed to my shift at pret after class, second week there.")).toEqual([]);
  });
});

describe("endings named before or after", () => {
  it("ends a thing said to be deleted, and the one upgraded from", () => {
    expect(kept("I keep my to-dos in Todoist.", "todoist is officially deleted, ticktick all the way now.")).toEqual([]);
    expect(kept("I drive a Ford Fiesta.", "upgraded from the old fiesta to a 2019 kuga, insurance went up.")).toEqual([]);
  });
});

describe("what was said about a thing replaced", () => {
  it("goes to history with the thing, for the user's own facts", () => {
    expect(
      kept(
        "I drive a Yaris. I take the Yaris to the coast every weekend.",
        "I drive a Honda Civic now. how often should I change the oil?",
      ),
    ).toEqual([]);
  });

  it("stays when it names a town, a person, a word the new value keeps, or a role", () => {
    expect(current("I live in Lisbon and my sister lives in Lisbon too.", "We moved to Berlin last week.")).toContain(
      "[rel:sister.home_city] Sister lives in Lisbon",
    );
    expect(current("I drive a Ford Focus. I take my Ford to Halfords for every service.", "I drive a Ford Fiesta now.")).toContainEqual(
      expect.stringMatching(/Ford to Halfords/),
    );
    expect(current("I'm a nurse, I do night shifts as a nurse on the renal ward.", "I'm a midwife now.")).toContainEqual(
      expect.stringMatching(/night shifts as a nurse on the renal ward/),
    );
  });
});

describe("a job said without 'I'm', closed by where or how long", () => {
  it("reads the job and the town, not the years", () => {
    expect(read("electrician based in derby, doing a lot of new builds. can you make me a checklist")).toEqual([
      "[occupation] Is an electrician",
      "[home_city] Lives in Derby",
    ]);
    expect(read("self employed roofer 15 odd years, mostly flat roofs. how do i price a job")).toEqual([
      "[occupation] Is a self employed roofer",
    ]);
    expect(read("nurse appointment tomorrow, what should I ask?")).toEqual([]);
  });
});

describe("a change told as done, or by whoever made it", () => {
  it("reads the move told as behind the user as the home, and not a move of an office", () => {
    expect(current("I live in Detmold.", "The move to Coburg is done since two weeks, the last boxes are unpacked.")).toContain(
      "[home_city] Lives in Coburg",
    );
    expect(kept("I live in Detmold.", "The move to Coburg is done since two weeks, the last boxes are unpacked.")).toEqual([]);
    expect(read("the move to the new office is done")).not.toContainEqual(expect.stringMatching(/^\[home_city\]/));
  });

  it("reads a medicine named before the doctor who put the user on it", () => {
    expect(read("this sertraline the gp switched me onto makes me sleepy")).toEqual(["[medication:sertraline] Takes sertraline"]);
  });
});

describe("a thing parted with, a home moved into, a joke owned up to", () => {
  it("ends the thing named before it was given away", () => {
    expect(kept("I read on a Kobo Clara every night.", "The Kobo I have given to my niece, the battery was dying.")).toEqual([]);
  });

  it("reads 'we're finally in, the new house in X' as the home", () => {
    expect(read("well we're finally in, the new house in Callan, there's still boxes everywhere")).toContain("[home_city] Lives in Callan");
  });

  it("takes back a sentence the next one calls a joke", () => {
    expect(read("I think I sell the cello and learn the bagpipes. That was a joke, of course.")).toEqual([]);
    expect(
      kept("I play the cello in an orchestra.", "I think I sell the cello and learn the bagpipes. That was a joke, of course."),
    ).toEqual([expect.stringMatching(/^\[does:[a-z_]+\] Plays the cello in an orchestra$/)]);
  });
});

describe("work and home in the Englishes people write", () => {
  it("reads 'work in' a company as the employer, not a town, a country or a line of work", () => {
    expect(read("I work in Accenture as a tester.")).toContain("[employer] Works at Accenture as a tester");
    expect(read("I work in Marketing.")).not.toContainEqual(expect.stringMatching(/^\[employer\]/));
    expect(read("I work in Germany.")).not.toContainEqual(expect.stringMatching(/^\[employer\]/));
  });

  it("reads a job changed to a company as the new employer, only the user's", () => {
    expect(read("changed job to DBS last month")).toContain("[employer] Works at DBS");
    expect(read("my brother changed job to Grab")).toEqual([]);
  });

  it("reads Scots spellings as the words they stand for", () => {
    expect(read("we flitted tae Largs in the spring")).toEqual(["[home_city] Lives in Largs"]);
  });
});

describe("the course a user is on", () => {
  it("reads 'I'm in the X course' as what they study, and not someone else's or a past one", () => {
    expect(read("so now I am in the web design course, also at night, same school.")).toEqual(["[studies] Studies web design"]);
    expect(read("I was on the nursing course")).toEqual([]);
    expect(read("my son is in the computing course")).not.toContainEqual(expect.stringMatching(/^\[studies\]/));
  });
});

describe("quitting a thing, a post taken over, a move in Indian English", () => {
  it("reads 'called it quits on' a sport as ending it, not as a break-up", () => {
    expect(read("so i called it quits on netball. doing pilates now")).not.toContain("[relationship_status] Single (broke up)");
    expect(kept("I play netball on Tuesdays.", "so i called it quits on netball. doing pilates now")).toEqual([]);
    expect(read("we called it quits last month, I'm single again")).toContain("[relationship_status] Single (broke up)");
  });

  it("reads a post voted into as the user's, not someone else's", () => {
    expect(read("they voted me in as chairman at the AGM")).toEqual(["[elected_role] Is the chairman"]);
    expect(read("my wife was voted in as treasurer")).toEqual([]);
  });

  it("reads 'shifted to' a town written in lower case as the home, not a shift pattern", () => {
    expect(read("I shifted to kharadi last weekend, boxes everywhere")).toEqual(["[home_city] Lives in Kharadi"]);
    expect(read("I shifted to nights last week")).not.toContainEqual(expect.stringMatching(/^\[home_city\]/));
  });
});

describe("a last day, a standing since childhood, a move someone made for the user", () => {
  it("ends what named the place whose last day the user tells", () => {
    expect(
      kept(
        "I'm on the tills in the Centra, double shifts.",
        "Friday was my last day at the Centra, I'm three mornings a week in the credit union office now.",
      ),
    ).toEqual([]);
  });

  it("reads a standing said with 'since' before the comma", () => {
    expect(read("coeliac since a kid, cant have gluten obviously. any bread recipes")).toContainEqual(
      expect.stringMatching(/^\[health:[a-z_]+\] .*coeliac/i),
    );
  });

  it("reads the town a partner moved the user into as the home", () => {
    expect(read("my husband moved us into a flat in Leith last month. best cafes nearby?")).toContain("[home_city] Lives in Leith");
  });
});
