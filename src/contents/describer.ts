import type { StructuredTask } from "../llm/client";
import { z } from "zod";
import { LlmBacked, llmSettings } from "../llm/settings";

/** What the describer sees of a memory: its beginning, and how large the whole is. */
export interface DescribeRequest {
  type: string;
  currentDescription: string;
  /** The first bytes of the content (decoded); the whole may be megabytes. */
  head: string;
  totalBytes: number;
  tokenCount: number;
}

export interface Describer {
  readonly name: string;
  describe(request: DescribeRequest): Promise<string>;
}

export class DescriberError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "DescriberError";
  }
}

export const LlmDescriptionSchema = z.object({ description: z.string().trim().min(1).max(300) });

export const DESCRIBE_SYSTEM_PROMPT = [
  "You write the one-line description that stands in an AI agent's context for a stored piece of content",
  "(a tool or command output, a file, a long message, a note). The agent decides from it alone whether to fetch",
  "the content, so say what it is and its key result: the command or file, the status, the error, the subject.",
  "At most 12 words, no trailing period, no brackets.",
  'Answer with JSON: {"description": "..."}.',
].join("\n");

export function describeUserPrompt(request: DescribeRequest): string {
  const shown =
    request.head.length < request.totalBytes ? `first ${request.head.length} characters of ${request.totalBytes} bytes` : "whole";
  return [
    `Type: ${request.type}`,
    `Size: ${request.tokenCount} tokens`,
    `Current description: ${request.currentDescription}`,
    "",
    `Content (${shown}):`,
    request.head,
  ].join("\n");
}

const DESCRIBE_TASK: StructuredTask<typeof LlmDescriptionSchema> = {
  system: DESCRIBE_SYSTEM_PROMPT,
  schema: LlmDescriptionSchema,
  schemaName: "memory_description",
  answer: "description",
};

/** Descriptions through any OpenAI-compatible chat completions endpoint. */
export class LlmDescriber extends LlmBacked implements Describer {
  async describe(request: DescribeRequest): Promise<string> {
    return (await this.answer(DESCRIBE_TASK, describeUserPrompt(request), DescriberError)).description;
  }
}

/** The LLM describer when a key is configured; without one the extractive description stays. */
export function describerFor(env: Env, fetchImpl?: typeof fetch): Describer | null {
  const settings = llmSettings(env, fetchImpl);
  return settings ? new LlmDescriber(settings) : null;
}
