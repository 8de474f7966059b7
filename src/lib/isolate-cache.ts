/**
 * A per-isolate cache for reads on the context's hot path: an entry lives `ttlMs`, a write
 * served by this isolate evicts the entries under its key prefix, other isolates see the write
 * within the TTL. Bounded: past MAX_ENTRIES it starts over.
 */
interface Entry<T> {
  value: T;
  expiresAt: number;
}

const MAX_ENTRIES = 10_000;

export class IsolateCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly clock: () => number = Date.now) {}

  async get(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, expiresAt: now + ttlMs });
    return value;
  }

  /** Drops every entry whose key starts with `prefix` (end it with the separator). */
  evictPrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
