import { describe, expect, it } from "vitest";
import { LocalHashEmbedder } from "../../src/search/local-embedder";
import { cosine } from "../../src/search/local-vector-index";
import { MAX_VECTOR_ID_BYTES, vectorIds } from "../../src/search/vectors";
import { timeHint } from "../../src/search/dates";
import { dropCovered, reciprocalRankFusion } from "../../src/search/fusion";
import { classifyIntent } from "../../src/search/intent";
import { summaryIsDue } from "../../src/search/summary-due";
import { ftsExpression } from "../../src/search/keyword";
import { contentWords, stem } from "../../src/search/text";

describe("reciprocal rank fusion", () => {
  it("ranks an item both lists agree on above items only one list has", () => {
    const fused = reciprocalRankFusion([{ ids: [1, 2, 3] }, { ids: [3, 4, 1] }]);
    expect(fused.map((f) => f.id)).toEqual([1, 3, 2, 4]);
  });

  it("lets a lighter list only break ties between the other list's items", () => {
    const fused = reciprocalRankFusion([{ ids: [10, 11] }, { ids: [12, 11], weight: 0.2 }]);
    expect(fused.map((f) => f.id)).toEqual([11, 10, 12]);
  });
});

describe("dropCovered", () => {
  it("drops a result whose turns better results already cover, but never a memory", () => {
    const kept = dropCovered(
      [
        { id: 1, sources: ["c\u00000", "c\u00001", "c\u00002"], alwaysKeep: false },
        { id: 2, sources: ["c\u00001"], alwaysKeep: false },
        { id: 3, sources: ["c\u00001"], alwaysKeep: true },
        { id: 4, sources: ["c\u00003"], alwaysKeep: false },
        { id: 5, sources: [], alwaysKeep: false },
      ],
      10,
    );
    expect(kept).toEqual([1, 3, 4, 5]);
  });

  it("stops at the limit", () => {
    expect(
      dropCovered(
        [1, 2, 3].map((id) => ({ id, sources: [`c\u0000${id}`], alwaysKeep: false })),
        2,
      ),
    ).toEqual([1, 2]);
  });
});

describe("timeHint", () => {
  it("reads a day, a month and a year named in a query", () => {
    expect(timeHint("what happened on 8 May, 2023?")).toEqual({ from: "2023-05-08T00:00:00.000Z", to: "2023-05-08T23:59:59.999Z" });
    expect(timeHint("what did we do in May 2023")).toEqual({ from: "2023-05-01T00:00:00.000Z", to: "2023-05-31T23:59:59.999Z" });
    expect(timeHint("deploys on 2024-02-29")?.from).toBe("2024-02-29T00:00:00.000Z");
    expect(timeHint("trips in 2022")).toEqual({ from: "2022-01-01T00:00:00.000Z", to: "2022-12-31T23:59:59.999Z" });
  });

  it("ignores impossible dates and queries without a date", () => {
    expect(timeHint("on 31 February 2023")).toBeNull();
    expect(timeHint("which database do we use?")).toBeNull();
  });
});

describe("keyword query", () => {
  it("quotes every term so FTS syntax in the query is inert (the user object is the scope)", () => {
    const expression = ftsExpression('NEAR(x y) OR "db" AND col:secret*');
    expect(expression).toBe('{body context} : ("near" OR "db" OR "col" OR "secret")');
  });

  it("has nothing to match when the query is only stopwords or punctuation", () => {
    expect(ftsExpression("what is it? ...")).toBeNull();
  });

  it("folds case, accents and possessives, and drops stopwords", () => {
    expect(contentWords("Caroline's café is THE best")).toEqual(["caroline", "cafe", "best"]);
    expect(stem("painted")).toBe("paint");
    expect(stem("running")).toBe("run");
    expect(stem("agencies")).toBe("agency");
  });
});

describe("local hashing embedder", () => {
  const embedder = new LocalHashEmbedder(512);

  it("is deterministic and L2-normalised", async () => {
    const [a, b] = await embedder.embed(["The deploy failed on Friday", "The deploy failed on Friday"]);
    expect(a).toEqual(b);
    expect(Math.sqrt(a!.reduce((s, x) => s + x * x, 0))).toBeCloseTo(1, 6);
    expect(a).toHaveLength(512);
  });

  it("puts texts sharing words and word forms closer than unrelated texts", async () => {
    const [query, related, inflected, unrelated] = await embedder.embed([
      "painting a sunrise",
      "I painted the sunrise over the lake",
      "paintings of sunrises",
      "the quarterly tax report is due",
    ]);
    expect(cosine(query!, related!)).toBeGreaterThan(cosine(query!, unrelated!));
    expect(cosine(query!, inflected!)).toBeGreaterThan(0.3);
    expect(cosine(query!, unrelated!)).toBeLessThan(0.1);
  });

  it("gives an empty or stopword-only text the zero vector", async () => {
    const [v] = await embedder.embed(["the and of"]);
    expect(v!.every((x) => x === 0)).toBe(true);
  });
});

