import { z } from "zod";

export const FACT_TYPES = ["preference", "profile", "decision", "instruction", "event", "relationship"] as const;
export const FactTypeSchema = z.enum(FACT_TYPES);
export type FactType = z.infer<typeof FactTypeSchema>;

export const FACT_STATUSES = ["current", "superseded", "retracted"] as const;
export type FactStatus = (typeof FACT_STATUSES)[number];

/** Why a fact is kept out of the automatic context (see poison.ts). */
export const FACT_FLAGS = ["role_marker", "override_instruction", "tool_call_syntax", "hidden_text"] as const;
export type FactFlag = (typeof FACT_FLAGS)[number];

export const MAX_TOPIC_CHARS = 128;
export const MAX_FACT_TEXT_CHARS = 1000;
export const MAX_SUBJECT_CHARS = 128;
export const MAX_QUOTE_CHARS = 500;

/** The sentence a fact was distilled from, and where it was said. */
export interface FactEvidence {
  quote: string;
  conversation_id: string;
  seq: number;
  /** When the user said it (the message's created_at). */
  said_at: string;
}

/** A topic key: what the fact is about, lower-case words joined by `_`, `.` or `:`. */
export const TopicSchema = z
  .string()
  .min(1)
  .max(MAX_TOPIC_CHARS)
  .regex(/^[a-z0-9][a-z0-9_.:-]*$/, "topic: lower-case letters, digits and _ . : - only");

export const FactSourceSchema = z.object({ conversation_id: z.string().min(1).max(128), seq: z.number().int().min(0) });
export type FactSource = z.infer<typeof FactSourceSchema>;

/** A fact proposed by an extractor (or stated through the API), before consolidation. */
export const CandidateFactSchema = z.object({
  type: FactTypeSchema,
  topic: TopicSchema,
  text: z.string().trim().min(1).max(MAX_FACT_TEXT_CHARS),
  /** What is compared to tell "the same again" from "a new value" on one topic. */
  value: z.string().max(MAX_FACT_TEXT_CHARS),
  valid_from: z.string().min(1),
  confidence: z.number().min(0).max(1),
  sources: z.array(FactSourceSchema).max(100),
  /** Who the fact is about: "user", or the person named ("sister", "Ana"). */
  subject: z.string().trim().min(1).max(MAX_SUBJECT_CHARS).optional(),
  /** The source sentence, kept as evidence. */
  quote: z.string().max(MAX_QUOTE_CHARS).optional(),
  /** The statement says it replaces an older value ("moved", "switched", "no longer", "now"). */
  change: z.boolean().optional(),
  /** When the statement was made (the message's created_at); valid_from may be earlier. */
  said_at: z.string().optional(),
  /** Words the statement says have ended ("biscuit died": biscuit): current facts naming them end too. */
  ends: z.array(z.string().trim().min(1).max(64)).max(8).optional(),
  /** The statement calls off the plan stated just before without naming it ("they cancelled it"). */
  ends_plan: z.boolean().optional(),
  /** "i take candesartan instead": the habit it replaces is the one told with the same verb ("Takes ramipril ..."). */
  replaces_verb: z.string().trim().min(1).max(32).optional(),
  /** "dashiell and i broke up ... seeing caspian now": a new relationship told after a break-up ends the partner's facts too. */
  ends_partner: z.boolean().optional(),
  /** Names the turn tells in the past ("the Dio was ..."): with news the user never told, they end older facts (./past-names.ts). */
  past_names: z.array(z.string().trim().min(1).max(64)).max(8).optional(),
  /** Names the turn's facts state now ("Charging the Chetak"): one the user object has never held makes the turn news. */
  news_names: z.array(z.string().trim().min(1).max(64)).max(8).optional(),
  /** The topics of the facts that state the news: a past name ends no fact of another settled topic. */
  news_topics: z.array(TopicSchema).max(8).optional(),
});
export type CandidateFact = z.infer<typeof CandidateFactSchema>;

/** A candidate as the user object consolidates it; `same_as` is an LLM's NONE verdict. */
export type Incoming = CandidateFact & { same_as?: string | null; expires_at?: string | null };

export type Change =
  | { kind: "insert"; fact: Fact }
  | {
      kind: "update";
      id: string;
      patch: Partial<Pick<Fact, "status" | "valid_from" | "valid_to" | "superseded_by" | "sources" | "updated_at" | "conflicts_with">>;
    };

/** A fact as the user object stores it and the API shows it. */
export interface Fact {
  id: string;
  text: string;
  type: FactType;
  topic: string;
  value: string;
  status: FactStatus;
  valid_from: string;
  valid_to: string | null;
  superseded_by: string | null;
  confidence: number;
  sources: FactSource[];
  flags: FactFlag[];
  /** "user", or the person the fact is about. */
  subject: string;
  /** The first source sentence (null for facts stated through the API). */
  evidence: FactEvidence | null;
  /** Current facts this one contradicts with no topic rule to decide: kept both, flagged for review. */
  conflicts_with: string[];
  created_at: string;
  updated_at: string;
  expires_at: string | null;
}

/** Lower-case words only: "Berlin." and "berlin" state the same value. */
export function normalizeValue(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
