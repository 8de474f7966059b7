/**
 * Ranges over stored UTF-8 content. Byte ranges are snapped to character boundaries so that
 * every answer is valid text and consecutive pages (following `next_offset`) concatenate to
 * exactly the stored bytes. Lines are split on "\n" only (a "\r" stays part of its line).
 */

const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  return 2;
}

/**
 * The part of `chunk` (bytes read from some offset) that holds whole characters only: leading
 * continuation bytes (the tail of a character that began before the offset) are skipped and a
 * character cut at the end is left for the next page.
 */
export function wholeCharacters(chunk: Uint8Array): { start: number; end: number } {
  let start = 0;
  while (start < chunk.length && start < 3 && isContinuation(chunk[start] ?? 0)) start += 1;
  let end = chunk.length;
  for (let i = chunk.length - 1; i >= Math.max(start, chunk.length - 4); i -= 1) {
    const byte = chunk[i] ?? 0;
    if (isContinuation(byte)) continue;
    if (i + sequenceLength(byte) > chunk.length) end = i;
    break;
  }
  return { start, end: Math.max(start, end) };
}

/** Lines as this service counts them: "a\nb" and "a\nb\n" both have 2, "" has 0. */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines += 1;
  return text.endsWith("\n") ? lines : lines + 1;
}

/**
 * The bytes of lines `from`..`to` (1-based, inclusive), each with its own "\n", read from a
 * stream of chunks and stopping as soon as line `to` is complete. Splitting on the byte 0x0A
 * is safe in UTF-8: it never occurs inside a multi-byte character.
 */
export async function collectLines(chunks: AsyncIterable<Uint8Array>, from: number, to: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let line = 1;
  outer: for await (const chunk of chunks) {
    let pos = 0;
    while (pos < chunk.length) {
      const newline = chunk.indexOf(0x0a, pos);
      const end = newline === -1 ? chunk.length : newline + 1;
      if (line >= from) parts.push(chunk.subarray(pos, end));
      pos = end;
      if (newline !== -1) {
        line += 1;
        if (line > to) break outer;
      }
    }
  }
  return concatBytes(parts);
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** The chunks of a readable stream; cancels the stream when the consumer stops early. */
export async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
