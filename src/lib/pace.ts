/**
 * Spaces calls at most `perSecond` a second: each `await pace()` returns at its slot, the first
 * at once, the next `1000 / perSecond` ms after the one before (or at once when that slot has
 * passed). 0 paces nothing. `sleep` and `now` are injected so the spacing is unit-tested
 * without waiting.
 *
 * Why: a bulk read that wakes a Durable Object per item (the export wakes every conversation of
 * the user) must not wake them faster than idle ones are evicted. The local runtime runs every
 * object in one process, evicts an idle one after 10 s and caps SQLite's heap for all of them at
 * 512 MiB: an unpaced export woke ~350 objects a second and failed at ~3,000 live ones with
 * SQLITE_NOMEM, taking every other object of the process down with it
 * (docs/decisions/2026-11-26-export-at-scale.md).
 */
export function pacer(
  perSecond: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = () => Date.now(),
): () => Promise<void> {
  if (perSecond <= 0) return async () => undefined;
  const spacingMs = 1000 / perSecond;
  let nextSlot: number | null = null;
  return async () => {
    const t = now();
    const slot = nextSlot === null ? t : Math.max(nextSlot, t);
    nextSlot = slot + spacingMs;
    if (slot > t) await sleep(slot - t);
  };
}
