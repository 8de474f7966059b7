import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";
import { turnNames } from "../../src/facts/past-names";
import { currentAcross as across, readOne as read } from "./facts-user-object";

beforeAll(loadLanguage);

const names = (turn: string) => turnNames(taggedSentences(turn), () => false);

// News told beside the old value, the ways a first run of sets 111-116 showed the rule missing.
// Expectations are written from the sentences.
describe("news told beside the old value", () => {
  it("reads a particle 'over' as no past: the thing switched over to is the news", () => {
    const told = names("the lisinopril had me coughing all night so the doctor switched me over to losartan");
    expect(told.past).toEqual(["lisinopril"]);
    expect(told.present).toContain("losartan");
    // A copula before it still says the thing is over.
    expect(names("the Fiesta is gone and I got a Kia Picanto").past).toEqual(["fiesta"]);
  });

  it("counts what someone else does to the user as the user's news", () => {
    expect(names("Turns out it was the atenolol all along. She has put me on bisoprolol").present).toContain("bisoprolol");
    // Someone else's own doings still say nothing of the user.
    expect(names("he sold his Passat last week").past).toEqual([]);
  });

  it("ends the car someone switched the user over from", () => {
    const facts = across(
      "I drive a Skoda Fabia, 2012. What oil does it need?",
      "the Fabia had me at the garage every month so my brother switched me over to his old Yaris. What oil does that need?",
    );
    expect(facts.filter((f) => /Drives a Skoda Fabia/.test(f))).toEqual([]);
  });

  it("puts what the news is compared with behind the user", () => {
    expect(names("the pay at the new place is way better than Arby's").past).toEqual(["arby's"]);
    expect(names("the commute to Ashford is worse than the one I had in Dover").past).toEqual(["dover"]);
  });

  it("ends a job told on any topic when the user works somewhere new", () => {
    expect(
      across("I teach maths and physics at Hillside Academy.", "first week at Oakfield School done, the staff room is huge").filter((f) =>
        /Hillside/.test(f),
      ),
    ).toEqual([]);
    expect(
      across("ok so i work at Nando's rn, mostly closing shifts 3-4 nights a week lol.", "first full week at the Tesco bakery done"),
    ).toEqual(["[employer] Works at Tesco"]);
    // A membership is no job.
    expect(
      across(
        "I'm a member at Pure Gym. Can you write me a push day?",
        "week 3 at Screwfix and the onboarding is a lot. can you help me plan my first 90 days?",
      ),
    ).toContainEqual(expect.stringMatching(/Pure Gym/));
  });

  it("reads a named break-up said as being done", () => {
    expect(read("me and rhodri are done fr. he can keep the plant")).toEqual(["[relationship_status] Single (broke up with Rhodri)"]);
    expect(read("Osei and I parted ways at the end of last month")).toEqual(["[relationship_status] Single (broke up with Osei)"]);
    expect(read("Dave and I are done painting the fence")).not.toContainEqual(expect.stringMatching(/Single/));
    expect(read("me and my brother are done with the kitchen")).not.toContainEqual(expect.stringMatching(/Single/));
  });

  it("ends the partner's facts when the user says they are done with them", () => {
    const facts = across(
      "my boyfriend rhodri is taking me to a gig saturday, what should I wear?",
      "me and rhodri are done fr!! can you help me plan a solo trip?",
    );
    expect(facts).toContain("[relationship_status] Single (broke up with Rhodri)");
    expect(facts.filter((f) => /rhodri|boyfriend/i.test(f) && !/broke up/.test(f))).toEqual([]);
  });

  it("takes 'these days' beside a thing left as news", () => {
    const facts = across(
      "Apart from my job I have a side hustle of macrame, I sell wall hangings on Etsy. How do I price them?",
      "That macrame thing I left it, the last orders were all returns. These days my side hustle is sourdough bread, I bake for the Saturday market. How much should I charge a loaf?",
    );
    expect(facts.filter((f) => /side hustle of macrame/i.test(f))).toEqual([]);
    expect(facts).toContainEqual(expect.stringMatching(/sourdough/i));
  });

  it("takes a doctor's word on what caused a side effect as the user's", () => {
    const facts = across(
      "My GP has me on ramipril 5mg for blood pressure. Is it fine with ibuprofen?",
      "Turns out the cough was the ramipril after all, the doctor says it was the ramipril all along! She has put me on losartan instead.",
    );
    expect(facts.filter((f) => /ramipril/i.test(f))).toEqual([]);
    expect(facts).toContainEqual(expect.stringMatching(/losartan/i));
  });

  it("reads a medicine someone gave the user or changed theirs to, but not a painkiller handed out once", () => {
    expect(read("my doctor gave me amlodipine for blood pressure")).toEqual([
      "[medication:amlodipine] Takes amlodipine for their blood pressure",
    ]);
    expect(read("I went back and she changed it to irbesartan")).toContainEqual("[medication:irbesartan] Takes irbesartan");
    expect(read("the nurse gave me some paracetamol")).toEqual([]);
  });

  it("reads what the user does when how often comes first", () => {
    expect(read("every Friday I play futsal with lads from work")).toEqual(["[does:futsal] Plays futsal with lads from work"]);
    expect(read("most mornings I swim at the lido")).toEqual(["[does:swimming] Swims at the lido"]);
  });

  it("reads a car named by a model English has no word for", () => {
    expect(read("my 2008 impala is leaking oil again")).toEqual(["[car] Drives a 2008 impala"]);
  });

  it("reads the app moved from as the old one, not the one used", () => {
    expect(read("i moved everything over from dynalist during the holidays")).not.toContainEqual(
      expect.stringMatching(/^\[note_app\] Uses/),
    );
    expect(
      across(
        "I keep all my lesson plans in Dynalist. Can you make me a template?",
        "ill paste it into notesnook after, i moved everything over from dynalist during the holidays",
      ).filter((f) => /dynalist/i.test(f) && !/moved/i.test(f)),
    ).toEqual([]);
  });
});
