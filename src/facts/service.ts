import { userStub } from "../users/stub";
import { evictCachedFacts } from "./facts-cache";
import { assertUserAllowed } from "../tenants/access";
import type { Principal } from "../db/api-keys";
import { EngramError, unwrap } from "../lib/errors";
import { redact, redactsDerived } from "../privacy/pii";
import { tenantSettings } from "../tenants/settings";
import type { Plan } from "./consolidate";
import { normalizeValue, type Fact, type FactType } from "./types";

/** A fact as the API shows it (the comparison value stays internal). */
export function factView(fact: Fact) {
  return {
    id: fact.id,
    text: fact.text,
    type: fact.type,
    topic: fact.topic,
    status: fact.status,
    valid_from: fact.valid_from,
    valid_to: fact.valid_to,
    superseded_by: fact.superseded_by,
    confidence: fact.confidence,
    sources: fact.sources,
    flags: fact.flags,
    created_at: fact.created_at,
    updated_at: fact.updated_at,
    expires_at: fact.expires_at,
    subject: fact.subject,
    evidence: fact.evidence,
    learned_at: fact.created_at,
    conflicts_with: fact.conflicts_with,
  };
}
export type FactView = ReturnType<typeof factView>;

/** Facts are derived data: PII modes "derived" and "everywhere" redact them before they are stored. */
export async function factRedactor(env: Env, tenantId: string): Promise<(text: string) => string> {
  return redactsDerived((await tenantSettings(env, tenantId)).pii_mode) ? redact : (text) => text;
}

export interface StateFactInput {
  text: string;
  type: FactType;
  topic: string;
  confidence?: number;
  valid_from?: string;
  ttl_seconds?: number;
  subject?: string;
}

/**
 * The user layer's operations, shared by the REST routes and the MCP tools. Every
 * call names the user object from the caller's tenant, so another tenant's facts are out of
 * reach; a user-limited key may only name its own user.
 */
export const factsService = {
  async list(
    env: Env,
    principal: Principal,
    userId: string,
    filter: { type?: FactType; topic?: string; includeHistory: boolean; asOf?: string; conflicts?: boolean },
  ): Promise<FactView[]> {
    assertUserAllowed(principal, userId);
    // Stored times are UTC ISO strings: an instant with an offset compares right once normalized.
    const asOf = filter.asOf === undefined ? undefined : new Date(filter.asOf).toISOString();
    return (await userStub(env, principal.tenantId, userId).listFacts({ ...filter, asOf })).map(factView);
  },

  async state(
    env: Env,
    principal: Principal,
    userId: string,
    input: StateFactInput,
  ): Promise<{ fact: FactView; outcome: Plan["outcome"] }> {
    assertUserAllowed(principal, userId);
    const clean = await factRedactor(env, principal.tenantId);
    const text = clean(input.text);
    const now = Date.now();
    const stub = userStub(env, principal.tenantId, userId);
    const { results } = await stub.consolidate({ tenantId: principal.tenantId, userId }, [
      {
        type: input.type,
        topic: input.topic,
        text,
        value: normalizeValue(text),
        valid_from: input.valid_from ?? new Date(now).toISOString(),
        confidence: input.confidence ?? 1,
        sources: [],
        subject: input.subject ?? "user",
        // A statement made through the API is meant to replace the topic's value.
        change: true,
        expires_at: input.ttl_seconds ? new Date(now + input.ttl_seconds * 1000).toISOString() : null,
      },
    ]);
    evictCachedFacts(principal.tenantId, userId);
    const first = results[0];
    const [fact] = first ? await stub.getFacts([first.factId]) : [];
    if (!first || !fact) throw new EngramError("not_found", "fact not found");
    return { fact: factView(fact), outcome: first.outcome };
  },

  async correct(
    env: Env,
    principal: Principal,
    userId: string,
    id: string,
    patch: { text?: string; type?: FactType; confidence?: number },
  ): Promise<FactView> {
    assertUserAllowed(principal, userId);
    const clean = await factRedactor(env, principal.tenantId);
    const stub = userStub(env, principal.tenantId, userId);
    const scope = { tenantId: principal.tenantId, userId };
    const corrected = await stub.correctFact(scope, id, { ...patch, ...(patch.text === undefined ? {} : { text: clean(patch.text) }) });
    evictCachedFacts(principal.tenantId, userId);
    return factView(unwrap(corrected));
  },

  async retract(env: Env, principal: Principal, userId: string, id: string): Promise<FactView> {
    assertUserAllowed(principal, userId);
    const retracted = await userStub(env, principal.tenantId, userId).retractFact({ tenantId: principal.tenantId, userId }, id);
    evictCachedFacts(principal.tenantId, userId);
    return factView(unwrap(retracted));
  },

  async history(env: Env, principal: Principal, userId: string, id: string): Promise<FactView[]> {
    assertUserAllowed(principal, userId);
    return unwrap(await userStub(env, principal.tenantId, userId).history(id)).map(factView);
  },
};
