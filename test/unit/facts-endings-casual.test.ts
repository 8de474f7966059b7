import { beforeAll, describe, expect, it } from "vitest";
import { replay } from "./facts-user-object";
import { endsIn } from "../../src/facts/endings";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { exclusion } from "../../src/facts/exclusions";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";
import type { Fact } from "../../src/facts/types";

beforeAll(loadLanguage);

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 10)).toISOString();
/** Turn n of one conversation, on day n; seq 2n as a user turn between assistant answers. */
const said = (content: string, day: number): UserStatement => ({ conversation_id: "c1", seq: day * 2, content, created_at: at(day) });
const read = (content: string) => extractFacts([said(content, 1)]).map((f) => [f.type, f.text]);
const ended = (text: string) => {
  const sentences = taggedSentences(text);
  return endsIn(sentences, (i) => !!exclusion(sentences[i]?.text ?? ""));
};

const timeline = (...turns: string[]): Fact[] => replay(turns, said, at);
const statusOf = (store: Fact[], text: RegExp) => store.filter((f) => text.test(f.text)).map((f) => f.status);
const currentTexts = (store: Fact[]) => store.filter((f) => f.status === "current").map((f) => f.text);

describe("more ways to say something ended", () => {
  it("names what moved out, retired, got stolen or was lost, before or after the words that say so", () => {
    expect(ended("so oskar moved out last month")).toEqual(["oskar"]);
    expect(ended("dr okafor retired in the spring")).toEqual(["okafor"]);
    expect(ended("my car got stolen last night")).toEqual(["car"]);
    expect(ended("someone nicked my bike outside the station")).toEqual(["bike"]);
    expect(ended("i lost my wallet on the tube")).toEqual(["wallet"]);
    expect(ended("the coffee machine at the office died on tuesday")).toEqual(["machine"]);
  });

  it("names what is done or over, what the user is off, who they broke up with and what they left", () => {
    expect(ended("the podcast is officially done")).toEqual(["podcast"]);
    expect(ended("the renovation is finally over")).toEqual(["renovation"]);
    expect(ended("been off keto since june")).toEqual(["keto"]);
    expect(ended("i broke up with jonas last week")).toEqual(["jonas"]);
    expect(ended("i left acme in september")).toEqual(["acme"]);
    expect(ended("i left the band last year")).toEqual(["band"]);
    expect(ended("i closed my monzo account")).toEqual(["monzo"]);
  });

  it("names nothing when the same words say something else", () => {
    expect(ended("the kids moved out of the way")).toEqual([]);
    expect(ended("i left the keys at home")).toEqual([]);
    expect(ended("i left for paris on monday")).toEqual([]);
    expect(ended("i lost weight this year")).toEqual([]);
    expect(ended("we lost the game on sunday")).toEqual([]);
    expect(ended("i'm done with dinner")).toEqual([]);
  });

  it("names nothing of the user's when someone else ends something, or a relative retires (a death still names them)", () => {
    expect(ended("my sister sold her piano")).toEqual([]);
    expect(ended("my dad retired last month")).toEqual([]);
    expect(ended("my dad died in march")).toEqual(["dad"]);
  });

  it("ends the facts that name who moved out, what was stolen and what is over", () => {
    const flat = timeline("i live with oskar and his cat", "oskar moved out on sunday");
    expect(statusOf(flat, /^Lives with oskar/)).toEqual(["superseded"]);
    const bike = timeline("i ride my brompton to work every day", "someone pinched my brompton outside the gym on friday");
    expect(statusOf(bike, /^Rides their brompton/)).toEqual(["superseded"]);
    const podcast = timeline("i host a podcast about birds", "the podcast is officially done, last episode went out friday");
    expect(statusOf(podcast, /^Hosts a podcast/)).toEqual(["superseded"]);
    const gp = timeline("my gp is dr okafor", "dr okafor retired last month");
    expect(statusOf(gp, /okafor$/i)).toEqual(["superseded"]);
  });

  it("ends a diet the user is off, and a bank account they closed", () => {
    const keto = timeline("i'm on a keto diet", "i've been off keto since june");
    expect(statusOf(keto, /^Keto$/)).toEqual(["superseded"]);
    expect(currentTexts(keto)).toEqual(["No longer keto"]);
    const bank = timeline("i have a monzo account for bills", "i closed my monzo account");
    expect(statusOf(bank, /^Uses monzo/)).toEqual(["superseded"]);
    expect(currentTexts(bank)).toEqual(["No longer uses monzo"]);
  });

  it("reads a cancelled subscription as an event that ends what it names, not as a cancelled plan", () => {
    expect(read("cancelled my gousto subscription yesterday")).toEqual([
      ["event", "Cancelled their gousto subscription on 28 February 2026"],
    ]);
    const music = timeline("i use spotify for music", "cancelled my spotify subscription, too pricey");
    expect(statusOf(music, /^Uses spotify/)).toEqual(["superseded"]);
  });

  it("names what 'not ... anymore' says no longer holds, after a preposition too, and ends the plan that named it", () => {
    expect(ended("i'm not doing the york half marathon anymore")).toEqual(["york", "marathon"]);
    expect(ended("i'm not at the bakery any more")).toEqual(["bakery"]);
    const race = timeline("i'm training for the york half marathon in october", "bad knee, so i'm not doing york anymore");
    expect(statusOf(race, /york/i)).toEqual(["superseded", "current"]);
  });

  it("names what is off, and ends the plan that named it", () => {
    expect(ended("the cornwall trip is off")).toEqual(["cornwall"]);
    const trip = timeline("we're planning a trip to cornwall in may", "cornwall's off, the car died");
    expect(statusOf(trip, /cornwall/i)).toEqual(["superseded", "current"]);
  });

  it("names a plan the user decided against or pulled out of, and what is gone", () => {
    expect(ended("we decided not to do the camino this year")).toEqual(["camino"]);
    expect(ended("i pulled out of the relay")).toEqual(["relay"]);
    expect(ended("the rash is gone")).toEqual(["rash"]);
    const walk = timeline("i'm planning to walk the camino in may", "decided against the camino, too hot");
    expect(statusOf(walk, /camino/i)).toEqual(["superseded", "current"]);
  });

  it("ends the relation that names whom the user broke up with", () => {
    const love = timeline("my girlfriend noor is a vet", "broke up with noor last week");
    expect(statusOf(love, /^Girlfriend is Noor$/)).toEqual(["superseded"]);
  });

  it("ends the job told with another employer when the user starts somewhere new, and keeps one told without", () => {
    const moved = timeline("i'm a sous chef at the ivy", "i start at nobu on monday");
    expect(statusOf(moved, /sous chef/)).toEqual(["superseded"]);
    const kept = timeline("i'm a nurse", "i start at st mary's on monday");
    expect(statusOf(kept, /nurse/)).toEqual(["current"]);
  });

  it("reads a split as the end of a relationship", () => {
    expect(read("we split up in march")).toEqual([["profile", "Single (broke up)"]]);
  });
});

