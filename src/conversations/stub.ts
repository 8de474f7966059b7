import type { CallerScope } from "./outcomes";
import type { ConversationContract } from "./contract";

/**
 * The conversation object for one conversation. Durable Object names carry the tenant, so a
 * conversation id is only meaningful inside the tenant that owns it: guessing another tenant's
 * id reaches a different, empty object. Workers' Rpc typing maps `unknown` (message metadata is
 * arbitrary JSON) to `never`; every value crossing here is plain JSON that structured clone
 * carries unchanged, so the contract's own signatures are the truth.
 */
export function conversationStub(env: Env, tenantId: string, conversationId: string): ConversationContract {
  return env.CONVERSATIONS.getByName(`${tenantId}/${conversationId}`) as unknown as ConversationContract;
}

/** Who is asking, as the object checks it: the tenant, and the user a key is limited to. */
export function callerScope(principal: { tenantId: string; userId: string | null }, conversationId: string): CallerScope {
  return { tenantId: principal.tenantId, conversationId, restrictedUserId: principal.userId };
}

/** The service's own work (queue jobs, the sweep, webhook deliveries) acts for no single user. */
export function systemScope(scope: { tenantId: string; conversationId: string }): CallerScope {
  return { tenantId: scope.tenantId, conversationId: scope.conversationId, restrictedUserId: null };
}
