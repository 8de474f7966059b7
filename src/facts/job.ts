import { conversationStub } from "../conversations/stub";
import { withJobUsage } from "../usage/meter";
import { reportUsageTo } from "../usage/report";
import { evictCachedFacts } from "./facts-cache";
import type { ExtractFactsJob } from "../queue/job-types";
import type { JobVerdict } from "../queue/verdict";
import { llmRetry } from "../llm/failure";
import { log } from "../lib/log";
import type { Incoming } from "./consolidate";
import { extractFacts, type UserStatement } from "./extract";
import { loadLanguage } from "./nlp";
import { factExtractorFor, type FactExtractor } from "./llm";
import { factRedactor } from "./service";
import { knownNames } from "./relations";
import { userStub } from "../users/stub";

/** Known facts shown to the LLM besides those on the round's topics. */
const RECENT_FACTS_SHOWN = 30;

/**
 * Distills one finished round: the user's turns in [fromSeq, toSeq], read back from the
 * conversation (gone or owned by someone else: nothing happens), redacted when the tenant's PII
 * mode says so, extracted (LLM or offline) and handed to the user object in one call, which
 * applies all candidates or none. An LLM failure is retried with backoff; after the last
 * attempt the offline extractor does the round, so no round goes without facts.
 */
export const runExtractFactsJob = (env: Env, job: ExtractFactsJob, attempts: number, extractor?: FactExtractor | null) =>
  withJobUsage("facts", () => extractRound(env, job, attempts, extractor), reportUsageTo(env, job));

async function extractRound(
  env: Env,
  job: ExtractFactsJob,
  attempts: number,
  extractor: FactExtractor | null = factExtractorFor(env),
): Promise<JobVerdict> {
  const scope = { tenantId: job.tenantId, conversationId: job.conversationId, restrictedUserId: job.userId };
  const read = await conversationStub(env, job.tenantId, job.conversationId).getMessages(
    scope,
    job.fromSeq,
    job.toSeq,
    job.toSeq - job.fromSeq + 1,
  );
  if (!read.ok) return { action: "ack" };
  const clean = await factRedactor(env, job.tenantId);
  const statements: UserStatement[] = read.value
    .filter((m) => m.role === "user" && typeof m.content === "string" && m.content.trim() !== "")
    .map((m) => ({ conversation_id: job.conversationId, seq: m.seq, content: clean(m.content ?? ""), created_at: m.created_at }));
  if (statements.length === 0) return { action: "ack" };
  await loadLanguage();
  const user = userStub(env, job.tenantId, job.userId);
  // The names the user gave before ("my wife dagny"), so that "dagny quit ..." has a subject.
  const named = knownNames(await user.listFacts({ includeHistory: false, type: "relationship" }));
  const offline = extractFacts(statements, undefined, named);
  let candidates: Incoming[] = offline;
  let llm = { calls: 0, tokens: 0 };
  if (extractor) {
    const known = await user.factsForExtraction([...new Set(offline.map((c) => c.topic))], RECENT_FACTS_SHOWN);
    try {
      const answer = await extractor.extract(statements, known);
      candidates = answer.candidates;
      llm = { calls: 1, tokens: answer.tokens };
    } catch (error) {
      const { reason, verdict } = llmRetry(env, error, attempts);
      if (verdict) {
        log("warn", "fact_extraction_attempt_failed", { conversationId: job.conversationId, attempts, reason });
        return verdict;
      }
      log("warn", "fact_extraction_fell_back", { conversationId: job.conversationId, attempts, reason });
    }
  }
  const outcome = await user.consolidate({ tenantId: job.tenantId, userId: job.userId }, candidates);
  evictCachedFacts(job.tenantId, job.userId);
  await user.recordExtraction({
    rounds: 1,
    candidates: candidates.length,
    llm_calls: llm.calls,
    llm_tokens: llm.tokens,
    extraction_ms: Math.max(0, Date.now() - job.sentAt),
  });
  log("info", "facts_extracted", {
    conversationId: job.conversationId,
    candidates: candidates.length,
    changed: outcome.changed.length,
    llm: llm.calls > 0,
  });
  return { action: "ack" };
}
