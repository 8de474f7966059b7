import { env, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { ConversationDO } from "../../durable-objects/conversation";
import type { Api } from "./api";
import { deliverQueuedJobs } from "./queues";

/** The seq up to which the conversation object has handed turns to fact extraction. */
export async function factsQueuedThrough(tenantId: string, conversationId: string): Promise<number | null> {
  const stub = env.CONVERSATIONS.getByName(`${tenantId}/${conversationId}`);
  return runInDurableObject(stub, (_instance: ConversationDO, state) => {
    const row = state.storage.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'factsQueuedThrough'`).toArray()[0];
    return row ? Number(JSON.parse(row.value)) : null;
  });
}

/** Runs the extract_facts jobs the conversation really sent (tests run the consumer by hand). */
export async function runFactExtraction(tenantId: string, conversationId: string) {
  const through = await factsQueuedThrough(tenantId, conversationId);
  if (through === null) throw new Error("the conversation enqueued no fact extraction");
  return deliverQueuedJobs({
    only: (job) => job.type === "extract_facts" && job.tenantId === tenantId && job.conversationId === conversationId,
  });
}

export interface FactBody {
  id: string;
  text: string;
  type: string;
  topic: string;
  status: string;
  valid_from: string;
  valid_to: string | null;
  superseded_by: string | null;
  sources: Array<{ conversation_id: string; seq: number }>;
  flags: string[];
}

export async function listFacts(client: Api, userId: string, query = ""): Promise<FactBody[]> {
  const res = await client.get(`/v1/users/${userId}/facts${query}`);
  if (res.status !== 200) throw new Error(`list failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { facts: FactBody[] }).facts;
}

export async function stateFact(client: Api, userId: string, body: Record<string, unknown>): Promise<FactBody> {
  const res = await client.post(`/v1/users/${userId}/facts`, body);
  if (res.status !== 201) throw new Error(`state failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { fact: FactBody }).fact;
}

/** The facts tests' error check: the status, and an error with a string code and message. */
export const expectFactsError = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.code).toBe("string");
  expect(typeof body.error.message).toBe("string");
};
