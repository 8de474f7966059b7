// Runs one scenario through the real service: two conversations of one user, weeks apart, each
// line a round (user turn, assistant answer) with its own created_at; then reads the user's
// facts and the context of a third, new conversation. See scenarios.mjs for the checks.
import { waitFor } from "./wait.mjs";

/** When a line was said: the first conversation on 1 January 2025, the second on the 20th. */
export const at = (day, minute) => new Date(Date.UTC(2025, 0, day, 12, minute)).toISOString();
/** The checks a scenario's facts pass, but the new conversation's context (run below). */
export const factChecks = (s, all) => {
  const current = all.filter((f) => f.status === "current");
  return {
    current_value_right: current.some((f) => s.current.test(f.text)),
    old_value_in_history:
      !s.old || (!current.some((f) => s.old.test(f.text)) && all.some((f) => f.status === "superseded" && s.old.test(f.text))),
    traps_not_current: !current.some((f) => s.traps.some((t) => t.test(f.text))),
  };
};

export async function runScenario(api, s, user) {
  const send = async (conversation, lines, day) => {
    for (const [i, line] of lines.entries())
      await api.post(`/v1/conversations/${conversation}/messages`, {
        user_id: user,
        messages: [
          { role: "user", content: line, created_at: at(day, i * 2) },
          { role: "assistant", content: "Thanks for telling me.", created_at: at(day, i * 2 + 1) },
        ],
      });
  };
  await send(`${user}-a`, s.before, 1);
  await send(`${user}-b`, s.after, 20);
  const rounds = s.before.length + s.after.length;
  const settled = await waitFor(async () => (await api.get(`/v1/users/${user}/facts/stats`)).rounds >= rounds, 120_000);
  const { facts: all } = await api.get(`/v1/users/${user}/facts?include_history=true`);
  const current = all.filter((f) => f.status === "current");
  await api.post(`/v1/conversations/${user}-c/messages`, { user_id: user, messages: [{ role: "user", content: "Hi again!" }] });
  const context = await api.get(`/v1/conversations/${user}-c/context?budget_tokens=4000`);
  const layer = (context.user_facts?.facts ?? []).map((f) => f.text);
  const checks = {
    ...factChecks(s, all),
    new_context_carries_current: layer.some((t) => s.current.test(t)) && !(s.old && layer.some((t) => s.old.test(t))),
  };
  return {
    name: s.name,
    kind: s.kind,
    settled,
    resolved: settled && Object.values(checks).every(Boolean),
    checks,
    facts: all.map((f) => `${f.status}${f.conflicts_with?.length ? " (review)" : ""}: [${f.topic}] ${f.text}`),
    current_texts: current.map((f) => f.text),
  };
}
