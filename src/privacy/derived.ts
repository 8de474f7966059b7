import { tenantSettings } from "../tenants/settings";
import { redact, redactMessage, redactsDerived } from "./pii";

export interface DerivedRedactor {
  text(value: string): string;
  message<M extends Parameters<typeof redactMessage>[0]>(message: M): M;
}

const identity: DerivedRedactor = { text: (value) => value, message: (message) => message };
const redacting: DerivedRedactor = { text: redact, message: redactMessage };

/**
 * What may leave the service for an LLM or an embedder, per the tenant's PII mode: under
 * "derived" and "everywhere" the text is redacted first; under "off" it goes as it is.
 * Settings are cached per isolate (src/tenants/settings.ts), so this costs no query per call.
 */
export async function derivedRedactor(env: Env, tenantId: string): Promise<DerivedRedactor> {
  return redactsDerived((await tenantSettings(env, tenantId)).pii_mode) ? redacting : identity;
}
