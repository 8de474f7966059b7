import { createRoute, OpenAPIHono, type RouteConfig, type RouteHandler } from "@hono/zod-openapi";
import type { Env as HonoEnv } from "hono";
import type { AppEnv } from "./auth";
import { BODY_LIMIT_KEY, type BodyLimit } from "./body-limit";
import { errorResponses, type ErrorStatus } from "./error-responses";
import { validationHook } from "./validation";

/** A group of routes: every zod validation failure answers the same 400 (validationHook). */
export function router<E extends HonoEnv = AppEnv>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}

type Security = NonNullable<RouteConfig["security"]>;

export const API_KEY: Security = [{ bearerAuth: [] }];
export const ADMIN_TOKEN: Security = [{ adminToken: [] }];

/** What a group's routes share: tags, security, the errors each can answer, the body limit of those that take a body. */
interface GroupDefaults {
  tags: string[];
  security: Security;
  errors?: readonly ErrorStatus[];
  bodyLimit?: BodyLimit;
}

/**
 * What one route states: its summary, request and success responses, and only what is its own
 * beyond the group's defaults (extra error statuses, another body limit, another security).
 */
type Declaration = Omit<RouteConfig, "method" | "path" | "tags" | "security"> & {
  security?: Security;
  errors?: readonly ErrorStatus[];
  bodyLimit?: BodyLimit;
};

/** Most routes of the API: bad input, a key limited to another user, an unknown or invisible resource. */
const COMMON_ERRORS: readonly ErrorStatus[] = [400, 403, 404];

/**
 * Route declarations for one group: `route.post(path, { summary, request, responses })`. The
 * error responses come from the listed statuses; the body limit is recorded on the route
 * (as `x-body-limit`), where the app's body-limit middleware finds it before authentication.
 */
export function routeGroup(defaults: GroupDefaults) {
  const declare =
    <M extends RouteConfig["method"]>(method: M) =>
    <P extends string, D extends Declaration>(path: P, { errors = [], bodyLimit, ...declaration }: D) => {
      const limit = bodyLimit ?? (declaration.request?.body ? (defaults.bodyLimit ?? "MAX_BODY_BYTES") : undefined);
      return createRoute({
        tags: defaults.tags,
        security: defaults.security,
        ...declaration,
        method,
        path,
        responses: { ...declaration.responses, ...errorResponses([...(defaults.errors ?? COMMON_ERRORS), ...errors]) },
        ...(limit ? { [BODY_LIMIT_KEY]: limit } : {}),
      });
    };
  return { get: declare("get"), post: declare("post"), put: declare("put"), patch: declare("patch"), delete: declare("delete") };
}

type Method = "get" | "post" | "put" | "patch" | "delete";
type PathParams = NonNullable<NonNullable<RouteConfig["request"]>["params"]>;

/** A route's request with the group's path parameters in front (a route may state its own, wider ones). */
type WithGroupParams<R, GP> = [GP] extends [PathParams] ? { params: GP } & NonNullable<R> : R;

/**
 * A group's routes declared and mounted in one statement each:
 * `route.get(path, { summary, request, responses })(handler)`. A group under one path parameter
 * (`/{conversation_id}/...`) names its schema once as `params`; a route that has more states its own.
 */
export function mountedGroup<E extends HonoEnv, GP extends PathParams | undefined = undefined>(
  app: OpenAPIHono<E>,
  { params, ...defaults }: GroupDefaults & { params?: GP },
) {
  const declare = routeGroup(defaults);
  const mount =
    <M extends Method>(method: M) =>
    <P extends string, D extends Declaration>(path: P, declaration: D) => {
      const request = (params ? { params, ...declaration.request } : declaration.request) as WithGroupParams<D["request"], GP>;
      const route = declare[method](path, { ...declaration, request });
      return (handler: RouteHandler<typeof route, E>): void => {
        app.openapi(route, handler);
      };
    };
  return { get: mount("get"), post: mount("post"), put: mount("put"), patch: mount("patch"), delete: mount("delete") };
}