describe("vector ids", () => {
  it("keeps short ids readable and hashes long ones into 64 bytes", async () => {
    expect(await vectorIds.message("ten_1", "conv", 3)).toBe("msg:ten_1/conv/3");
    const long = await vectorIds.message("ten_1", "c".repeat(128), 12345);
    expect(new TextEncoder().encode(long).byteLength).toBeLessThanOrEqual(MAX_VECTOR_ID_BYTES);
    expect(long.startsWith("msg~")).toBe(true);
    expect(await vectorIds.message("ten_1", "c".repeat(128), 12346)).not.toBe(long);
    const memory = await vectorIds.memory("ten_1", "é".repeat(40));
    expect(new TextEncoder().encode(memory).byteLength).toBeLessThanOrEqual(MAX_VECTOR_ID_BYTES);
  });

  it("never lets two tenants' long ids collide", async () => {
    const a = await vectorIds.memory("tenant-a", "k".repeat(100));
    const b = await vectorIds.memory("tenant-b", "k".repeat(100));
    expect(a).not.toBe(b);
  });
});

describe("intent check (offline heuristic)", () => {
  const context = "user: Please connect to the AgentFusion database on db-7.internal.\nassistant: Connected to AgentFusion.";

  it("skips retrieval for a concrete instruction the context already covers", () => {
    const decision = classifyIntent("Connect to AgentFusion database", context);
    expect(decision).toMatchObject({ intent: "concrete", performed: false, reason: "concrete_and_covered" });
  });

  it("runs retrieval for a vague instruction", () => {
    expect(classifyIntent("Connect to the DB", context)).toMatchObject({ intent: "vague", performed: true });
    expect(classifyIntent("do it like last time", context)).toMatchObject({ intent: "vague", performed: true });
  });

  it("does not count words scattered over unrelated messages as covered", () => {
    const scattered = "user: Caroline went hiking.\nassistant: The support desk is closed.\nuser: A group photo, nice.";
    expect(classifyIntent("When did Caroline go to the LGBTQ support group?", scattered)).toMatchObject({
      intent: "concrete",
      performed: true,
    });
    expect(
      classifyIntent("When did Caroline go to the support group?", "user: Caroline went to the support group on Friday."),
    ).toMatchObject({ performed: false });
  });

  it("does not count a line that shares only words every line has, or one telling word, as covering the query", () => {
    const lines = [
      "Caroline: Thanks, Melanie! I get to share my journey.",
      "Melanie: Wow, Caroline, that's awesome.",
      "Caroline: Thanks, Melanie. Your support means a lot.",
      "Melanie: I'm so happy for you, Caroline.",
    ].join("\n");
    // "Melanie" and "Caroline" open or fill every line: only "hurt" tells a line apart, and no line has it.
    expect(classifyIntent("When did Melanie get hurt?", lines)).toMatchObject({ intent: "concrete", performed: true });
    expect(classifyIntent("When did Melanie get hurt?", `${lines}\nMelanie: I did get hurt on the trail last week.`)).toMatchObject({
      performed: false,
      reason: "concrete_and_covered",
    });
    // One telling word in common is a shared topic: which paintings is not answered by one line about painting.
    expect(classifyIntent("What has Melanie painted?", `${lines}\nMelanie: Painting relaxes me.`)).toMatchObject({ performed: true });
  });

  it("runs retrieval for a concrete instruction the context does not cover", () => {
    expect(classifyIntent("Restart the Zephyr billing worker on host kappa-3", context)).toMatchObject({
      intent: "concrete",
      performed: true,
      reason: "concrete_not_covered",
    });
  });
});

describe("which summary versions get indexed", () => {
  it("indexes the first, then only versions starting half a window after the newest indexed one", () => {
    expect(summaryIsDue({ startSeq: 0, endSeq: 5 }, null)).toBe(true);
    expect(summaryIsDue({ startSeq: 2, endSeq: 15 }, { startSeq: 0, endSeq: 13 })).toBe(false);
    expect(summaryIsDue({ startSeq: 6, endSeq: 19 }, { startSeq: 0, endSeq: 13 })).toBe(false);
    expect(summaryIsDue({ startSeq: 8, endSeq: 21 }, { startSeq: 0, endSeq: 13 })).toBe(true);
    expect(summaryIsDue({ startSeq: 40, endSeq: 45 }, { startSeq: 20, endSeq: 33 })).toBe(true);
    expect(summaryIsDue({ startSeq: 0, endSeq: 13 }, { startSeq: 0, endSeq: 13 })).toBe(false);
  });
});
