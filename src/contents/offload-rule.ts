import { countTokens } from "../context/tokens";

/** The lowest per-conversation threshold a client may set (a lower one would offload ordinary turns). */
export const MIN_OFFLOAD_THRESHOLD_TOKENS = 100;

/**
 * Whatever the token threshold says, a content larger than this never stays in a Durable
 * Object row: token counts do not bound bytes (a run of whitespace is one token), and the
 * object's rows are capped at 2 MB.
 */
export const MAX_INLINE_MESSAGE_BYTES = 64 * 1024;

/** UTF-8 length without allocating the encoded bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export interface ContentSize {
  tokens: number;
  bytes: number;
}

export function measure(content: string): ContentSize {
  return { tokens: countTokens(content), bytes: utf8Length(content) };
}

/**
 * The offload rule. "Over the threshold" means strictly more tokens than the threshold, counted
 * by `countTokens` on the content alone (not the 4 tokens of chat framing): a content of exactly
 * `thresholdTokens` tokens stays in the conversation. Contents over MAX_INLINE_MESSAGE_BYTES are
 * offloaded whatever their token count.
 */
export function isOverThreshold(size: ContentSize, thresholdTokens: number): boolean {
  return size.tokens > thresholdTokens || size.bytes > MAX_INLINE_MESSAGE_BYTES;
}
