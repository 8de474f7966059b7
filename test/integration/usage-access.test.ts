import { describe, expect, it } from "vitest";
import { admin, api, append, expectError, newKey, newTenant, round } from "../helpers/api";
import { conversationUsage, readContext } from "../helpers/usage";

const BAD_RANGES = [
  ["a month that does not exist", "?from=2026-13-01"],
  ["a day that does not exist", "?from=2026-02-30"],
  ["a word", "?from=yesterday"],
  ["a time instead of a day", "?to=2026-11-26T10:00:00Z"],
  ["from after to", "?from=2026-11-20&to=2026-11-10"],
  ["over 366 days", "?from=2024-01-01&to=2026-01-01"],
  ["a cached price over 1", "?cached_price=2"],
  ["a cached price that is no number", "?cached_price=cheap"],
] as const;

describe("usage access", () => {
  it("shows a conversation's usage to its tenant and its user's key only", async () => {
    const owner = await newTenant();
    const client = api(owner);
    await append(client, "shared-id", round(1), "alice");
    await readContext(owner, "shared-id");
    const before = await conversationUsage(client, "shared-id");
    expect(before.totals).toMatchObject({ appends: 1, reads: 1 });

    // Another tenant with the same conversation id reaches its own (empty) conversation.
    const other = await newTenant();
    expect(await expectError(await api(other).get("/v1/conversations/shared-id/usage"), 404)).toBe("not_found");
    await readContext(other, "shared-id");
    // A key limited to another user of the same tenant sees nothing, and its reads count nothing.
    const bob = await newKey(owner.tenantId, "bob");
    expect(await expectError(await api(bob).get("/v1/conversations/shared-id/usage"), 404)).toBe("not_found");
    await readContext(bob, "shared-id");
    const alice = await newKey(owner.tenantId, "alice");
    expect((await conversationUsage(api(alice), "shared-id")).totals).toEqual(before.totals);
  });

  it("keeps each tenant's usage to itself, and tenant usage to tenant-wide keys and the admin token", async () => {
    const tenant = await newTenant();
    const limited = await newKey(tenant.tenantId, "alice");
    expect(await expectError(await api(limited).get("/v1/usage"), 403)).toBe("forbidden");
    const res = await api(tenant).get("/v1/usage");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tenant_id: tenant.tenantId, days: [] });

    expect(await expectError(await api(tenant).get(`/admin/tenants/${tenant.tenantId}/usage`), 401)).toBe("unauthorized");
    expect(await expectError(await admin("GET", "/admin/tenants/no-such-tenant/usage"), 404)).toBe("not_found");
    const viaAdmin = await admin("GET", `/admin/tenants/${tenant.tenantId}/usage`);
    expect(viaAdmin.status).toBe(200);
    expect(await viaAdmin.json()).toMatchObject({ tenant_id: tenant.tenantId, days: [] });
  });

  it.each(BAD_RANGES)("refuses %s with a 400 and the error shape, changing nothing", async (_name, query) => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "c1", round(1));
    const before = await conversationUsage(client, "c1");
    expect(await expectError(await client.get(`/v1/usage${query}`), 400)).toBe("invalid_request");
    expect(await expectError(await admin("GET", `/admin/tenants/${tenant.tenantId}/usage${query}`), 400)).toBe("invalid_request");
    expect(await conversationUsage(client, "c1")).toEqual(before);
  });

  it("refuses a bad cached price or conversation id on the conversation's usage with a 400", async () => {
    const client = api(await newTenant());
    await append(client, "c1", round(1));
    expect(await expectError(await client.get("/v1/conversations/c1/usage?cached_price=-0.5"), 400)).toBe("invalid_request");
    expect(await expectError(await client.get("/v1/conversations/bad%20id/usage"), 400)).toBe("invalid_request");
    expect(await expectError(await client.get("/v1/conversations/never-written/usage"), 404)).toBe("not_found");
  });
});
