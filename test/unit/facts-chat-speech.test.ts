import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAfter as current, readOne as read } from "./facts-user-object";

beforeAll(loadLanguage);

// Sentences as sets 56, 57, 60 and 61 wrote them (US teen texting, non-native English, Southern
// storytelling, self-corrections), each rule family with examples the extractor of the session's
// start (d90bd00) read wrongly.
describe("chat spellings and laughs", () => {
  it("reads words typed long and 'ngl' as the words they stand for", () => {
    expect(read("heyyy so update i switched my major to marketing over break")).toContain("[studies] Studies marketing");
    expect(read("Sooo I moved to Leeds")).toEqual(["[home_city] Lives in Leeds"]);
    expect(read("ngl working the morning shift at dutch bros rn is killing me").join(" ")).toMatch(/dutch bros/i);
  });

  it("takes 'lol no' and 'not really' back only where they close a claim", () => {
    expect(read("i've been vegetarian since i was 14, don't really miss meat.")).toEqual(["[diet] Vegetarian"]);
    expect(read("so i switched to a light phone last week lol no tiktok no snapchat").join(" ")).toMatch(/light phone/i);
    expect(read("i'm vegan now lol no")).toEqual([]);
  });
});

describe("what people are, said by its name", () => {
  it("reads a diet named with the word 'diet', and one someone else put the user on", () => {
    expect(read("I'm on the DASH diet now.")).toEqual(["[diet] On the DASH diet"]);
    expect(read("He's got me on the DASH diet now, lots of vegetables")).toEqual(["[diet] On the DASH diet"]);
    expect(read("My doctor put me on a low-sodium diet back in the fall")).toEqual(["[diet_restriction] On the low-sodium diet"]);
    expect(read("I'm on a new diet.").join(" ")).not.toMatch(/\[diet\]/);
  });

  it("reads the diet after 'not X anymore', and a fan said without 'I'm'", () => {
    expect(read("not vegan anymore, it's pescatarian - my doctor and I agreed")).toContain("[diet] Pescatarian");
    expect(read("lifelong bengals fan born and raised in cincinnati")).toContain("[fan:bengals] Is a Bengals fan");
  });

  it("reads a partner who 'is my fiancé now', which renames the boyfriend", () => {
    expect(read("Tadeo's my fiancé now!!")).toEqual(["[relationship_status] Engaged"]);
    const after = current("my boyfriend Tadeo and I are hosting his parents on saturday", "Tadeo's my fiancé now!!");
    expect(after).toContain("[relationship_status] Engaged");
    expect(after).not.toContain("[rel:boyfriend.name] Boyfriend is Tadeo");
  });

  it("reads a major apart from the year at school, and the major switched", () => {
    expect(read("ok so im a freshman at ball state majoring in kinesiology")).toEqual([
      "[occupation] Is a freshman at ball state",
      "[studies] Studies kinesiology",
    ]);
    const after = current("im a freshman at ball state majoring in kinesiology", "so update i switched my major to marketing over break");
    expect(after.join(" ")).not.toMatch(/kinesiology/);
    expect(after).toContain("[studies] Studies marketing");
  });

  it("reads the role after a work verb as the occupation, which the next role ends", () => {
    expect(read("I work part time as kitchen porter in a hotel in Drogheda, 20 hours in the week.")[0]).toMatch(
      /^\[occupation\] Works as kitchen porter/,
    );
    const after = current("I work part time as kitchen porter in a hotel.", "since last week I am commis chef in the same hotel");
    expect(after.join(" ")).not.toMatch(/porter/);
  });
});

