/**
 * tools/call requests whose params the SDK cannot read (`arguments` not an object, `name` not
 * a string). The SDK parses params inside its handler, so such a request came back as -32603
 * "internal error" carrying a zod dump; they are answered here, before the SDK, with the
 * JSON-RPC code for invalid params and a sentence saying what is wrong.
 */
export const INVALID_PARAMS = -32602;

type JsonRpcId = string | number;

interface InvalidParamsAnswer {
  jsonrpc: "2.0";
  id: JsonRpcId;
  error: { code: typeof INVALID_PARAMS; message: string };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const kindOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`);

/** What is wrong with a tools/call request's params, or null (other messages are the SDK's). */
function problemOf(message: unknown): { id: JsonRpcId; message: string } | null {
  if (!isObject(message) || message.method !== "tools/call") return null;
  const id = message.id;
  if (typeof id !== "string" && typeof id !== "number") return null;
  const params = message.params;
  if (!isObject(params)) return { id, message: `Invalid params: tools/call takes an object of params, got ${kindOf(params)}` };
  if (typeof params.name !== "string")
    return { id, message: `Invalid params: the tool's "name" must be a string, got ${kindOf(params.name)}` };
  if (params.arguments !== undefined && !isObject(params.arguments)) {
    return {
      id,
      message: `Invalid params: "arguments" of ${params.name} must be an object of named arguments, got ${kindOf(params.arguments)}`,
    };
  }
  return null;
}

/**
 * The body with each such request replaced by a ping of the same id, so the SDK still runs
 * every transport check (headers, protocol version) and answers each id once; `answers` are
 * what those ids get instead of the ping's empty result.
 */
export function withoutInvalidParams(body: unknown): { answers: Map<JsonRpcId, InvalidParamsAnswer>; body: unknown } {
  const answers = new Map<JsonRpcId, InvalidParamsAnswer>();
  const replace = (message: unknown) => {
    const problem = problemOf(message);
    if (!problem) return message;
    answers.set(problem.id, { jsonrpc: "2.0", id: problem.id, error: { code: INVALID_PARAMS, message: problem.message } });
    return { jsonrpc: "2.0", id: problem.id, method: "ping" };
  };
  return { answers, body: Array.isArray(body) ? body.map(replace) : replace(body) };
}

/** The SDK's answer with the pings' results replaced by the invalid-params errors. */
export async function answerInvalidParams(answers: Map<JsonRpcId, InvalidParamsAnswer>, sdk: Response): Promise<Response> {
  if (answers.size === 0 || sdk.status !== 200 || !sdk.headers.get("content-type")?.includes("application/json")) return sdk;
  const answered: unknown = await sdk.json();
  const swap = (message: unknown) => {
    const id = isObject(message) ? message.id : undefined;
    return (typeof id === "string" || typeof id === "number") && answers.has(id) ? answers.get(id) : message;
  };
  const body = Array.isArray(answered) ? answered.map(swap) : swap(answered);
  const headers = new Headers(sdk.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: 200, headers });
}
