/** What the browser test ingests through the HTTP API before it opens the page. */

export const XSS_SCRIPT = "<script>window.__xss = 'script'</script>";
export const XSS_IMG = "<img src=x onerror=\"window.__xss = 'img'\">";

export function http(base: string, token: string) {
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(new URL(path, base), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}
export type Http = ReturnType<typeof http>;

/** A tool output big enough to be offloaded to the memory store (over 500 tokens). */
export const BIG_OUTPUT = Array.from({ length: 400 }, (_, i) => `line ${i + 1}: npm notice building package ${i} of 400, all good`).join(
  "\n",
);

/** A support conversation of ann's: hostile text, an offloaded tool output, a summary, cache, working memory. */
export async function seedSupport(api: Http): Promise<void> {
  const id = "support-42";
  const post = (messages: unknown[]) => api("POST", `/v1/conversations/${id}/messages`, { user_id: "ann", messages });
  await post([
    { role: "user", content: `Please render this: ${XSS_SCRIPT} and ${XSS_IMG}` },
    {
      role: "assistant",
      content: null,
      tool_calls: [{ id: "call_1", type: "function", function: { name: "npm_build", arguments: '{"dir":"web"}' } }],
    },
    { role: "tool", tool_call_id: "call_1", content: BIG_OUTPUT },
    { role: "assistant", content: "The build passed; the page escapes your text." },
  ]);
  for (let n = 1; n <= 2; n += 1)
    await post([
      { role: "user", content: `Round ${n}: what about the deploy to region ${n}?` },
      { role: "assistant", content: `Region ${n} is deployed.` },
    ]);
  await api("POST", `/v1/conversations/${id}/tool-cache`, {
    tool_name: "get_weather",
    parameters: { city: "Lyon" },
    result: "Sunny, 21°C",
    duration: 3,
  });
  await api("PATCH", `/v1/conversations/${id}/working-memory`, { goal: "ship the inspector", step: 3 });
  await api("POST", "/v1/memories", {
    user_id: "ann",
    content: `Ann's deployment notes: deploy with wrangler. ${XSS_IMG}`,
    description: "deployment notes",
    type: "note",
  });
  await api("POST", "/v1/users/ann/facts", {
    text: "Ann lives in Lyon",
    type: "profile",
    topic: "home_city",
    valid_from: "2025-01-01T00:00:00Z",
  });
  await api("POST", "/v1/users/ann/facts", { text: "Ann lives in Paris", type: "profile", topic: "home_city" });
  await seedContradiction(api);
}

/** Two conversations that contradict each other with no topic rule to decide: a pair for review. */
async function seedContradiction(api: Http): Promise<void> {
  for (const [id, content] of [
    ["coffee-1", "I love coffee."],
    ["coffee-2", "I don't like coffee."],
  ] as const)
    await api("POST", `/v1/conversations/${id}/messages`, {
      user_id: "ann",
      messages: [
        { role: "user", content },
        { role: "assistant", content: "Noted." },
      ],
    });
  // Extraction runs on the local queue consumer, off the request path: wait for both facts.
  for (let tries = 0; tries < 100; tries += 1) {
    const { facts } = await api<{ facts: unknown[] }>("GET", "/v1/users/ann/facts?conflicts=true");
    if (facts.length === 2) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the contradicting facts were not extracted");
}

/** A conversation of 1,000 messages, for the page's load time. */
export async function seedLong(api: Http, id: string): Promise<void> {
  for (let batch = 0; batch < 2; batch += 1) {
    const messages = Array.from({ length: 500 }, (_, i) => {
      const n = batch * 500 + i;
      return {
        role: n % 2 ? "assistant" : "user",
        content: `Message ${n}: ${n % 2 ? "answer" : "question"} about item ${n} of the long conversation.`,
      };
    });
    await api("POST", `/v1/conversations/${id}/messages`, { user_id: "bob", messages });
  }
}

/**
 * Waits until the conversations list (the D1 registry) shows `count` messages for `id`. The
 * registry row is rewritten on a summary-state change or once per activity interval, not on every
 * append, so right after the last append it may still show an earlier count; the summary job
 * running on the last batch ends with a rewrite.
 */
export async function listedWith(api: Http, id: string, userId: string, count: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const page = await api<{ conversations: Array<{ conversation_id: string; message_count: number }> }>(
      "GET",
      `/v1/conversations?user_id=${userId}`,
    );
    if (page.conversations.some((c) => c.conversation_id === id && c.message_count === count)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the conversations list never showed ${count} messages for ${id}`);
}

/** Waits for the support conversation's summary job, which the local queue consumer runs. */
export async function summaryCompleted(api: Http, id: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const chain = await api<{ memories: Array<{ status: string }> }>("GET", `/v1/conversations/${id}/memories`);
    if (chain.memories.some((m) => m.status === "completed")) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the summary job never completed");
}
