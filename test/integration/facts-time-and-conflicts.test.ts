import { describe, expect, it } from "vitest";
import { api, append, newKey, newTenant } from "../helpers/api";
import { expectFactsError as expectError, listFacts, runFactExtraction, stateFact } from "../helpers/facts";

type Client = ReturnType<typeof api>;

interface FullFact {
  id: string;
  text: string;
  topic: string;
  status: string;
  subject: string;
  valid_from: string;
  valid_to: string | null;
  learned_at: string;
  conflicts_with: string[];
  evidence: { quote: string; conversation_id: string; seq: number; said_at: string } | null;
}

/** One user turn said at `at`, answered; then the round's extraction job runs. */
async function say(client: Client, tenantId: string, conversation: string, text: string, at: string) {
  await append(
    client,
    conversation,
    [
      { role: "user", content: text, created_at: at },
      { role: "assistant", content: "Noted.", created_at: at },
    ],
    "u1",
  );
  await runFactExtraction(tenantId, conversation);
}

/** A new tenant whose user said `first` in conversation c1, then `second` in c2, each [text, at]. */
async function saidThenSaid(first: [string, string], second: [string, string]): Promise<Client> {
  const tenant = await newTenant();
  const client = api(tenant);
  await say(client, tenant.tenantId, "c1", ...first);
  await say(client, tenant.tenantId, "c2", ...second);
  return client;
}

/** The user-facts section of a new conversation's context (c3), as the model would read it. */
async function factsInNewConversation(client: Client): Promise<string> {
  await append(client, "c3", [{ role: "user", content: "Hi again!" }], "u1");
  const context = (await (await client.get("/v1/conversations/c3/context?budget_tokens=4000")).json()) as {
    user_facts: { text: string } | null;
  };
  return context.user_facts?.text ?? "";
}

const facts = async (client: Client, query: string) => (await listFacts(client, "u1", query)) as unknown as FullFact[];

describe("facts over time", () => {
  it("answers as_of with the facts true at that instant, offsets included, retracted ones never", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await stateFact(client, "u1", { text: "Lives in Berlin", type: "profile", topic: "home_city", valid_from: "2024-01-01T00:00:00Z" });
    await stateFact(client, "u1", { text: "Lives in Lisbon", type: "profile", topic: "home_city", valid_from: "2025-06-01T00:00:00Z" });
    const wrong = await stateFact(client, "u1", {
      text: "Has a cat",
      type: "profile",
      topic: "owns_cat",
      valid_from: "2024-01-01T00:00:00Z",
    });
    await client.delete(`/v1/users/u1/facts/${wrong.id}`);
    const at = async (instant: string) => (await facts(client, `?as_of=${encodeURIComponent(instant)}`)).map((f) => f.text);
    expect(await at("2023-12-31T23:59:59Z")).toEqual([]);
    expect(await at("2025-01-01T00:00:00Z")).toEqual(["Lives in Berlin"]);
    // 23:00 on 31 May at UTC-2 is 01:00 UTC on 1 June: Lisbon already.
    expect(await at("2025-05-31T23:00:00-02:00")).toEqual(["Lives in Lisbon"]);
    expect(await at("2026-01-01T00:00:00Z")).toEqual(["Lives in Lisbon"]);
  });

  it("dates an extracted move by the message's own words, and history shows when it was true and when it was said", async () => {
    const client = await saidThenSaid(
      ["I live in Lisbon.", "2025-10-01T09:00:00.000Z"],
      ["Big news: we moved to Berlin two months ago!", "2026-03-18T10:00:00.000Z"],
    );
    const history = await facts(client, "?topic=home_city&include_history=true");
    expect(history.map((f) => [f.text, f.status, f.valid_from, f.valid_to])).toEqual([
      ["Lives in Lisbon", "superseded", "2025-10-01T09:00:00.000Z", "2026-01-01T00:00:00.000Z"],
      ["Lives in Berlin", "current", "2026-01-01T00:00:00.000Z", null],
    ]);
    const berlin = history[1];
    expect(berlin?.evidence).toEqual({
      quote: "Big news: we moved to Berlin two months ago!",
      conversation_id: "c2",
      seq: 0,
      said_at: "2026-03-18T10:00:00.000Z",
    });
    expect(berlin?.subject).toBe("user");
    expect(Date.parse(berlin?.learned_at ?? "")).toBeGreaterThan(Date.parse("2026-03-18T10:00:00.000Z"));
    expect((await facts(client, "?as_of=2025-12-15T00:00:00Z")).map((f) => f.text)).toEqual(["Lives in Lisbon"]);
  });

  it("carries the new value, not the old, into the context of a new conversation", async () => {
    const client = await saidThenSaid(
      ["I use VS Code for everything.", "2026-01-05T09:00:00.000Z"],
      ["I switched to Neovim this year and love it.", "2026-03-18T10:00:00.000Z"],
    );
    const known = await factsInNewConversation(client);
    expect(known).toContain('"Uses Neovim"');
    expect(known).not.toContain("VS Code");
  });

  it("retires an activity the user gave up, in another conversation, and carries the one taken up instead", async () => {
    const client = await saidThenSaid(
      ["I play tennis every Sunday.", "2026-01-05T09:00:00.000Z"],
      ["I gave up tennis last month and took up rowing.", "2026-03-18T10:00:00.000Z"],
    );
    const all = await facts(client, "?include_history=true");
    expect(all.map((f) => [f.text, f.status]).sort()).toEqual([
      ["Gave up tennis", "current"],
      ["Plays tennis every Sunday", "superseded"],
      ["Took up rowing", "current"],
    ]);
    const known = await factsInNewConversation(client);
    expect(known).toContain('"Took up rowing"');
    expect(known).not.toContain("Plays tennis");
  });
});

