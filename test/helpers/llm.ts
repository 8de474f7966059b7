/** Plays an OpenAI-compatible chat completions server through an injected fetch. */
export interface LlmCall {
  url: string;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown };
}

export type LlmReply = { json: unknown } | { status: number; body?: unknown };

export function fakeLlm(reply: (call: LlmCall) => LlmReply) {
  const calls: LlmCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const raw = typeof init?.body === "string" ? init.body : "{}";
    const call: LlmCall = { url, body: JSON.parse(raw) as LlmCall["body"] };
    calls.push(call);
    const answer = reply(call);
    if ("json" in answer) {
      return Response.json({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 0,
        model: call.body.model,
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify(answer.json), refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }
    return Response.json(answer.body ?? { error: { message: "failure" } }, { status: answer.status });
  };
  return { fetch: fetchImpl, calls };
}
