import { escapeRegExp } from "../lib/regexp";
import { z } from "@hono/zod-openapi";
import type { ServiceConfig } from "../lib/config";

/**
 * Body limits are declared on each route (`bodyLimit` in its declaration, recorded as
 * `x-body-limit`) but enforced by one app-level middleware that runs before authentication:
 * an oversized request is refused with 413 before anything else reads it, whether or not it
 * carries a valid key. Route-level middleware would run after the app's auth and answer such a
 * request 401, so the middleware looks the route up in a table built from the declarations.
 */
const BODY_LIMITS = ["MAX_BODY_BYTES", "ADMIN_MAX_BODY_BYTES", "MEMORY_MAX_BODY_BYTES"] as const;
export type BodyLimit = (typeof BODY_LIMITS)[number];
export const BODY_LIMIT_KEY = "x-body-limit";

const DeclaredRouteSchema = z.object({ method: z.string(), path: z.string(), [BODY_LIMIT_KEY]: z.enum(BODY_LIMITS).optional() });

interface BodyLimitRule {
  method: string;
  pattern: RegExp;
  limit: BodyLimit;
}

/** `/v1/webhooks/{webhook_id}/rotate` -> a pattern any id matches (with or without a trailing slash). */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source.replace(/\/$/, "")}/?$`);
}

/** The routes that declare a limit, literal paths before templated ones (`/turns` before `/{webhook_id}`). */
export function bodyLimitRules(routes: readonly unknown[]): BodyLimitRule[] {
  return routes
    .flatMap((route) => {
      const parsed = DeclaredRouteSchema.safeParse(route);
      const limit = parsed.success ? parsed.data[BODY_LIMIT_KEY] : undefined;
      return parsed.success && limit ? [{ method: parsed.data.method.toUpperCase(), path: parsed.data.path, limit }] : [];
    })
    .sort((a, b) => Number(a.path.includes("{")) - Number(b.path.includes("{")))
    .map(({ method, path, limit }) => ({ method, pattern: pathPattern(path), limit }));
}

/** A route's declared limit; undeclared paths (and unknown ones) get the admin limit under /admin/, else MAX_BODY_BYTES. */
export function bodyLimitOf(rules: readonly BodyLimitRule[], method: string, path: string): BodyLimit {
  const declared = rules.find((rule) => rule.method === method && rule.pattern.test(path));
  if (declared) return declared.limit;
  return path.startsWith("/admin/") ? "ADMIN_MAX_BODY_BYTES" : "MAX_BODY_BYTES";
}

export const bodyLimitBytes = (limit: BodyLimit, config: ServiceConfig): number => config[limit];
