import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EmbedderError } from "../../src/search/embedder-error";
import { embedderFor } from "../../src/search/embedders";
import { LocalHashEmbedder } from "../../src/search/local-embedder";
import { OpenAiEmbedder } from "../../src/search/openai-embedder";
import { WorkersAiEmbedder } from "../../src/search/workers-ai-embedder";

interface Recorded {
  url: string;
  headers: Headers;
  body: unknown;
}

/** Plays an OpenAI-compatible /embeddings endpoint and records what was sent. */
function fakeEndpoint(answer: (body: { input: string[] }) => Response) {
  const requests: Recorded[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = (await request.json()) as { input: string[] };
    requests.push({ url: request.url, headers: request.headers, body });
    return answer(body);
  };
  return { requests, fetch: fetchImpl };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

const settings = { apiKey: "sk-test", baseURL: "https://llm.example/v1", model: "text-embedding-3-small", dimensions: 3, timeoutMs: 5000 };

describe("OpenAI-compatible embedder", () => {
  it("sends model, inputs, dimensions and float encoding with the key, and orders the answer by index", async () => {
    const endpoint = fakeEndpoint(() =>
      json({
        object: "list",
        data: [
          { object: "embedding", index: 1, embedding: [0, 1, 0] },
          { object: "embedding", index: 0, embedding: [1, 0, 0] },
        ],
        model: "text-embedding-3-small",
        usage: { prompt_tokens: 4, total_tokens: 4 },
      }),
    );
    const embedder = new OpenAiEmbedder({ ...settings, fetch: endpoint.fetch });
    expect(await embedder.embed(["first", "second"])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
    ]);
    expect(endpoint.requests).toHaveLength(1);
    const [sent] = endpoint.requests;
    expect(sent!.url).toBe("https://llm.example/v1/embeddings");
    expect(sent!.headers.get("authorization")).toBe("Bearer sk-test");
    expect(sent!.body).toEqual({ model: "text-embedding-3-small", input: ["first", "second"], dimensions: 3, encoding_format: "float" });
  });

  it("turns a 500 into a retryable embedder error", async () => {
    const endpoint = fakeEndpoint(() => json({ error: { message: "upstream down" } }, 500));
    const embedder = new OpenAiEmbedder({ ...settings, fetch: endpoint.fetch });
    const error = await embedder.embed(["x"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbedderError);
    expect(error).toMatchObject({ retryable: true, message: expect.stringContaining("500") });
    expect(endpoint.requests).toHaveLength(1);
  });

  it("turns a 401 into a permanent embedder error", async () => {
    const endpoint = fakeEndpoint(() => json({ error: { message: "bad key" } }, 401));
    const error = await new OpenAiEmbedder({ ...settings, fetch: endpoint.fetch }).embed(["x"]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "EmbedderError", retryable: false });
  });

  it("rejects a malformed answer, a missing input and a wrong dimension count", async () => {
    const malformed = new OpenAiEmbedder({ ...settings, fetch: fakeEndpoint(() => json({ data: "nope" })).fetch });
    await expect(malformed.embed(["x"])).rejects.toMatchObject({ name: "EmbedderError", message: expect.stringContaining("malformed") });
    const missing = new OpenAiEmbedder({
      ...settings,
      fetch: fakeEndpoint(() => json({ data: [{ index: 0, embedding: [1, 0, 0] }] })).fetch,
    });
    await expect(missing.embed(["x", "y"])).rejects.toMatchObject({ message: expect.stringContaining("missing") });
    const wrongSize = new OpenAiEmbedder({
      ...settings,
      fetch: fakeEndpoint(() => json({ data: [{ index: 0, embedding: [1, 0] }] })).fetch,
    });
    await expect(wrongSize.embed(["x"])).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining("expected 3 dimensions"),
    });
  });

  it("is what EMBEDDER=openai selects, with the configured base URL, model and dimensions", async () => {
    const endpoint = fakeEndpoint((body) => json({ data: body.input.map((_, index) => ({ index, embedding: [0.5, 0.5] })) }));
    const configured = {
      ...env,
      EMBEDDER: "openai",
      EMBEDDING_API_KEY: "sk-embed",
      EMBEDDING_BASE_URL: "https://embed.example/v1",
      EMBEDDING_MODEL: "nomic-embed-text",
      EMBEDDING_DIMENSIONS: "2",
    } as Env;
    const embedder = embedderFor(configured, endpoint.fetch);
    expect(embedder.name).toBe("openai:nomic-embed-text");
    await embedder.embed(["hello"]);
    expect(endpoint.requests[0]!.url).toBe("https://embed.example/v1/embeddings");
    expect(endpoint.requests[0]!.headers.get("authorization")).toBe("Bearer sk-embed");
    expect(endpoint.requests[0]!.body).toMatchObject({ model: "nomic-embed-text", dimensions: 2 });
  });
});

describe("Workers AI embedder", () => {
  it("calls env.AI.run with the model and the texts, in batches of 100", async () => {
    const calls: Array<{ model: string; text: string[] }> = [];
    const ai = {
      run: async (model: string, inputs: { text: string[] }) => {
        calls.push({ model, text: inputs.text });
        return { shape: [inputs.text.length, 2], data: inputs.text.map((t) => [t.length, 1]) };
      },
    };
    const embedder = new WorkersAiEmbedder(ai, "@cf/baai/bge-base-en-v1.5", 2);
    const texts = Array.from({ length: 150 }, (_, i) => "x".repeat(i + 1));
    const vectors = await embedder.embed(texts);
    expect(calls.map((c) => [c.model, c.text.length])).toEqual([
      ["@cf/baai/bge-base-en-v1.5", 100],
      ["@cf/baai/bge-base-en-v1.5", 50],
    ]);
    expect(vectors).toHaveLength(150);
    expect(vectors[149]).toEqual([150, 1]);
  });

  it("rejects a malformed answer and a wrong dimension count", async () => {
    const malformed = new WorkersAiEmbedder({ run: async () => ({ result: "?" }) }, "m", 2);
    await expect(malformed.embed(["x"])).rejects.toMatchObject({ name: "EmbedderError", retryable: true });
    const short = new WorkersAiEmbedder({ run: async () => ({ shape: [1, 1], data: [[1]] }) }, "m", 2);
    await expect(short.embed(["x"])).rejects.toMatchObject({ retryable: false });
  });

  it("is what EMBEDDER=workers-ai selects, and a missing AI binding is a configuration error", async () => {
    const ai = {
      run: async (_model: string, inputs: { text: string[] }) => ({ data: inputs.text.map(() => Array.from({ length: 768 }, () => 0.1)) }),
    };
    const embedder = embedderFor({ ...env, EMBEDDER: "workers-ai", AI: ai } as unknown as Env);
    expect(embedder.name).toBe("workers-ai:@cf/baai/bge-base-en-v1.5");
    expect((await embedder.embed(["hi"]))[0]).toHaveLength(768);
    expect(() => embedderFor({ ...env, EMBEDDER: "workers-ai" } as Env)).toThrow(/no AI binding/);
  });
});

describe("embedder selection", () => {
  it("selects the hashing embedder with 512 dimensions for EMBEDDER=local", () => {
    const embedder = embedderFor({ ...env, EMBEDDER: "local" } as Env);
    expect(embedder).toBeInstanceOf(LocalHashEmbedder);
    expect(embedder.dimensions).toBe(512);
  });

  it("rejects an unknown EMBEDDER value", () => {
    expect(() => embedderFor({ ...env, EMBEDDER: "magic" } as Env)).toThrow();
  });
});
