import { z } from "zod";

/** The part of an OpenAI chat completions request the tests look at. */
export const ChatRequestSchema = z.object({
  model: z.string(),
  temperature: z.number().optional(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  response_format: z.object({
    type: z.literal("json_schema"),
    json_schema: z.object({ name: z.string(), strict: z.boolean().optional(), schema: z.record(z.string(), z.unknown()) }),
  }),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export interface RecordedCall {
  url: string;
  method: string;
  authorization: string | null;
  body: ChatRequest;
}

type Reply = (call: RecordedCall, signal: AbortSignal | undefined) => Response | Promise<Response>;

/**
 * An OpenAI-compatible server played in-process: every request is recorded (and must be a
 * well-formed chat completions call), and `reply` decides the answer of each call.
 */
export function fakeLlm(reply: Reply) {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const call: RecordedCall = {
      url: request.url,
      method: request.method,
      authorization: request.headers.get("authorization"),
      body: ChatRequestSchema.parse(await request.json()),
    };
    calls.push(call);
    return reply(call, init?.signal ?? undefined);
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

/** A chat completion whose assistant message has `content`. */
export function completion(
  content: string | null,
  options: { refusal?: string; finishReason?: string; usage?: { prompt_tokens: number; completion_tokens: number } } = {},
): Response {
  const usage = options.usage ?? { prompt_tokens: 100, completion_tokens: 20 };
  return Response.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "gpt-4.1-mini",
    choices: [
      {
        index: 0,
        finish_reason: options.finishReason ?? "stop",
        logprobs: null,
        message: { role: "assistant", content, refusal: options.refusal ?? null },
      },
    ],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  });
}

export const summaryReply = (summary: string) => completion(JSON.stringify({ summary }));

export const errorReply = (status: number, message = "upstream failure") =>
  Response.json({ error: { message, type: "server_error", code: null } }, { status });

/** Never answers; rejects only when the caller aborts, as a real fetch does. */
export function hang(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener("abort", () => reject(signal.reason ?? new DOMException("aborted", "AbortError")), { once: true });
  });
}

/** Sends the headers and the start of a body, then stalls until the caller aborts. */
export function stallAfterHeaders(signal: AbortSignal | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"id":"chatcmpl-test",'));
      signal?.addEventListener("abort", () => controller.error(signal.reason), { once: true });
    },
  });
  return new Response(body, { headers: { "content-type": "application/json" } });
}

/** A reply given as data: the answer's JSON, or an HTTP error status (with its body). */
export type LlmReply = { json: unknown } | { status: number; body?: unknown };

/** fakeLlm whose replies are data: the model's JSON answer, or an error status. */
export function fakeJsonLlm(reply: (call: RecordedCall) => LlmReply) {
  return fakeLlm((call) => {
    const answer = reply(call);
    if ("json" in answer) return completion(JSON.stringify(answer.json));
    return Response.json(answer.body ?? { error: { message: "failure" } }, { status: answer.status });
  });
}
