import { factView } from "../facts/service";
import { userStub } from "../users/stub";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { conversationStub } from "../conversations/stub";
import { retryingReads } from "../lib/retry";
import { pacer } from "../lib/pace";
import { serviceConfig } from "../lib/config";
import { database } from "../db/client";
import { listUserConversations, type RegisteredConversation } from "../db/conversations-registry";
import { pastCursor } from "../db/keyset";
import { agentMemories, type MemoryRow } from "../db/schema";
import { moveLegacyOf } from "../db/legacy-move";
import { userShard } from "../db/shards";
import type { StoredMessage } from "../conversations/messages";
import type { UserExport } from "./user-export";
import { messageView } from "../contents/parts";
import type { ArchivedVersion } from "../summaries/archive";
import { archivesOf, inOrder, summariesOf } from "./export-batch";

const PAGE = 1000;

/** Every message of a conversation, page by page, as this user's key would see them. */
async function allMessages(env: Env, tenantId: string, conversationId: string, userId: string): Promise<StoredMessage[] | null> {
  const scope = { tenantId, conversationId, restrictedUserId: userId };
  const messages: StoredMessage[] = [];
  for (let from = 0; ;) {
    // A transient object error mid-export would cut the streamed page short: a read is retried.
    const page = await retryingReads(() =>
      conversationStub(env, tenantId, conversationId).getMessages(scope, from, Number.MAX_SAFE_INTEGER, PAGE),
    );
    if (!page.ok) return messages.length > 0 ? messages : null;
    messages.push(...page.value);
    const last = page.value.at(-1);
    if (page.value.length < PAGE || !last) return messages;
    from = last.seq + 1;
  }
}

type ExportedConversation = UserExport["conversations"][number];
type ExportedMemory = UserExport["memories"][number];

/** One conversation of the export: its messages and every summary version, or null when its object holds nothing of the user's. */
async function exportConversation(
  env: Env,
  key: { tenantId: string; userId: string },
  row: { conversationId: string; createdAt: string; lastActivityAt: string },
  live: MemoryRow[],
  archive: ArchivedVersion[],
): Promise<ExportedConversation | null> {
  const messages = await allMessages(env, key.tenantId, row.conversationId, key.userId);
  if (messages === null) return null; // registered, but the object holds nothing (or another user's)
  const liveIds = new Set(live.map((s) => s.memoryId));
  // Versions pruned by the sweep are part of the user's data too (a crash may leave one in both).
  const archived = archive.filter((v) => !liveIds.has(v.memory_id));
  return {
    conversation_id: row.conversationId,
    created_at: row.createdAt,
    last_activity_at: row.lastActivityAt,
    messages: messages.map(messageView),
    summaries: [
      ...archived.map((v) => ({
        memory_id: v.memory_id,
        text: v.memory_text,
        start_seq: v.start_sequence,
        end_seq: v.end_sequence,
        base_memory_id: v.base_memory_id,
        status: v.status,
        created_at: v.created_at,
      })),
      ...live.map((s) => ({
        memory_id: s.memoryId,
        text: s.memoryText,
        start_seq: s.startSequence,
        end_seq: s.endSequence,
        base_memory_id: s.baseMemoryId,
        status: s.status,
        created_at: s.createdAt,
      })),
    ].sort((a, b) => a.memory_id - b.memory_id),
  };
}

/**
 * A batch of registry rows exported: their summary rows and archives read for the batch at
 * once, their objects read EXPORT_PARALLEL at a time, yielded in the rows' order.
 */
async function* exportBatch(
  env: Env,
  db: ReturnType<typeof database>,
  key: { tenantId: string; userId: string },
  rows: RegisteredConversation[],
  pace: () => Promise<void>,
): AsyncGenerator<ExportedConversation | null> {
  const ids = rows.map((row) => row.conversationId);
  const [live, archives] = await Promise.all([summariesOf(db, key.tenantId, ids), archivesOf(env.BLOBS, key.tenantId, ids)]);
  yield* inOrder(rows, EXPORT_PARALLEL, async (row) => {
    await pace();
    return exportConversation(env, key, row, live.get(row.conversationId) ?? [], archives.get(row.conversationId) ?? []);
  });
}

