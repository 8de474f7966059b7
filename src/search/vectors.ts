import { sha256Hex } from "../lib/crypto";
import { searchConfig } from "./config";
import { SearchConfigError } from "./embedders";
import type { VectorIndex } from "./vector-index";
import { VectorizeIndexAdapter, type VectorizeBinding } from "./vectorize-index";

/** Vectorize rejects ids over 64 bytes. */
export const MAX_VECTOR_ID_BYTES = 64;

const encoder = new TextEncoder();

/**
 * `prefix:raw` when it fits in 64 bytes, else `prefix~` + a SHA-256 prefix of the raw id. The
 * ids the service builds never contain "~" (IdSchema forbids it), so the two forms cannot
 * collide; a cryptographic hash keeps a chosen conversation id from landing on another
 * tenant's vector.
 */
async function fit(prefix: string, raw: string): Promise<string> {
  const plain = `${prefix}:${raw}`;
  if (!raw.includes("~") && encoder.encode(plain).byteLength <= MAX_VECTOR_ID_BYTES) return plain;
  return `${prefix}~${(await sha256Hex(raw)).slice(0, 48)}`;
}

/** Vector ids, one convention for every writer and deleter; always at most 64 bytes. */
export const vectorIds = {
  memory: (tenantId: string, memoryKey: string) => fit("mem", `${tenantId}/${memoryKey}`),
  message: (tenantId: string, conversationId: string, seq: number) => fit("msg", `${tenantId}/${conversationId}/${seq}`),
  summary: (memoryId: number) => fit("sum", String(memoryId)),
  fact: (tenantId: string, userId: string, factId: string) => fit("fact", `${tenantId}/${userId}/${factId}`),
};

/**
 * The external vector index this deployment is configured for (`VECTOR_INDEX`), or null for
 * the embedded default, whose vectors live in each user's object beside its rows.
 */
export function vectorIndexFor(env: Env): VectorIndex | null {
  const choice = searchConfig(env).VECTOR_INDEX;
  if (choice === "vectorize") {
    const binding: VectorizeBinding | undefined = env.VECTORIZE;
    if (!binding) throw new SearchConfigError('VECTOR_INDEX is "vectorize" but no VECTORIZE binding is configured');
    return new VectorizeIndexAdapter(binding);
  }
  return null;
}
