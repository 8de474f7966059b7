import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/index";
import { meterCounts } from "../../src/lib/binding-meter";
import { describe, expect, it } from "vitest";
import { api, append, newKey, newTenant, round, type Api } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";

interface ListItem {
  conversation_id: string;
  user_id: string;
  last_activity_at: string;
  message_count: number;
  last_seq: number;
  strategy: string;
  summary_status: string;
  summarized_through_seq: number | null;
}
interface ListBody {
  conversations: ListItem[];
  next_cursor: string | null;
}

async function list(client: Api, query = ""): Promise<ListBody> {
  const res = await client.get(`/v1/conversations${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
}

/** Walks every page with `limit` and returns the ids in the order the pages gave them. */
async function walk(client: Api, limit: number, extra = ""): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const body: ListBody = await list(client, `?limit=${limit}${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(body.conversations.length).toBeLessThanOrEqual(limit);
    ids.push(...body.conversations.map((c) => c.conversation_id));
    cursor = body.next_cursor;
    if (cursor === null) return ids;
  }
  throw new Error("the cursor never ended");
}

/** Sets a registry row's activity time (the object writes it at most once per interval). */
async function setActivity(tenantId: string, conversationId: string, at: string) {
  await env.DB.prepare(`UPDATE conversations SET last_activity_at = ? WHERE tenant_id = ? AND conversation_id = ?`)
    .bind(at, tenantId, conversationId)
    .run();
}

describe("GET /v1/conversations", () => {
  it("pages the tenant's conversations newest activity first, ties by id, every one exactly once", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const activity: Record<string, string> = {
      "c-old": "2026-01-01T00:00:00.000Z",
      "c-tie-a": "2026-03-01T00:00:00.000Z",
      "c-tie-b": "2026-03-01T00:00:00.000Z",
      "c-new": "2026-05-01T00:00:00.000Z",
      "c-mid": "2026-02-01T00:00:00.000Z",
    };
    for (const id of Object.keys(activity)) await append(client, id, round(1), id === "c-mid" ? "bob" : "ann");
    for (const [id, at] of Object.entries(activity)) await setActivity(tenant.tenantId, id, at);
    const expected = ["c-new", "c-tie-b", "c-tie-a", "c-mid", "c-old"];
    expect(await walk(client, 2)).toEqual(expected);
    expect(await walk(client, 1)).toEqual(expected);
    const whole = await list(client, "?limit=10");
    expect(whole.next_cursor).toBeNull();
    expect(whole.conversations.map((c) => c.last_activity_at)).toEqual(expected.map((id) => activity[id]));
    expect(await walk(client, 2, "&user_id=ann")).toEqual(["c-new", "c-tie-b", "c-tie-a", "c-old"]);
  });

  it("fills message count, strategy and summary status from the registry row each conversation writes", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "fresh", round(1));
    const patched = await client.patch("/v1/conversations/fresh/settings", { strategy: "exchanges" });
    expect(patched.status).toBe(200);
    for (let n = 1; n <= 3; n += 1) await append(client, "busy", round(n));
    const during = await list(client);
    const byId = (body: ListBody, id: string) => body.conversations.find((c) => c.conversation_id === id);
    expect(byId(during, "fresh")).toMatchObject({
      user_id: "user-1",
      message_count: 2,
      last_seq: 1,
      strategy: "exchanges",
      summary_status: "none",
      summarized_through_seq: null,
    });
    expect(byId(during, "busy")).toMatchObject({ message_count: 6, strategy: "sliding-window", summary_status: "generating" });
    await deliverQueuedJobs();
    expect(byId(await list(client), "busy")).toMatchObject({ summary_status: "summarized", summarized_through_seq: 5 });
  });

  it("answers a page from the registry alone: no conversation object is asked, however many rows it lists", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 0; n < 30; n += 1) await append(client, `many-${n}`, round(1));
    const meteredEnv = { ...env, BINDING_METER: "1" };
    const before = meterCounts().durable_objects.CONVERSATIONS?.stubs ?? 0;
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("https://engram.test/v1/conversations?limit=100", { headers: { authorization: `Bearer ${tenant.key}` } }),
      meteredEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListBody;
    expect(body.conversations).toHaveLength(30);
    expect(body.conversations.every((c) => c.message_count === 2 && c.last_seq === 1)).toBe(true);
    expect((meterCounts().durable_objects.CONVERSATIONS?.stubs ?? 0) - before).toBe(0);
  });

  it("shows counts as of last_activity_at: appends inside the activity interval move neither", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "steady", [{ role: "user", content: "one" }]);
    const first = (await list(client)).conversations[0];
    await append(client, "steady", [{ role: "user", content: "two" }]);
    const second = (await list(client)).conversations[0];
    expect([first?.message_count, second?.message_count]).toEqual([1, 1]);
    expect(second?.last_activity_at).toBe(first?.last_activity_at);
    // Once the interval has passed (here: the registry says the last write is old), the next append refreshes both.
    await setActivity(tenant.tenantId, "steady", "2026-01-01T00:00:00.000Z");
    await runInDurableObject(env.CONVERSATIONS.getByName(`${tenant.tenantId}/steady`), async (_instance, state) => {
      state.storage.sql.exec(`UPDATE meta SET value = '0' WHERE key = 'registryWrittenAt'`);
    });
    await append(client, "steady", [{ role: "user", content: "three" }]);
    const third = (await list(client)).conversations[0];
    expect(third?.message_count).toBe(3);
    expect((third?.last_activity_at ?? "") > "2026-01-01T00:00:00.000Z").toBe(true);
  });

  it("lists only its own user's conversations for a user-limited key, and refuses another user_id", async () => {
    const tenant = await newTenant();
    const full = api(tenant);
    await append(full, "ann-1", round(1), "ann");
    await append(full, "bob-1", round(1), "bob");
    const annKey = api(await newKey(tenant.tenantId, "ann"));
    expect((await list(annKey)).conversations.map((c) => c.conversation_id)).toEqual(["ann-1"]);
    expect((await list(annKey, "?user_id=ann")).conversations.map((c) => c.conversation_id)).toEqual(["ann-1"]);
    const refused = await annKey.get("/v1/conversations?user_id=bob");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it("never shows another tenant's conversations, even given that tenant's cursor", async () => {
    const mine = await newTenant();
    const other = await newTenant();
    await append(api(mine), "mine", round(1), "ann");
    await append(api(other), "theirs-1", round(1), "ann");
    await append(api(other), "theirs-2", round(1), "ann");
    const otherPage = await list(api(other), "?limit=1");
    expect(otherPage.next_cursor).not.toBeNull();
    expect((await list(api(mine))).conversations.map((c) => c.conversation_id)).toEqual(["mine"]);
    const withTheirCursor = await list(api(mine), `?cursor=${encodeURIComponent(otherPage.next_cursor ?? "")}`);
    expect(withTheirCursor.conversations.map((c) => c.conversation_id).every((id) => id === "mine")).toBe(true);
  });

  it("lists nothing for an empty tenant, nor once its only conversation is deleted", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    expect(await list(client)).toEqual({ conversations: [], next_cursor: null });
    await append(client, "gone", round(1));
    expect((await client.delete("/v1/conversations/gone")).status).toBe(200);
    expect((await list(client)).conversations).toEqual([]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["cursor=not-a-cursor", "cursor"],
    [`cursor=${btoa(JSON.stringify({ a: 1 }))}`, "cursor"],
    ["user_id=bad%20id", "user_id"],
  ])("answers 400 with the error shape for %s", async (query, field) => {
    const res = await api(await newTenant()).get(`/v1/conversations?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain(field);
  });

  it("answers 401 without a valid key", async () => {
    const res = await api("eng_not_a_key").get("/v1/conversations");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
  });
});
