import { describe, expect, it } from "vitest";
import { api, append, newTenant } from "./helpers/api";
import { runMessageIndexing, search } from "./helpers/search";

describe("search basics", () => {
  it("finds a message by keyword after its index job ran", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "c1", [
      { role: "user", content: "We deployed the payments service to the Frankfurt region yesterday." },
      { role: "assistant", content: "Noted. The rollback plan is in the runbook." },
      { role: "user", content: "My favourite editor is Helix, by the way." },
    ]);
    expect(await search(client, { query: "Frankfurt payments" })).toEqual([]);
    await runMessageIndexing(tenant.tenantId, "c1");
    const results = await search(client, { query: "which region did payments go to?" });
    expect(results[0]?.sources).toEqual([{ conversation_id: "c1", seq: 0 }]);
  });
});
