import { z } from "@hono/zod-openapi";

/** How the document names a path or query parameter and says what it means. */
function paramDoc(name: string, place: "path" | "query", description: string, example?: string) {
  return { param: { name, in: place }, description, ...(example === undefined ? {} : { example }) };
}

/** A path parameter (`/{name}`) validated by `schema`. */
export const pathParam = <T extends z.ZodType>(schema: T, name: string, description: string, example?: string): T =>
  schema.openapi(paramDoc(name, "path", description, example));

/** A query parameter validated by `schema`. */
export const queryParam = <T extends z.ZodType>(schema: T, name: string, description: string): T =>
  schema.openapi(paramDoc(name, "query", description));

/** A page size between 1 and `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number, description: string) =>
  queryParam(z.coerce.number().int().min(1).max(max).default(fallback), "limit", description);

/** A query flag: `true` turns it on; absent or `false` leaves it off. */
export const flagParam = (name: string, description: string) =>
  queryParam(
    z
      .enum(["true", "false"])
      .optional()
      .transform((v) => v === "true"),
    name,
    description,
  );
