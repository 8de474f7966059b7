import { describe, expect, it } from "vitest";
import { api, expectError, newKey, newTenant, type Api } from "../helpers/api";

interface Listed {
  name: string;
  scope: string;
}
interface ListBody {
  instructions: Listed[];
  next_cursor: string | null;
}

async function pin(client: Api, body: Record<string, unknown>): Promise<void> {
  const res = await client.post("/v1/instructions", body);
  if (res.status !== 201) throw new Error(`pin failed: ${res.status} ${await res.text()}`);
}

async function list(client: Api, query: string): Promise<ListBody> {
  const res = await client.get(`/v1/instructions${query}`);
  if (res.status !== 200) throw new Error(`list failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ListBody;
}

/** Every page, following next_cursor; returns the names in the order served and the page sizes. */
async function allPages(client: Api, limit: number, filter = ""): Promise<{ names: string[]; sizes: number[] }> {
  const names: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const body: ListBody = await list(client, `?limit=${limit}${filter}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    names.push(...body.instructions.map((i) => i.name));
    sizes.push(body.instructions.length);
    cursor = body.next_cursor;
    if (cursor === null) return { names, sizes };
  }
  throw new Error("the cursor never ended");
}

/** Seven instructions in three scopes, pinned out of order; the injection order is written out by hand below. */
async function sevenInstructions(client: Api): Promise<void> {
  await pin(client, { scope: "agent", agent_id: "writer", name: "A-writer", content: "w" });
  await pin(client, { scope: "user", user_id: "bob", name: "U-bob", content: "b" });
  await pin(client, { scope: "tenant", name: "T-second", content: "2", position: 2 });
  await pin(client, { scope: "user", user_id: "ann", name: "U-ann-late", content: "a", position: 5 });
  await pin(client, { scope: "agent", agent_id: "reviewer", name: "A-reviewer", content: "r" });
  await pin(client, { scope: "tenant", name: "T-first", content: "1", position: 1 });
  await pin(client, { scope: "user", user_id: "ann", name: "U-ann-early", content: "a", position: 0 });
}
// tenant by position; users by user id, then position; agents by agent id.
const INJECTION_ORDER = ["T-first", "T-second", "U-ann-early", "U-ann-late", "U-bob", "A-reviewer", "A-writer"];

describe("GET /v1/instructions pages with a cursor", () => {
  it("serves every instruction once, in injection order, across pages of the asked size, the last with a null cursor", async () => {
    const client = api(await newTenant());
    await sevenInstructions(client);
    const { names, sizes } = await allPages(client, 3);
    expect(names).toEqual(INJECTION_ORDER);
    expect(sizes).toEqual([3, 3, 1]);
    // Pages of one: a cursor after each row, including inside a scope and across scopes.
    expect((await allPages(client, 1)).names).toEqual(INJECTION_ORDER);
  });

  it("pages a filtered list (one user's scope) the same way", async () => {
    const client = api(await newTenant());
    await sevenInstructions(client);
    expect((await allPages(client, 1, "&user_id=ann")).names).toEqual(["U-ann-early", "U-ann-late"]);
  });

  it("gives a client that sends no cursor and no limit the first 50 instructions and a cursor to the rest", async () => {
    const client = api(await newTenant());
    // 51 users with one instruction each: no scope reaches its cap, the tenant's list passes 50.
    const users = Array.from({ length: 51 }, (_, i) => `user-${String(i).padStart(2, "0")}`);
    for (const user of users) await pin(client, { scope: "user", user_id: user, name: `for ${user}`, content: "x" });
    const first = await list(client, "");
    expect(first.instructions.map((i) => i.name)).toEqual(users.slice(0, 50).map((u) => `for ${u}`));
    expect(first.next_cursor).not.toBeNull();
    const second = await list(client, `?cursor=${encodeURIComponent(first.next_cursor ?? "")}`);
    expect(second).toEqual({ instructions: [expect.objectContaining({ name: "for user-50" })], next_cursor: null });
  });

  it("pages a user-limited key through the tenant's, its own user's and the agents' instructions only", async () => {
    const tenant = await newTenant();
    await sevenInstructions(api(tenant));
    const ann = api(await newKey(tenant.tenantId, "ann"));
    expect((await allPages(ann, 2)).names).toEqual(["T-first", "T-second", "U-ann-early", "U-ann-late", "A-reviewer", "A-writer"]);
  });

  it("never shows another tenant's instructions, even given that tenant's cursor", async () => {
    const theirs = api(await newTenant());
    await sevenInstructions(theirs);
    const mine = api(await newTenant());
    await pin(mine, { scope: "tenant", name: "Mine", content: "m" });
    const theirPage = await list(theirs, "?limit=2");
    expect(theirPage.next_cursor).not.toBeNull();
    expect(await list(mine, `?limit=2&cursor=${encodeURIComponent(theirPage.next_cursor ?? "")}`)).toEqual({
      instructions: [],
      next_cursor: null,
    });
    expect((await allPages(mine, 2)).names).toEqual(["Mine"]);
  });

  it("refuses a cursor it did not write and a limit outside 1-100 with a 400 in the error shape", async () => {
    const client = api(await newTenant());
    await pin(client, { scope: "tenant", name: "Only", content: "o" });
    const forged = btoa(JSON.stringify([0, "", 0, "x"])).replace(/=+$/, "");
    for (const query of ["?cursor=not-a-cursor!", `?cursor=${forged}`, "?cursor=e30", "?limit=0", "?limit=101", "?limit=two"]) {
      expect(await expectError(await client.get(`/v1/instructions${query}`), 400)).toBe("invalid_request");
    }
  });
});
