import { z } from "@hono/zod-openapi";
import { flagParam, pathParam, queryParam } from "./params";
import { FACT_FLAGS, FACT_STATUSES, FACT_TYPES, MAX_FACT_TEXT_CHARS, MAX_SUBJECT_CHARS, MAX_TOPIC_CHARS } from "../../facts/types";
import { UserIdSchema } from "../../lib/ids";

export const FactTypeSchema = z
  .enum(FACT_TYPES)
  .openapi({ description: "preference, profile, decision, instruction, event or relationship (a fact about someone close to the user)" });
export const TopicSchema = z
  .string()
  .min(1)
  .max(MAX_TOPIC_CHARS)
  .regex(/^[a-z0-9][a-z0-9_.:-]*$/, "topic: lower-case letters, digits and _ . : - only")
  .openapi({ description: "What the fact is about (home_city, diet, editor, likes:sushi, rel:sister.home_city)", example: "home_city" });
export const FactIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^fct_[A-Za-z0-9_-]+$/, "not a fact id");

export const UserFactsParamsSchema = z.object({
  user_id: pathParam(UserIdSchema, "user_id", "The user the facts are about"),
});

export const FactParamsSchema = UserFactsParamsSchema.extend({
  id: pathParam(FactIdSchema, "id", "The fact's id (fct_...)", "fct_4f1c2b9a0e7d3c5b6a8f9e0d"),
});

export const FactsQuerySchema = z.object({
  type: queryParam(FactTypeSchema.optional(), "type", "Only facts of this type; default: every type"),
  topic: queryParam(TopicSchema.optional(), "topic", "Only facts on this topic; default: every topic"),
  include_history: flagParam("include_history", "true: superseded and retracted facts too; default false (current facts only)"),
  as_of: queryParam(
    z.iso.datetime({ offset: true }).optional(),
    "as_of",
    "An ISO 8601 instant (e.g. 2026-03-01T00:00:00Z): the facts that were true then (valid_from <= as_of < valid_to), whatever their status now; retracted facts never",
  ),
  conflicts: flagParam("conflicts", "true: only facts that contradict another one and wait for review (see conflicts_with)"),
});

export const FactSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    type: FactTypeSchema,
    topic: z.string(),
    status: z.enum(FACT_STATUSES),
    valid_from: z.string().openapi({
      description:
        'When the fact became true: a time the statement gave ("two months ago", "since 2019") resolved against the message\'s time, else the message\'s time',
    }),
    valid_to: z.string().nullable().openapi({ description: "When a newer statement (or a retraction) ended it" }),
    superseded_by: z.string().nullable(),
    confidence: z.number(),
    sources: z.array(z.object({ conversation_id: z.string(), seq: z.number().int() })),
    flags: z
      .array(z.enum(FACT_FLAGS))
      .openapi({ description: "Non-empty: the text carries instructions to the model; kept out of the automatic context" }),
    created_at: z.string(),
    updated_at: z.string(),
    expires_at: z.string().nullable(),
    subject: z.string().openapi({ description: "Whom the fact is about: `user`, or the person named (`sister`, `Ana`)", example: "user" }),
    evidence: z
      .object({ quote: z.string(), conversation_id: z.string(), seq: z.number().int(), said_at: z.string() })
      .nullable()
      .openapi({ description: "The sentence the fact was distilled from and where it was said; null for facts stated through the API" }),
    learned_at: z.string().openapi({ description: "When Engram learned the fact (valid_from/valid_to say when it was true)" }),
    conflicts_with: z.array(z.string()).openapi({
      description:
        "Current facts this one contradicts with no topic rule to decide between them: both are kept and flagged for review; retracting one settles it",
    }),
  })
  .openapi("Fact");

export const FactListSchema = z.object({ user_id: z.string(), facts: z.array(FactSchema) }).openapi("FactList");

export const StateFactSchema = z
  .object({
    text: z.string().trim().min(1, "text must not be empty").max(MAX_FACT_TEXT_CHARS),
    type: FactTypeSchema,
    topic: TopicSchema,
    confidence: z.number().min(0).max(1).optional(),
    valid_from: z.iso.datetime({ offset: true }).optional().openapi({ description: "Default: now" }),
    subject: z.string().trim().min(1).max(MAX_SUBJECT_CHARS).optional().openapi({ description: "Whom the fact is about; default `user`" }),
    ttl_seconds: z
      .number()
      .int()
      .min(1)
      .max(10 * 365 * 86_400)
      .optional()
      .openapi({ description: "The fact is deleted after this long" }),
  })
  .strict()
  .openapi("StateFact");

export const StatedFactSchema = z
  .object({
    user_id: z.string(),
    fact: FactSchema,
    outcome: z.enum(["added", "superseded", "inserted_in_history", "source_added", "conflict_flagged"]).openapi({
      description:
        "source_added: a current fact already said it; conflict_flagged: kept beside a contradicting fact, both flagged for review",
    }),
  })
  .openapi("StatedFact");

export const CorrectFactSchema = z
  .object({
    text: z.string().trim().min(1, "text must not be empty").max(MAX_FACT_TEXT_CHARS).optional(),
    type: FactTypeSchema.optional(),
    confidence: z.number().min(0).max(1).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to correct" })
  .openapi("CorrectFact");

export const FactHistorySchema = z.object({ user_id: z.string(), topic: z.string(), facts: z.array(FactSchema) }).openapi("FactHistory");

export const ExtractionStatsSchema = z
  .object({
    user_id: z.string(),
    rounds: z.number().int(),
    candidates: z.number().int(),
    llm_calls: z.number().int(),
    llm_tokens: z.number().int().openapi({ description: "Prompt + answer tokens, counted locally" }),
    extraction_ms: z.number().int().openapi({ description: "Sum over rounds of the time from the round's end to its facts being stored" }),
  })
  .openapi("ExtractionStats");
