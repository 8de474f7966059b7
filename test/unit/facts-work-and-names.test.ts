import { beforeAll, describe, expect, it } from "vitest";
import { extractFacts } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";

beforeAll(loadLanguage);

const read = (content: string) =>
  extractFacts([{ conversation_id: "c9", seq: 1, content, created_at: "2026-06-10T08:00:00.000Z" }]).map((f) => [f.topic, f.text]);

describe("work said casually", () => {
  it("reads a workplace typed in lower case or named by what it is", () => {
    expect(read("i work at a florist near the station")).toEqual([["employer", "Works at a florist"]]);
    expect(read("i work for a tiny charity")).toEqual([["employer", "Works for a tiny charity"]]);
  });

  it("reads a job got or started as the new employer, and a layoff as the end of the old one", () => {
    expect(read("i got a job at canva!!")).toEqual([["employer", "Works at canva"]]);
    expect(read("i start at deliveroo next week")).toEqual([["employer", "Works at deliveroo"]]);
    expect(read("i got laid off from my job at wayfair last week")).toEqual([["employer", "No longer works at wayfair"]]);
  });

  it("words a job said with 'work as' as the user would write it down", () => {
    expect(read("i work as a paramedic at the county ambulance service")).toEqual([
      ["occupation", "Works as a paramedic at the county ambulance service"],
    ]);
  });

  it("reads a new job title said with 'now' as the occupation that replaces the old", () => {
    expect(read("i'm a receptionist at a dental practice")).toEqual([["occupation", "Is a receptionist at a dental practice"]]);
    expect(read("i'm a lab technician now")).toEqual([["occupation", "Is a lab technician"]]);
  });

  it("does not take a past job, the night or home for where the user works", () => {
    expect(read("i work at night mostly")).not.toContainEqual(expect.arrayContaining(["employer"]));
    expect(read("i work from home")).not.toContainEqual(expect.arrayContaining(["employer"]));
    expect(read("i worked at a record shop in my twenties")).not.toContainEqual(expect.arrayContaining(["employer"]));
  });
});

describe("names, homes and diets said casually", () => {
  it("reads the name the user goes by in lower case, and not 'call me back'", () => {
    expect(read("call me mo")).toEqual([["name", "Goes by Mo"]]);
    expect(read("i go by rin these days")).toEqual([["name", "Goes by Rin"]]);
    expect(read("call me back later please")).toEqual([]);
  });

  it("names whom the user is married or engaged to", () => {
    expect(read("i'm married to omar")).toEqual([["relationship_status", "Married to Omar"]]);
    expect(read("we just got engaged!!")).toEqual([["relationship_status", "Engaged"]]);
  });

  it("reads the user's age, and a birthday as the new age", () => {
    expect(read("i'm 41")).toEqual([["age", "Is 41"]]);
    expect(read("just turned 30 yesterday!")).toEqual([["age", "Is 30"]]);
    expect(read("i'm 30 weeks pregnant")).not.toContainEqual(["age", "Is 30"]);
  });

  it("reads a move said as 'made the move', and a home said after an adverb without 'I'", () => {
    expect(read("finally made the move to Bristol")).toEqual([["home_city", "Lives in Bristol"]]);
    expect(read("currently living in Porto")).toEqual([["home_city", "Lives in Porto"]]);
  });

  it("reads where someone close to the user works, in lower case too", () => {
    expect(read("my wife works at a law firm in town")).toEqual([["rel:wife.employer", "Wife works at a law firm"]]);
  });

  it("reads a lasting stay as the home city, and not a hospital stay", () => {
    expect(read("i've been in Oslo since february")).toEqual([["home_city", "Lives in Oslo since February 2026"]]);
    expect(read("i've been in the hospital since monday")).toEqual([]);
  });

  it("reads a diet of two words, and keeps a restriction beside the diet", () => {
    expect(read("i've gone plant-based")).toEqual([["diet", "Plant-based"]]);
    expect(read("im doing low carb now")).toEqual([["diet_restriction", "Low carb"]]);
    expect(read("i cut out meat in april")).toEqual([["diet", "Does not eat meat"]]);
    expect(read("i started eating fish again")).toEqual([["diet", "Eats fish again"]]);
  });

  it("reads a recovery said with 'be' as the end of the condition", () => {
    expect(read("i'm fully recovered from pneumonia")).toEqual([["health:pneumonia", "Recovered from pneumonia"]]);
  });
});
