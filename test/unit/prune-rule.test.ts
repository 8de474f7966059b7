import { describe, expect, it } from "vitest";
import { versionsToArchive, type ChainRowHead } from "../../src/summaries/prune-rule";

const NOW = Date.parse("2026-06-01T00:00:00Z");
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();
const row = (memoryId: number, status: ChainRowHead["status"], endSequence: number, age = 0): ChainRowHead => ({
  memoryId,
  status,
  endSequence,
  createdAt: daysAgo(age),
});

describe("summary chain pruning rule", () => {
  it("archives completed versions beyond the newest N, newest meaning highest end sequence", () => {
    const rows = [row(1, "completed", 5), row(2, "completed", 9), row(4, "completed", 7), row(3, "completed", 13)];
    expect(versionsToArchive(rows, { keepVersions: 2, failedKeepDays: 7 }, NOW)).toEqual([1, 4]);
  });

  it("archives failed rows older than the window and keeps recent failures and the job in flight", () => {
    const rows = [row(1, "completed", 5), row(2, "failed", 7, 8), row(3, "failed", 7, 6), row(4, "processing", 9, 30)];
    expect(versionsToArchive(rows, { keepVersions: 1, failedKeepDays: 7 }, NOW)).toEqual([2]);
  });

  it("never archives the newest completed version, whatever the setting", () => {
    expect(versionsToArchive([row(1, "completed", 5), row(2, "completed", 7)], { keepVersions: 0, failedKeepDays: 0 }, NOW)).toEqual([1]);
  });
});
