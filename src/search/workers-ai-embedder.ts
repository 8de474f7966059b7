import { z } from "zod";
import { EmbedderError } from "./embedder-error";
import type { Embedder } from "./vector-index";
import { noteEmbeddingCall } from "../usage/meter";

/** The part of the Workers AI binding (`env.AI`) this embedder uses. */
export interface AiBinding {
  run(model: string, inputs: { text: string[] }): Promise<unknown>;
}

// Newer Workers AI embedding models also report `usage`; older ones do not (their calls count 0 tokens).
const AnswerSchema = z.object({
  data: z.array(z.array(z.number())),
  usage: z.object({ prompt_tokens: z.number() }).nullish().catch(null),
});

/** Workers AI text embeddings (e.g. `@cf/baai/bge-base-en-v1.5`, 768 dimensions). */
export class WorkersAiEmbedder implements Embedder {
  readonly name: string;

  constructor(
    private readonly ai: AiBinding,
    private readonly model: string,
    readonly dimensions: number,
    /** Workers AI embedding models take at most 100 texts per call. */
    private readonly batchSize = 100,
  ) {
    this.name = `workers-ai:${model}`;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) {
      const batch = texts.slice(i, i + this.batchSize);
      let answer: unknown;
      try {
        answer = await this.ai.run(this.model, { text: batch });
      } catch (error) {
        throw new EmbedderError(`Workers AI call failed: ${error instanceof Error ? error.message : String(error)}`, true);
      }
      const parsed = AnswerSchema.safeParse(answer);
      if (!parsed.success || parsed.data.data.length !== batch.length) {
        throw new EmbedderError("Workers AI returned a malformed embeddings answer", true);
      }
      noteEmbeddingCall(parsed.data.usage);
      for (const vector of parsed.data.data) {
        if (vector.length !== this.dimensions) {
          throw new EmbedderError(`expected ${this.dimensions} dimensions, got ${vector.length}`, false);
        }
        out.push(vector);
      }
    }
    return out;
  }
}
