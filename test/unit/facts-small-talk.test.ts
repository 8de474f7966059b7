import { beforeAll, describe, expect, it } from "vitest";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { loadLanguage } from "../../src/facts/nlp";
import { smallTalk } from "../../src/facts/small-talk";

beforeAll(loadLanguage);

const NOW = "2026-03-18T10:00:00.000Z";
const said = (content: string): UserStatement => ({ conversation_id: "c1", seq: 4, content, created_at: NOW });
const texts = (content: string) => extractFacts([said(content)]).map((f) => f.text);

describe("small talk", () => {
  it("recognises the sentences that keep a chat going: news openers, goodbyes, the everyone-we, promises, reactions", () => {
    for (const sentence of [
      "A lot's been going on in my life!",
      "Since we last talked, so much has happened.",
      "Gotta run, talk to you soon!",
      "We all have our own way of getting through it.",
      "We can get through this together!",
      "I'll do my best to keep at it.",
      "Those moments really make me grateful.",
      "Seeing this photo made me miss my hometown.",
    ])
      expect(smallTalk(sentence), sentence).toBe(true);
  });

  it("leaves news about the speaker alone, however it opens", () => {
    for (const sentence of [
      "A lot of my friends moved to Porto last year.",
      "We moved to Porto in May.",
      "I'm off sugar since January.",
      "My photos are all on a NAS now.",
      "We got a puppy!",
    ])
      expect(smallTalk(sentence), sentence).toBe(false);
  });
});

describe("a turn that only chats", () => {
  it("gives no fact from a news opener, an everyone-we, a promise or a reaction to a photo", () => {
    for (const turn of [
      "Hey Jo! Long time no talk! A lot's been going on in my life! Take a look at this.",
      "Since we last talked, so many big things have happened in my world. Check this out!",
      "Yeah Sam, let's keep spreading kindness! We can handle whatever life throws at us together! We got this!",
      "Thanks, Priya! Your kind words really mean a lot. I'll do my best to make sure the new garden is a calm place for everyone.",
      "Aw, that's sweet, Dan! Those milestones are great reminders of how special our friendships are.",
      "Thanks so much, Lee! Seeing this pic just made me appreciate my love of hiking even more.",
    ])
      expect(texts(turn), turn).toEqual([]);
  });

  it("gives no fact from an 'it' that weighs what was just said", () => {
    for (const turn of [
      "Yeah, Ravi! It takes courage to talk about our own struggles.",
      "Wow, Nina! It's awesome to see the difference we can make in each other's lives. Any other plans coming up?",
      "It was one of those nights where I felt tiny and in awe of the sky.",
    ])
      expect(texts(turn), turn).toEqual([]);
  });

  it("drops a loose reading from a turn that reacts to the listener, but keeps what it says on a known topic", () => {
    expect(texts("Wow, Caroline! That's awesome! Taking in rescue dogs - you're so kind.")).toEqual([]);
    expect(texts("thanks! btw i switched to neovim last week")).toEqual(["Uses neovim"]);
  });

  it("still tells news that follows the small talk", () => {
    expect(texts("Hey! A lot's been going on. I moved to Denver last month for a new job.")).toContain("Lives in Denver");
  });
});
