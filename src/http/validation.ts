import type { Hook } from "@hono/zod-openapi";
import { EngramError } from "../lib/errors";

/** Every route's zod validation failure becomes the same 400 with the issues as details. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<unknown, any, any, unknown> = (result) => {
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    const where = result.target === "json" ? "body" : result.target;
    throw new EngramError(
      "invalid_request",
      `invalid ${where}: ${issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("; ")}`,
      issues,
    );
  }
};
