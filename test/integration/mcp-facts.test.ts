import { z } from "zod";
import { describe, expect, it } from "vitest";
import { CorrectFactInputSchema, ListFactsInputSchema, StateFactInputSchema } from "../../src/http/mcp/fact-tools";
import { FactHistorySchema, FactListSchema, FactSchema, StatedFactSchema } from "../../src/http/schemas/facts";
import { api, newKey, newTenant } from "../helpers/api";
import { listFacts, stateFact, type FactBody } from "../helpers/facts";
import { callTool, connectMcp, newMcpTenant, textOf } from "../helpers/mcp";

const draft7 = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { target: "draft-7", io });
const errorOf = (text: string) => (JSON.parse(text) as { error: { code: string; message: string } }).error;
const FACT_TOOLS = ["list_facts", "state_fact", "correct_fact", "retract_fact", "fact_history"];

describe("the user-facts tools of the MCP server", () => {
  it("lists the five fact tools with the REST fact schemas as their output schemas", async () => {
    const { client } = await connectMcp((await newTenant()).key);
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const name of FACT_TOOLS) expect(byName.get(name)?.outputSchema, name).toMatchObject({ type: "object" });
    expect(byName.get("list_facts")?.inputSchema).toEqual(draft7(ListFactsInputSchema, "input"));
    expect(byName.get("list_facts")?.outputSchema).toEqual(draft7(FactListSchema, "output"));
    expect(byName.get("state_fact")?.inputSchema).toEqual(draft7(StateFactInputSchema, "input"));
    expect(byName.get("state_fact")?.inputSchema).toMatchObject({
      required: ["user_id", "text", "type", "topic"],
      additionalProperties: false,
    });
    expect(byName.get("state_fact")?.outputSchema).toEqual(draft7(StatedFactSchema, "output"));
    expect(byName.get("correct_fact")?.inputSchema).toEqual(draft7(CorrectFactInputSchema, "input"));
    expect(byName.get("correct_fact")?.outputSchema).toEqual(draft7(FactSchema, "output"));
    expect(byName.get("retract_fact")?.outputSchema).toEqual(draft7(FactSchema, "output"));
    expect(byName.get("fact_history")?.outputSchema).toEqual(draft7(FactHistorySchema, "output"));
    expect(byName.get("fact_history")?.inputSchema).toMatchObject({ required: ["user_id", "fact_id"] });
    await client.close();
  });

  it("states, lists, corrects, shows the history of and retracts a fact through the tools, the same facts REST serves", async () => {
    const { tenant, client } = await newMcpTenant();
    const berlin = await callTool(client, "state_fact", {
      user_id: "u1",
      text: "I live in Berlin.",
      type: "profile",
      topic: "home_city",
      valid_from: "2024-01-01T00:00:00Z",
    });
    expect(berlin.isError).toBeFalsy();
    expect(berlin.structuredContent).toMatchObject({ user_id: "u1", outcome: "added", fact: { topic: "home_city", status: "current" } });
    expect(JSON.parse(textOf(berlin))).toEqual(berlin.structuredContent);
    const lisbon = await callTool(client, "state_fact", {
      user_id: "u1",
      text: "I moved to Lisbon.",
      type: "profile",
      topic: "home_city",
      confidence: 0.9,
    });
    const stated = lisbon.structuredContent as { outcome: string; fact: FactBody & { confidence: number } };
    expect(stated.outcome).toBe("superseded");
    expect(stated.fact.confidence).toBe(0.9);

    const current = await callTool(client, "list_facts", { user_id: "u1", topic: "home_city" });
    expect((current.structuredContent as { facts: FactBody[] }).facts.map((f) => f.text)).toEqual(["I moved to Lisbon."]);
    const then = await callTool(client, "list_facts", { user_id: "u1", as_of: "2025-01-01T00:00:00Z" });
    expect((then.structuredContent as { facts: FactBody[] }).facts.map((f) => f.text)).toEqual(["I live in Berlin."]);
    const toReview = await callTool(client, "list_facts", { user_id: "u1", conflicts: true });
    expect((toReview.structuredContent as { facts: FactBody[] }).facts).toEqual([]);
    const withHistory = await callTool(client, "list_facts", { user_id: "u1", include_history: true });
    expect((withHistory.structuredContent as { facts: FactBody[] }).facts.map((f) => f.status)).toEqual(["superseded", "current"]);
    expect((await callTool(client, "list_facts", { user_id: "u1", type: "preference" })).structuredContent).toEqual({
      user_id: "u1",
      facts: [],
    });

    const corrected = await callTool(client, "correct_fact", {
      user_id: "u1",
      fact_id: stated.fact.id,
      text: "I moved to Lisbon, Portugal.",
      confidence: 0.7,
    });
    expect(corrected.structuredContent).toMatchObject({
      id: stated.fact.id,
      text: "I moved to Lisbon, Portugal.",
      confidence: 0.7,
      topic: "home_city",
    });

    const history = await callTool(client, "fact_history", { user_id: "u1", fact_id: stated.fact.id });
    expect(history.structuredContent).toMatchObject({ user_id: "u1", topic: "home_city" });
    const versions = (history.structuredContent as { facts: FactBody[] }).facts;
    expect(versions.map((f) => [f.text, f.status])).toEqual([
      ["I live in Berlin.", "superseded"],
      ["I moved to Lisbon, Portugal.", "current"],
    ]);

    const retracted = await callTool(client, "retract_fact", { user_id: "u1", fact_id: stated.fact.id });
    expect(retracted.structuredContent).toMatchObject({ id: stated.fact.id, status: "retracted" });
    expect((await callTool(client, "list_facts", { user_id: "u1" })).structuredContent).toEqual({ user_id: "u1", facts: [] });
    const again = await callTool(client, "correct_fact", { user_id: "u1", fact_id: stated.fact.id, text: "Back in Lisbon." });
    expect(again.isError).toBe(true);
    expect(errorOf(textOf(again)).code).toBe("conflict");
    const rest = await listFacts(api(tenant), "u1", "?include_history=true");
    expect(rest.map((f) => [f.text, f.status])).toEqual([
      ["I live in Berlin.", "superseded"],
      ["I moved to Lisbon, Portugal.", "retracted"],
    ]);
  });

  it("gets invalid fact arguments and unknown fact ids back as isError results naming the problem, and writes nothing", async () => {
    const { tenant, client } = await newMcpTenant();
    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ["state_fact", { user_id: "u1", text: "I like tea.", type: "preference" }, "topic"],
      ["state_fact", { user_id: "u1", text: "I like tea.", type: "preference", topic: "Likes Tea" }, "topic"],
      ["state_fact", { user_id: "u1", text: "I like tea.", type: "opinion", topic: "likes:tea" }, "type"],
      ["state_fact", { user_id: "u1", text: "   ", type: "preference", topic: "likes:tea" }, "text must not be empty"],
      ["state_fact", { user_id: "u1", text: "I like tea.", type: "preference", topic: "likes:tea", confidence: 2 }, "confidence"],
      ["state_fact", { user_id: "u1", text: "I like tea.", type: "preference", topic: "likes:tea", valid_from: "yesterday" }, "valid_from"],
      ["list_facts", { user_id: "u1", include_history: "true" }, "include_history"],
      ["correct_fact", { user_id: "u1", fact_id: "fct_abc" }, "nothing to correct"],
      ["retract_fact", { user_id: "u1", fact_id: "mem_abc" }, "not a fact id"],
      ["fact_history", { user_id: "u1" }, "fact_id"],
    ];
    for (const [tool, args, problem] of invalid) {
      const result = await callTool(client, tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(textOf(result)).toContain(problem);
    }
    for (const tool of ["retract_fact", "fact_history"]) {
      const missing = await callTool(client, tool, { user_id: "u1", fact_id: "fct_nothing_here" });
      expect(errorOf(textOf(missing))).toEqual({ code: "not_found", message: "fact not found" });
    }
    expect(await listFacts(api(tenant), "u1", "?include_history=true")).toEqual([]);
  });

  it("keeps a user-limited key to its own user's facts through every fact tool", async () => {
    const tenant = await newTenant();
    const bobs = await stateFact(api(tenant), "bob", { text: "My PIN hint is my cat's name.", type: "profile", topic: "pin_hint" });
    const alice = await connectMcp((await newKey(tenant.tenantId, "alice")).key);
    const asBob: Array<[string, Record<string, unknown>]> = [
      ["list_facts", { user_id: "bob" }],
      ["state_fact", { user_id: "bob", text: "I live in Rome.", type: "profile", topic: "home_city" }],
      ["correct_fact", { user_id: "bob", fact_id: bobs.id, text: "No hint." }],
      ["retract_fact", { user_id: "bob", fact_id: bobs.id }],
      ["fact_history", { user_id: "bob", fact_id: bobs.id }],
    ];
    for (const [tool, args] of asBob) {
      const refused = await callTool(alice.client, tool, args);
      expect(refused.isError, tool).toBe(true);
      expect(errorOf(textOf(refused))).toEqual({ code: "forbidden", message: "this API key is limited to another user" });
    }
    // Alice's own user id does not open Bob's fact either: the id is looked up in her own object.
    const viaOwn = await callTool(alice.client, "retract_fact", { user_id: "alice", fact_id: bobs.id });
    expect(errorOf(textOf(viaOwn)).code).toBe("not_found");
    const own = await callTool(alice.client, "state_fact", {
      user_id: "alice",
      text: "I live in Rome.",
      type: "profile",
      topic: "home_city",
    });
    expect(own.isError).toBeFalsy();
    expect(await listFacts(api(tenant), "bob", "?include_history=true")).toMatchObject([
      { id: bobs.id, text: bobs.text, status: "current" },
    ]);
    expect((await listFacts(api(tenant), "alice")).map((f) => f.text)).toEqual(["I live in Rome."]);
  });

  it("shows another tenant's key none of a user's facts and lets it change none of them", async () => {
    const tenant = await newTenant();
    const fact = await stateFact(api(tenant), "u1", { text: "I am allergic to peanuts.", type: "profile", topic: "allergy" });
    const { client } = await connectMcp((await newTenant()).key);
    expect((await callTool(client, "list_facts", { user_id: "u1", include_history: true })).structuredContent).toEqual({
      user_id: "u1",
      facts: [],
    });
    for (const [tool, extra] of [
      ["correct_fact", { confidence: 0.1 }],
      ["retract_fact", {}],
      ["fact_history", {}],
    ] as const) {
      const refused = await callTool(client, tool, { user_id: "u1", fact_id: fact.id, ...extra });
      expect(errorOf(textOf(refused)), tool).toEqual({ code: "not_found", message: "fact not found" });
    }
    expect(await listFacts(api(tenant), "u1", "?include_history=true")).toMatchObject([{ id: fact.id, status: "current", confidence: 1 }]);
  });
});