describe("a past frame covers its sentence", () => {
  it("states nothing current about a city, a thing owned or a job told in the past", () => {
    expect(read("in my twenties i lived in rome and drove a vespa")).toEqual([]);
    expect(read("as a student i worked at a bar in leeds")).toEqual([]);
    expect(read("growing up we had a dog called rex")).toEqual([]);
    expect(read("i had a vespa when i lived in rome")).toEqual([
      ["event", "Had a vespa"],
      ["event", "Lived in rome"],
    ]);
    // The same things said of now are current.
    expect(read("i live in rome and drive a vespa")).toEqual([
      ["profile", "Lives in Rome"],
      ["profile", "Drives a vespa"],
    ]);
  });
});

describe("plans that never were", () => {
  it("reads no plan and no activity in what the user was going to or supposed to do", () => {
    expect(read("i was gonna start learning piano this year")).toEqual([]);
    expect(read("i was planning to start running")).toEqual([]);
    expect(read("so i was supposed to start coaching my niece's netball team")).toEqual([]);
  });

  it("reads no fact in a refusal said in the moment", () => {
    expect(read("no dessert for me, i'm trying to be good")).toEqual([]);
    expect(read("no wine for me tonight, im driving")).toEqual([]);
  });

  it("takes back a plan the same turn says is not happening", () => {
    expect(read("i'm going to a pottery class in may but it's not happening anymore")).toEqual([]);
  });

  it("ends the sign-up of the round before when the next turn says it was called off, not one two rounds back", () => {
    const race = timeline(
      "so i signed up for a half marathon in october with my cousin",
      "and they cancelled the whole thing, so thats that",
    );
    expect(statusOf(race, /^Signed up for a half marathon/)).toEqual(["superseded"]);
    const store = timeline("so i signed up for a half marathon in october with my cousin", "my cousin is thrilled", "ugh, so thats that");
    expect(statusOf(store, /^Signed up for a half marathon/)).toEqual(["current"]);
  });
});
