import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAcross as across, readOne as read } from "./facts-user-object";

beforeAll(loadLanguage);

// News said plainly in the voices people type in. Expectations are written from the sentences.
describe("plain news in everyday voices", () => {
  it("reads a move after an exclamation English does not know", () => {
    expect(read("ayy we moved to Bexley last weekend!")).toContain("[home_city] Lives in Bexley");
    expect(read("nossa i switched to xero last month")).toContainEqual(expect.stringMatching(/xero/i));
    // An exclamation before someone else is not the user's news.
    expect(read("ayy they moved to Bexley last weekend!")).toEqual([]);
  });

  it("reads the user's flat or house in a town as their home", () => {
    expect(read("the boiler in my flat in Tooting keeps cutting out, who do I call?")).toContain("[home_city] Lives in Tooting");
    expect(read("my old flat in Tooting was damp")).not.toContain("[home_city] Lives in Tooting");
    expect(read("we stayed at our holiday house in Padstow")).not.toContain("[home_city] Lives in Padstow");
  });

  it("reads an engineer by the short name people give the job", () => {
    expect(read("frontend eng at deliveroo, mostly react. how do I memoise a selector?")).toContainEqual(
      expect.stringMatching(/eng at deliveroo/i),
    );
  });

  it("ends where a business was when the user moves it", () => {
    const facts = across(
      "I run a small bakery in Hebden Bridge with my sister.",
      "we've finally moved the bakery to Todmorden, the new place has a proper oven!",
    );
    expect(facts.filter((f) => /Hebden/i.test(f))).toEqual([]);
    expect(facts).toContainEqual(expect.stringMatching(/Todmorden/));
  });

  it("reads a new employer from the weeks the user is into it, not a month or a diet", () => {
    expect(read("three weeks into Paystack and the codebase is huge")).toContain("[employer] Works at Paystack");
    expect(read("a couple of weeks into January and I'm already tired")).not.toContainEqual(expect.stringMatching(/Works at/));
    expect(read("two weeks into veganuary and i miss cheese")).not.toContainEqual(expect.stringMatching(/Works at/));
  });

  it("replaces a medicine named before whoever put the user on the new one", () => {
    const facts = across(
      "I use a Symbicort inhaler twice a day for my asthma.",
      "the Fostair the nurse put me on is so much better than the Symbicort was. How do I clean the spacer?",
    );
    expect(facts.filter((f) => /Symbicort/i.test(f))).toEqual([]);
    expect(facts).toContainEqual(expect.stringMatching(/fostair/i));
  });

  it("ends the app the user moved everyone over from", () => {
    const facts = across(
      "We plan the shop rota in Deputy, eight staff.",
      "since I moved everyone over from Deputy to Homebase the reminders come at midnight, how do I change that?",
    );
    expect(facts.filter((f) => /Deputy/i.test(f) && !/moved|from/i.test(f))).toEqual([]);
  });

  it("keeps a thing the user did not sell, and takes back a claim said as a joke", () => {
    expect(read("no, I did not sell the van")).toEqual([]);
    expect(read("I'm moving to a farm and raising goats haha. jokes")).toEqual([]);
    expect(read("guess i'm the office printer guy now, living the dream")).toEqual([]);
  });

  it("ends the employer the first week somewhere new is set against", () => {
    const facts = across(
      "I drive for Halden Freight out of Goole, mostly tippers.",
      "first full week with Brackley Haulage is done and the office there is much calmer than at Halden",
    );
    expect(facts.filter((f) => /Halden/i.test(f))).toEqual([]);
    expect(facts).toContainEqual(expect.stringMatching(/Brackley/i));
  });

  it("replaces the one medicine taken when the doctor switches the user, but not one of several", () => {
    const one = across(
      "I take sertraline every morning for my anxiety.",
      "my GP switched me to mirtazapine last week because I wasn't sleeping. Is it ok with coffee?",
    );
    expect(one.filter((f) => /sertraline/i.test(f))).toEqual([]);
    expect(one).toContainEqual(expect.stringMatching(/mirtazapine/i));
    const several = across(
      "I take sertraline every morning. I also take metformin with dinner.",
      "my GP switched me to mirtazapine last week because I wasn't sleeping.",
    );
    expect(several).toContainEqual(expect.stringMatching(/metformin/i));
    expect(several).toContainEqual(expect.stringMatching(/sertraline/i));
  });

  it("reads the verb after 'still' as a verb, and where the user is after changing jobs as the employer", () => {
    expect(read("we still live in Wrexham, near my mum")).toContain("[home_city] Lives in Wrexham");
    expect(read("i still work at Greggs on weekends")).toContainEqual(expect.stringMatching(/Works at Greggs/));
    expect(read("I still play netball every Tuesday.")).toContainEqual(expect.stringMatching(/netball/i));
    expect(read("i still cook every night")).toContainEqual(expect.stringMatching(/Cooks/));
    expect(read("I changed jobs in the spring, I'm at Ocado now.")).toContain("[employer] Works at Ocado");
  });

  it("keeps a claim when the laugh after it belongs to a clause about something else", () => {
    expect(
      read("i'm a history major, honours track, and latin almost killed me last semester 💀 can u explain the ablative super simple"),
    ).toContainEqual(expect.stringMatching(/history major/i));
    // A claim of now with the laugh on its own words is still a joke.
    expect(read("i'm a professional napper now lmao")).toEqual([]);
  });

  it("reads the user again after 'now' and a comma, and a kind switched in the plural", () => {
    const graduated = across("I'm a student at Keele.", "Graduated in June, now I work at Arup.");
    expect(graduated).toContain("[employer] Works at Arup");
    const gyms = across("I go to Jetts Gym after work.", "I switched gyms, I go to Nuffield Health now.");
    expect(gyms.filter((f) => /Jetts/i.test(f))).toEqual([]);
    expect(gyms).toContainEqual(expect.stringMatching(/Nuffield/));
    // One gym named beside another, no switch, keeps both.
    expect(across("I go to Anytime Fitness after work.", "I also go to Nuffield Health for the pool.")).toContainEqual(
      expect.stringMatching(/Anytime/),
    );
  });

  it("reads a team joined, a job retrained for, and being back in the office said without 'I'm'", () => {
    expect(read("I joined Ashford Rovers this season, training is Thursdays.")).not.toContainEqual(expect.stringMatching(/Works at/));
    expect(read("I joined Ashford Rovers this season, training is Thursdays.")).toContainEqual(expect.stringMatching(/Ashford Rovers/));
    expect(across("I work as a care assistant.", "I retrained as a dental nurse, qualified in March!")).toContainEqual(
      expect.stringMatching(/dental nurse/),
    );
    expect(across("I work as a care assistant.", "I retrained as a dental nurse, qualified in March!")).not.toContainEqual(
      expect.stringMatching(/care assistant/),
    );
    expect(across("I work from home most days.", "Back in the office full time since February.")).not.toContainEqual(
      expect.stringMatching(/from home/),
    );
  });

  it("reads a diet given up without 'I'm' and a medicine at a new dose", () => {
    const diet = across("I'm vegan.", "not vegan anymore, started eating cheese again");
    expect(diet).not.toContain("[diet] Vegan");
    expect(diet.filter((f) => /cheese/i.test(f) && /ended|no longer/i.test(f))).toEqual([]);
    const dose = across("I take citalopram 10mg every morning.", "upped to 20mg of citalopram last week, feeling steadier");
    expect(dose).toContainEqual(expect.stringMatching(/citalopram 20 ?mg/i));
    expect(dose.filter((f) => /citalopram 10/i.test(f))).toEqual([]);
  });
});
