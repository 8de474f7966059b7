import { LocalVectorIndex } from "./local-vector-index";
import type { VectorIndex } from "./vector-index";

/** Vector ids, one convention for every writer and deleter. */
export const vectorIds = {
  memory: (memoryKey: string) => `mem:${memoryKey}`,
  message: (tenantId: string, conversationId: string, seq: number) => `msg:${tenantId}/${conversationId}/${seq}`,
  summary: (memoryId: number) => `sum:${memoryId}`,
};

/** The vector index for this deployment (the Vectorize choice is added with its adapter). */
export function vectorIndexFor(env: Env): VectorIndex {
  return new LocalVectorIndex(env.DB);
}