describe("homes and cars", () => {
  it("ends, with a move, where the user said they live, and reads 'a duluth resident'", () => {
    const after = current("i live in a dorm at the university of toledo", "ok so i moved back home with my mom in sylvania");
    expect(after.join(" ")).not.toMatch(/dorm/);
    expect(read("closed on the house friday and im officially a duluth resident")).toContain("[home_city] Lives in Duluth");
  });

  it("reads a car got 'me', no car in a golf club, and a car not sold after all", () => {
    expect(read("Got me a GMC Canyon, gray, only 40,000 miles")).toEqual(["[car] Drives a GMC Canyon"]);
    expect(read("Ain't nobody selling nothing, and I've never swung a golf club in my life.").join(" ")).not.toMatch(/\[car\]/);
    expect(read("we did not sell the micra after all")).toEqual(["[car] Drives a micra"]);
  });
});

// Sets 55, 58, 59 and 62 (older users' letters, developers, busy parents, terse professionals).
describe("medicines", () => {
  it("reads a medicine taken by its name, said with 'on' or without a verb", () => {
    expect(read("im on lisinopril 10mg for blood pressure.")).toEqual([
      "[medication:lisinopril] Takes lisinopril for their blood pressure",
    ]);
    expect(read("On chlorthalidone since last Tuesday.")).toEqual(["[medication:chlorthalidone] Takes chlorthalidone"]);
    expect(read("my mum is on warfarin")).toEqual([]);
  });

  it("ends the medicine the doctor took the user off, and takes the one put on", () => {
    const after = current(
      "I take atorvastatin, 40mg every evening, for my cholesterol.",
      "the doctor took me off the atorvastatin and put me on rosuvastatin, 10mg, to see whether the aches settle down.",
    );
    expect(after).toContain("[medication:rosuvastatin] Takes rosuvastatin");
    expect(after.join(" ")).not.toMatch(/atorvastatin/);
  });
});

describe("roles, tools and homes said the way professionals and parents say them", () => {
  it("reads titles as the occupation, and a role started after a heading", () => {
    expect(read("I'm head of geography at a secondary school in Hereford.")[0]).toBe(
      "[occupation] Is head of geography at a secondary school in Hereford",
    );
    expect(read("I'm a criminal barrister in chambers in Preston")[0]).toMatch(/^\[occupation\]/);
    expect(read("Update: started as assistant headteacher (behaviour and attendance) on the 5th, same school.")).toEqual([
      "[occupation] Works as assistant headteacher",
    ]);
  });

  it("reads a firm whose name starts with a tool's word as the employer, and a provider migrated 'off X to Y'", () => {
    expect(read("I joined Foot Anstey on the 12th, same level")).toEqual(["[employer] Works at Foot Anstey"]);
    expect(read("btw we migrated off Linode to Hetzner in the first week of jan")).toEqual(["[cloud] Uses Hetzner"]);
    expect(read("I run Pop!_OS on my work laptop")).toEqual(["[operating_system] Uses Pop!_OS"]);
  });

  it("reads a house closed on as the home, and a car by its model after the make or before its kind", () => {
    expect(read("closed on the house in Waukee on the 10th, moved in that weekend.")[0]).toBe("[home_city] Lives in Waukee");
    expect(read("we have a 2015 kia sedona so space isnt the problem")[0]).toBe("[car] Drives a kia sedona");
    expect(read("Got a Sorento hybrid last week.")).toEqual(["[car] Drives a Sorento"]);
    expect(read("i have a 2019 bike").join(" ")).not.toMatch(/\[car\]/);
  });
});

