/**
 * What every operation of the OpenAPI document gets beyond what its route declares, applied in
 * one place so no route can forget it: an operationId (generated clients name their methods
 * after it), `security: []` on public routes, and the error statuses the shared middleware can
 * answer on any route (401 from auth, 413 from the body limit, 429 from the rate limiter), each
 * with a description of its own.
 */
import { BODY_LIMIT_KEY } from "./body-limit";
import { ERROR_DESCRIPTIONS, type ErrorStatus } from "./error-responses";

type Json = Record<string, unknown>;

/** Method names for the everyday operations; the rest are derived from method and path. */
const OPERATION_IDS: Record<string, string> = {
  "post /v1/conversations/{conversation_id}/messages": "appendMessages",
  "get /v1/conversations/{conversation_id}/messages": "listMessages",
  "delete /v1/conversations/{conversation_id}/messages": "truncateMessages",
  "get /v1/conversations/{conversation_id}/context": "getContext",
  "get /v1/conversations/{conversation_id}/memories": "listSummaryChain",
  "get /v1/conversations/{conversation_id}": "getConversation",
  "delete /v1/conversations/{conversation_id}": "deleteConversation",
  "get /v1/conversations": "listConversations",
  "post /v1/memories/search": "search",
  "post /v1/memories": "storeMemory",
  "get /v1/memories/{key}": "getMemory",
  "delete /v1/memories/{key}": "deleteMemory",
  "delete /v1/users/{user_id}": "forgetUser",
  "get /v1/users/{user_id}/export": "exportUser",
  "post /v1/webhooks/turns": "ingestWebhookTurns",
  "post /v1/webhooks": "createWebhook",
  "post /v1/webhooks/{webhook_id}/rotate": "rotateWebhookSecret",
  "patch /v1/conversations/{conversation_id}/settings": "updateConversationSettings",
  "post /v1/conversations/{conversation_id}/summarize": "triggerSummary",
  "post /v1/conversations/{conversation_id}/tool-cache": "putToolCacheEntry",
  "get /v1/conversations/{conversation_id}/tool-cache": "listToolCacheEntries",
  "post /v1/conversations/{conversation_id}/tool-cache/lookup": "lookupToolCache",
  "delete /v1/conversations/{conversation_id}/tool-cache/{key}": "deleteToolCacheEntry",
  "put /v1/conversations/{conversation_id}/screen-context": "putScreenContext",
  "get /v1/conversations/{conversation_id}/working-memory": "getWorkingMemory",
  "patch /v1/conversations/{conversation_id}/working-memory": "patchWorkingMemory",
  "put /v1/conversations/{conversation_id}/working-memory/schema": "putWorkingMemorySchema",
  "delete /v1/conversations/{conversation_id}/working-memory/schema": "deleteWorkingMemorySchema",
  "post /v1/conversations/{conversation_id}/compact": "compactConversation",
  "get /v1/conversations/{conversation_id}/state": "getConversationState",
  "post /v1/instructions": "createInstruction",
  "get /v1/diagnostics/ping/{conversation_id}": "pingConversation",
  "get /v1/memories/search/index-status": "getSearchIndexStatus",
  "post /admin/tenants": "createTenant",
  "post /admin/tenants/{tenant_id}/keys": "createApiKey",
  "delete /admin/keys/{key_id}": "revokeApiKey",
  "get /admin/tenants/{tenant_id}/settings": "getTenantSettings",
  "patch /admin/tenants/{tenant_id}/settings": "updateTenantSettings",
  "get /admin/sweeps": "listSweepRuns",
  "get /v1/conversations/{conversation_id}/usage": "getConversationUsage",
  "get /v1/usage": "getUsage",
  "get /admin/tenants/{tenant_id}/usage": "getTenantUsage",
  "post /mcp": "mcpPost",
  "get /mcp": "mcpGet",
  "delete /mcp": "mcpDelete",
  "get /": "getService",
  "get /health": "getHealth",
  "get /openapi.json": "getOpenApiDocument",
  "get /docs": "getReferencePage",
};

const VERBS: Record<string, string> = { get: "get", post: "create", put: "put", patch: "update", delete: "delete" };

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `patch /v1/conversations/{conversation_id}/working-memory` -> `updateConversationWorkingMemory`. */
export function deriveOperationId(method: string, path: string): string {
  const segments = path.split("/").filter((segment) => segment && segment !== "v1");
  const named = segments.map((segment, index) => ({ segment, owner: index < segments.length - 1 }));
  // A collection followed by an id names one item of it: "conversations/{id}/tool-cache" is one
  // conversation's tool cache, "instructions/{id}" one instruction.
  const nouns = named
    .filter(({ segment }) => !segment.startsWith("{"))
    .map(({ segment, owner }) => {
      const words = segment.split(/[-_.]/).map(capitalize).join("");
      return owner && words.endsWith("s") ? words.slice(0, -1) : words;
    });
  const last = segments.at(-1) ?? "";
  const verb = method === "get" && !last.startsWith("{") && last.endsWith("s") ? "list" : (VERBS[method] ?? method);
  return verb + nouns.join("");
}

const PUBLIC_PATHS = new Set(["/", "/health", "/openapi.json", "/docs"]);

const errorResponse = (status: ErrorStatus, description: string = ERROR_DESCRIPTIONS[status]) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function finishOperation(method: string, path: string, operation: Json): void {
  operation.operationId ??= OPERATION_IDS[`${method} ${path}`] ?? deriveOperationId(method, path);
  if (PUBLIC_PATHS.has(path)) operation.security = [];
  const responses = isRecord(operation.responses) ? operation.responses : (operation.responses = {});
  const protectedRoute = Array.isArray(operation.security) && operation.security.length > 0;
  const guarded = path.startsWith("/v1/") || path === "/mcp" || path.startsWith("/admin");
  const added: ErrorStatus[] = [
    ...(protectedRoute ? [401 as const] : []),
    ...(guarded && operation.requestBody ? [415 as const] : []),
    ...(guarded && !path.startsWith("/admin") ? [429 as const] : []),
  ];
  for (const status of added) responses[status] ??= errorResponse(status);
  // The limit the route declared (body-limit.ts), named in its 413 so a client knows which setting applies.
  const limit = operation[BODY_LIMIT_KEY];
  if (guarded && (operation.requestBody || typeof limit === "string"))
    responses[413] ??= errorResponse(413, `Body larger than this route's limit (${typeof limit === "string" ? limit : "MAX_BODY_BYTES"})`);
}

export function finishDocument<T extends { paths?: unknown }>(document: T): T {
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (method in VERBS && isRecord(operation)) finishOperation(method, path, operation);
    }
  }
  return document;
}
