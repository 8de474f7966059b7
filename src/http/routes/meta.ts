import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { router } from "../router";
import { renderReferencePage } from "../docs/reference-page";
import { jsonResponse } from "../schemas/common";

export const OPENAPI_CONFIG: Parameters<OpenAPIHono["getOpenAPI31Document"]>[0] = {
  openapi: "3.1.0",
  info: {
    title: "Engram",
    version: "1.0.0",
    description: "Memory service for AI agents: conversations, rolling summaries, long-term memories, under a token budget.",
    license: { name: "MIT", url: "https://opensource.org/license/mit" },
  },
  servers: [
    { url: "http://127.0.0.1:8787", description: "The local service started by `npm start`" },
    { url: "https://engram.example.workers.dev", description: "Your deployment (replace with its URL)" },
  ],
};

const tags = ["meta"];

/** The service's own description: root, health, the OpenAPI document and its reference page. */
export function metaRoutes(document: () => unknown) {
  const meta = router();

  meta.openapi(
    createRoute({
      method: "get",
      path: "/",
      tags,
      summary: "Service name and where the documentation is",
      responses: { 200: jsonResponse(z.object({ service: z.string(), docs: z.string(), openapi: z.string() }), "Service") },
    }),
    (c) => c.json({ service: "engram", docs: "/docs", openapi: "/openapi.json" }, 200),
  );

  meta.openapi(
    createRoute({
      method: "get",
      path: "/health",
      tags,
      summary: "Liveness",
      responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), "Alive") },
    }),
    (c) => c.json({ ok: true as const }, 200),
  );

  meta.openapi(
    createRoute({
      method: "get",
      path: "/openapi.json",
      tags,
      summary: "This OpenAPI 3.1 document",
      responses: { 200: jsonResponse(z.record(z.string(), z.unknown()), "OpenAPI 3.1 document") },
    }),
    (c) => c.json(z.record(z.string(), z.unknown()).parse(document()), 200),
  );

  meta.openapi(
    createRoute({
      method: "get",
      path: "/docs",
      tags,
      summary: "A browsable API reference rendered from the OpenAPI document (self-contained HTML)",
      responses: { 200: { description: "HTML reference", content: { "text/html": { schema: z.string() } } } },
    }),
    (c) => c.html(renderReferencePage(document())),
  );

  return meta;
}
