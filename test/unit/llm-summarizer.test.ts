import { describe, expect, it } from "vitest";
import { LlmSummarizer, SUMMARY_SYSTEM_PROMPT } from "../../src/summaries/llm-summarizer";
import { SummarizerError, type SummarizeRequest } from "../../src/summaries/summarizer";
import type { StoredMessage } from "../../src/conversations/messages";
import { completion, errorReply, fakeLlm, hang, stallAfterHeaders, summaryReply } from "../helpers/fake-llm";

const message = (seq: number, role: StoredMessage["role"], content: string): StoredMessage => ({
  seq,
  role,
  content,
  created_at: "2026-01-01T00:00:00.000Z",
  token_count: 5,
});

const request: SummarizeRequest = {
  previousSummary: "The user plans a trip to Lisbon in May with their partner.",
  newMessages: [
    message(14, "user", "My partner is vegetarian, is that a problem?"),
    message(15, "assistant", "Not at all, most places have vegetarian dishes."),
  ],
  windowStartSeq: 2,
  windowEndSeq: 15,
};

function summarizer(fetchImpl: typeof fetch, timeoutMs = 5_000) {
  return new LlmSummarizer({ apiKey: "sk-test", baseURL: "https://llm.test/v1", model: "memory-model", timeoutMs, fetch: fetchImpl });
}

async function failure(promise: Promise<unknown>): Promise<SummarizerError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof SummarizerError)) throw new Error(`expected a SummarizerError, got ${String(error)}`);
  return error;
}

describe("LLM summarizer request", () => {
  it("sends the model, the system prompt, the previous summary, only the new messages and the window start", async () => {
    const llm = fakeLlm(() => summaryReply("Trip to Lisbon in May; partner is vegetarian."));
    await summarizer(llm.fetch).summarize(request);

    expect(llm.calls).toHaveLength(1);
    const [call] = llm.calls;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("https://llm.test/v1/chat/completions");
    expect(call?.authorization).toBe("Bearer sk-test");
    expect(call?.body.model).toBe("memory-model");
    expect(call?.body.temperature).toBe(0);

    const [system, user, ...rest] = call?.body.messages ?? [];
    expect(rest).toEqual([]);
    expect(system).toEqual({ role: "system", content: SUMMARY_SYSTEM_PROMPT });
    expect(system?.content).toMatch(/drop everything that came from messages with a seq\s+lower than the window start/);
    expect(user?.role).toBe("user");
    const prompt = user?.content ?? "";
    expect(prompt).toContain("Drop content from before seq 2.");
    expect(prompt).toContain("Window: seq 2 to 15.");
    expect(prompt).toContain("Previous summary:\nThe user plans a trip to Lisbon in May with their partner.");
    expect(prompt).toContain("[seq 14] user: My partner is vegetarian, is that a problem?");
    expect(prompt).toContain("[seq 15] assistant: Not at all, most places have vegetarian dishes.");
    expect(prompt.match(/\[seq \d+\]/g)).toEqual(["[seq 14]", "[seq 15]"]);
  });

  it("asks for structured output: a strict JSON schema with one string field, summary", async () => {
    const llm = fakeLlm(() => summaryReply("ok"));
    await summarizer(llm.fetch).summarize(request);
    const format = llm.calls[0]?.body.response_format;
    expect(format?.json_schema.name).toBe("memory_summary");
    expect(format?.json_schema.strict).toBe(true);
    expect(format?.json_schema.schema).toMatchObject({
      type: "object",
      properties: { summary: { type: "string" } },
      required: ["summary"],
      additionalProperties: false,
    });
  });

  it("says so when there is no previous summary", async () => {
    const llm = fakeLlm(() => summaryReply("ok"));
    await summarizer(llm.fetch).summarize({ ...request, previousSummary: null });
    expect(llm.calls[0]?.body.messages[1]?.content).toContain("Previous summary:\n(none)");
  });
});

describe("LLM summarizer answers", () => {
  it("returns the summary of a well-formed answer", async () => {
    const llm = fakeLlm(() => summaryReply("Trip to Lisbon in May; partner is vegetarian."));
    await expect(summarizer(llm.fetch).summarize(request)).resolves.toBe("Trip to Lisbon in May; partner is vegetarian.");
  });

  it("fails retryably on HTTP 500, and makes one call only (the queue owns retries)", async () => {
    const llm = fakeLlm(() => errorReply(500));
    const error = await failure(summarizer(llm.fetch).summarize(request));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("500");
    expect(llm.calls).toHaveLength(1);
  });

  it("fails retryably on HTTP 429 and finally on HTTP 401", async () => {
    const limited = await failure(summarizer(fakeLlm(() => errorReply(429)).fetch).summarize(request));
    expect(limited.retryable).toBe(true);
    const unauthorized = await failure(summarizer(fakeLlm(() => errorReply(401, "bad key")).fetch).summarize(request));
    expect(unauthorized.retryable).toBe(false);
    expect(unauthorized.message).toContain("401");
  });

  it("times out a server that never answers, aborting the request", async () => {
    let aborted = false;
    const llm = fakeLlm((_call, signal) => {
      signal?.addEventListener("abort", () => (aborted = true));
      return hang(signal);
    });
    const error = await failure(summarizer(llm.fetch, 50).summarize(request));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/timed out/);
    expect(aborted).toBe(true);
  });

  it("times out a server that sends its headers and then stalls the body", async () => {
    const llm = fakeLlm((_call, signal) => stallAfterHeaders(signal));
    const error = await failure(summarizer(llm.fetch, 50).summarize(request));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/timed out/);
  });

  it.each([
    ["malformed JSON", completion('{"summary": "cut off')],
    ["JSON of the wrong shape", completion(JSON.stringify({ text: "a summary under another name" }))],
    ["an empty summary", completion(JSON.stringify({ summary: "   " }))],
    ["no content at all", completion(null)],
    ["a refusal", completion(null, { refusal: "I cannot help with that." })],
  ])("rejects %s as a failure, never a summary", async (_what, reply) => {
    const error = await failure(summarizer(fakeLlm(() => reply.clone()).fetch).summarize(request));
    expect(error.retryable).toBe(true);
  });

  it("rejects an answer cut off by the length limit", async () => {
    const reply = completion('{"summary": "a very long', { finishReason: "length" });
    await failure(summarizer(fakeLlm(() => reply).fetch).summarize(request));
  });
});
