import { router, mountedGroup, API_KEY } from "../router";
import type { Principal } from "../../db/api-keys";
import { database, type Database } from "../../db/client";
import { deleteInstruction, findInstructions, getInstruction, insertInstruction, updateInstruction } from "../../db/pinned-instructions";
import type { PinnedInstructionRow } from "../../db/schema";
import { pinnedCache } from "../../instructions/cache";
import { EngramError, notFound } from "../../lib/errors";
import { jsonBody, jsonResponse } from "../schemas/common";
import {
  CreateInstructionSchema,
  InstructionListSchema,
  InstructionParamsSchema,
  InstructionQuerySchema,
  InstructionSchema,
  UpdateInstructionSchema,
} from "../schemas/instructions";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

/**
 * Seed 004's AGENT.md pattern: documents at tenant, user and agent scope, injected into every
 * context (tenant, then user, then agent). A key limited to a user may manage only that user's
 * documents; it can read the tenant and agent documents its contexts receive anyway.
 */
export const instructions = router();
const route = mountedGroup(instructions, { tags: ["pinned instructions"], security: API_KEY });

const view = (row: PinnedInstructionRow) => ({
  id: row.id,
  scope: row.scope,
  user_id: row.scope === "user" ? row.scopeId : null,
  agent_id: row.scope === "agent" ? row.scopeId : null,
  name: row.name,
  content: row.content,
  token_count: row.tokenCount,
  position: row.position,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

const visible = (principal: Principal, row: PinnedInstructionRow) =>
  principal.userId === null || row.scope !== "user" || row.scopeId === principal.userId;

function assertMayWrite(principal: Principal, scope: PinnedInstructionRow["scope"], scopeId: string): void {
  if (principal.userId === null) return;
  if (scope !== "user" || scopeId !== principal.userId) {
    throw new EngramError("forbidden", "a key limited to a user may only manage that user's instructions");
  }
}

/** An existing instruction this key may change: 404 if it cannot see it, 403 if it may only read it. */
async function writable(db: Database, principal: Principal, id: string): Promise<PinnedInstructionRow> {
  const existing = await getInstruction(db, principal.tenantId, id);
  if (!existing || !visible(principal, existing)) throw notFound("instruction");
  assertMayWrite(principal, existing.scope, existing.scopeId);
  return existing;
}

route.post("/", {
  summary: "Pin an instruction document at tenant, user or agent scope",
  request: { body: jsonBody(CreateInstructionSchema, REQUEST.createInstruction) },
  responses: { 201: jsonResponse(InstructionSchema, "Created", ANSWER.createInstruction) },
  errors: [409],
})(async (c) => {
  const body = c.req.valid("json");
  const principal = c.get("principal");
  const scopeId = body.scope === "user" ? (body.user_id ?? "") : body.scope === "agent" ? (body.agent_id ?? "") : "";
  assertMayWrite(principal, body.scope, scopeId);
  const row = await insertInstruction(database(c.env.DB), principal.tenantId, {
    scope: body.scope,
    scopeId,
    name: body.name,
    content: body.content,
    position: body.position,
  });
  if (!row) throw new EngramError("conflict", `an instruction named "${body.name}" already exists in this scope`);
  pinnedCache.evictTenant(principal.tenantId);
  return c.json(view(row), 201);
});

route.get("/", {
  summary: "The pinned instructions this key can see, in injection order",
  request: { query: InstructionQuerySchema },
  responses: { 200: jsonResponse(InstructionListSchema, "Instructions") },
})(async (c) => {
  const query = c.req.valid("query");
  const principal = c.get("principal");
  if (query.user_id && principal.userId !== null && query.user_id !== principal.userId) {
    throw new EngramError("forbidden", "this API key is limited to another user");
  }
  const scopeId = query.user_id ?? query.agent_id;
  const scope = query.scope ?? (query.user_id ? "user" : query.agent_id ? "agent" : undefined);
  if (query.user_id && query.agent_id) throw new EngramError("invalid_request", "give user_id or agent_id, not both");
  const rows = await findInstructions(database(c.env.DB), principal.tenantId, { scope, scopeId, hideOtherUsersThan: principal.userId });
  return c.json({ instructions: rows.map(view) }, 200);
});

route.get("/{instruction_id}", {
  summary: "One pinned instruction",
  request: { params: InstructionParamsSchema },
  responses: { 200: jsonResponse(InstructionSchema, "Instruction") },
})(async (c) => {
  const principal = c.get("principal");
  const row = await getInstruction(database(c.env.DB), principal.tenantId, c.req.valid("param").instruction_id);
  if (!row || !visible(principal, row)) throw notFound("instruction");
  return c.json(view(row), 200);
});

route.patch("/{instruction_id}", {
  summary: "Change an instruction's name, content or position",
  request: { params: InstructionParamsSchema, body: jsonBody(UpdateInstructionSchema, REQUEST.updateInstruction) },
  responses: { 200: jsonResponse(InstructionSchema, "Updated", ANSWER.updateInstruction) },
  errors: [409],
})(async (c) => {
  const principal = c.get("principal");
  const { instruction_id } = c.req.valid("param");
  const db = database(c.env.DB);
  await writable(db, principal, instruction_id);
  const row = await updateInstruction(db, principal.tenantId, instruction_id, c.req.valid("json"));
  if (row === "conflict") throw new EngramError("conflict", "an instruction with this name already exists in this scope");
  if (!row) throw notFound("instruction");
  pinnedCache.evictTenant(principal.tenantId);
  return c.json(view(row), 200);
});

route.delete("/{instruction_id}", {
  summary: "Unpin an instruction",
  request: { params: InstructionParamsSchema },
  responses: { 204: { description: "Deleted" } },
})(async (c) => {
  const principal = c.get("principal");
  const { instruction_id } = c.req.valid("param");
  const db = database(c.env.DB);
  await writable(db, principal, instruction_id);
  if (!(await deleteInstruction(db, principal.tenantId, instruction_id))) throw notFound("instruction");
  pinnedCache.evictTenant(principal.tenantId);
  return c.body(null, 204);
});
