/**
 * The inspector's browser script, part 4: what a conversation and the tenant cost (the usage
 * routes). Same rules as script-core.ts.
 */
export const SCRIPT_USAGE = String.raw`
const JOB_NAMES = ["summary", "compaction", "facts", "describer", "intent", "expansion", "retrieval", "index"];
const tokens = (n) => Number(n).toLocaleString("en-US");
const ratio = (u) => (u.billed_ratio === null ? "no read yet" : (u.billed_ratio * 100).toFixed(1) + " % of the whole history's");

function usageCards(u) {
  return el("div", { class: "cards" }, [
    el("div", { class: "card", id: "usage-traffic" }, [el("h3", { text: "Appends and reads" }), facts([
      ["appends", u.appends + " (" + u.appended_messages + " messages, " + tokens(u.appended_tokens) + " tokens)"],
      ["context reads", u.reads], ["tokens served", tokens(u.served_tokens)],
      ["in a stable prefix", tokens(u.stable_prefix_tokens) + " (cacheable: " + tokens(u.cached_tokens) + ")"]])]),
    el("div", { class: "card", id: "usage-billed" }, [el("h3", { text: "Billed-equivalent input tokens" }), facts([
      ["Engram's context", tokens(u.billed_tokens)],
      ["the whole history", tokens(u.history_billed_tokens) + " (sent: " + tokens(u.history_tokens) + ")"],
      ["Engram costs", ratio(u)], ["cached token price", u.cached_price]])]),
    el("div", { class: "card", id: "usage-jobs" }, [el("h3", { text: "Model calls of jobs" }), facts([
      ["LLM calls", u.job_totals.llm_calls], ["LLM tokens in / out", tokens(u.job_totals.llm_input_tokens) + " / " + tokens(u.job_totals.llm_output_tokens)],
      ["embedding calls", u.job_totals.embedding_calls], ["embedding tokens", tokens(u.job_totals.embedding_tokens)]])]),
  ]);
}
function jobsTable(u) {
  const rows = JOB_NAMES.filter((j) => u.jobs[j].llm_calls || u.jobs[j].embedding_calls).map((j) => {
    const s = u.jobs[j];
    return el("tr", {}, [cell(j), num(s.llm_calls), num(s.llm_input_tokens), num(s.llm_output_tokens), num(s.embedding_calls), num(s.embedding_tokens)]);
  });
  return section("By job type", rows.length ? table(["Job", "LLM calls#", "LLM in#", "LLM out#", "Embedding calls#", "Embedding tokens#"], rows, "Usage by job type")
    : el("p", { class: "muted", text: "No model call yet (the offline fallbacks make none)." }));
}
function daysTable(days) {
  return section("By day (UTC)", days.length ? table(["Day", "Appends#", "Tokens appended#", "Reads#", "Served#", "Billed#", "Whole history billed#", "LLM tokens#", "Embedding tokens#"],
    days.map((d) => el("tr", {}, [cell(d.day), num(d.usage.appends), num(d.usage.appended_tokens), num(d.usage.reads), num(d.usage.served_tokens), num(d.usage.billed_tokens),
      num(d.usage.history_billed_tokens), num(d.usage.job_totals.llm_input_tokens + d.usage.job_totals.llm_output_tokens), num(d.usage.job_totals.embedding_tokens)])), "Usage by day")
    : el("p", { class: "muted", text: "No usage in this range." }));
}

async function viewUsage(id) {
  const u = await call("/v1/conversations/" + enc(id) + "/usage");
  return el("div", {}, [
    el("h1", { text: "What conversation " + id + " costs" }),
    el("div", { class: "row" }, [link(convHref(id), "← Conversation " + id), link("#/usage", "The tenant's cost by day")]),
    el("p", { class: "muted", text: "Counted live by the conversation. Billed-equivalent: uncached input tokens at 1, cached ones at the cached price; the whole history is what sending every message on every read would have cost." }),
    usageCards(u.totals), jobsTable(u.totals), daysTable(u.days),
  ]);
}

async function viewTenantUsage(params) {
  const qs = new URLSearchParams();
  for (const name of ["from", "to"]) if (params.get(name)) qs.set(name, params.get(name));
  const u = await call("/v1/usage?" + qs.toString());
  const fromInput = el("input", { id: "usage-from", type: "date", value: u.from });
  const toInput = el("input", { id: "usage-to", type: "date", value: u.to });
  const form = el("form", { class: "row", on: { submit: (event) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (fromInput.value) next.set("from", fromInput.value);
    if (toInput.value) next.set("to", toInput.value);
    location.hash = "#/usage?" + next.toString();
  } } }, [el("label", { for: "usage-from", text: "From" }), fromInput, el("label", { for: "usage-to", text: "To" }), toInput, el("button", { type: "submit", text: "Show" })]);
  return el("div", {}, [
    el("h1", { text: "What the tenant costs" }),
    el("p", { class: "muted", text: "Rolled up by the cron sweep every 5 minutes: the last minutes may not be in it yet. " + u.from + " to " + u.to + " (UTC)." }),
    form, usageCards(u.totals), jobsTable(u.totals), daysTable(u.days),
  ]);
}
`;
