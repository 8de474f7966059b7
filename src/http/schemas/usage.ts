import { z } from "@hono/zod-openapi";
import { queryParam } from "./params";

const count = (description: string) => z.number().int().openapi({ description });

export const UsageSpendSchema = z
  .object({
    llm_calls: count("Chat completions made"),
    llm_input_tokens: count("Prompt tokens the LLM endpoint reported"),
    llm_output_tokens: count("Completion tokens the LLM endpoint reported"),
    embedding_calls: count("Embeddings calls made"),
    embedding_tokens: count("Input tokens the embeddings endpoint reported (0 when it reports none, e.g. the local embedder)"),
  })
  .openapi("UsageSpend", { description: "Model calls of one job type; the offline fallbacks make none" });

const job = (description: string) => UsageSpendSchema.openapi({ description });

export const UsageFiguresSchema = z
  .object({
    appends: count("Appends stored (replays of an Idempotency-Key not counted)"),
    appended_messages: count("Messages appended"),
    appended_tokens: count("Tokens appended, by the service's own counter, 4 tokens of chat framing per message included"),
    reads: count("Context reads served"),
    served_tokens: count("Tokens served: the sum of the answers' token_count"),
    stable_prefix_tokens: count("Served tokens the answers declared a stable prefix (cache.stable_prefix_tokens)"),
    cached_tokens: count("Stable-prefix tokens a provider could bill as cached: at most what the previous read served"),
    cached_price: z.number().openapi({ description: "A cached input token's price relative to an uncached one" }),
    billed_tokens: z.number().openapi({ description: "served_tokens billed: uncached at 1, cached_tokens at cached_price" }),
    history_tokens: count("What the same reads would have sent had each sent the whole history"),
    history_cached_tokens: count("Of history_tokens, the previous read's history, which each history starts with"),
    history_billed_tokens: z.number().openapi({ description: "history_tokens billed the same way" }),
    billed_ratio: z.number().nullable().openapi({ description: "billed_tokens / history_billed_tokens; null before any read" }),
    jobs: z
      .object({
        summary: job("The summary chain's summarize jobs"),
        compaction: job("Autocompaction, exchange compression and reactive compaction"),
        facts: job("Fact extraction"),
        describer: job("Descriptions of offloaded contents and memories"),
        intent: job("The context read's intent check"),
        expansion: job("The context read's placeholder expansions"),
        retrieval: job("The context read's query embedding"),
        index: job("Search indexing's embeddings"),
      })
      .openapi({ description: "Background and read-time model calls, by job type" }),
    job_totals: job("Every job type together"),
  })
  .openapi("UsageFigures");

const DaySchema = z.string().openapi({ description: "A UTC day, YYYY-MM-DD", example: "2026-11-26" });

export const UsageDaySchema = z.object({ day: DaySchema, usage: UsageFiguresSchema }).openapi("UsageDay");

export const ConversationUsageSchema = z
  .object({
    conversation_id: z.string(),
    totals: UsageFiguresSchema,
    days: z.array(UsageDaySchema).openapi({ description: "By UTC day, oldest first; days without usage are left out" }),
  })
  .openapi("ConversationUsage", { description: "Counted live by the conversation's object" });

export const TenantUsageSchema = z
  .object({
    tenant_id: z.string(),
    from: DaySchema,
    to: DaySchema,
    totals: UsageFiguresSchema,
    days: z.array(UsageDaySchema).openapi({ description: "By UTC day, oldest first; days without usage are left out" }),
  })
  .openapi("TenantUsage", {
    description: "Rolled up by the cron sweep (every 5 minutes): usage of the last minutes may not be in it yet",
  });

/** A real calendar day: the shape, and a date that does not roll over (2026-02-30, 2026-13-01). */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(value);
};
const dayParam = (name: string, description: string) =>
  queryParam(z.string().refine(isDay, { message: "expected a calendar date YYYY-MM-DD" }).optional(), name, description);

export const CachedPriceQuerySchema = z.object({
  cached_price: queryParam(
    z.coerce.number().min(0).max(1).optional(),
    "cached_price",
    "A cached input token's price relative to an uncached one, 0 to 1 (default: the deployment's USAGE_CACHED_PRICE, 0.1)",
  ),
});

export const UsageRangeQuerySchema = CachedPriceQuerySchema.extend({
  from: dayParam("from", "First UTC day, YYYY-MM-DD (default: 29 days before `to`)"),
  to: dayParam("to", "Last UTC day, YYYY-MM-DD (default: today); at most 366 days after `from`"),
});
