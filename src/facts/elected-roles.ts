import type { Fact, Incoming } from "./types";

/**
 * A post the user is elected to in a club, a society, a church or a savings group
 * (`elected_role`, read in ./new-job.ts): "they've only gone and voted me in as chairman". One is
 * held at a time, so the new one ends the post held before, told on any topic ("Is the treasurer
 * at the Kilsyth men's shed").
 */
const POST =
  "treasurer|secretary|chair|chairman|chairwoman|chairperson|chairlady|president|vice[- ]president|vice[- ]chair|captain|vice[- ]captain|churchwarden|warden|convenor|convener|coordinator|organi[sz]er|deacon|elder";
/** A fact that says the user holds a post: "Is the treasurer of their chama". */
const HOLDS = new RegExp(`^Is (?:the |a |an )?(?:club |group |society |new )?(${POST})\\b`, "i");
const held = (text: string) => HOLDS.exec(text)?.[1]?.toLowerCase();

/** The posts an elected role now held ends among `open`: another post the user held. */
export function roleEnded(candidate: Incoming, open: readonly Fact[]): Fact[] {
  const now = held(candidate.text);
  if (candidate.topic !== "elected_role" || !candidate.change || !now || (candidate.subject ?? "user") !== "user") return [];
  return open.filter((f) => f.type !== "event" && (f.subject ?? "user") === "user" && !!held(f.text) && held(f.text) !== now);
}
