import { router, mountedGroup, API_KEY } from "../router";
import type { Principal } from "../../db/api-keys";
import { database, type Database } from "../../db/client";
import {
  deleteInstruction,
  findInstructions,
  getInstruction,
  insertInstruction,
  listPositionOf,
  updateInstruction,
  type CapBreach,
  type ScopeCaps,
} from "../../db/pinned-instructions";
import { serviceConfig } from "../../lib/config";
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
import { decodeInstructionCursor, encodeInstructionCursor } from "../instruction-cursor";
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

function scopeCaps(env: Env): ScopeCaps {
  const config = serviceConfig(env);
  return { maxCount: config.INSTRUCTIONS_MAX_PER_SCOPE, maxBytes: config.INSTRUCTIONS_MAX_SCOPE_BYTES };
}

/** The refusal of a write past a scope's cap: every context of the scope carries all its instructions. */
function capRefusal(breach: CapBreach, caps: ScopeCaps, addedBytes: number): EngramError {
  if (breach.breach === "count") {
    return new EngramError(
      "limit_exceeded",
      `this scope already has ${breach.count} pinned instructions, the most it may have (INSTRUCTIONS_MAX_PER_SCOPE = ${caps.maxCount})`,
    );
  }
  return new EngramError(
    "payload_too_large",
    `this scope's instructions would hold ${breach.bytes + addedBytes} bytes; it may hold ${caps.maxBytes} (INSTRUCTIONS_MAX_SCOPE_BYTES)`,
  );
}

const utf8Bytes = (text: string | undefined) => (text === undefined ? 0 : new TextEncoder().encode(text).byteLength);

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
  errors: [409, 413, 422],
})(async (c) => {
  const body = c.req.valid("json");
  const principal = c.get("principal");
  const scopeId = body.scope === "user" ? (body.user_id ?? "") : body.scope === "agent" ? (body.agent_id ?? "") : "";
  assertMayWrite(principal, body.scope, scopeId);
  const caps = scopeCaps(c.env);
  const row = await insertInstruction(
    database(c.env.DB),
    principal.tenantId,
    { scope: body.scope, scopeId, name: body.name, content: body.content, position: body.position },
    caps,
  );
  if (typeof row === "object" && "breach" in row) throw capRefusal(row, caps, utf8Bytes(body.content));
  if (row === "conflict") throw new EngramError("conflict", `an instruction named "${body.name}" already exists in this scope`);
  pinnedCache.evictTenant(principal.tenantId);
  return c.json(view(row), 201);
});

route.get("/", {
  summary: "The pinned instructions this key can see, in injection order, paged with a cursor",
  request: { query: InstructionQuerySchema },
  responses: { 200: jsonResponse(InstructionListSchema, "A page of instructions") },
})(async (c) => {
  const query = c.req.valid("query");
  const principal = c.get("principal");
  if (query.user_id && principal.userId !== null && query.user_id !== principal.userId) {
    throw new EngramError("forbidden", "this API key is limited to another user");
  }
  const scopeId = query.user_id ?? query.agent_id;
  const scope = query.scope ?? (query.user_id ? "user" : query.agent_id ? "agent" : undefined);
  if (query.user_id && query.agent_id) throw new EngramError("invalid_request", "give user_id or agent_id, not both");
  const after = query.cursor === undefined ? null : decodeInstructionCursor(query.cursor);
  if (query.cursor !== undefined && after === null) throw new EngramError("invalid_request", "cursor is not one this route returned");
  // A tenant's user scopes are unbounded in number: the list is read a page at a time.
  const rows = await findInstructions(
    database(c.env.DB),
    principal.tenantId,
    { scope, scopeId, hideOtherUsersThan: principal.userId },
    { limit: query.limit, after },
  );
  const last = rows.at(-1);
  const nextCursor = rows.length === query.limit && last ? encodeInstructionCursor(listPositionOf(last)) : null;
  return c.json({ instructions: rows.map(view), next_cursor: nextCursor }, 200);
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
  errors: [409, 413],
})(async (c) => {
  const principal = c.get("principal");
  const { instruction_id } = c.req.valid("param");
  const db = database(c.env.DB);
  const existing = await writable(db, principal, instruction_id);
  const patch = c.req.valid("json");
  const caps = scopeCaps(c.env);
  const row = await updateInstruction(db, principal.tenantId, existing, patch, caps);
  if (row !== null && typeof row === "object" && "breach" in row) throw capRefusal(row, caps, utf8Bytes(patch.content));
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
