import { endedBy, goneWith, mayEnd, planCandidate } from "../../src/facts/consolidate";
import { extractFacts, type UserStatement } from "../../src/facts/extract";
import { asRelation, knownNames } from "../../src/facts/relations";
import type { Fact } from "../../src/facts/types";

/**
 * The user object's transaction, turn after turn, as the facts unit tests replay it: a bare name
 * mapped to its relation, each candidate placed on its topic, and what it says ended ended
 * (durable-objects/user.ts `consolidate`). `said(content, n)` and `at(n)` give turn n (from 1).
 */
export function replay(turns: string[], said: (content: string, turn: number) => UserStatement, at: (turn: number) => string): Fact[] {
  const store: Fact[] = [];
  turns.forEach((content, i) => {
    const current = () => store.filter((f) => f.status === "current");
    for (const stated of extractFacts([said(content, i + 1)], undefined, knownNames(current()))) {
      const candidate = asRelation(stated, current());
      const versions = store.filter((f) => f.topic === candidate.topic && f.status !== "retracted");
      const plan = planCandidate(versions, candidate, `f${store.length + 1}`, at(i + 1));
      const ended = [
        ...(mayEnd(candidate) ? endedBy(candidate, current(), plan.factId, at(i + 1)) : []),
        ...goneWith(plan.changes, current(), plan.factId, at(i + 1)),
      ];
      for (const change of [...plan.changes, ...ended]) {
        if (change.kind === "insert") store.push(change.fact);
        else Object.assign(store.find((f) => f.id === change.id) ?? {}, change.patch);
      }
    }
  });
  return store;
}

/** A stored, current fact of the user's said on `at`, for tests that build the store by hand. */
export const storedFact = (id: string, text: string, at: string, over: Partial<Fact> = {}): Fact => ({
  id,
  text,
  type: "profile",
  topic: `does:${id}`,
  value: text.toLowerCase(),
  status: "current",
  valid_from: at,
  valid_to: null,
  superseded_by: null,
  confidence: 0.8,
  sources: [{ conversation_id: "c1", seq: 1 }],
  flags: [],
  subject: "user",
  evidence: null,
  conflicts_with: [],
  created_at: at,
  updated_at: at,
  expires_at: null,
  ...over,
});

/** The turns of a test user, ten days apart in 2026, each a message of conversation c1. */
export const turnAt = (turn: number) => new Date(Date.UTC(2026, 0, turn * 10)).toISOString();
export const saidAt = (content: string, turn = 1): UserStatement => ({
  conversation_id: "c1",
  seq: turn,
  content,
  created_at: turnAt(turn),
});
/** One message's facts, as "[topic] text". */
export const readOne = (content: string) => extractFacts([saidAt(content)]).map((f) => `[${f.topic}] ${f.text}`);
/** The current facts after the turns, as "[topic] text". */
export const currentAfter = (...turns: string[]) =>
  replay(turns, saidAt, turnAt)
    .filter((f) => f.status === "current")
    .map((f) => `[${f.topic}] ${f.text}`);
/** The current facts after the turns, each told in a conversation of its own (c1, c2, ...), as "[topic] text". */
export const currentAcross = (...turns: string[]) =>
  replay(turns, (content, turn) => ({ ...saidAt(content, turn), conversation_id: `c${turn}` }), turnAt)
    .filter((f) => f.status === "current")
    .map((f) => `[${f.topic}] ${f.text}`);
/** The facts the first turn gave that are still current after the second. */
export const stillCurrent = (first: string, second: string) => {
  const after = currentAfter(first, second);
  return currentAfter(first).filter((fact) => after.includes(fact));
};
