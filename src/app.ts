import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requireApiKey, type AppEnv } from "./auth";
import { serviceConfig } from "./lib/config";
import { ApiError, type ErrorCode } from "./lib/errors";
import { log } from "./lib/log";
import { validationHook } from "./lib/validation";
import { admin } from "./routes/admin";
import { conversations } from "./routes/conversations";
import { diagnostics } from "./routes/diagnostics";
import { search } from "./routes/search";

export const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
app.openAPIRegistry.registerComponent("securitySchemes", "adminToken", { type: "http", scheme: "bearer" });

const bodyLimits = bodyLimit({
  maxSize: 64 * 1024 * 1024, // replaced per request below; bodyLimit needs a static bound
  onError: () => {
    throw new ApiError(413, "payload_too_large", "request body too large");
  },
});

app.use("/v1/*", async (c, next) => {
  const max = serviceConfig(c.env).MAX_BODY_BYTES;
  const limiter = bodyLimit({
    maxSize: max,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `request body exceeds ${max} bytes`);
    },
  });
  return limiter(c, next);
});
app.use("/admin/*", bodyLimits);
app.use("/v1/*", requireApiKey);

app.route("/v1/conversations", conversations);
app.route("/v1/diagnostics", diagnostics);
app.route("/v1/memories/search", search);
app.route("/admin", admin);

app.get("/", (c) => c.json({ service: "engram", docs: "/openapi.json" }));
app.get("/health", (c) => c.json({ ok: true }));

app.doc31("/openapi.json", {
  openapi: "3.1.0",
  info: { title: "Engram", version: "1.0.0", description: "Memory service for AI agents" },
});

app.notFound(() => {
  throw new ApiError(404, "not_found", "no such route");
});

const HTTP_CODES: Partial<Record<number, ErrorCode>> = {
  400: "invalid_json",
  401: "unauthorized",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

app.onError((error, c) => {
  if (error instanceof ApiError) {
    const body = { error: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) } };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const code = HTTP_CODES[status] ?? "invalid_request";
    const message = code === "invalid_json" ? "request body is not valid JSON" : error.message || "bad request";
    return c.json({ error: { code, message } }, status);
  }
  log("error", "unhandled_error", { path: c.req.path, method: c.req.method, error: String(error), stack: error instanceof Error ? error.stack : undefined });
  return c.json({ error: { code: "internal_error", message: "internal error" } }, 500);
});
