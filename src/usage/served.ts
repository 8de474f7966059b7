import type { ServedRead } from "./counters";

/** What a context answer says of itself: its size and, once the context carries cache hints, its stable part. */
interface AnswerShape {
  token_count?: unknown;
  cache?: { stable_prefix_tokens?: unknown } | null;
}

const count = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0);

/**
 * Tokens at the start of a served context answer that stay byte-identical to the next read's
 * (issue 24's cache hints: `cache.stable_prefix_tokens`); 0 for an answer without them, so a
 * context that declares no stable part is priced as all volatile.
 */
export const stablePrefixTokens = (answer: AnswerShape) => count(answer.cache?.stable_prefix_tokens);

/** The read as usage counts it: the answer's own token_count and its stable prefix. */
export const servedRead = (answer: AnswerShape): ServedRead => ({
  servedTokens: count(answer.token_count),
  stablePrefixTokens: stablePrefixTokens(answer),
});
