import { z } from "zod";

/**
 * The indexing high-water mark of one conversation, moved only by confirmed index writes.
 * `indexedThrough` is the last seq below which every message is known to be indexed; `done`
 * holds confirmed ranges beyond a gap (a later job finished before an earlier one), absorbed
 * once the gap closes. Pure: the conversation object stores it, tests drive it directly.
 */
export const IndexMarkSchema = z.object({
  indexedThrough: z.number().int().min(-1),
  done: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
});
export type IndexMark = z.infer<typeof IndexMarkSchema>;

export const EMPTY_MARK: IndexMark = { indexedThrough: -1, done: [] };

/** Out-of-order confirmations kept at most; past it the oldest are dropped (a resend re-covers them). */
export const MAX_DONE_RANGES = 32;

/** The mark after [fromSeq, toSeq] was confirmed indexed. */
export function recordIndexed(mark: IndexMark, fromSeq: number, toSeq: number): IndexMark {
  const ranges = [...mark.done, [fromSeq, toSeq] as [number, number]].sort((a, b) => a[0] - b[0]);
  let through = mark.indexedThrough;
  const rest: Array<[number, number]> = [];
  for (const [from, to] of ranges) {
    if (to <= through) continue;
    if (from <= through + 1) through = to;
    else {
      const last = rest.at(-1);
      if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
      else rest.push([from, to]);
    }
  }
  // Sorted by start, so once a gap is met no later range can close it in this pass.
  return { indexedThrough: through, done: rest.slice(-MAX_DONE_RANGES) };
}

/** The first seq not yet confirmed indexed. */
export const firstUnindexed = (mark: IndexMark) => mark.indexedThrough + 1;

/** The mark with every confirmation past `through` forgotten (those seqs were removed, or rewritten since). */
export function clipMark(mark: IndexMark, through: number): IndexMark {
  const done = mark.done.flatMap(([from, to]): Array<[number, number]> => (from > through ? [] : [[from, Math.min(to, through)]]));
  return { indexedThrough: Math.min(mark.indexedThrough, through), done };
}
