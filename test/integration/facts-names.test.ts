import { describe, expect, it } from "vitest";
import { api, append, newTenant } from "../helpers/api";
import { listFacts, runFactExtraction } from "../helpers/facts";
import { deliverQueuedJobs } from "../helpers/queues";

type Client = ReturnType<typeof api>;

/** One user turn said at `at`, answered (the round's extraction job is queued, not yet run). */
async function say(client: Client, conversation: string, text: string, at: string) {
  await append(
    client,
    conversation,
    [
      { role: "user", content: text, created_at: at },
      { role: "assistant", content: "Noted.", created_at: at },
    ],
    "u1",
  );
}

const FIRST = ["my husband ruairi is an accountant at deloitte", "2026-01-05T09:00:00.000Z"] as const;
const LATER = ["ruairi quit deloitte and he's a teacher now", "2026-03-18T10:00:00.000Z"] as const;

/** The user's facts as [status, topic, text], sorted. */
async function facts(client: Client): Promise<string[][]> {
  return (await listFacts(client, "u1", "?include_history=true")).map((f) => [f.status, f.topic, f.text]).sort();
}

/** The user-facts section of a new conversation's context, as the model would read it. */
async function factsInNewConversation(client: Client): Promise<string> {
  await append(client, "c3", [{ role: "user", content: "Hi again!" }], "u1");
  const context = (await (await client.get("/v1/conversations/c3/context?budget_tokens=4000")).json()) as {
    user_facts: { text: string } | null;
  };
  return context.user_facts?.text ?? "";
}

const EXPECTED = [
  ["current", "rel:husband.deloitte", "Husband (Ruairi) quit deloitte"],
  ["current", "rel:husband.name", "Husband is Ruairi"],
  ["current", "rel:husband.occupation", "Husband (Ruairi) is a teacher"],
  ["superseded", "rel:husband.occupation", "Husband (Ruairi) is an accountant at deloitte"],
];

describe("people the user names, across conversations", () => {
  it("gives a lower-case name said weeks later the relation named before: the husband's new job supersedes the old, and a new conversation knows his name", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await say(client, "c1", ...FIRST);
    await runFactExtraction(tenant.tenantId, "c1");
    await say(client, "c2", ...LATER);
    await runFactExtraction(tenant.tenantId, "c2");
    expect(await facts(client)).toEqual(EXPECTED);
    const known = await factsInNewConversation(client);
    expect(known).toContain('"Husband is Ruairi"');
    expect(known).toContain('"Husband (Ruairi) is a teacher"');
    expect(known).not.toContain("accountant");
  });

  it("extracts one user's rounds from two conversations in the order they were said when one queue batch carries both", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await say(client, "c1", ...FIRST);
    await say(client, "c2", ...LATER);
    const deliveries = await deliverQueuedJobs({ only: (job) => job.type === "extract_facts" && job.tenantId === tenant.tenantId });
    expect(deliveries.map((d) => d.outcome)).toEqual(["ack", "ack"]);
    expect(await facts(client)).toEqual(EXPECTED);
  });
});
