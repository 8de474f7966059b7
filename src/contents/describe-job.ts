import { derivedRedactor } from "../privacy/derived";
import { conversationStub } from "../conversations/stub";
import { withJobUsage } from "../usage/meter";
import { reportUserUsageTo } from "../usage/report";
import { locateMemory, upgradeDescription } from "../db/agent-memories";
import { serviceConfig } from "../lib/config";
import { EngramError } from "../lib/errors";
import { log } from "../lib/log";
import { formatMemoryRef, parseMemoryRef, sanitizeDescription } from "../context/memory-ref";
import { readContent } from "./store";
import { refOf } from "../memories/service";
import { type Describer, DescriberError, describerFor } from "./describer";
import type { DescribeMemoryJob } from "../queue/job-types";
import { type JobVerdict, retryDelaySeconds } from "../queue/verdict";

/** The describer reads the beginning of a content only: enough to say what it is. */
export const DESCRIBE_HEAD_BYTES = 16 * 1024;

/**
 * Upgrades an extractive description with the LLM's. For an offloaded content the placeholder
 * in the conversation changes first (compare-and-set on the exact old text), then D1; if a
 * retry finds the conversation already showing an earlier attempt's description, D1 adopts
 * that one, so the two never disagree. LLM failures are retried with backoff up to
 * SUMMARY_MAX_ATTEMPTS; after that the extractive description simply stays.
 */
export const runDescribeMemoryJob = (env: Env, job: DescribeMemoryJob, attempts: number, describer?: Describer | null) =>
  withJobUsage(
    "describer",
    () => describeMemory(env, job, attempts, describer),
    // A memory belongs to a user, whose object keeps the usage of the jobs done for them.
    async (ledger) => (job.userId ? reportUserUsageTo(env, { tenantId: job.tenantId, userId: job.userId })(ledger) : undefined),
  );

async function describeMemory(
  env: Env,
  job: DescribeMemoryJob,
  attempts: number,
  describer: Describer | null = describerFor(env),
): Promise<JobVerdict> {
  if (!describer) return { action: "ack" };
  const found = await locateMemory(env, { tenantId: job.tenantId, restrictedUserId: null }, job.memoryKey);
  if (!found) return { action: "ack" };
  const { row, db } = found;
  if (row.descriptionSource !== "extractive") return { action: "ack" };
  const maxAttempts = serviceConfig(env).SUMMARY_MAX_ATTEMPTS;
  if (row.origin === "offload" && row.sourceSeq === null) {
    // The append has not been linked yet (or failed): the sweep settles it; try again later.
    return attempts < maxAttempts ? { action: "retry", delaySeconds: retryDelaySeconds(attempts) } : { action: "ack" };
  }
  let head: string;
  try {
    head = (await readContent(env, row, { unit: "bytes", offset: 0, length: DESCRIBE_HEAD_BYTES })).content;
  } catch (error) {
    if (error instanceof EngramError) return { action: "ack" }; // the content is gone
    throw error;
  }
  // PII mode "derived": the model sees the redacted beginning only.
  const redactor = await derivedRedactor(env, row.tenantId);
  let description: string;
  try {
    description = sanitizeDescription(
      await describer.describe({
        type: row.memoryType,
        currentDescription: redactor.text(row.description),
        head: redactor.text(head),
        totalBytes: row.contentBytes,
        tokenCount: row.tokenCount,
      }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof DescriberError) || error.retryable;
    if (retryable && attempts < maxAttempts) {
      log("warn", "describe_attempt_failed", { memoryKey: row.memoryKey, attempts, reason });
      return { action: "retry", delaySeconds: retryDelaySeconds(attempts) };
    }
    log("warn", "describe_failed", { memoryKey: row.memoryKey, attempts, reason });
    return { action: "ack" };
  }
  if (row.origin === "offload" && row.conversationId !== null && row.sourceSeq !== null) {
    const stub = conversationStub(env, row.tenantId, row.conversationId);
    const swap = await stub.replaceContentRef(
      row.sourceSeq,
      refOf(row),
      formatMemoryRef({ key: row.memoryKey, description, tokens: row.tokenCount }),
    );
    const shown = !swap.replaced && swap.current !== null ? parseMemoryRef(swap.current) : null;
    if (shown && shown.key === row.memoryKey && shown.description !== row.description) description = shown.description;
  }
  await upgradeDescription(db, row.memoryKey, description);
  log("info", "memory_described", { memoryKey: row.memoryKey, describer: describer.name });
  return { action: "ack" };
}
