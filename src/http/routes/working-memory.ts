import { router, routeDefaults, API_KEY } from "../router";
import { callerScope, conversationStub, unwrap } from "../../../durable-objects/conversation/client";
import { ConversationParamsSchema, errorResponses, jsonResponse, jsonBody } from "../schemas/common";
import { WorkingMemoryPatchSchema, WorkingMemorySchema, WorkingSchemaPutSchema } from "../schemas/shaping";
import { workingMemoryView } from "./shaping-views";

const unprocessable = {
  description: "The result would break the registered JSON Schema; nothing was changed",
  content: errorResponses[400].content,
};

/** Seed 004's working memory: structured JSON state, merge-patched, optionally schema-checked. */
export const workingMemory = router();
const route = routeDefaults({ tags: ["context shaping"], security: API_KEY });

workingMemory.openapi(
  route({
    method: "get",
    path: "/{conversation_id}/working-memory",
    summary: "The conversation's working memory and its registered schema",
    request: { params: ConversationParamsSchema },
    responses: { 200: jsonResponse(WorkingMemorySchema, "Working memory"), ...errorResponses },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const principal = c.get("principal");
    const view = unwrap(
      await conversationStub(c.env, principal.tenantId, conversation_id).workingMemoryGet(callerScope(principal, conversation_id)),
    );
    return c.json({ conversation_id, ...workingMemoryView(view) }, 200);
  },
);

workingMemory.openapi(
  route({
    method: "patch",
    path: "/{conversation_id}/working-memory",
    summary: "Update the working memory with a JSON Merge Patch (RFC 7396)",
    request: {
      params: ConversationParamsSchema,
      body: {
        content: {
          "application/merge-patch+json": { schema: WorkingMemoryPatchSchema },
          "application/json": { schema: WorkingMemoryPatchSchema },
        },
        required: true,
      },
    },
    responses: { 200: jsonResponse(WorkingMemorySchema, "Patched"), ...errorResponses, 422: unprocessable },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const principal = c.get("principal");
    const view = unwrap(
      await conversationStub(c.env, principal.tenantId, conversation_id).workingMemoryPatch(callerScope(principal, conversation_id), {
        patch: c.req.valid("json"),
      }),
    );
    return c.json({ conversation_id, ...workingMemoryView(view) }, 200);
  },
);

workingMemory.openapi(
  route({
    method: "put",
    path: "/{conversation_id}/working-memory/schema",
    summary: "Register the JSON Schema every later patch must satisfy",
    description:
      "Draft 2020-12 unless `$schema` names 2019-09, draft-07 or draft-04. 400 when the schema is malformed (per the draft's meta-schema), has a `$ref` that does not " +
      "resolve inside it, an unknown `format` or `$dynamicRef` (rules that would not be enforced); 422 when the current state breaks it. Issues in `error.details` " +
      "carry `path`, `pointer` (JSON Pointer), `keyword` and `message`.",
    request: { params: ConversationParamsSchema, body: jsonBody(WorkingSchemaPutSchema) },
    responses: { 200: jsonResponse(WorkingMemorySchema, "Registered"), ...errorResponses, 422: unprocessable },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const principal = c.get("principal");
    const view = unwrap(
      await conversationStub(c.env, principal.tenantId, conversation_id).workingSchemaPut(callerScope(principal, conversation_id), {
        schema: c.req.valid("json").schema,
      }),
    );
    return c.json({ conversation_id, ...workingMemoryView(view) }, 200);
  },
);

workingMemory.openapi(
  route({
    method: "delete",
    path: "/{conversation_id}/working-memory/schema",
    summary: "Remove the registered schema (the state stays)",
    request: { params: ConversationParamsSchema },
    responses: { 200: jsonResponse(WorkingMemorySchema, "Removed"), ...errorResponses },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const principal = c.get("principal");
    const view = unwrap(
      await conversationStub(c.env, principal.tenantId, conversation_id).workingSchemaDelete(callerScope(principal, conversation_id)),
    );
    return c.json({ conversation_id, ...workingMemoryView(view) }, 200);
  },
);
