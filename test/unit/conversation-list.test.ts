import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../src/http/list-cursor";
import { summaryStatusOf } from "../../src/summaries/summary-status";

describe("conversation list cursor", () => {
  it("decodes to the position it was made from, ids with any allowed character included", () => {
    const position = { lastActivityAt: "2026-11-23T10:00:00.000Z", conversationId: "a.b_c:d@e-f" };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each(["", "not base64!", "e30", btoa("[1,2]"), btoa('["a"]'), btoa("not json")])("refuses %j, which it never wrote", (cursor) => {
    expect(decodeCursor(cursor.replace(/=+$/, ""))).toBeNull();
  });
});

describe("summary status", () => {
  const closed = { state: "closed" as const };
  it("is generating while a job is in flight, even as a breaker's trial", () => {
    expect(summaryStatusOf({ job: {}, summary: null, breaker: { state: "half_open" } })).toBe("generating");
  });
  it("is breaker_open when summaries stopped and no job runs", () => {
    expect(summaryStatusOf({ job: null, summary: {}, breaker: { state: "open" } })).toBe("breaker_open");
  });
  it("is summarized with a current summary, none without", () => {
    expect(summaryStatusOf({ job: null, summary: {}, breaker: closed })).toBe("summarized");
    expect(summaryStatusOf({ job: null, summary: null, breaker: closed })).toBe("none");
  });
});
