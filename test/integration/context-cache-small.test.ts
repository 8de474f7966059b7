import { describe, expect, it } from "vitest";
import { api, newTenant, type Api, type ContextBody } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { expectMessagesWithinBudget, realTokens } from "../helpers/recount";

/** A JSON context (the openai rendering is read through the same fields it shares: messages, token_count, layers). */
type Body = ContextBody;

async function read(client: Api, id: string, query: string): Promise<Body> {
  const res = await client.get(`/v1/conversations/${id}/context?${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as Body;
}

const BIG_OUTPUT = Array.from({ length: 400 }, (_, i) => `line ${i + 1}: npm notice building package ${i} of 400, all good`).join("\n");

/** A tool output offloaded to a placeholder, then `rounds` rounds about deploys; the newest message is an answer. */
async function supportConversation(client: Api, id: string, rounds: number): Promise<number> {
  const post = async (messages: unknown[]) => {
    const res = await client.post(`/v1/conversations/${id}/messages`, { user_id: "ann", messages });
    if (res.status !== 201) throw new Error(await res.text());
    return ((await res.json()) as { last_seq: number }).last_seq;
  };
  await post([
    { role: "user", content: "Please build the web package" },
    { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "npm_build", arguments: "{}" } }] },
    { role: "tool", tool_call_id: "c1", content: BIG_OUTPUT },
    { role: "assistant", content: "The build passed." },
  ]);
  let last = 0;
  for (let n = 1; n <= rounds; n += 1)
    last = await post([
      { role: "user", content: `Round ${n}: what about the deploy to region ${n}?` },
      { role: "assistant", content: `Region ${n} is deployed.` },
    ]);
  await client.patch(`/v1/conversations/${id}/working-memory`, { goal: "ship the inspector", step: 3 });
  await deliverQueuedJobs();
  return last;
}

describe("cache-stable contexts at a small budget", () => {
  it("serves the newest answer of a finished turn at a 120-token budget with a query, rather than no turn at all", async () => {
    const client = api(await newTenant());
    const last = await supportConversation(client, "small", 2);
    // An agent's earlier read at a larger budget stored the state a smaller read compacts from.
    await read(client, "small", "budget_tokens=400");
    for (const params of ["budget_tokens=120&query=deploy&preview=true", "budget_tokens=120&query=deploy"]) {
      const body = await read(client, "small", params);
      expect(body.token_count).toBeLessThanOrEqual(120);
      // The same read rendered (the prompt as sent, legend and quoting included), recounted with o200k.
      expectMessagesWithinBudget(await read(client, "small", `${params}&format=openai`), 120);
      expect(body.messages.map((m) => m.seq)).toContain(last);
      const recent = body.layers.find((l) => l.kind === "recent");
      expect(recent?.items).toContain(`seq:${last}`);
      // The answer's own tokens at least (recounted here with o200k, not read from the service).
      expect(recent!.token_count).toBeGreaterThanOrEqual(realTokens(`Region 2 is deployed.`));
    }
  });

  it("keeps a recalled placeholder and its legend within the budget", async () => {
    const client = api(await newTenant());
    await supportConversation(client, "legend", 6);
    await read(client, "legend", "budget_tokens=300");
    for (const format of ["json", "openai"]) {
      const body = await read(client, "legend", `budget_tokens=300&format=${format}&query=${encodeURIComponent("npm build output")}`);
      if (format === "json") expect(body.token_count).toBeLessThanOrEqual(300);
      else expectMessagesWithinBudget(body, 300);
      expect(body.layers.find((l) => l.kind === "retrieval")!.token_count).toBeGreaterThan(0);
    }
  });

  it("does not recall the pinned task, which the context already shows", async () => {
    const client = api(await newTenant());
    await supportConversation(client, "task", 6);
    await read(client, "task", "budget_tokens=300");
    const body = await read(client, "task", `budget_tokens=300&query=${encodeURIComponent("build the web package")}`);
    expect(body.layers.find((l) => l.kind === "pinned")!.items.length).toBeGreaterThan(0);
    expect(body.memories.map((m) => m.key)).not.toContain("msg:task:0");
    expect(body.memories.length).toBeGreaterThan(0);
  });
});
