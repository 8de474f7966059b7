// A stand-in for an OpenAI-compatible model on loopback, so the examples run offline: it answers
// the Chat Completions API (plain and streamed) and records every prompt it receives. When the
// request offers tools and the newest message is the user's, it calls the first tool once with
// `toolArguments`; otherwise it answers with a line saying what it received.
import { createServer } from "node:http";

const read = async (req) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
};

const textOf = (content) =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => part.text ?? "").join("") : "";

/** What the stand-in answers to `body`: a tool call or a text. */
function reply(body, toolArguments) {
  const messages = body.messages ?? [];
  const last = messages.at(-1);
  const tool = body.tools?.[0]?.function;
  if (tool && last?.role === "user") {
    return {
      tool_calls: [{ id: `call_${Date.now()}`, type: "function", function: { name: tool.name, arguments: JSON.stringify(toolArguments) } }],
    };
  }
  const user = textOf(messages.findLast((m) => m.role === "user")?.content);
  return { content: `(stand-in model) I received ${messages.length} messages; the newest user message: ${user}` };
}

function completion(model, message) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: message.content ?? null, ...(message.tool_calls ? { tool_calls: message.tool_calls } : {}) },
        finish_reason: message.tool_calls ? "tool_calls" : "stop",
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** The same answer as Server-Sent Events chunks, the way `stream: true` gets it. */
function chunks(model, message) {
  const base = { id: `chatcmpl-${Date.now()}`, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model };
  const delta = message.tool_calls
    ? { role: "assistant", tool_calls: message.tool_calls.map((call, index) => ({ index, ...call })) }
    : { role: "assistant", content: message.content };
  return [
    { ...base, choices: [{ index: 0, delta, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: message.tool_calls ? "tool_calls" : "stop" }] },
    { ...base, choices: [], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } },
  ];
}

/** Starts the stand-in; `requests` holds each request body it received, in order. */
export async function startStandInModel({ toolArguments = {} } = {}) {
  const requests = [];
  const server = createServer((req, res) => {
    read(req)
      .then((body) => {
        if (!req.url?.endsWith("/chat/completions")) {
          res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: `no route ${req.url}` } }));
          return;
        }
        requests.push(body);
        const message = reply(body, toolArguments);
        const model = body.model ?? "stand-in";
        if (!body.stream) {
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(model, message)));
          return;
        }
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const chunk of chunks(model, message)) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        res.end("data: [DONE]\n\n");
      })
      .catch((error) => res.writeHead(500).end(String(error)));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${server.address().port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
