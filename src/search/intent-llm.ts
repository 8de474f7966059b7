import { openAiClient, type StructuredTask } from "../llm/client";
import { z } from "zod";
import type { Intent } from "./intent";
import { completeTask, type LlmSettings } from "../llm/settings";

const IntentAnswerSchema = z.object({
  intent: z.enum(["concrete", "vague"]),
  covered: z.boolean(),
  reason: z.string().max(500),
});

/** How much of the current context the model sees: its newest part. */
export const INTENT_CONTEXT_CHARS = 6000;

export function intentUserPrompt(query: string, contextText: string): string {
  const context = contextText.length > INTENT_CONTEXT_CHARS ? contextText.slice(-INTENT_CONTEXT_CHARS) : contextText;
  return ["Current context:", context || "(empty)", "", "Instruction:", query].join("\n");
}

const INTENT_TASK: StructuredTask<typeof IntentAnswerSchema> = {
  system: [
    "You decide whether an AI agent needs to search its long-term memory before acting on a user instruction.",
    "intent = concrete when the instruction names what it needs (e.g. 'Connect to the AgentFusion database');",
    "intent = vague when it is ambiguous or misses parameters (e.g. 'Connect to the DB', 'do it like last time').",
    "covered = true when the current context already contains what the instruction needs.",
    'Answer with JSON: {"intent": "concrete"|"vague", "covered": true|false, "reason": "..."}.',
  ].join("\n"),
  schema: IntentAnswerSchema,
  schemaName: "intent_check",
  answer: "intent",
};

/** The LLM-assisted intent check; any failure throws and the caller falls back to the heuristic. */
export async function classifyIntentWithLlm(
  settings: LlmSettings,
  query: string,
  contextText: string,
): Promise<{ intent: Intent; covered: boolean; reason: string }> {
  // The prompt is built before the call: the model's answer is all that comes back.
  const prompt = intentUserPrompt(query, contextText);
  const parsed = await completeTask(openAiClient(settings), settings, INTENT_TASK, prompt);
  if (!parsed) throw new Error(`LLM returned no parsable ${INTENT_TASK.answer}`);
  return parsed;
}
