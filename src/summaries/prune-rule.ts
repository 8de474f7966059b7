/**
 * Which versions of a conversation's summary chain leave D1 for the archive: every completed
 * version but the newest `keepVersions` (newest = highest end sequence, then highest id, the
 * chain route's order) and every failed row older than `failedKeepDays`. A row still
 * 'processing' always stays: it is the job in flight, and the stuck-job sweep needs it.
 */
export interface ChainRowHead {
  memoryId: number;
  status: "processing" | "completed" | "failed";
  endSequence: number;
  createdAt: string;
}

export interface PrunePolicy {
  keepVersions: number;
  failedKeepDays: number;
}

const DAY_MS = 86_400_000;

/** Ids to archive, ascending (oldest first, so a capped run archives the oldest). */
export function versionsToArchive(rows: ChainRowHead[], policy: PrunePolicy, now: number): number[] {
  const completed = rows
    .filter((row) => row.status === "completed")
    .sort((a, b) => b.endSequence - a.endSequence || b.memoryId - a.memoryId);
  const failedBefore = now - policy.failedKeepDays * DAY_MS;
  const ids = [
    ...completed.slice(Math.max(1, policy.keepVersions)).map((row) => row.memoryId),
    ...rows.filter((row) => row.status === "failed" && Date.parse(row.createdAt) < failedBefore).map((row) => row.memoryId),
  ];
  return ids.sort((a, b) => a - b);
}