/** The user's long-term memories with their content, a page of rows at a time (contents may be megabytes each). */
async function* exportMemories(
  env: Env,
  db: ReturnType<typeof database>,
  key: { tenantId: string; userId: string },
  from: { createdAt: string; memoryKey: string } | null,
): AsyncGenerator<ExportedMemory> {
  const { tenantId, userId } = key;
  let after = from;
  for (;;) {
    const rows = await db
      .select()
      .from(agentMemories)
      .where(
        and(
          eq(agentMemories.tenantId, tenantId),
          eq(agentMemories.userId, userId),
          pastCursor("asc", agentMemories.createdAt, agentMemories.memoryKey, after === null ? null : [after.createdAt, after.memoryKey]),
        ),
      )
      .orderBy(asc(agentMemories.createdAt), asc(agentMemories.memoryKey))
      .limit(MEMORY_PAGE);
    for (const row of rows) {
      const content = row.content ?? (row.r2Key ? ((await (await env.BLOBS.get(row.r2Key))?.text()) ?? null) : null);
      yield {
        key: row.memoryKey,
        type: row.memoryType,
        description: row.description,
        summary: row.summary,
        content,
        conversation_id: row.conversationId,
        agent_id: row.agentId,
        metadata: parseMetadata(row.contentMetadata),
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      };
    }
    const last = rows.at(-1);
    if (rows.length < MEMORY_PAGE || !last) return;
    after = { createdAt: last.createdAt, memoryKey: last.memoryKey };
  }
}

const MEMORY_PAGE = 50;
const CONVERSATION_PAGE = 200;
/** Conversation objects one export reads at once: enough to overlap their round trips, few enough to hold little. */
const EXPORT_PARALLEL = 8;
/**
 * Conversations and memories one export answer holds at most. Each conversation costs one
 * subrequest or so (its object; its summary rows and archive are read a batch at a time), a
 * memory one or two, and a Worker request may make 10,000 at most (the local runtime enforces
 * it too): 500 items keep a page well under that.
 */
const EXPORT_PAGE_ITEMS = 500;

/** Where the next page of an export starts. */
const PositionSchema = z.union([
  z.object({ phase: z.literal("conversations"), after: z.string().max(256) }),
  z.object({ phase: z.literal("memories"), after: z.string().max(256), createdAt: z.string().max(64) }),
]);
type ExportPosition = z.infer<typeof PositionSchema>;

const encodePosition = (position: ExportPosition): string => btoa(JSON.stringify(position)).replaceAll("+", "-").replaceAll("/", "_");

/** The position a cursor names, or null when it is not one an export wrote. */
export function decodeExportCursor(cursor: string): ExportPosition | null {
  try {
    const parsed = PositionSchema.safeParse(JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/"))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A page of the user's data as one JSON document (UserExport), produced piece by piece: a
 * conversation or a memory at a time, never held whole in memory, and at most
 * EXPORT_PAGE_ITEMS of them, so one request's subrequests stay bounded however large the user.
 * Conversations come first, then memories, then (on the last page) the facts; `next_cursor`
 * names where the next page starts. The pieces concatenate to valid JSON.
 */
export async function* exportUserJson(
  env: Env,
  tenantId: string,
  userId: string,
  from: ExportPosition | null,
  // One pace for the page: the next page's request starts after this one's last slot.
  pace: () => Promise<void> = pacer(serviceConfig(env).EXPORT_OBJECTS_PER_SECOND),
): AsyncGenerator<string> {
  const control = database(env.DB);
  // Everything of the user but the registry lives in their data shard; rows from before the shards move there first.
  await moveLegacyOf(env, { tenantId, userId });
  const db = database((await userShard(env, tenantId, userId)).db);
  yield `{"user_id":${JSON.stringify(userId)},"exported_at":${JSON.stringify(new Date().toISOString())},"conversations":[`;
  let budget = EXPORT_PAGE_ITEMS;
  let next: ExportPosition | null = null;
  let first = true;
  if (from === null || from.phase === "conversations") {
    let after = from?.after ?? "";
    for (;;) {
      const asked = Math.min(CONVERSATION_PAGE, budget);
      const rows = await listUserConversations(control, tenantId, userId, asked, after);
      after = rows.at(-1)?.conversationId ?? after;
      budget -= rows.length;
      for await (const conversation of exportBatch(env, db, { tenantId, userId }, rows, pace)) {
        if (conversation === null) continue;
        yield `${first ? "" : ","}${JSON.stringify(conversation)}`;
        first = false;
      }
      if (rows.length < asked) break;
      if (budget === 0) {
        next = { phase: "conversations", after };
        break;
      }
    }
  }
  yield `],"memories":[`;
  if (next === null && budget > 0) {
    first = true;
    const start = from?.phase === "memories" ? { createdAt: from.createdAt, memoryKey: from.after } : null;
    for await (const item of exportMemories(env, db, { tenantId, userId }, start)) {
      yield `${first ? "" : ","}${JSON.stringify(item)}`;
      first = false;
      budget -= 1;
      if (budget === 0) {
        next = { phase: "memories", after: item.key, createdAt: item.created_at };
        break;
      }
    }
  } else if (next === null) next = { phase: "memories", after: "", createdAt: "" };
  const facts = next === null ? (await retryingReads(() => userStub(env, tenantId, userId).exportFacts())).map(factView) : [];
  yield `],"facts":${JSON.stringify(facts)},"next_cursor":${next === null ? "null" : JSON.stringify(encodePosition(next))}}`;
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
}
