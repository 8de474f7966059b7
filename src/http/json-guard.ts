import { createMiddleware } from "hono/factory";
import { serviceConfig } from "../lib/config";
import { EngramError } from "../lib/errors";
import { jsonShapeProblem } from "./json-shape";
import { jsonValueProblem } from "./json-values";

/**
 * The one gate every request body passes before a route parses it: nesting no deeper than
 * MAX_JSON_DEPTH and well-formed Unicode (see json-shape.ts), no value JSON cannot hold as
 * sent (json-values.ts). Runs after the body limit, so
 * the text read here is bounded; the text stays cached on the request for the route's parser.
 * A deeper body would otherwise parse, validate, and then fail deep inside the runtime (the
 * structured clone into a Durable Object overflows the stack), too late for a clean 4xx.
 */
export const guardJsonBody = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (!c.req.raw.body) return next();
  const maxDepth = serviceConfig(c.env).MAX_JSON_DEPTH;
  const problem = jsonShapeProblem(await c.req.text(), maxDepth);
  if (problem?.kind === "too_deep") {
    throw new EngramError("invalid_request", `JSON nesting exceeds ${maxDepth} levels`, { max_depth: maxDepth });
  }
  if (problem?.kind === "lone_surrogate") {
    // A lone surrogate has no UTF-8 form: storing it would store something else than was acknowledged.
    throw new EngramError("invalid_request", "the body must be well-formed Unicode (a lone surrogate escape was found)", {
      offset: problem.offset,
    });
  }
  const value = jsonValueProblem(await c.req.text());
  if (value?.kind === "non_finite") {
    throw new EngramError(
      "invalid_request",
      `a number in the body is outside the range a JSON number can be stored in (near key "${value.path}")`,
    );
  }
  if (value?.kind === "proto_key") {
    throw new EngramError("invalid_request", 'the body holds a "__proto__" key, which cannot be stored as sent');
  }
  return next();
});
