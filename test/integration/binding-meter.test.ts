import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { meterCounts, metered, type MeterCounts } from "../../src/lib/binding-meter";
import { ADMIN_TOKEN, api, append, newTenant, round } from "../helpers/api";

const meterRoute = "https://engram.test/admin/diagnostics/bindings";

async function routeCounts(): Promise<MeterCounts & { enabled: boolean }> {
  const res = await SELF.fetch(meterRoute, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as MeterCounts & { enabled: boolean };
}

const statements = (counts: MeterCounts) => counts.d1.DB?.statements ?? 0;
const calls = (counts: MeterCounts) => counts.d1.DB?.calls ?? 0;

describe("binding meter (bench-only)", () => {
  it("answers only the admin token", async () => {
    const tenant = await newTenant();
    const withKey = await SELF.fetch(meterRoute, { headers: { authorization: `Bearer ${tenant.key}` } });
    expect(withKey.status).toBe(401);
    expect(((await withKey.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    expect((await SELF.fetch(meterRoute)).status).toBe(401);
  });

  it("is off by default: appends and their background work change no count", async () => {
    const before = await routeCounts();
    expect(before.enabled).toBe(false);
    await append(api(await newTenant()), "unmetered", round(1));
    const after = await routeCounts();
    expect(after).toEqual(before);
  });

  it("counts each statement run alone, each statement of a batch and of an exec, and answers as the real D1 does", async () => {
    const db = metered({ ...env, BINDING_METER: "1" }).DB;
    const before = meterCounts();
    expect(await db.prepare("SELECT ? AS x").bind(7).first()).toEqual({ x: 7 });
    expect((await db.prepare("SELECT 1 AS one").all()).results).toEqual([{ one: 1 }]);
    const batch = await db.batch([db.prepare("SELECT 1 AS a"), db.prepare("SELECT ? AS b").bind(2), db.prepare("SELECT 3 AS c")]);
    expect(batch.map((r) => r.results)).toEqual([[{ a: 1 }], [{ b: 2 }], [{ c: 3 }]]);
    expect((await db.exec("SELECT 1;\nSELECT 2;")).count).toBe(2);
    const after = meterCounts();
    expect(calls(after) - calls(before)).toBe(4);
    expect(statements(after) - statements(before)).toBe(7);
  });

  it("counts queue messages sent and Durable Object stubs obtained", async () => {
    const metering = metered({ ...env, BINDING_METER: "1" });
    const before = meterCounts();
    await metering.JOBS.sendBatch([{ body: { probe: 1 } }, { body: { probe: 2 } }]);
    await metering.JOBS.send({ probe: 3 });
    metering.USERS.getByName("tenant/user");
    const after = meterCounts();
    expect((after.queues.JOBS?.messages ?? 0) - (before.queues.JOBS?.messages ?? 0)).toBe(3);
    expect((after.durable_objects.USERS?.stubs ?? 0) - (before.durable_objects.USERS?.stubs ?? 0)).toBe(1);
  });

  it("meters a real append served with BINDING_METER set, and the admin route reports the same counts", async () => {
    const tenant = await newTenant();
    const meteredEnv = { ...env, BINDING_METER: "1" };
    const before = meterCounts();
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("https://engram.test/v1/conversations/metered/messages", {
        method: "POST",
        headers: { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" },
        body: JSON.stringify({ user_id: "user-1", messages: round(1) }),
      }),
      meteredEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    const after = meterCounts();
    // The key lookup reads D1 through the metered binding; the conversation is one stub.
    expect(statements(after)).toBeGreaterThan(statements(before));
    expect((after.durable_objects.CONVERSATIONS?.stubs ?? 0) - (before.durable_objects.CONVERSATIONS?.stubs ?? 0)).toBeGreaterThanOrEqual(
      1,
    );
    const reported = await routeCounts();
    expect(reported.d1).toEqual(meterCounts().d1);
  });
});
