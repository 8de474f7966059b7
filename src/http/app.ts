import { finishDocument } from "./openapi-document";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requireApiKey, type AppEnv } from "./auth";
import { guardJsonBody } from "./json-guard";
import { bodyLimitBytes, bodyLimitOf, bodyLimitRules } from "./body-limit";
import { serviceConfig } from "../lib/config";
import { EngramError, type ErrorCode } from "../lib/errors";
import { errorHeaders, statusOf } from "./errors";
import { log } from "../lib/log";
import { rateLimitByKey } from "./rate-limit";
import { admin } from "./routes/admin";
import { compaction } from "./routes/compaction";
import { conversations } from "./routes/conversations";
import { conversationList } from "./routes/conversation-list";
import { summaryChain } from "./routes/summary-chain";
import { messages } from "./routes/messages";
import { messageTruncation } from "./routes/message-truncation";
import { instructions } from "./routes/instructions";
import { toolCache } from "./routes/tool-cache";
import { workingMemory } from "./routes/working-memory";
import { diagnostics } from "./routes/diagnostics";
import { mcp } from "./routes/mcp";
import { memories } from "./routes/memories";
import { metaRoutes, OPENAPI_CONFIG } from "./routes/meta";
import { operations } from "./routes/operations";
import { users } from "./routes/users";
import { facts } from "./routes/facts";
import { isWebhookIngestPath, webhookIngest } from "./routes/webhook-ingest";
import { webhookAdmin } from "./routes/webhooks";
import { search } from "./routes/search";
import { indexStatusRoutes } from "./routes/index-status";
import { inspector } from "./routes/inspector";
import { adminUsage, conversationUsage, usage } from "./routes/usage";
import { router } from "./router";

export const app = router();

app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
  type: "http",
  scheme: "bearer",
  description: "A tenant API key (eng_...)",
});
app.openAPIRegistry.registerComponent("securitySchemes", "adminToken", {
  type: "http",
  scheme: "bearer",
  description: "The ADMIN_TOKEN secret",
});
app.openAPIRegistry.registerComponent("securitySchemes", "webhookSignature", {
  type: "apiKey",
  in: "header",
  name: "Engram-Signature",
  description:
    "t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${Engram-Delivery-Id}.${raw body}`)>, with Engram-Webhook-Id naming the webhook",
});
app.openAPIRegistry.registerComponent("securitySchemes", "standardWebhooks", {
  type: "apiKey",
  in: "header",
  name: "webhook-signature",
  description:
    "Standard Webhooks: v1,<base64 HMAC-SHA256(base64decode(secret after whsec_), `${webhook-id}.${webhook-timestamp}.${raw body}`)>",
});

let bodyLimits: ReturnType<typeof bodyLimitRules> | undefined;

/** The body limit of the route a request is for, as its declaration states (see body-limit.ts). */
export function bodyLimitFor(env: Env, method: string, path: string): number {
  bodyLimits ??= bodyLimitRules(
    app.openAPIRegistry.definitions.flatMap((definition) => (definition.type === "route" ? [definition.route] : [])),
  );
  return bodyLimitBytes(bodyLimitOf(bodyLimits, method, path), serviceConfig(env));
}

const limitBody = createMiddleware<AppEnv>(async (c, next) => {
  const max = bodyLimitFor(c.env, c.req.method, c.req.path);
  return bodyLimit({
    maxSize: max,
    onError: () => {
      throw new EngramError("payload_too_large", `request body exceeds ${max} bytes`);
    },
  })(c, next);
});

/** Signed webhook deliveries authenticate with their signature, not an API key. */
const unlessWebhook = (middleware: typeof requireApiKey) =>
  createMiddleware<AppEnv>(async (c, next) => (isWebhookIngestPath(c.req.path) ? next() : middleware(c, next)));

app.use("/v1/*", limitBody);
app.use("/admin/*", limitBody);
app.on("POST", "/mcp", limitBody);
app.use("/v1/*", unlessWebhook(requireApiKey));
app.use("/v1/*", unlessWebhook(rateLimitByKey));
app.use("/v1/*", guardJsonBody);
app.use("/admin/*", guardJsonBody);

app.route("/v1/webhooks", webhookIngest);
app.route("/v1/webhooks", webhookAdmin);
app.route("/v1/conversations", conversationList);
app.route("/v1/conversations", messages);
app.route("/v1/conversations", conversations);
app.route("/v1/conversations", summaryChain);
app.route("/v1/conversations", messageTruncation);
app.route("/v1/conversations", toolCache);
app.route("/v1/conversations", workingMemory);
app.route("/v1/conversations", compaction);
app.route("/v1/conversations", indexStatusRoutes);
app.route("/v1/conversations", conversationUsage);
app.route("/v1/usage", usage);
app.route("/v1/instructions", instructions);
app.route("/v1/users", users);
app.route("/v1/users", facts);
app.route("/v1/diagnostics", diagnostics);
app.route("/v1/memories/search", search);
app.route("/v1/memories", memories);
app.route("/mcp", mcp);
app.route("/admin", admin);
app.route("/admin", operations);
app.route("/admin", adminUsage);
app.route("/", inspector);
let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
app.route(
  "/",
  metaRoutes(() => (document ??= finishDocument(app.getOpenAPI31Document(OPENAPI_CONFIG)))),
);

app.notFound(() => {
  throw new EngramError("not_found", "no such route");
});

const HTTP_CODES: Partial<Record<number, ErrorCode>> = {
  400: "invalid_json",
  401: "unauthorized",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

app.onError((error, c) => {
  if (error instanceof EngramError) {
    const body = {
      error: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) },
    };
    return c.json(body, statusOf(error.code), errorHeaders(error));
  }
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const code = HTTP_CODES[status] ?? "invalid_request";
    const message = code === "invalid_json" ? "request body is not valid JSON" : error.message || "bad request";
    return c.json({ error: { code, message } }, status);
  }
  log("error", "unhandled_error", {
    path: c.req.path,
    method: c.req.method,
    error: String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return c.json({ error: { code: "internal_error", message: "internal error" } }, 500);
});
