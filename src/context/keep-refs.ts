/**
 * Seed 003's placeholders must outlive every summary: a `[MemoryRef: key ...]` is the only way
 * back to its content. Whatever a summarizer or compactor (a model, or an offline rule) wrote,
 * every placeholder of its input whose key the output lost is appended, key intact.
 *
 * "Its input" is what the summary is made from: the messages it folds (inside the window, for
 * seed 002) and the previous summary (which already covers only the window).
 */
const REF = /\[MemoryRef: (\S+) - [^\]]*\]/g;

/** The placeholders in these texts, first occurrence of each key, in order. */
export function placeholdersIn(texts: Iterable<string | null | undefined>): Array<{ key: string; text: string }> {
  const seen = new Map<string, string>();
  for (const text of texts) {
    for (const match of (text ?? "").matchAll(REF)) if (match[1] && !seen.has(match[1])) seen.set(match[1], match[0]);
  }
  return [...seen].map(([key, text]) => ({ key, text }));
}

export const KEPT_REFS_PREFIX = "Stored references:";

export function keepRefs(output: string, inputs: Iterable<string | null | undefined>): string {
  const lost = placeholdersIn(inputs).filter((ref) => !output.includes(ref.key));
  if (lost.length === 0) return output;
  return `${output.trimEnd()}\n${KEPT_REFS_PREFIX} ${lost.map((ref) => ref.text).join(" ")}`;
}
