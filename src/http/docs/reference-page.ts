import { z } from "zod";

/**
 * The /docs page: the OpenAPI document rendered on the server into one self-contained HTML
 * page (inline CSS, no script, no CDN), so it works offline and behind strict CSPs.
 */

type Json = unknown;

const ParameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: z.unknown().optional(),
});
const ExampleSchema = z.object({ summary: z.string().optional(), value: z.unknown() });
const ContentSchema = z.record(
  z.string(),
  z.object({ schema: z.unknown().optional(), example: z.unknown().optional(), examples: z.record(z.string(), ExampleSchema).optional() }),
);
type Content = z.infer<typeof ContentSchema>;
const OperationSchema = z.object({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z.object({ content: ContentSchema.optional(), required: z.boolean().optional() }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string().optional(), content: ContentSchema.optional() })).optional(),
});
const DocumentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  components: z
    .object({
      schemas: z.record(z.string(), z.unknown()).optional(),
      securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    })
    .optional(),
});
type Operation = z.infer<typeof OperationSchema>;

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const anchor = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
const isRecord = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A schema as a short type expression; named schemas become links to their section. */
export function typeOf(schema: Json, depth = 0): string {
  if (!isRecord(schema)) return "any";
  const ref = schema.$ref;
  if (typeof ref === "string") {
    const name = ref.split("/").at(-1) ?? ref;
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const variants = schema[key];
    if (Array.isArray(variants)) return variants.map((variant) => typeOf(variant, depth)).join(key === "allOf" ? " &amp; " : " | ");
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(" | ");
  if ("const" in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : [];
  const rendered = types.map((type) => {
    if (type === "array") return `${typeOf(schema.items, depth)}[]`;
    if (type === "object") return depth >= 2 ? "object" : objectInline(schema, depth + 1);
    return type;
  });
  if (rendered.length === 0) return isRecord(schema.properties) ? objectInline(schema, depth + 1) : "any";
  return rendered.join(" | ");
}

function objectInline(schema: Record<string, Json>, depth: number): string {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const fields = Object.entries(properties).map(
    ([name, inner]) => `${escapeHtml(name)}${required.includes(name) ? "" : "?"}: ${typeOf(inner, depth)}`,
  );
  if (fields.length === 0)
    return isRecord(schema.additionalProperties) || schema.additionalProperties === true ? "{ [key]: any }" : "object";
  return `{ ${fields.join(", ")} }`;
}

function fieldTable(schema: Json): string {
  if (!isRecord(schema) || !isRecord(schema.properties)) return `<p class="type">${typeOf(schema)}</p>`;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const rows = Object.entries(schema.properties).map(([name, inner]) => {
    const description = isRecord(inner) && typeof inner.description === "string" ? escapeHtml(inner.description) : "";
    return `<tr><td><code>${escapeHtml(name)}</code>${required.includes(name) ? ' <span class="req">required</span>' : ""}</td><td class="type">${typeOf(inner)}</td><td>${description}</td></tr>`;
  });
  return `<table><thead><tr><th>field</th><th>type</th><th></th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function renderOperation(method: string, path: string, op: Operation): string {
  const id = anchor(`${method} ${path}`);
  const security = (op.security ?? []).flatMap((entry) => Object.keys(entry));
  const params = (op.parameters ?? []).map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ""}</td><td>${escapeHtml(p.in)}</td><td class="type">${typeOf(p.schema)}</td><td>${escapeHtml(p.description ?? "")}</td></tr>`,
  );
  const body = Object.entries(op.requestBody?.content ?? {}).map(
    ([type, media]) => `<h4>Request body <code>${escapeHtml(type)}</code></h4>${fieldTable(media.schema)}`,
  );
  const requestExamples = examplesOf(op.requestBody?.content).map(({ label, value }) => exampleBlock(`Request example${label}`, value));
  const responseExamples = Object.entries(op.responses ?? {}).flatMap(([status, response]) =>
    examplesOf(response.content).map(({ label, value }) =>
      exampleBlock(`Response <code>${escapeHtml(status)}</code> example${label}`, value),
    ),
  );
  const responses = Object.entries(op.responses ?? {}).map(([status, response]) => {
    const schema = Object.values(response.content ?? {})[0]?.schema;
    return `<tr><td><code>${escapeHtml(status)}</code></td><td>${escapeHtml(response.description ?? "")}</td><td class="type">${schema === undefined ? "" : typeOf(schema)}</td></tr>`;
  });
  const example = curlExample(method, path, op);
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? "")}${op.operationId ? ` <span class="opid">${escapeHtml(op.operationId)}</span>` : ""}</p>${op.description ? `<p class="desc">${escapeHtml(op.description)}</p>` : ""}
<p class="auth">Auth: ${security.length ? security.map((s) => `<a href="#security">${escapeHtml(s)}</a>`).join(", ") : "none"}</p>
${params.length ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th></th></tr></thead><tbody>${params.join("")}</tbody></table>` : ""}
${body.join("")}
<h4>Responses</h4><table><thead><tr><th>status</th><th></th><th>body</th></tr></thead><tbody>${responses.join("")}</tbody></table>
<h4>Example</h4><pre>${escapeHtml(example)}</pre>
${requestExamples.slice(0, 1).join("")}${responseExamples.join("")}
</section>`;
}

