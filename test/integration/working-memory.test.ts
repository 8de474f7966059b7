import { describe, expect, it } from "vitest";
import { api, newTenant, type Api } from "../helpers/api";
import { getContext, startConversation } from "../helpers/shaping";

interface WorkingMemoryBody {
  state: Record<string, unknown>;
  schema: unknown;
  version: number;
}

const mergePatch = (client: Api, id: string, patch: unknown, contentType = "application/merge-patch+json") =>
  client.patch(`/v1/conversations/${id}/working-memory`, typeof patch === "string" ? patch : JSON.stringify(patch), {
    "content-type": contentType,
  });
const read = async (client: Api, id: string) =>
  (await (await client.get(`/v1/conversations/${id}/working-memory`)).json()) as WorkingMemoryBody;

const schema = {
  type: "object",
  required: ["files_reviewed"],
  properties: {
    files_reviewed: { type: "integer", minimum: 0 },
    issues_found: { type: "array", items: { type: "string" } },
    phase: { enum: ["review", "fix", "done"] },
  },
  additionalProperties: false,
};

describe("seed 004 working memory", () => {
  it("applies JSON Merge Patches (RFC 7396) and injects the state into the context", async () => {
    const client = api(await newTenant());
    await startConversation(client, "wm", {});
    expect(await read(client, "wm")).toMatchObject({ state: {}, schema: null, version: 0 });

    expect(
      (await mergePatch(client, "wm", { files_reviewed: 3, issues_found: ["a.ts: unused import"], task: { phase: "review", owner: "me" } }))
        .status,
    ).toBe(200);
    const res = await mergePatch(
      client,
      "wm",
      { files_reviewed: 4, task: { owner: null }, issues_found: ["a.ts: unused import", "b.ts: off by one"] },
      "application/json",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      version: 2,
      state: { files_reviewed: 4, issues_found: ["a.ts: unused import", "b.ts: off by one"], task: { phase: "review" } },
    });

    const context = await getContext(client, "wm");
    const item = context.injected.find((i) => i.type === "working_memory");
    expect(item?.content.startsWith("## Working Memory (current task state)\n")).toBe(true);
    expect(JSON.parse(item?.content.split("\n").slice(1).join("\n") ?? "")).toEqual({
      files_reviewed: 4,
      issues_found: ["a.ts: unused import", "b.ts: off by one"],
      task: { phase: "review" },
    });
    expect(item?.token_count).toBeGreaterThan(0);
  });

  it("refuses a patch that breaks the registered schema with 422 and leaves the state as it was", async () => {
    const client = api(await newTenant());
    await startConversation(client, "wm-schema", {});
    await mergePatch(client, "wm-schema", { files_reviewed: 1 });
    expect((await client.put("/v1/conversations/wm-schema/working-memory/schema", { schema })).status).toBe(200);

    for (const bad of [
      { files_reviewed: -1 },
      { files_reviewed: null },
      { phase: "shipping" },
      { unknown_field: true },
      { issues_found: [1] },
    ]) {
      const res = await mergePatch(client, "wm-schema", bad);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; details: Array<{ path: string }> } };
      expect(body.error.code).toBe("schema_violation");
      expect(body.error.details.length).toBeGreaterThan(0);
    }
    expect(await read(client, "wm-schema")).toMatchObject({ state: { files_reviewed: 1 }, version: 1 });
    expect((await mergePatch(client, "wm-schema", { phase: "fix", files_reviewed: 2 })).status).toBe(200);
  });

  it("refuses a schema the current state breaks, a malformed one, and one holding a rule it would not enforce", async () => {
    const client = api(await newTenant());
    await startConversation(client, "wm-reg", {});
    await mergePatch(client, "wm-reg", { files_reviewed: "three" });
    const broken = await client.put("/v1/conversations/wm-reg/working-memory/schema", { schema });
    expect(broken.status).toBe(422);
    const malformed = await client.put("/v1/conversations/wm-reg/working-memory/schema", {
      schema: { type: "object", properties: { x: { type: "string", minLength: "three" } } },
    });
    expect(malformed.status).toBe(400);
    const malformedBody = (await malformed.json()) as { error: { code: string; details: Array<{ pointer: string }> } };
    expect(malformedBody.error.code).toBe("invalid_request");
    expect(malformedBody.error.details.map((issue) => issue.pointer)).toContain("/properties/x/minLength");
    const unchecked = await client.put("/v1/conversations/wm-reg/working-memory/schema", {
      schema: { type: "object", properties: { x: { type: "string", format: "postcode" } } },
    });
    expect(unchecked.status).toBe(400);
    const dangling = await client.put("/v1/conversations/wm-reg/working-memory/schema", {
      schema: { type: "object", properties: { x: { $ref: "#/$defs/nowhere" } } },
    });
    expect(dangling.status).toBe(400);
    expect((await read(client, "wm-reg")).schema).toBeNull();
    expect((await client.delete("/v1/conversations/wm-reg/working-memory/schema")).status).toBe(200);
  });

  it("enforces pattern, oneOf, $ref to $defs, minLength and format: date-time, each violation a 422 naming the failing path", async () => {
    const client = api(await newTenant());
    await startConversation(client, "wm-typed", {});
    const typed = {
      type: "object",
      properties: {
        ticket: { type: "string", pattern: "^[A-Z]+-\\d+$" },
        target: {
          oneOf: [
            { type: "string", minLength: 1 },
            { type: "integer", minimum: 0 },
          ],
        },
        owner: { $ref: "#/$defs/person" },
        summary: { type: "string", minLength: 10 },
        due: { type: "string", format: "date-time" },
      },
      $defs: { person: { type: "object", required: ["name"], properties: { name: { type: "string" } } } },
    };
    expect((await client.put("/v1/conversations/wm-typed/working-memory/schema", { schema: typed })).status).toBe(200);
    const good = { ticket: "ENG-42", target: 3, owner: { name: "ada" }, summary: "reviewing the parser", due: "2026-11-30T12:00:00Z" };
    expect((await mergePatch(client, "wm-typed", good)).status).toBe(200);
    const violations: Array<[Record<string, unknown>, string, string]> = [
      [{ ticket: "eng 42" }, "/ticket", "pattern"],
      [{ target: -1 }, "/target", "oneOf"],
      [{ owner: { name: null } }, "/owner", "required"], // merge patch: null removes the name
      [{ summary: "short" }, "/summary", "minLength"],
      [{ due: "next tuesday" }, "/due", "format"],
    ];
    for (const [patch, pointer, keyword] of violations) {
      const res = await mergePatch(client, "wm-typed", patch);
      expect(res.status, keyword).toBe(422);
      const body = (await res.json()) as { error: { code: string; details: Array<{ pointer: string; keyword: string }> } };
      expect(body.error.code).toBe("schema_violation");
      expect(body.error.details, keyword).toContainEqual(expect.objectContaining({ pointer, keyword }));
    }
    expect(await read(client, "wm-typed")).toMatchObject({ state: good, version: 1 });
  });

  it("refuses patches that are not JSON objects, or would replace the state with a non-object", async () => {
    const client = api(await newTenant());
    await startConversation(client, "wm-bad", {});
    await mergePatch(client, "wm-bad", { keep: true });
    expect((await mergePatch(client, "wm-bad", "[1, 2]")).status).toBe(400);
    expect((await mergePatch(client, "wm-bad", "null")).status).toBe(400);
    expect((await mergePatch(client, "wm-bad", "{not json")).status).toBe(400);
    expect((await mergePatch(client, "wm-bad", { a: 1 }, "text/plain")).status).toBe(415);
    expect(await read(client, "wm-bad")).toMatchObject({ state: { keep: true }, version: 1 });
  });
});
