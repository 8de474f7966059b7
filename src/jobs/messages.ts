import { z } from "zod";

export const SummarizeJobSchema = z.object({
  type: z.literal("summarize"),
  tenantId: z.string().min(1),
  conversationId: z.string().min(1),
  memoryId: z.number().int().positive(),
});
export type SummarizeJob = z.infer<typeof SummarizeJobSchema>;

export const JobMessageSchema = z.discriminatedUnion("type", [SummarizeJobSchema]);
export type JobMessage = z.infer<typeof JobMessageSchema>;
