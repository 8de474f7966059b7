import { and, asc, eq, inArray } from "drizzle-orm";
import type { database } from "../db/client";
import { memory, type MemoryRow } from "../db/schema";
import { archivePrefix, readArchiveParts, type ArchivedVersion } from "../summaries/archive";

/**
 * The export's reads for a batch of conversations at once, so a page costs a few queries per
 * batch instead of a few per conversation (at 10,000 conversations one query each made the
 * export take longer than a quarter of an hour; see docs/decisions/2026-11-26-export-at-scale.md).
 */

/** D1 binds at most 100 parameters a statement: the tenant plus this many ids. */
const IDS_PER_QUERY = 90;

/** The summary rows of these conversations (the tenant's), grouped by conversation, each ascending by id. */
export async function summariesOf(
  db: ReturnType<typeof database>,
  tenantId: string,
  conversationIds: string[],
): Promise<Map<string, MemoryRow[]>> {
  const byConversation = new Map<string, MemoryRow[]>();
  for (let i = 0; i < conversationIds.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select()
      .from(memory)
      .where(and(eq(memory.tenantId, tenantId), inArray(memory.conversationId, conversationIds.slice(i, i + IDS_PER_QUERY))))
      .orderBy(asc(memory.conversationId), asc(memory.memoryId));
    for (const row of rows) {
      const list = byConversation.get(row.conversationId);
      if (list) list.push(row);
      else byConversation.set(row.conversationId, [row]);
    }
  }
  return byConversation;
}

/** List pages the batched walk may take before the rest of the batch is listed one prefix each. */
const RANGE_LIST_PAGES = 3;

/**
 * The archive part keys of these conversations. One walk over the tenant's archive keys from
 * the batch's first prefix to its last (usually one list call, empty when nothing was ever
 * pruned); other conversations' parts in that range are skipped, and if the range holds more
 * than RANGE_LIST_PAGES pages of them, the conversations not reached yet are listed by their
 * own prefix, so a crowded tenant costs no more than the per-conversation listing did.
 */
async function archivePartKeys(
  bucket: R2Bucket,
  tenantId: string,
  conversationIds: string[],
  listLimit: number,
): Promise<Map<string, string[]>> {
  const parts = new Map<string, string[]>();
  if (conversationIds.length === 0) return parts;
  const prefixOf = new Map(conversationIds.map((id) => [archivePrefix({ tenantId, conversationId: id }), id]));
  // Key order, not id order: "a/" sorts after "a.b/" though "a" sorts before "a.b".
  const prefixes = [...prefixOf.keys()].sort();
  const first = prefixes[0] as string;
  const last = prefixes.at(-1) as string;
  // The tenant's part of the prefix: an empty id leaves "<tenant>//", one slash too many.
  const tenantPrefix = archivePrefix({ tenantId, conversationId: "" }).slice(0, -1);
  const add = (prefix: string, key: string) => {
    const id = prefixOf.get(prefix);
    if (id === undefined) return;
    const list = parts.get(id);
    if (list) list.push(key);
    else parts.set(id, [key]);
  };
  // A part key is <tenant prefix><conversation id>/part-NNNNNN.jsonl; keys under `first` sort after it.
  let startAfter = first;
  let cursor: string | undefined;
  let reachedEnd = false;
  for (let page = 0; page < RANGE_LIST_PAGES && !reachedEnd; page += 1) {
    const listed = await bucket.list({
      prefix: tenantPrefix,
      startAfter: cursor === undefined ? startAfter : undefined,
      cursor,
      limit: listLimit,
    });
    for (const object of listed.objects) {
      if (object.key > last && !object.key.startsWith(last)) {
        reachedEnd = true;
        break;
      }
      add(object.key.slice(0, object.key.lastIndexOf("/") + 1), object.key);
      startAfter = object.key;
    }
    if (!listed.truncated) reachedEnd = true;
    cursor = listed.truncated ? listed.cursor : undefined;
  }
  if (reachedEnd) return parts;
  // Prefixes the walk did not pass wholly: listed one by one (parts found twice are kept once).
  for (const prefix of prefixes) {
    if (startAfter > prefix && !startAfter.startsWith(prefix)) continue;
    const own = new Set<string>();
    let more: string | undefined;
    do {
      const listed = await bucket.list({ prefix, cursor: more, limit: listLimit });
      for (const object of listed.objects) own.add(object.key);
      more = listed.truncated ? listed.cursor : undefined;
    } while (more);
    const id = prefixOf.get(prefix) as string;
    parts.delete(id);
    for (const key of own) add(prefix, key);
  }
  return parts;
}

/**
 * The archived (pruned) summary versions of these conversations, grouped by conversation, each
 * ascending by id. `listLimit` is R2's page size (its maximum, 1000, unless a test shrinks it).
 */
export async function archivesOf(
  bucket: R2Bucket,
  tenantId: string,
  conversationIds: string[],
  listLimit = 1000,
): Promise<Map<string, ArchivedVersion[]>> {
  const archives = new Map<string, ArchivedVersion[]>();
  for (const [id, keys] of await archivePartKeys(bucket, tenantId, conversationIds, listLimit)) {
    archives.set(id, await readArchiveParts(bucket, keys));
  }
  return archives;
}

/**
 * `fn` over the items with at most `window` calls in flight, the results yielded in the items'
 * order: a page's conversation objects are read in parallel, yet written to the stream in order
 * and never more than `window` of them held at once beyond the one being written.
 */
export async function* inOrder<T, R>(items: T[], window: number, fn: (item: T) => Promise<R>): AsyncGenerator<R> {
  const pending: Array<Promise<R>> = [];
  let next = 0;
  const fill = () => {
    while (next < items.length && pending.length < window) {
      const call = fn(items[next++] as T);
      // Awaited in turn below; a failure of one further on must not go unhandled meanwhile.
      call.catch(() => undefined);
      pending.push(call);
    }
  };
  fill();
  while (pending.length > 0) {
    const value = await (pending.shift() as Promise<R>);
    fill();
    yield value;
  }
}
