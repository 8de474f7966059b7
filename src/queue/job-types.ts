import { z } from "zod";

/**
 * What every job carries: its tenant and the user it works for, whose hash picks its job queue
 * (src/queue/routing.ts). Every sender names the user; a message sent before jobs carried it
 * has none and still runs. Each job extends this with its type and its own fields.
 */
const JobBaseSchema = z.object({ tenantId: z.string().min(1), userId: z.string().min(1).optional() });
/** A job about one conversation. */
const ConversationJobBaseSchema = JobBaseSchema.extend({ conversationId: z.string().min(1) });
/** A job about one long-term memory (agent_memories row). */
const MemoryJobBaseSchema = JobBaseSchema.extend({ memoryKey: z.string().min(1) });
/** A context-shaping job the object reserved under `jobId`. */
const ReservedJobBaseSchema = ConversationJobBaseSchema.extend({ jobId: z.string().min(1) });

export const SummarizeJobSchema = ConversationJobBaseSchema.extend({
  type: z.literal("summarize"),
  memoryId: z.number().int().positive(),
});
export type SummarizeJob = z.infer<typeof SummarizeJobSchema>;

/** A job over the turns [fromSeq, toSeq] of one conversation, for its (named) user. */
const TurnRangeJobBaseSchema = ConversationJobBaseSchema.extend({
  userId: z.string().min(1),
  fromSeq: z.number().int().min(0),
  toSeq: z.number().int().min(0),
});

/** Index the messages [fromSeq, toSeq] of a conversation (sent by the DO after each append). */
export const IndexMessagesJobSchema = TurnRangeJobBaseSchema.extend({
  type: z.literal("index_messages"),
  /**
   * The conversation's truncation count when the job was sent (absent: none yet). A report
   * from an earlier count covers seqs a truncate may have removed and reused, and is
   * reconciled (durable-objects/conversation/search-indexing.ts) rather than trusted.
   */
  epoch: z.number().int().min(1).optional(),
});
export type IndexMessagesJob = z.infer<typeof IndexMessagesJobSchema>;

/** Index a completed summary (sent by the summarize job once D1 recorded it). */
export const IndexSummaryJobSchema = ConversationJobBaseSchema.extend({
  type: z.literal("index_summary"),
  memoryId: z.number().int().positive(),
});
export type IndexSummaryJob = z.infer<typeof IndexSummaryJobSchema>;

/**
 * Index (or un-index, if it is gone, inactive or expired) one agent_memories row. Whoever
 * writes or deletes a long-term memory sends this.
 */
export const IndexMemoryJobSchema = MemoryJobBaseSchema.extend({ type: z.literal("index_memory") });
export type IndexMemoryJob = z.infer<typeof IndexMemoryJobSchema>;

/** Upgrade an offline (extractive) memory description with the LLM. */
export const DescribeMemoryJobSchema = MemoryJobBaseSchema.extend({ type: z.literal("describe_memory") });
export type DescribeMemoryJob = z.infer<typeof DescribeMemoryJobSchema>;

/** Seed 004 autocompact: a full summary of the older history, off the request path. */
export const AutocompactJobSchema = ReservedJobBaseSchema.extend({ type: z.literal("autocompact") });
export type AutocompactJob = z.infer<typeof AutocompactJobSchema>;

/** Seed 001: an exchanges summary over 4 KB compressed to 3 KB by the LLM. */
export const CompressExchangesJobSchema = ReservedJobBaseSchema.extend({ type: z.literal("compress_exchanges") });
export type CompressExchangesJob = z.infer<typeof CompressExchangesJobSchema>;

/** Seed 004 tool-result budgeting: the full result of an oversized tool message kept in R2. */
export const OffloadToolResultJobSchema = ConversationJobBaseSchema.extend({
  type: z.literal("offload_tool_result"),
  seq: z.number().int().min(0),
  memoryKey: z.string().min(1),
});
export type OffloadToolResultJob = z.infer<typeof OffloadToolResultJobSchema>;

/** After a finished round: the user's new turns [fromSeq, toSeq] distilled into facts (src/facts/job.ts). */
export const ExtractFactsJobSchema = TurnRangeJobBaseSchema.extend({
  type: z.literal("extract_facts"),
  /** When the round ended (ms): the extraction lag is measured from here. */
  sentAt: z.number().int().min(0),
});
export type ExtractFactsJob = z.infer<typeof ExtractFactsJobSchema>;

/** Index (current) or un-index (superseded, retracted, gone) facts of one user; sent by the user object. */
export const IndexFactsJobSchema = JobBaseSchema.extend({
  type: z.literal("index_facts"),
  userId: z.string().min(1),
  factIds: z.array(z.string().min(1)).min(1).max(1000),
});
export type IndexFactsJob = z.infer<typeof IndexFactsJobSchema>;

export const JobMessageSchema = z.discriminatedUnion("type", [
  ExtractFactsJobSchema,
  IndexFactsJobSchema,
  SummarizeJobSchema,
  DescribeMemoryJobSchema,
  IndexMessagesJobSchema,
  IndexSummaryJobSchema,
  IndexMemoryJobSchema,
  AutocompactJobSchema,
  CompressExchangesJobSchema,
  OffloadToolResultJobSchema,
]);
export type JobMessage = z.infer<typeof JobMessageSchema>;
export type ShapingJob = AutocompactJob | CompressExchangesJob | OffloadToolResultJob;

export type IndexJob = IndexMessagesJob | IndexSummaryJob | IndexMemoryJob | IndexFactsJob;

/** Jobs that write the search index: they go to the index queues (src/queue/routing.ts). */
export const isIndexJob = (job: JobMessage): job is IndexJob =>
  job.type === "index_messages" || job.type === "index_summary" || job.type === "index_memory" || job.type === "index_facts";
