import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../router";
import { INSPECTOR_CSS, INSPECTOR_HTML } from "../../inspector/page";
import { SCRIPT_CORE } from "../../inspector/script-core";
import { SCRIPT_CONVERSATION } from "../../inspector/script-conversation";
import { SCRIPT_VIEWS } from "../../inspector/script-views";
import { SCRIPT_USAGE } from "../../inspector/script-usage";

/**
 * The inspector: a read-only web page over the JSON API. Public (it carries no data; the key
 * is typed into it), and locked down by its CSP: only its own script and stylesheet run, and
 * it talks only to this origin, so even a stored text that slipped through as HTML could not
 * execute or call out.
 */
const SCRIPT = `(() => {\n${SCRIPT_CORE}\n${SCRIPT_CONVERSATION}\n${SCRIPT_USAGE}\n${SCRIPT_VIEWS}\n})();\n`;

const HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-cache",
};

export const inspector = router();
const tags = ["inspector"];

const asset = (path: string, summary: string, type: string) =>
  createRoute({
    method: "get",
    path,
    tags,
    security: [],
    summary,
    responses: { 200: { description: summary, content: { [type]: { schema: z.string() } } } },
  });

inspector.openapi(asset("/inspect", "The inspector web page (read-only; authenticates with an API key typed into it)", "text/html"), (c) =>
  c.body(INSPECTOR_HTML, 200, { ...HEADERS, "content-type": "text/html; charset=utf-8" }),
);
inspector.openapi(asset("/inspect/app.js", "The inspector's script", "text/javascript"), (c) =>
  c.body(SCRIPT, 200, { ...HEADERS, "content-type": "text/javascript; charset=utf-8" }),
);
inspector.openapi(asset("/inspect/app.css", "The inspector's stylesheet", "text/css"), (c) =>
  c.body(INSPECTOR_CSS, 200, { ...HEADERS, "content-type": "text/css; charset=utf-8" }),
);