// Sets 63 to 66 (Dutch and Nordic English, a health coach's patients, gamers, life admin).
describe("what a change names, and laughs that close only their own part", () => {
  it("keeps a claim a hard laugh does not close, and still drops the one it does", () => {
    expect(read("im a line cook at waffle house, night shift, so i grind ranked from like 8am to noon then sleep lmao")[0]).toBe(
      "[occupation] Is a line cook at waffle house, night shift",
    );
    expect(read("i'm handing in my notice and becoming a hermit lmao")).toEqual([]);
  });

  it("ends what was swapped away or moved to another service, said in the plural or not", () => {
    const mouse = current("my setup right now razer viper v3 pro, 1600 dpi", "swapped my viper for a lamzu atlantis");
    expect(mouse.join(" ")).not.toMatch(/razer/);
    const stream = current("i stream on facebook gaming like 4 nights a week", "moved my stream to trovo last week");
    expect(stream.join(" ")).not.toMatch(/facebook/);
    const insurance = current(
      "I have renters insurance through State Farm.",
      "Switched my renters insurance over to Lemonade a couple weeks back",
    );
    expect(insurance.join(" ")).not.toMatch(/State Farm/);
  });

  it("reads the game a player mains, and ends trying for a baby once pregnant", () => {
    expect(read("i main rainbow six siege, grinding ranked every night after class.")[0]).toBe("[does:rainbow] Plays rainbow six siege");
    expect(read("the main road is closed")).toEqual([]);
    const after = current(
      "my husband and I have been trying for a baby since May",
      "I'm pregnant!! 8 weeks, terrified something will go wrong",
    );
    expect(after).toContain("[health:pregnancy] Is pregnant");
    expect(after.join(" ")).not.toMatch(/Trying for a baby/);
  });

  it("reads a medicine the user has been on, ended when the doctor takes them off it, and newer car makes", () => {
    const meds = current(
      "so I've been on escitalopram 10mg for my anxiety for about a year now",
      "she took me off the escitalopram last week",
    );
    expect(meds.join(" ")).not.toMatch(/Takes escitalopram/);
    expect(read("We have now an Xpeng G6, fully electric.")[0]).toMatch(/^\[car\] Drives a Xpeng G6/);
  });
});

// Sets 67 to 70 (voice transcripts, code-switching, hard news, pasted profiles and signatures).
describe("fillers, fields and endings said another way", () => {
  it("reads past fillers of speech and of the languages people mix in", () => {
    expect(read("Yaar I finally joined Coforge last Monday, as a senior QA engineer")).toEqual([
      "[employer] Works at Coforge as a senior QA engineer",
    ]);
    expect(read("Oye, update pues we moved to Corpus Christi like two weeks ago")[0]).toBe("[home_city] Lives in Corpus Christi");
    expect(read("um i finally got on with the post office i'm a mail carrier now").join(" ")).toMatch(/\[occupation\] Is a mail carrier/);
  });

  it("reads the city and the job of a pasted profile, and no template's placeholders", () => {
    expect(read("Here it is:\nName: Owain Baptiste\nCity: Kidderminster\nJob: Optical assistant")).toEqual(
      expect.arrayContaining(["[home_city] Lives in Kidderminster", "[occupation] Works as optical assistant"]),
    );
    expect(read("Hiya, me again. Update — City: Stranraer. Moved up on the 11th.")).toContain("[home_city] Lives in Stranraer");
    expect(read("Name: Jane Doe\nCity: Anytown\nJob: Your job title")).toEqual([]);
    expect(read("new flat's five minutes from the ferry terminal.")).toEqual([]);
  });

  it("reads a tool given up 'on' as given up", () => {
    expect(read("I finally gave up on the Poco after cracking the screen for the third time.")[0]).toBe("[phone] No longer uses Poco");
    expect(read("I finally gave up on Spotify after the price went up again.")[0]).toBe("[music_service] No longer uses Spotify");
  });

  it("ends a pet put to sleep and a car part-exchanged", () => {
    const pet = current("Our old terrier Mungo is 14 now and getting creaky.", "We had to have Mungo put to sleep on Tuesday.");
    expect(pet.join(" ")).not.toMatch(/is 14/);
    const car = current("I drive a Lexus CT200h.", "part-exchanged the Lexus last week, I have a Lancia Ypsilon now");
    expect(car).toContain("[car] Drives a Lancia Ypsilon");
    expect(car.join(" ")).not.toMatch(/Lexus/);
  });
});
