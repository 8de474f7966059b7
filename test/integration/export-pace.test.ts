import { describe, expect, it } from "vitest";
import { exportUserJson } from "../../src/lifecycle/export";
import { append, newClient, round } from "../helpers/api";
import { watchedConversations } from "../helpers/conversation-stubs";

describe("a paced export", () => {
  it("reads no conversation object before its slot, and takes one slot per conversation", async () => {
    const { tenant, client } = await newClient();
    for (const id of ["p1", "p2", "p3"]) await append(client, id, round(1));
    const counting = watchedConversations();
    const held: Array<() => void> = [];
    const pace = () => new Promise<void>((resolve) => held.push(resolve));
    let text = "";
    const done = (async () => {
      for await (const piece of exportUserJson(counting.env, tenant.tenantId, "user-1", null, pace)) text += piece;
    })();
    // Every slot held: the export may list and batch, but it reads no object.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counting.stubsMade()).toBe(0);
    expect(held.length).toBe(3);
    for (const release of held) release();
    await done;
    const body = JSON.parse(text) as { conversations: Array<{ conversation_id: string }> };
    expect(body.conversations.map((c) => c.conversation_id)).toEqual(["p1", "p2", "p3"]);
    expect(counting.stubsMade()).toBe(3);
  });
});