describe("statements that say something ended", () => {
  it("ends what the user had when they say it died, whatever topic it was read under", async () => {
    const client = await saidThenSaid(
      ["We have an old beagle called Pepper.", "2026-01-05T09:00:00.000Z"],
      ["Pepper died on Saturday, we had to put him down.", "2026-03-18T10:00:00.000Z"],
    );
    const all = await facts(client, "?include_history=true");
    const dog = all.find((f) => f.text === "Has an old beagle called Pepper");
    const news = all.find((f) => f.text === "Had to put him down");
    expect([dog?.status, dog?.valid_to]).toEqual(["superseded", "2026-03-18T10:00:00.000Z"]);
    expect(news?.status).toBe("current");
    expect(await factsInNewConversation(client)).not.toContain("beagle");
  });

  it("ends the sign-up of the round before when the next turn says it was called off, naming nothing", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await say(client, tenant.tenantId, "c1", "so i signed up for a half marathon in october with my cousin", "2026-03-02T09:00:00.000Z");
    await say(client, tenant.tenantId, "c1", "and they cancelled the whole thing, so thats that", "2026-03-09T09:00:00.000Z");
    const signUp = (await facts(client, "?include_history=true")).find((f) => f.text.startsWith("Signed up for a half marathon"));
    expect([signUp?.status, signUp?.valid_to]).toEqual(["superseded", "2026-03-09T09:00:00.000Z"]);
    expect(await factsInNewConversation(client)).not.toContain("half marathon");
  });
});

describe("contradictions no topic rule decides", () => {
  it("keeps both statements current, flags the pair, lists it under conflicts=true, and a retraction settles it", async () => {
    const client = await saidThenSaid(["I love coffee.", "2026-01-05T09:00:00.000Z"], ["I don't like coffee.", "2026-03-18T10:00:00.000Z"]);
    const current = await facts(client, "?topic=likes:coffee");
    expect(current.map((f) => [f.text, f.status])).toEqual([
      ["Loves coffee", "current"],
      ["Does not like coffee", "current"],
    ]);
    const [love, dislike] = current;
    expect(love?.conflicts_with).toEqual([dislike?.id]);
    expect(dislike?.conflicts_with).toEqual([love?.id]);
    expect((await facts(client, "?conflicts=true")).map((f) => f.id)).toEqual([love?.id, dislike?.id]);
    await client.delete(`/v1/users/u1/facts/${love?.id}`);
    expect(await facts(client, "?conflicts=true")).toEqual([]);
    expect((await facts(client, "")).map((f) => [f.text, f.conflicts_with])).toEqual([["Does not like coffee", []]]);
  });
});

describe("bad input and isolation", () => {
  it("refuses an as_of that is not a date and a fact text of 10 KB with the error shape, writing nothing", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await expectError(await client.get("/v1/users/u1/facts?as_of=yesterday"), 400);
    await expectError(await client.get("/v1/users/u1/facts?as_of=2026-13-45T00:00:00Z"), 400);
    await expectError(await client.get("/v1/users/u1/facts?conflicts=maybe"), 400);
    await expectError(await client.post("/v1/users/u1/facts", { text: "x".repeat(10 * 1024), type: "profile", topic: "t" }), 400);
    await expectError(
      await client.post("/v1/users/u1/facts", { text: "Lives in Rome", type: "profile", topic: "t", subject: "s".repeat(200) }),
      400,
    );
    expect(await listFacts(client, "u1", "?include_history=true")).toEqual([]);
  });

  it("keeps as_of and conflicts answers to the caller's tenant and user", async () => {
    const owner = await newTenant();
    await stateFact(api(owner), "u1", { text: "Lives in Rome", type: "profile", topic: "home_city", valid_from: "2025-01-01T00:00:00Z" });
    const stranger = api(await newTenant());
    expect(await listFacts(stranger, "u1", "?as_of=2026-01-01T00:00:00Z")).toEqual([]);
    expect(await listFacts(stranger, "u1", "?conflicts=true")).toEqual([]);
    const limited = api(await newKey(owner.tenantId, "u2"));
    await expectError(await limited.get("/v1/users/u1/facts?as_of=2026-01-01T00:00:00Z"), 403);
    await expectError(await limited.get("/v1/users/u1/facts?conflicts=true"), 403);
    expect((await listFacts(api(owner), "u1", "?as_of=2026-01-01T00:00:00Z")).map((f) => f.text)).toEqual(["Lives in Rome"]);
  });
});
