import type { IndexFactsJob } from "../queue/messages";
import { userStub } from "../facts/service";
import { withDeletionMark } from "../lifecycle/deletion-log";
import { factDoc } from "./documents";
import { indexDeps, type IndexDeps, writeDocs } from "./indexer";
import { deleteDocs } from "./store";
import { vectorIds } from "./vectors";

/**
 * Brings the index in line with these facts: current ones are (re)indexed, the others (superseded,
 * retracted, expired, forgotten) removed, so a search finds current facts only.
 */
export async function indexFacts(
  env: Env,
  job: IndexFactsJob,
  deps: IndexDeps = indexDeps(env),
): Promise<{ indexed: number; removed: number }> {
  return withDeletionMark(env.DB, (mark) => indexFactsOnce(env, job, mark, deps));
}

async function indexFactsOnce(
  env: Env,
  job: IndexFactsJob,
  mark: number,
  deps: IndexDeps,
): Promise<{ refused: boolean; value: { indexed: number; removed: number } }> {
  const facts = await userStub(env, job.tenantId, job.userId).getFacts(job.factIds);
  const current = facts.filter((f) => f.status === "current");
  const keep = new Set(current.map((f) => f.id));
  const gone = job.factIds.filter((id) => !keep.has(id));
  for (const id of gone) {
    const ids = await deleteDocs(env.DB, "tenant_id = ? AND kind = 'fact' AND doc_key = ?", [
      job.tenantId,
      `fact:${job.tenantId}/${job.userId}/${id}`,
    ]);
    ids.push(await vectorIds.fact(job.tenantId, job.userId, id));
    await deps.vectors.deleteByIds([...new Set(ids)]);
  }
  const docs = current.map((f) =>
    factDoc({
      tenantId: job.tenantId,
      userId: job.userId,
      factId: f.id,
      type: f.type,
      topic: f.topic,
      text: f.text,
      source: f.sources[0] ?? null,
      validFrom: f.valid_from,
    }),
  );
  const { written, refused } = await writeDocs(env, docs, mark, deps);
  return { refused: refused > 0, value: { indexed: written, removed: gone.length } };
}
