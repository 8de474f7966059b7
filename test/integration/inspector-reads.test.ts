import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, append, newTenant, type Api } from "../helpers/api";

interface Injected {
  type: string;
  content: string;
}

async function injectedTypes(client: Api, id: string, query = ""): Promise<string[]> {
  const res = await client.get(`/v1/conversations/${id}/context${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { injected: Injected[] }).injected.map((item) => item.type);
}

describe("the inspector reads a context without consuming it", () => {
  it("shows a pending screen context in a preview and still hands it to the agent's next context, once", async () => {
    const client = api(await newTenant());
    await append(client, "screen", [{ role: "user", content: "which screen am I on?" }]);
    expect((await client.put("/v1/conversations/screen/screen-context", { content: "The user is on the billing screen." })).status).toBe(
      200,
    );

    // The inspector's view, twice: the screen context is shown each time.
    expect(await injectedTypes(client, "screen", "?preview=true")).toEqual(["screen_context"]);
    expect(await injectedTypes(client, "screen", "?preview=true")).toEqual(["screen_context"]);
    // The agent's next context still gets it, and only that one does.
    expect(await injectedTypes(client, "screen")).toEqual(["screen_context"]);
    expect(await injectedTypes(client, "screen")).toEqual([]);
    expect(await injectedTypes(client, "screen", "?preview=false")).toEqual([]);
  });

  it("has the inspector page ask for its context view as a preview", async () => {
    const script = await (await SELF.fetch("https://engram.test/inspect/app.js")).text();
    const view = script.slice(script.indexOf("async function viewContext"));
    const request = view.slice(0, view.indexOf('call("/v1/conversations/"'));
    expect(request).toContain('qs.set("preview", "true")');
  });

  it("refuses a preview flag that is neither true nor false", async () => {
    const client = api(await newTenant());
    await append(client, "flag", [{ role: "user", content: "hello" }]);
    const res = await client.get("/v1/conversations/flag/context?preview=yes");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  });
});
