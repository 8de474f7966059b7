import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { embedderFor, SearchConfigError } from "../../src/search/embedders";
import { STATIC_EMBEDDER_NAME, StaticEmbedder, type AssetsBinding } from "../../src/search/static-embedder";
import { newClient } from "../helpers/api";

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
const norm = (a: number[]) => Math.sqrt(cosine(a, a));

/** The real table, through a binding that counts how often it is read. */
function countingAssets(): { assets: AssetsBinding; reads: () => number } {
  let reads = 0;
  return {
    assets: {
      fetch: async (input: string) => {
        reads += 1;
        return env.ASSETS.fetch(input);
      },
    },
    reads: () => reads,
  };
}

describe("static word-vector embedder", () => {
  it("gives known words unit vectors, related words near each other and unrelated ones apart", async () => {
    const embedder = new StaticEmbedder(env.ASSETS);
    const [car, automobile, banana, hike, trail, mortgage] = await embedder.embed([
      "car",
      "automobile",
      "banana",
      "We hiked in the mountains",
      "a long walk up the trail to the summit",
      "interest on the bank loan",
    ]);
    for (const vector of [car!, automobile!, banana!]) {
      expect(vector).toHaveLength(100);
      expect(norm(vector)).toBeCloseTo(1, 6);
    }
    expect(cosine(car!, automobile!)).toBeGreaterThan(cosine(car!, banana!) + 0.3);
    expect(cosine(hike!, trail!)).toBeGreaterThan(cosine(hike!, mortgage!) + 0.3);
  });

  it("gives a text of unknown words a zero vector, and unknown words leave a text's vector as it was", async () => {
    const embedder = new StaticEmbedder(env.ASSETS);
    const [unknown, plain, withUnknown] = await embedder.embed([
      "qzxv brrkt",
      "painting a sunset by the lake",
      "painting a qzxv sunset by the lake brrkt",
    ]);
    expect(unknown).toEqual(Array.from({ length: 100 }, () => 0));
    expect(withUnknown).toEqual(plain);
  });

  it("reads a word missing from the table through its plain inflection", async () => {
    const embedder = new StaticEmbedder(env.ASSETS);
    // "guitarists" is not among the 30,000 words, "guitarist" is: the plural reads the singular's row.
    const [plural, singular] = await embedder.embed(["guitarists", "guitarist"]);
    expect(norm(singular!)).toBeCloseTo(1, 6);
    expect(plural).toEqual(singular);
  });

  it("is the default EMBEDDER, and embedders sharing the isolate's table read it once", async () => {
    const configured = embedderFor(env);
    expect(configured).toBeInstanceOf(StaticEmbedder);
    expect(configured.name).toBe(STATIC_EMBEDDER_NAME);
    expect(configured.dimensions).toBe(100);
    const { assets, reads } = countingAssets();
    const isolate = {};
    await new StaticEmbedder(assets, isolate).embed(["first request"]);
    await new StaticEmbedder(assets, isolate).embed(["second request, another instance"]);
    expect(reads()).toBe(1);
  });

  it("fails with a permanent embedder error when the table is missing or is another build's", async () => {
    const missing = new StaticEmbedder({ fetch: async () => new Response("no", { status: 404 }) });
    await expect(missing.embed(["x"])).rejects.toMatchObject({ name: "EmbedderError", retryable: false });
    const real = await (await env.ASSETS.fetch("https://assets.local/word-vectors.bin")).arrayBuffer();
    const foreign = new Uint8Array(real.slice(0));
    // The header's name is JSON at byte 8: change one letter of it.
    const at = new TextDecoder().decode(foreign.subarray(0, 200)).indexOf("static-glove100");
    foreign[at] = "S".charCodeAt(0);
    const other = new StaticEmbedder({ fetch: async () => new Response(foreign) });
    await expect(other.embed(["x"])).rejects.toMatchObject({ retryable: false, message: expect.stringContaining("this build expects") });
  });
});

describe("bad search configuration", () => {
  it("names the setting: an unknown EMBEDDER, and dimensions the static embedder does not make", () => {
    expect(() => embedderFor({ ...env, EMBEDDER: "magic" } as Env)).toThrow(SearchConfigError);
    expect(() => embedderFor({ ...env, EMBEDDER: "magic" } as Env)).toThrow(/EMBEDDER/);
    expect(() => embedderFor({ ...env, EMBEDDING_DIMENSIONS: "768" } as Env)).toThrow(
      /EMBEDDING_DIMENSIONS is 768 but EMBEDDER "static" makes 100-dimension vectors/,
    );
    expect(embedderFor({ ...env, EMBEDDING_DIMENSIONS: "100" } as Env).dimensions).toBe(100);
  });

  it("answers a search under a bad configuration with 503 not_configured naming it, not a bare 500", async () => {
    const { tenant } = await newClient();
    for (const [setting, value, named] of [
      ["EMBEDDER", "magic", /EMBEDDER/],
      ["EMBEDDING_DIMENSIONS", "300", /EMBEDDING_DIMENSIONS is 300/],
    ] as const) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request("https://engram.test/v1/memories/search", {
          method: "POST",
          headers: { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" },
          body: JSON.stringify({ query: "anything", user_id: "user-1" }),
        }),
        { ...env, [setting]: value } as Env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("not_configured");
      expect(body.error.message).toMatch(named);
    }
  });
});
