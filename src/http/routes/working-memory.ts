import { router, mountedGroup, API_KEY } from "../router";
import { conversationCall, type ConversationRequest, type ConversationRpc } from "../conversation-call";
import { ConversationParamsSchema, jsonResponse, jsonBody } from "../schemas/common";
import { errorResponse } from "../error-responses";
import { WorkingMemoryPatchSchema, WorkingMemorySchema, WorkingSchemaPutSchema } from "../schemas/shaping";
import { workingMemoryView } from "./shaping-views";
import type { WorkingMemoryView } from "../../conversations/shaping";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { CONVERSATION_EXAMPLES as ANSWER } from "../examples/conversations";

const unprocessable = errorResponse(422, "The result would break the registered JSON Schema; nothing was changed");

/** Every working-memory route answers the state after its call, with the conversation's id. */
async function answer(c: ConversationRequest, call: ConversationRpc<WorkingMemoryView>) {
  return { conversation_id: c.req.valid("param").conversation_id, ...workingMemoryView(await conversationCall(c, call)) };
}

/** Seed 004's working memory: structured JSON state, merge-patched, optionally schema-checked. */
export const workingMemory = router();
const route = mountedGroup(workingMemory, { tags: ["context shaping"], security: API_KEY, params: ConversationParamsSchema });

route.get("/{conversation_id}/working-memory", {
  summary: "The conversation's working memory and its registered schema",
  responses: { 200: jsonResponse(WorkingMemorySchema, "Working memory") },
})(async (c) => c.json(await answer(c, (stub, scope) => stub.shape(scope, "workingMemoryGet", {})), 200));

route.patch("/{conversation_id}/working-memory", {
  summary: "Update the working memory with a JSON Merge Patch (RFC 7396)",
  request: {
    body: {
      content: {
        "application/merge-patch+json": { schema: WorkingMemoryPatchSchema, example: REQUEST.patchWorkingMemory },
        "application/json": { schema: WorkingMemoryPatchSchema, example: REQUEST.patchWorkingMemory },
      },
      required: true,
    },
  },
  responses: { 200: jsonResponse(WorkingMemorySchema, "Patched", ANSWER.patchWorkingMemory), 422: unprocessable },
})(async (c) => c.json(await answer(c, (stub, scope) => stub.shape(scope, "workingMemoryPatch", { patch: c.req.valid("json") })), 200));

route.put("/{conversation_id}/working-memory/schema", {
  summary: "Register the JSON Schema every later patch must satisfy",
  description:
    "Draft 2020-12 unless `$schema` names 2019-09, draft-07 or draft-04. 400 when the schema is malformed (per the draft's meta-schema), has a `$ref` that does not " +
    "resolve inside it, an unknown `format` or `$dynamicRef` (rules that would not be enforced); 422 when the current state breaks it. Issues in `error.details` " +
    "carry `path`, `pointer` (JSON Pointer), `keyword` and `message`.",
  request: { body: jsonBody(WorkingSchemaPutSchema, REQUEST.putWorkingMemorySchema) },
  responses: { 200: jsonResponse(WorkingMemorySchema, "Registered", ANSWER.putWorkingMemorySchema), 422: unprocessable },
})(async (c) =>
  c.json(await answer(c, (stub, scope) => stub.shape(scope, "workingSchemaPut", { schema: c.req.valid("json").schema })), 200),
);

route.delete("/{conversation_id}/working-memory/schema", {
  summary: "Remove the registered schema (the state stays)",
  responses: { 200: jsonResponse(WorkingMemorySchema, "Removed") },
})(async (c) => c.json(await answer(c, (stub, scope) => stub.shape(scope, "workingSchemaDelete", {})), 200));
