import { z } from "@hono/zod-openapi";
import { pathParam, queryParam } from "./params";
import { checkRange, MAX_RANGE_BYTES, MemoryKeySchema } from "../../memories/schemas";

/** The same range fields as query parameters (strings coerced to numbers). */
export const RetrieveQuerySchema = z
  .object({
    offset: queryParam(
      z.coerce.number().int().min(0).optional(),
      "offset",
      "First byte of a byte range (0-based); default 0 when length is given",
    ),
    length: queryParam(
      z.coerce.number().int().min(4).max(MAX_RANGE_BYTES).optional(),
      "length",
      "Bytes to read from offset; default: to the end",
    ),
    from_line: queryParam(
      z.coerce.number().int().min(1).optional(),
      "from_line",
      "First line of a line range (1-based); default 1 when to_line is given",
    ),
    to_line: queryParam(z.coerce.number().int().min(1).optional(), "to_line", "Last line, inclusive; default: the last line"),
    format: queryParam(
      z.enum(["json", "raw"]).default("json"),
      "format",
      "json (default): the memory with its text; raw: the whole content as its stored bytes (application/octet-stream), streamed",
    ),
  })
  .superRefine(checkRange);

export const MemoryParamsSchema = z.object({
  key: pathParam(MemoryKeySchema, "key", "The memory's key (chosen when it was stored, or the one returned)"),
});
