import type { Api, ContextBody, Turn } from "./api";
import { append } from "./api";

export interface CacheEntryBody {
  key: string;
  tool_name: string;
  parameters: Record<string, unknown>;
  result: string;
  remaining_duration: number;
  original_duration: number;
  hits: number;
}

export interface StateBody {
  strategy: string;
  exchanges: {
    count: number;
    items: Array<{ question: string; answer: string; answer_bytes: number; summarized: boolean }>;
    summary: { text: string; bytes: number };
    compressions: { llm: number; truncation: number; total: number };
    compression_job_id: string | null;
  };
  rolling_summary: { text: string; lines: number };
  cache: { count: number; entries: CacheEntryBody[] };
  context_keys: Record<string, string | number | boolean>;
  working_memory: { state: Record<string, unknown>; schema: unknown; version: number };
  screen_context: { provided: boolean; injected: boolean };
  compaction: {
    summary: { text: string; through_seq: number; token_count: number; method: string } | null;
    count: number;
    consecutive_failures: number;
    circuit_open: boolean;
    job: { id: string; reactive: boolean } | null;
  };
  offloads: Array<{ seq: number; key: string; status: string; token_count: number }>;
  agent_receives: { message_count: number; token_count: number; messages: ContextBody["messages"]; injected: ContextBody["injected"] };
}

async function json<T>(res: Response, status: number): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export const getContext = async (client: Api, id: string, query = "") =>
  json<ContextBody>(await client.get(`/v1/conversations/${id}/context${query}`), 200);
export const getState = async (client: Api, id: string) => json<StateBody>(await client.get(`/v1/conversations/${id}/state`), 200);
export async function patchSettings(client: Api, id: string, patch: Record<string, unknown>) {
  return json<Record<string, unknown>>(await client.patch(`/v1/conversations/${id}/settings`, patch), 200);
}

/** Starts a conversation (the object learns its owner on the first append) with the given settings. */
export async function startConversation(
  client: Api,
  id: string,
  settings: Record<string, unknown>,
  first: Turn[] = [{ role: "system", content: "You are Atlas, AI Assistant." }],
) {
  await append(client, id, first);
  await patchSettings(client, id, settings);
}

/**
 * A tiered conversation whose big tool result (400 log lines naming `topic`) its next context
 * read offloads; returns the offload that read reserved.
 */
export async function offloadedToolResult(client: Api, id: string, topic: string) {
  await startConversation(client, id, { strategy: "tiered", tool_result_max_chars: 1000, offload_threshold_tokens: 100_000 });
  const logs = Array.from({ length: 400 }, (_, i) => `worker ${i % 7} restarted after the ${topic} deploy`).join("\n");
  await append(client, id, toolTurn("show the logs", { id: "l1", name: "get_logs", args: { service: "api" } }, logs, "Restarts only."));
  await append(client, id, [{ role: "user", content: "anything else?" }]);
  await getContext(client, id);
  return (await getState(client, id)).offloads[0];
}

/** One finished exchange: a user question and a final answer. */
export const exchange = (question: string, answer: string): Turn[] => [
  { role: "user", content: question },
  { role: "assistant", content: answer },
];

export interface ToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

/** The call turn, typed precisely enough to stand in the renderers' OpenAI messages too. */
interface CallingTool extends Turn {
  role: "assistant";
  content: null;
  tool_calls: Array<{ id: string; type: "function"; function: { name: string; arguments: string } }>;
}

/** An assistant message that only calls one tool. */
export const callingTool = (call: ToolCall): CallingTool => ({
  role: "assistant",
  content: null,
  tool_calls: [{ id: call.id, type: "function", function: { name: call.name, arguments: JSON.stringify(call.args) } }],
});

/** An agent turn that calls one tool: question, call, result, final answer. */
export function toolTurn(
  question: string,
  call: ToolCall,
  result: string,
  answer: string,
  resultMetadata?: Record<string, unknown>,
): Turn[] {
  return [
    { role: "user", content: question },
    callingTool(call),
    { role: "tool", content: result, tool_call_id: call.id, ...(resultMetadata ? { metadata: resultMetadata } : {}) },
    { role: "assistant", content: answer },
  ];
}

/** An OpenAI-compatible chat endpoint played by the test: records each request body, answers with `reply`. */
export function fakeLlm(
  reply: (body: { model: string; max_tokens?: number; messages: Array<{ role: string; content: string }> }) => string | { status: number },
) {
  const requests: Array<{ url: string; body: { model: string; max_tokens?: number; messages: Array<{ role: string; content: string }> } }> =
    [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as {
      model: string;
      max_tokens?: number;
      messages: Array<{ role: string; content: string }>;
    };
    requests.push({ url: String(input), body });
    const answer = reply(body);
    if (typeof answer !== "string") {
      return new Response(JSON.stringify({ error: { message: "upstream failure", type: "server_error" } }), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }
    return new Response(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop", logprobs: null }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );
  };
  return { fetch: fetchImpl, requests };
}

export const llmOptions = (fetchImpl: typeof fetch) => ({
  apiKey: "test-key",
  baseURL: "https://llm.test/v1",
  model: "test-model",
  timeoutMs: 5000,
  fetch: fetchImpl,
});
