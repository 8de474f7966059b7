import type { ConversationDO } from "../conversation";
import type { CallerScope, DoResult } from "./rpc-types";
import { ApiError } from "../../src/http/errors";
import type { Ledger } from "../../src/usage/counters";

/**
 * Durable Object names carry the tenant, so a conversation id is only meaningful inside the
 * tenant that owns it: guessing another tenant's id reaches a different, empty object.
 */
/**
 * The object's public methods as the caller sees them. Workers' Rpc typing maps `unknown`
 * (message metadata is arbitrary JSON) to `never`; every value crossing here is plain JSON
 * that structured clone carries unchanged, so the methods' own signatures are the truth.
 */
export type ConversationApi = {
  [K in keyof ConversationDO as ConversationDO[K] extends (...args: never[]) => Promise<unknown> ? K : never]: ConversationDO[K];
};

export function conversationStub(env: Env, tenantId: string, conversationId: string): ConversationApi {
  return env.CONVERSATIONS.getByName(`${tenantId}/${conversationId}`) as unknown as ConversationApi;
}

type Failure = Extract<DoResult<unknown>, { ok: false }>;

/** Turns an object's result value into the answer, or its error into the API error. */
export function unwrap<R extends { ok: true; value: unknown } | Failure>(result: R): R extends { ok: true; value: infer V } ? V : never {
  if (!result.ok) throw new ApiError(result.error.status, result.error.code, result.error.message, result.error.details);
  return result.value as R extends { ok: true; value: infer V } ? V : never;
}

/** Who is asking, as the object checks it: the tenant, and the user a key is limited to. */
export function callerScope(principal: { tenantId: string; userId: string | null }, conversationId: string): CallerScope {
  return { tenantId: principal.tenantId, conversationId, restrictedUserId: principal.userId };
}

/** The service's own work (queue jobs, the sweep, webhook deliveries) acts for no single user. */
export function systemScope(scope: { tenantId: string; conversationId: string }): CallerScope {
  return { tenantId: scope.tenantId, conversationId: scope.conversationId, restrictedUserId: null };
}

/** Hands what a job's model calls spent to the conversation it worked for (src/usage/meter.ts). */
export const reportUsageTo =
  (env: Env, key: { tenantId: string; conversationId: string; restrictedUserId?: string | null }) => (ledger: Ledger) =>
    conversationStub(env, key.tenantId, key.conversationId).recordUsage(
      { ...systemScope(key), restrictedUserId: key.restrictedUserId ?? null },
      { ledger },
    );
