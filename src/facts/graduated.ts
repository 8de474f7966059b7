import type { Fact, Incoming } from "./types";

/**
 * "since graduating in december I've been job hunting", "I graduated last month!": a course the
 * user was on is over. The user object ends what it holds of their studies ("Doing their
 * masters in civil engineering at Leeds"), whatever topic that was read under.
 */
const GRADUATED = /^event:(?:graduat|finish_(?:degree|masters|phd|course|uni))/;
const STUDYING = /\b(?:degree|masters|master's|phd|course|major|studies|studying|final year|dissertation|thesis)\b/i;

export const graduates = (c: Pick<Incoming, "topic" | "subject">): boolean => GRADUATED.test(c.topic) && (c.subject ?? "user") === "user";

/** The user's current facts about a course a graduation ends, among `open`. */
export const courseEnded = (c: Incoming, open: readonly Fact[]): Fact[] =>
  graduates(c) ? open.filter((f) => f.type !== "event" && (f.topic === "studies" || STUDYING.test(f.text))) : [];
