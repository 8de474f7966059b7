/**
 * The static embedder's table (assets/word-vectors.bin, made by scripts/build-word-vectors.mjs):
 * pre-trained word vectors with their first principal component removed, int8-quantised, and
 * each word's spoken frequency p(w). Pure: parsing and lookup only.
 *
 * Layout (little-endian): "EGWV", u32 header length, header JSON, the words joined by "\n",
 * zero padding to 4 bytes, float32 p(w)[n], float32 scale[n], int8 vectors[n * dimensions].
 */
export interface WordVectorsHeader {
  name: string;
  dimensions: number;
  count: number;
  sif_a: number;
}

export interface WordVectors {
  header: WordVectorsHeader;
  index: Map<string, number>;
  prob: Float32Array;
  scale: Float32Array;
  vectors: Int8Array;
}

const MAGIC = "EGWV";

export class WordVectorsFormatError extends Error {
  override name = "WordVectorsFormatError";
}

export function parseWordVectors(buffer: ArrayBuffer): WordVectors {
  const bytes = new Uint8Array(buffer);
  const decoder = new TextDecoder();
  if (bytes.byteLength < 8 || decoder.decode(bytes.subarray(0, 4)) !== MAGIC) {
    throw new WordVectorsFormatError("not a word-vectors file (bad magic)");
  }
  const headerLength = new DataView(buffer).getUint32(4, true);
  const header = JSON.parse(decoder.decode(bytes.subarray(8, 8 + headerLength))) as WordVectorsHeader;
  const { count, dimensions } = header;
  const floatBytes = count * 8;
  const vectorBytes = count * dimensions;
  const floatsAt = bytes.byteLength - vectorBytes - floatBytes;
  if (!Number.isInteger(count) || !Number.isInteger(dimensions) || floatsAt < 8 + headerLength || floatsAt % 4 !== 0) {
    throw new WordVectorsFormatError(`word-vectors file of ${bytes.byteLength} bytes does not hold ${count} x ${dimensions}`);
  }
  let textEnd = floatsAt;
  while (textEnd > 8 + headerLength && bytes[textEnd - 1] === 0) textEnd -= 1;
  const words = decoder.decode(bytes.subarray(8 + headerLength, textEnd)).split("\n");
  if (words.length !== count) throw new WordVectorsFormatError(`word-vectors file lists ${words.length} words, header says ${count}`);
  const index = new Map<string, number>();
  words.forEach((word, i) => index.set(word, i));
  return {
    header,
    index,
    prob: new Float32Array(buffer, floatsAt, count),
    scale: new Float32Array(buffer, floatsAt + count * 4, count),
    vectors: new Int8Array(buffer, floatsAt + floatBytes, vectorBytes),
  };
}

/** Inflections tried, in order, when a word is not in the table ("paintings" -> "painting"). */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ["ies", "y"],
  ["es", ""],
  ["s", ""],
  ["ing", ""],
  ["ing", "e"],
  ["ed", ""],
  ["ed", "e"],
  ["ly", ""],
];

/** The table's row for a word, or for the first of its plain inflections it holds; -1 if none. */
export function lookup(table: WordVectors, word: string): number {
  const direct = table.index.get(word);
  if (direct !== undefined) return direct;
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const row = table.index.get(word.slice(0, -suffix.length) + replacement);
      if (row !== undefined) return row;
    }
  }
  return -1;
}