/** The examples of a body's first media type: its `example`, or each of its named `examples`. */
function examplesOf(content: Content | undefined): Array<{ label: string; value: unknown }> {
  const media = Object.values(content ?? {})[0];
  if (!media) return [];
  if (media.example !== undefined) return [{ label: "", value: media.example }];
  return Object.entries(media.examples ?? {}).map(([name, example]) => ({
    label: ` (${escapeHtml(example.summary ?? name)})`,
    value: example.value,
  }));
}

const exampleBlock = (title: string, value: unknown) => `<h4>${title}</h4><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

/** A request a reader can paste: the path with its example ids, auth and the example body (or a placeholder). */
function curlExample(method: string, path: string, op: Operation): string {
  const url = `http://127.0.0.1:8787${path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === "conversation_id" ? "conv_1" : name === "user_id" ? "user_42" : `<${name}>`))}`;
  const lines = [`curl -s${method === "get" ? "" : ` -X ${method.toUpperCase()}`} "${url}"`];
  if ((op.security ?? []).some((entry) => "bearerAuth" in entry)) lines.push(`-H "Authorization: Bearer $KEY"`);
  if ((op.security ?? []).some((entry) => "adminToken" in entry)) lines.push(`-H "Authorization: Bearer $ADMIN_TOKEN"`);
  const body = examplesOf(op.requestBody?.content)[0]?.value;
  if (op.requestBody)
    lines.push(`-H "content-type: application/json" -d '${body === undefined ? "{...}" : JSON.stringify(body).replaceAll("'", "'\\''")}'`);
  return lines.join(" \\\n  ");
}

/** Everyday resources first; the rest in the document's order. */
const TAG_ORDER = ["conversations", "memories", "users", "context shaping", "pinned instructions", "webhooks", "mcp"];
const tagRank = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;display:flex;color:#1d1d1f}
nav{width:300px;flex:none;height:100vh;overflow:auto;position:sticky;top:0;background:#f5f5f7;padding:1em;box-sizing:border-box;font-size:13px}
nav a{display:block;color:inherit;text-decoration:none;padding:2px 0;overflow-wrap:anywhere}pre{background:#f5f5f7;padding:.6em;overflow-x:auto;font-size:12px}
.opid{font-family:ui-monospace,monospace;font-size:12px;color:#555;background:#eee;padding:0 4px;border-radius:3px}
@media (max-width:700px){body{display:block}nav{width:auto;height:auto;position:static}main{padding:1em}}main{padding:1em 2em;max-width:1000px;min-width:0}
table{border-collapse:collapse;width:100%;margin:.3em 0 1em}td,th{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}
.method{font-weight:700;padding:1px 6px;border-radius:4px;color:#fff;font-size:12px}.get{background:#2a7ae2}.post{background:#2e9e44}
.patch{background:#c77c00}.delete{background:#c8372d}.put{background:#7a4fc8}.type{font-family:ui-monospace,monospace;font-size:13px}
.req{color:#c8372d;font-size:11px}.op{border-top:1px solid #ccc;padding-top:.5em}.desc,.auth{color:#555}code{font-size:13px}`;

export function renderReferencePage(document: unknown): string {
  const doc = DocumentSchema.parse(document);
  const operations: Array<{ method: string; path: string; op: Operation; tag: string }> = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const parsed = OperationSchema.safeParse(item[method]);
      if (item[method] !== undefined && parsed.success)
        operations.push({ method, path, op: parsed.data, tag: parsed.data.tags?.[0] ?? "other" });
    }
  }
  const tags = [...new Set(operations.map((o) => o.tag))].sort((a, b) => tagRank(a) - tagRank(b));
  const nav = tags
    .map(
      (tag) =>
        `<strong>${escapeHtml(tag)}</strong>${operations
          .filter((o) => o.tag === tag)
          .map(
            (o) =>
              `<a href="#${anchor(`${o.method} ${o.path}`)}"><span class="method ${o.method}">${o.method.toUpperCase()}</span> ${escapeHtml(o.path)}</a>`,
          )
          .join("")}`,
    )
    .join("");
  const sections = tags.map(
    (tag) =>
      `<h2>${escapeHtml(tag)}</h2>${operations
        .filter((o) => o.tag === tag)
        .map((o) => renderOperation(o.method, o.path, o.op))
        .join("")}`,
  );
  const schemes = Object.entries(doc.components?.securitySchemes ?? {}).map(
    ([name, scheme]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(
        Object.entries(scheme)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join("; "),
      )}</td></tr>`,
  );
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, schema]) => `<section id="schema-${anchor(name)}"><h3><code>${escapeHtml(name)}</code></h3>${fieldTable(schema)}</section>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} API reference</title><style>${STYLE}</style></head><body>
<nav><p><strong>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</strong><br><a href="/openapi.json">openapi.json</a></p>${nav}<strong><a href="#schemas">Schemas</a></strong></nav>
<main><h1>${escapeHtml(doc.info.title)} API reference</h1><p>${escapeHtml(doc.info.description ?? "")}</p>
<h2 id="security">Authentication</h2><table><tbody>${schemes.join("")}</tbody></table>
${sections.join("")}<h2 id="schemas">Schemas</h2>${schemas.join("")}</main></body></html>`;
}
