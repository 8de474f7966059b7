/**
 * Seed 002 re-summarizes a sliding window after almost every append, so consecutive versions
 * overlap by all but a turn or two: indexing each would store every turn ~window-size times.
 * A version is indexed only if it starts at least half its length after the newest indexed
 * one (or reaches past it after a gap); every turn stays in about two indexed summaries, and
 * the messages themselves are always indexed.
 */
export function summaryIsDue(range: { startSeq: number; endSeq: number }, newest: { startSeq: number; endSeq: number } | null): boolean {
  if (!newest) return true;
  if (range.endSeq <= newest.endSeq) return false;
  const half = Math.ceil((range.endSeq - range.startSeq + 1) / 2);
  return range.startSeq >= newest.startSeq + half || range.startSeq > newest.endSeq;
}
