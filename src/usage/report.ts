import { conversationStub, systemScope } from "../conversations/stub";
import { userStub } from "../users/stub";
import type { Ledger } from "./counters";

/** Hands what a job's model calls spent to the conversation it worked for (see meter.ts's withJobUsage). */
export const reportUsageTo =
  (env: Env, key: { tenantId: string; conversationId: string; restrictedUserId?: string | null }) => (ledger: Ledger) =>
    conversationStub(env, key.tenantId, key.conversationId).recordUsage(
      { ...systemScope(key), restrictedUserId: key.restrictedUserId ?? null },
      { ledger },
    );

/** The same for work done for a user rather than a conversation (indexing, descriptions of long-term memories). */
export const reportUserUsageTo = (env: Env, scope: { tenantId: string; userId: string }) => (ledger: Ledger) =>
  userStub(env, scope.tenantId, scope.userId).recordUsage({ tenantId: scope.tenantId, userId: scope.userId }, ledger);
