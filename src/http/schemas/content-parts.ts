import { z } from "@hono/zod-openapi";
import { IdSchema } from "../../lib/ids";
import { MAX_CONTENT_PARTS } from "../../conversations/messages";

/**
 * Message content as an array of parts (the chat-completions shape agent SDKs produce). Parts
 * are loose objects: fields the service does not know (a provider's `cache_control`, say) are
 * kept and returned as given. Only text parts count as tokens and are searchable.
 */
const HttpOrDataUrlSchema = z
  .string()
  .min(1)
  .refine((url) => /^(https?:\/\/|data:)/i.test(url), "must be an http(s) or data: URL");

export const TextPartSchema = z.looseObject({ type: z.literal("text"), text: z.string() }).openapi("TextPart");

export const ImageUrlPartSchema = z
  .looseObject({
    type: z.literal("image_url"),
    image_url: z.looseObject({ url: HttpOrDataUrlSchema, detail: z.enum(["auto", "low", "high"]).optional() }),
  })
  .openapi("ImageUrlPart");

export const FilePartSchema = z
  .looseObject({
    type: z.literal("file"),
    file: z
      .looseObject({
        url: HttpOrDataUrlSchema.optional().openapi({ description: "Where the file is (http(s) or data: URL)" }),
        memory_ref: IdSchema.optional().openapi({
          description: "The key of a memory stored in Engram (`mem_...`), read with GET /v1/memories/{key}",
        }),
        filename: z.string().min(1).max(256).optional(),
        media_type: z.string().min(1).max(256).optional(),
      })
      .refine((file) => (file.url === undefined) !== (file.memory_ref === undefined), "a file part names exactly one of url or memory_ref"),
  })
  .openapi("FilePart");

export const ContentPartSchema = z.discriminatedUnion("type", [TextPartSchema, ImageUrlPartSchema, FilePartSchema]).openapi("ContentPart");

export const MessageContentSchema = z
  .union([z.string(), z.array(ContentPartSchema).min(1).max(MAX_CONTENT_PARTS)])
  .openapi("MessageContent", {
    description:
      "A string, or an array of parts (`text`, `image_url`, `file` by URL or memory_ref). Token counts and search use the text parts.",
  });
