import { createMiddleware } from "hono/factory";
import { database } from "../db/client";
import { findActiveKey, type Principal } from "../db/api-keys";
import { serviceConfig } from "../lib/config";
import { sha256Hex, timingSafeEqual } from "../lib/crypto";
import { EngramError } from "../lib/errors";
import { assertUserAllowed } from "../tenants/access";
import { HttpError } from "./errors";

export type AppEnv = { Bindings: Env; Variables: { principal: Principal } };

interface CachedPrincipal {
  principal: Principal | null;
  expiresAt: number;
}

/**
 * Keys are looked up in D1 once per isolate and cached for API_KEY_CACHE_SECONDS, so the hot
 * path (context on every agent turn) pays no database round trip. A revocation is immediate
 * in the isolate that served it and reaches the others within that TTL.
 */
const keyCache = new Map<string, CachedPrincipal>();
const MAX_CACHED_KEYS = 10_000;

export async function evictKeyHash(keyHash: string): Promise<void> {
  keyCache.delete(keyHash);
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** RFC 6750 challenge: tells HTTP clients (MCP clients among them) which scheme to retry with. */
const challenge = (error?: "invalid_token") => ({ "WWW-Authenticate": `Bearer realm="engram"${error ? `, error="${error}"` : ""}` });

export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw new HttpError("unauthorized", "missing bearer API key", challenge());
  const keyHash = await sha256Hex(token);
  const now = Date.now();
  let cached = keyCache.get(keyHash);
  if (!cached || cached.expiresAt <= now) {
    const principal = await findActiveKey(database(c.env.DB), token);
    cached = { principal, expiresAt: now + serviceConfig(c.env).API_KEY_CACHE_SECONDS * 1000 };
    if (keyCache.size >= MAX_CACHED_KEYS) keyCache.clear();
    keyCache.set(keyHash, cached);
  }
  if (!cached.principal) throw new HttpError("unauthorized", "invalid or revoked API key", challenge("invalid_token"));
  c.set("principal", cached.principal);
  await next();
});

export const requireAdminToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = serviceConfig(c.env).ADMIN_TOKEN;
  const token = bearerToken(c.req.header("Authorization"));
  if (!expected) throw new EngramError("forbidden", "admin API disabled: no ADMIN_TOKEN configured");
  if (!token || !timingSafeEqual(token, expected)) throw new EngramError("unauthorized", "invalid admin token");
  await next();
});

/** The user named in the path (`/{user_id}/...`), once this key may act for them. */
export function pathUser(c: { get(key: "principal"): Principal; req: { valid(target: "param"): { user_id: string } } }) {
  const principal = c.get("principal");
  const userId = c.req.valid("param").user_id;
  assertUserAllowed(principal, userId);
  return { principal, userId };
}
