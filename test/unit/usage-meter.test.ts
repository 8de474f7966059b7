import { describe, expect, it } from "vitest";
import { classifyIntentWithLlm } from "../../src/search/intent-llm";
import { OpenAiEmbedder } from "../../src/search/openai-embedder";
import type { Ledger } from "../../src/usage/counters";
import { metered, withJobUsage } from "../../src/usage/meter";
import { completion, errorReply, fakeLlm } from "../helpers/fake-llm";

const settings = (fetch: typeof globalThis.fetch) => ({
  apiKey: "sk-test",
  baseURL: "https://llm.test/v1",
  model: "m",
  timeoutMs: 2000,
  fetch,
});
const intentReply = () =>
  completion(JSON.stringify({ intent: "vague", covered: false, reason: "no name" }), {
    usage: { prompt_tokens: 211, completion_tokens: 17 },
  });
const embeddings: typeof fetch = async () =>
  Response.json({
    object: "list",
    data: [{ object: "embedding", index: 0, embedding: [1, 0, 0] }],
    model: "m",
    usage: { prompt_tokens: 6 },
  });

describe("metering of model calls", () => {
  it("books an intent check under intent and the query's embedding under the scope's own job, as the endpoints reported them", async () => {
    const llm = fakeLlm(intentReply);
    const embedder = new OpenAiEmbedder({ ...settings(embeddings), dimensions: 3 });
    const { ledger } = await metered("retrieval", async () => {
      await classifyIntentWithLlm({ ...settings(llm.fetch), model: "m" }, "connect to the DB", "");
      await embedder.embed(["connect to the DB"]);
    });
    expect(ledger).toEqual({
      intent: { llm_calls: 1, llm_input_tokens: 211, llm_output_tokens: 17, embedding_calls: 0, embedding_tokens: 0 },
      retrieval: { llm_calls: 0, llm_input_tokens: 0, llm_output_tokens: 0, embedding_calls: 1, embedding_tokens: 6 },
    });
  });

  it("counts nothing outside a scope, and keeps concurrent scopes apart", async () => {
    const llm = fakeLlm(intentReply);
    await classifyIntentWithLlm({ ...settings(llm.fetch), model: "m" }, "q", "");
    const [one, two] = await Promise.all([
      metered("retrieval", () => classifyIntentWithLlm({ ...settings(llm.fetch), model: "m" }, "q", "")),
      metered("retrieval", async () => {
        await classifyIntentWithLlm({ ...settings(llm.fetch), model: "m" }, "q", "");
        await classifyIntentWithLlm({ ...settings(llm.fetch), model: "m" }, "q", "");
      }),
    ]);
    expect(one.ledger.intent?.llm_calls).toBe(1);
    expect(two.ledger.intent?.llm_calls).toBe(2);
  });

  it("reports a job's spend also when the job throws, and makes no report for a job that called no model", async () => {
    const reports: Ledger[] = [];
    const report = async (ledger: Ledger) => {
      reports.push(ledger);
    };
    const llm = fakeLlm(intentReply);
    const failing = withJobUsage(
      "facts",
      async () => {
        await classifyIntentWithLlm({ ...settings(llm.fetch), model: "m" }, "q", "");
        throw new Error("the job failed after its call");
      },
      report,
    );
    await expect(failing).rejects.toThrow("the job failed after its call");
    expect(await withJobUsage("facts", async () => "offline", report)).toBe("offline");
    const refused = fakeLlm(() => errorReply(500));
    await expect(
      withJobUsage("facts", () => classifyIntentWithLlm({ ...settings(refused.fetch), model: "m" }, "q", ""), report),
    ).rejects.toThrow();
    expect(reports).toEqual([
      { intent: { llm_calls: 1, llm_input_tokens: 211, llm_output_tokens: 17, embedding_calls: 0, embedding_tokens: 0 } },
    ]);
  });

  it("never fails a job because its report failed", async () => {
    const value = await withJobUsage(
      "summary",
      async () => {
        await classifyIntentWithLlm({ ...settings(fakeLlm(intentReply).fetch), model: "m" }, "q", "");
        return "done";
      },
      async () => {
        throw new Error("object unreachable");
      },
    );
    expect(value).toBe("done");
  });
});
