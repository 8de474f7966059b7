// A stand-in for an OpenAI-compatible model on loopback: the README's model examples reach it
// through OPENAI_BASE_URL, as a reader points them at any compatible endpoint. It answers the
// Chat Completions API (the openai package) and the Responses API (the AI SDK's OpenAI
// provider), and refuses a request that carries no context, so an example that sends the model
// nothing fails instead of passing.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export interface ModelStub {
  baseUrl: string;
  requests: { path: string; body: unknown }[];
  close(): Promise<void>;
}

const ANSWER = "Stand-in model: context received.";

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

function hasContext(value: unknown): boolean {
  if (typeof value === "string") return value.trim().length > 0;
  return Array.isArray(value) && value.length > 0;
}

function chatCompletion(model: string) {
  return {
    id: "chatcmpl-stub",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: ANSWER, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function response(model: string) {
  return {
    id: "resp_stub",
    object: "response",
    created_at: Math.floor(Date.now() / 1000),
    status: "completed",
    model,
    output: [
      {
        type: "message",
        id: "msg_stub",
        status: "completed",
        role: "assistant",
        content: [{ type: "output_text", text: ANSWER, annotations: [] }],
      },
    ],
    usage: {
      input_tokens: 1,
      output_tokens: 1,
      total_tokens: 2,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 0 },
    },
  };
}

export async function startModelStub(): Promise<ModelStub> {
  const requests: ModelStub["requests"] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? "/", "http://stub").pathname;
      const body = req.method === "POST" ? await readJson(req) : null;
      requests.push({ path, body });
      const fields = (body ?? {}) as { model?: string; messages?: unknown; input?: unknown };
      const model = fields.model ?? "stub";
      if (path === "/v1/chat/completions" && hasContext(fields.messages)) return send(res, 200, chatCompletion(model));
      if (path === "/v1/responses" && hasContext(fields.input)) return send(res, 200, response(model));
      send(res, 400, { error: { message: `the stand-in model got no context at ${path}`, type: "invalid_request_error" } });
    })().catch((error: unknown) => send(res, 500, { error: { message: String(error), type: "server_error" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the model stub has no port");
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
