import { database } from "../../src/db/client";
import { writeListing, type RegistryListing } from "../../src/db/conversations-registry";
import { serviceConfig } from "../../src/lib/config";
import { log } from "../../src/lib/log";
import { summaryStatusOf } from "../../src/summaries/summary-status";
import type { ConversationCore } from "./core";
import { conversationStatus } from "./meta-store";
import { breakerLimits } from "./effective-settings";

/** What the conversations list shows of this conversation now. */
function listingOf(core: ConversationCore, now: number): RegistryListing | null {
  const identity = core.identity();
  if (!identity) return null;
  const settings = core.settings();
  const status = conversationStatus(core.sql, core.meta, identity, settings, breakerLimits(core.env, settings), now);
  return {
    messageCount: status.messageCount,
    lastSeq: status.lastSeq,
    strategy: settings.strategy,
    summaryStatus: summaryStatusOf(status),
    summarizedThroughSeq: status.summary?.endSeq ?? null,
  };
}

/**
 * The conversation's row in the D1 registry carries what the conversations list shows, so the
 * list reads D1 only, never one object per row. Appends must not pay a D1 write each: the row
 * is written when the activity interval (CONVERSATION_ACTIVITY_INTERVAL_SECONDS) has passed,
 * with the activity time, or at once when the strategy or the summary state changed (rare
 * events: a settings change, a summary job starting or ending, the breaker). So the listed
 * message_count and last_seq are as of last_activity_at; GET /v1/conversations/{id} is exact.
 * `activity`: an append (moves last_activity_at); else a state change of the object's own.
 * A failed write is retried by the next call.
 */
export async function syncListing(core: ConversationCore, now: number, activity: boolean): Promise<void> {
  const identity = core.identity();
  const last = core.meta.get("registryWrittenAt");
  const listing = listingOf(core, now);
  if (!identity || last === undefined || !listing) return;
  const written = core.meta.get("registryListing");
  const changed =
    !written ||
    written.strategy !== listing.strategy ||
    written.summaryStatus !== listing.summaryStatus ||
    written.summarizedThroughSeq !== listing.summarizedThroughSeq;
  const due = activity && now - last >= serviceConfig(core.env).CONVERSATION_ACTIVITY_INTERVAL_SECONDS * 1000;
  if (!changed && !due) return;
  try {
    await writeListing(database(core.env.DB), identity, listing, due || !written ? new Date(now).toISOString() : null);
    core.meta.set("registryListing", listing);
    if (due) core.meta.set("registryWrittenAt", now);
  } catch (error) {
    log("warn", "registry_touch_failed", { conversationId: identity.conversationId, error: String(error) });
  }
}
