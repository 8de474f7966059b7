import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Env as HonoEnv } from "hono";
import type { AppEnv } from "./auth";
import { validationHook } from "./validation";

/** A group of routes: every zod validation failure answers the same 400 (validationHook). */
export function router<E extends HonoEnv = AppEnv>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}

type Security = NonNullable<RouteConfig["security"]>;

/** The OpenAPI tags and security a group's routes share, declared once per group. */
export function routeDefaults(defaults: { tags: string[]; security: Security }) {
  return <R extends RouteConfig>(config: R) => createRoute({ tags: defaults.tags, security: defaults.security, ...config });
}

export const API_KEY: Security = [{ bearerAuth: [] }];
export const ADMIN_TOKEN: Security = [{ adminToken: [] }];
