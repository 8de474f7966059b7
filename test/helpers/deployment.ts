import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll } from "vitest";
import worker from "../../src/index";
import { ENGRAM_METADATA_INDEXES, FakeVectorize } from "./fake-vectorize";

/**
 * The deployment a test file runs against: by default the worker as wrangler.toml binds it
 * (SELF, the embedded vector index). A suite that calls `onVectorizeWithDelayedDeletes()` runs
 * every request (api), queue delivery, index job and sweep of the helpers against Vectorize as
 * production has it instead: deletes accepted at once and applied later, when time passes for
 * the index (at the end of each `deliverQueuedJobs` and each `sweep`), never during a request.
 * Between a delete and the next delivery, searches meet the deleted vectors; after it, a delete
 * the service should not have sent (of a vector still in use) shows as a missing hit.
 */
let current: { env: Env; serve: ((request: Request) => Promise<Response>) | null; vectorize?: FakeVectorize } = { env, serve: null };

/** The env the helpers hand the worker's handlers (queue, index jobs, sweeps). */
export const deploymentEnv = (): Env => current.env;

/** Serves a request as the current deployment does. */
export const deploymentFetch = (request: Request): Promise<Response> => (current.serve ? current.serve(request) : SELF.fetch(request));

/**
 * Switches the calling test file to a deployment with VECTOR_INDEX=vectorize whose VECTORIZE is
 * a FakeVectorize with delayed deletes (applied by `vectorizeCatchesUp`).
 */
export function onVectorizeWithDelayedDeletes(): FakeVectorize {
  const fake = new FakeVectorize(ENGRAM_METADATA_INDEXES, { delayedDeletes: true });
  const deployment = { ...env, VECTOR_INDEX: "vectorize", VECTORIZE: fake } as unknown as Env;
  beforeAll(() => {
    current = {
      vectorize: fake,
      env: deployment,
      serve: async (request) => {
        const ctx = createExecutionContext();
        const response = await worker.fetch(request, deployment, ctx);
        await waitOnExecutionContext(ctx);
        return response;
      },
    };
  });
  afterAll(() => {
    current = { env, serve: null };
    // A suite switched here must have gone through the fake, not around it.
    if (fake.mutationCount === 0) throw new Error("the suite never wrote to the Vectorize fake");
  });
  return fake;
}

/**
 * The ids of a tenant's vectors the current deployment's Vectorize will still hold once it has
 * caught up (held, no delete of them pending); none on the embedded index.
 */
export function vectorizeIdsOf(tenantId: string): string[] {
  const fake = current.vectorize;
  if (!fake) return [];
  const pending = new Set(fake.pendingDeletes.map((d) => d.id));
  return [...fake.vectors.values()].filter((v) => v.metadata?.tenantId === tenantId && !pending.has(v.id)).map((v) => v.id);
}

/** The index catches up: the current deployment's Vectorize applies the deletes accepted so far. */
export function vectorizeCatchesUp(): void {
  current.vectorize?.applyDeletes();
}
