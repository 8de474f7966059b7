import { z } from "zod";

export const SummarizeJobSchema = z.object({
  type: z.literal("summarize"),
  tenantId: z.string().min(1),
  conversationId: z.string().min(1),
  memoryId: z.number().int().positive(),
});
export type SummarizeJob = z.infer<typeof SummarizeJobSchema>;

/** Index the messages [fromSeq, toSeq] of a conversation (sent by the DO after each append). */
export const IndexMessagesJobSchema = z.object({
  type: z.literal("index_messages"),
  tenantId: z.string().min(1),
  conversationId: z.string().min(1),
  userId: z.string().min(1),
  fromSeq: z.number().int().min(0),
  toSeq: z.number().int().min(0),
});
export type IndexMessagesJob = z.infer<typeof IndexMessagesJobSchema>;

/** Index a completed summary (sent by the summarize job once D1 recorded it). */
export const IndexSummaryJobSchema = z.object({
  type: z.literal("index_summary"),
  tenantId: z.string().min(1),
  conversationId: z.string().min(1),
  memoryId: z.number().int().positive(),
});
export type IndexSummaryJob = z.infer<typeof IndexSummaryJobSchema>;

/**
 * Index (or un-index, if it is gone, inactive or expired) one agent_memories row. Whoever
 * writes or deletes a long-term memory sends this.
 */
export const IndexMemoryJobSchema = z.object({
  type: z.literal("index_memory"),
  tenantId: z.string().min(1),
  memoryKey: z.string().min(1),
});
export type IndexMemoryJob = z.infer<typeof IndexMemoryJobSchema>;

export const JobMessageSchema = z.discriminatedUnion("type", [
  SummarizeJobSchema,
  IndexMessagesJobSchema,
  IndexSummaryJobSchema,
  IndexMemoryJobSchema,
]);
export type JobMessage = z.infer<typeof JobMessageSchema>;

export type IndexJob = IndexMessagesJob | IndexSummaryJob | IndexMemoryJob;
