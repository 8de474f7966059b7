import { retrieveForContext } from "../../src/search/context-retrieval";
import { readQuery } from "../../src/search/text";

type RetrievalInput = Parameters<typeof retrieveForContext>[1];

/**
 * The context read's intent check (and retrieval) for `query`, called directly with the model
 * played by `fetchImpl`: no summary, no budget, alice's conversation "alice-now" unless `input` says otherwise.
 */
export function checkIntent(
  env: Env,
  tenant: { tenantId: string; keyId: string },
  query: string,
  fetchImpl: typeof fetch,
  input: Partial<RetrievalInput> = {},
) {
  return retrieveForContext(
    env,
    {
      tenantId: tenant.tenantId,
      conversationId: "alice-now",
      userId: "alice",
      query: readQuery(query),
      summary: null,
      messages: [],
      ...input,
    },
    { fetch: fetchImpl },
  );
}
