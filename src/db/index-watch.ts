import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { listMarked, registryRow, type RegistryKey } from "./conversations-registry";
import { conversationsRegistry as c } from "./schema";

/*
 * The registry's side of the index watch (issue 27): the column `index_pending_since` says a
 * conversation's object has had messages waiting for the indexer since then. The object arms
 * it (once, not per append: it remembers the value it wrote); the sweep lists the old ones,
 * asks their objects to re-send what is still unconfirmed, and clears a watch whose object is
 * all indexed. Every clear names the value it saw, so a re-arm meanwhile survives it.
 */

/** Arms the watch with `since` (an UPDATE: a purged conversation's row is not resurrected). */
export async function armIndexWatch(db: Database, key: RegistryKey, since: string): Promise<void> {
  await db.update(c).set({ indexPendingSince: since }).where(registryRow(key));
}

/** Watches armed at or before `before`, oldest first (`at`: the time the watch was armed with). */
export const listIndexWatches = (db: Database, before: string, limit: number) => listMarked(db, c.indexPendingSince, limit, before);

/** Disarms the watch unless it was armed again (with another value) meanwhile. */
export async function clearIndexWatch(db: Database, key: RegistryKey, since: string): Promise<void> {
  await db
    .update(c)
    .set({ indexPendingSince: null })
    .where(registryRow(key, eq(c.indexPendingSince, since)));
}
