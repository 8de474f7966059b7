import { callerScope, conversationStub } from "../conversations/stub";
import type { Principal } from "../db/api-keys";
import { log } from "../lib/log";
import type { Ledger } from "../usage/counters";
import { servedRead } from "../usage/served";

/** What the context route's handler offers for counting: the caller, the bindings, the request's lifetime. */
interface ReadContext {
  env: Env;
  get(key: "principal"): Principal;
  executionCtx: ExecutionContext;
}

/**
 * Counts a context answer as it is served: its token_count, its stable prefix, and what the
 * read's model calls spent (`ledger`). The report goes to the conversation after the answer,
 * under waitUntil: the read waits for no extra round trip. Returns the answer unchanged.
 */
export function countRead<A extends { token_count: number }>(c: ReadContext, conversationId: string, ledger: Ledger, answer: A): A {
  const principal = c.get("principal");
  const report = conversationStub(c.env, principal.tenantId, conversationId)
    .recordUsage(callerScope(principal, conversationId), { read: servedRead(answer), ledger })
    .catch((error: unknown) => log("warn", "usage_read_report_failed", { conversationId, error: String(error) }));
  try {
    c.executionCtx.waitUntil(report);
  } catch {
    // Served without an execution context (app.fetch called directly): the report runs on its own.
  }
  return answer;
}
