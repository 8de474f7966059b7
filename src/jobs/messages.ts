import { z } from "zod";

export const SummarizeJobSchema = z.object({
  type: z.literal("summarize"),
  tenantId: z.string().min(1),
  conversationId: z.string().min(1),
  memoryId: z.number().int().positive(),
});
export type SummarizeJob = z.infer<typeof SummarizeJobSchema>;

/** Issue 3: upgrade an offline (extractive) memory description with the LLM. */
export const DescribeMemoryJobSchema = z.object({
  type: z.literal("describe_memory"),
  tenantId: z.string().min(1),
  memoryKey: z.string().min(1),
});
export type DescribeMemoryJob = z.infer<typeof DescribeMemoryJobSchema>;

export const JobMessageSchema = z.discriminatedUnion("type", [SummarizeJobSchema, DescribeMemoryJobSchema]);
export type JobMessage = z.infer<typeof JobMessageSchema>;
