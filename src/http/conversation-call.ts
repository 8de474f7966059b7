import type { Principal } from "../db/api-keys";
import { callerScope, conversationStub } from "../conversations/stub";
import { unwrap } from "../lib/errors";
import type { CallerScope } from "../conversations/outcomes";
import type { ConversationContract } from "../conversations/contract";
import type { Result } from "../lib/errors";

/** What a conversation route's handler holds: the bindings, the caller, the validated path. */
export interface ConversationRequest {
  env: Env;
  get(key: "principal"): Principal;
  req: { valid(target: "param"): { conversation_id: string } };
}

/** One call to the object, given its stub and the caller's scope. */
export type ConversationRpc<V> = (stub: ConversationContract, scope: CallerScope) => Promise<Result<V>>;

/**
 * One RPC to the conversation named in the path, as the caller: the object of the caller's
 * tenant, asked with the caller's scope (so it answers 404 for a conversation of another user),
 * its refusal turned into the API error.
 */
export async function conversationCall<V>(c: ConversationRequest, call: ConversationRpc<V>): Promise<V> {
  const { conversation_id } = c.req.valid("param");
  const principal = c.get("principal");
  return unwrap(await call(conversationStub(c.env, principal.tenantId, conversation_id), callerScope(principal, conversation_id)));
}
