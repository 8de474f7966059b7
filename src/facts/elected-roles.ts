import type { Fact, Incoming } from "./types";

/**
 * A post the user is elected to in a club, a society, a church or a savings group
 * (`elected_role`, read in ./new-job.ts): "they've only gone and voted me in as chairman". One is
 * held at a time, so the new one ends the post held before, told on any topic ("Is the treasurer
 * at the Kilsyth men's shed").
 */
/** The posts a vote gives ("voted me in as chairlady", ./new-job.ts). */
export const POSTS =
  "chair(?:man|woman|person|lady)?|president|vice[- ]president|treasurer|secretary|captain|vice[- ]captain|convenor|convener|churchwarden|warden|coordinator|deacon|elder";
/** What a post is of, said before it ("council president", "club treasurer"). */
export const POST_OF = "(?:council|club|board|parish|society|branch|group|committee|union|church|team|school|pta|new) ";
/** A fact that says the user holds a post, one a vote gives or one taken on ("Is the organiser of ..."). */
const HOLDS = new RegExp(`^Is (?:the |a |an )?(?:${POST_OF})?(${POSTS}|vice[- ]chair|organi[sz]er)\\b`, "i");
const held = (text: string) => HOLDS.exec(text)?.[1]?.toLowerCase();

/** The posts an elected role now held ends among `open`: another post the user held. */
export function roleEnded(candidate: Incoming, open: readonly Fact[]): Fact[] {
  const now = held(candidate.text);
  if (candidate.topic !== "elected_role" || !candidate.change || !now || (candidate.subject ?? "user") !== "user") return [];
  return open.filter((f) => f.type !== "event" && (f.subject ?? "user") === "user" && !!held(f.text) && held(f.text) !== now);
}
