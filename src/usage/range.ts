import { usageDay } from "./counters";

/** The longest range one usage request may cover. */
export const MAX_RANGE_DAYS = 366;
/** The range when the caller names no start: the last 30 days. */
const DEFAULT_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The days a usage request covers, from the validated `from` and `to` (YYYY-MM-DD, both
 * optional): `to` defaults to today, `from` to 29 days before `to`. A problem is a sentence
 * for the 400 answer.
 */
export function usageRange(
  from: string | undefined,
  to: string | undefined,
  now: number,
): { from: string; to: string } | { problem: string } {
  const last = to ?? usageDay(now);
  const first = from ?? usageDay(dayMs(last) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  if (first > last) return { problem: `from (${first}) is after to (${last})` };
  const days = (dayMs(last) - dayMs(first)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) return { problem: `the range covers ${days} days; at most ${MAX_RANGE_DAYS}` };
  return { from: first, to: last };
}
