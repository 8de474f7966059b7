/**
 * The inspector's browser script, part 3: what the agent receives, a user, operations. Same
 * rules as script-core.ts.
 */
export const SCRIPT_VIEWS = String.raw`
async function viewContext(id, params) {
  const budget = params.get("budget") || "";
  const query = params.get("query") || "";
  const qs = new URLSearchParams();
  if (budget) qs.set("budget_tokens", budget);
  if (query) qs.set("query", query);
  // The inspector only looks: a pending screen context stays for the agent's next context.
  qs.set("preview", "true");
  // The planner's view, layer by layer, with what the budget left out. A cache-stable read
  // (the API's default) holds what was served at the last compaction point, which a look at
  // one budget cannot show; GET /context shows it with its cache hints.
  qs.set("cache_stable", "false");
  const ctx = await call("/v1/conversations/" + enc(id) + "/context?" + qs.toString());
  const budgetInput = el("input", { id: "ctx-budget", type: "number", min: "1", inputmode: "numeric", value: budget, placeholder: "default" });
  const queryInput = el("input", { id: "ctx-query", type: "text", value: query, placeholder: "optional" });
  const form = el("form", { class: "row", on: { submit: (event) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (budgetInput.value) next.set("budget", budgetInput.value);
    if (queryInput.value.trim()) next.set("query", queryInput.value.trim());
    location.hash = "#/c/" + enc(id) + "/context?" + next.toString();
  } } }, [el("label", { for: "ctx-budget", text: "Budget (tokens)" }), budgetInput, el("label", { for: "ctx-query", text: "Query" }), queryInput, el("button", { type: "submit", text: "Show context" })]);
  const scale = Math.max(ctx.budget_tokens || 0, ctx.token_count, 1);
  const layers = ctx.layers.map((layer) => {
    const fill = el("div", { class: "fill" });
    fill.style.width = Math.min(100, (layer.token_count / scale) * 100) + "%";
    return el("div", { class: "layer", "data-kind": layer.kind }, [
      el("span", { text: layer.kind }),
      el("div", { class: "track", role: "img", "aria-label": layer.kind + ": " + layer.token_count + " of " + scale + " tokens" }, fill),
      el("span", { class: "num", text: layer.token_count + " tok" }),
      el("details", { class: "items" }, [el("summary", { text: layer.items.length + " items" }), text(layer.items.join(", "))]),
    ]);
  });
  const r = ctx.retrieval;
  const parts = [];
  if (ctx.summary) parts.push(section("Summary", [el("p", { class: "muted", text: "#" + ctx.summary.memory_id + " covers " + ctx.summary.start_seq + "–" + ctx.summary.end_seq + " · " + ctx.summary.token_count + " tokens" }), text(ctx.summary.text)]));
  if (ctx.strategy_summary) parts.push(section("Strategy summary", json(ctx.strategy_summary)));
  if (ctx.injected.length) parts.push(section("Injected", table(["Type", "Tokens#", "Content"], ctx.injected.map((i) => el("tr", {}, [cell(i.type + (i.id ? " " + i.id : "")), num(i.token_count), el("td", {}, text(i.content))])), "Injected")));
  if (ctx.user_facts) parts.push(section("User facts", [el("p", { class: "muted", text: ctx.user_facts.facts.length + " facts · " + ctx.user_facts.token_count + " tokens" }), text(ctx.user_facts.text)]));
  if (ctx.memories.length) parts.push(section("Retrieved", table(["Score#", "Type", "Key", "Content", "Sources"], ctx.memories.map(resultRow), "Retrieved")));
  parts.push(section("Messages", table(["Seq#", "Role", "Tokens#", "Content"], ctx.messages.map(messageRow), "Context messages")));
  return el("div", {}, [
    el("h1", { text: "What the agent receives: " + id }),
    el("p", {}, link(convHref(id), "← Conversation " + id)),
    form,
    el("div", { class: "cards" }, [
      el("div", { class: "card", id: "ctx-summary" }, [el("h3", { text: "Budget" }), facts([
        ["tokens", ctx.token_count + (ctx.budget_tokens ? " of " + ctx.budget_tokens : "") + " (history " + ctx.full_token_count + ")"],
        ["strategy", ctx.strategy], ["source", ctx.source],
        ["left out", ctx.dropped_messages + " messages"],
        ["expanded", ctx.expansions.length ? ctx.expansions.map((e) => e.key + " (" + e.token_count + " tok" + (e.partial ? ", partial" : "") + ")").join(", ") : "none"]])]),
      el("div", { class: "card", id: "ctx-retrieval" }, [el("h3", { text: "Retrieval" }), r ? facts([["performed", r.performed ? "yes" : "no"], ["intent", r.intent], ["decided by", r.decided_by], ["reason", r.reason], ["query from", r.query_source || "query"]]) : el("p", { class: "muted", text: "No retrieval (no query and no auto retrieval)." })]),
    ]),
    section("Layers", el("div", { id: "layers" }, layers)),
  ].concat(parts));
}

function resultRow(m) {
  const sources = el("td", {}, m.sources.map((s) => el("div", {}, link(convHref(s.conversation_id) , s.conversation_id + " #" + s.seq))));
  return el("tr", {}, [num(m.score.toFixed(3)), cell(m.type + (m.memory_type ? " / " + m.memory_type : "")), cell(m.key), el("td", {}, text(m.content || m.summary || "")), sources]);
}

async function viewUser(userId, params) {
  const base = "/v1/users/" + enc(userId);
  const query = params.get("q") || "";
  const factsPart = await part("Facts", async () => {
    const all = (await call(base + "/facts?include_history=true")).facts;
    const byId = new Map(all.map((f) => [f.id, f]));
    // Where a fact is explained: whom it is about, the sentence it came from, when it was said and learned.
    const evidence = (f) => f.evidence
      ? el("details", {}, [el("summary", { text: "“" + f.evidence.quote.slice(0, 60) + (f.evidence.quote.length > 60 ? "…”" : "”") }), text(f.evidence.quote),
          el("div", {}, link(convHref(f.evidence.conversation_id), f.evidence.conversation_id + " #" + f.evidence.seq)),
          el("div", { class: "muted", text: "said " + when(f.evidence.said_at) + " · learned " + when(f.learned_at) })])
      : el("span", { class: "muted", text: "stated through the API · learned " + when(f.learned_at) });
    const review = (f) => f.conflicts_with.length
      ? el("span", { class: "review", text: "Needs review: contradicts " + f.conflicts_with.map((id) => JSON.stringify((byId.get(id) || {}).text || id)).join(", ") })
      : "";
    const row = (f) => el("tr", {}, [cell(f.topic), cell(f.type), el("td", {}, text(f.text)), cell(f.status), cell(when(f.valid_from)), cell(when(f.valid_to)), num(f.confidence), cell(f.subject), el("td", {}, evidence(f)), el("td", {}, review(f))]);
    const headers = ["Topic", "Type", "Text", "Status", "Valid from", "Valid to", "Confidence#", "About", "Evidence", "Review"];
    const current = all.filter((f) => f.status === "current");
    const history = all.filter((f) => f.status !== "current");
    const flagged = current.filter((f) => f.conflicts_with.length > 0);
    return el("div", {}, [
      flagged.length ? section("Facts to review", [el("p", { class: "muted", text: "Contradicting statements no topic rule decides: both kept; retract the wrong one." }), table(headers, flagged.map(row), "Facts to review")]) : "",
      section("Current facts", current.length ? table(headers, current.map(row), "Current facts") : el("p", { class: "muted", text: "No current facts." })),
      section("Fact history", history.length ? table(headers, history.map(row), "Fact history") : el("p", { class: "muted", text: "No superseded or retracted facts." })),
    ]);
  });
  const memoriesPart = await part("Long-term memories", async () => {
    const data = await call(base + "/export");
    return section("Long-term memories", data.memories.length ? table(["Key", "Type", "Description", "Content", "Created"], data.memories.map((m) =>
      el("tr", {}, [cell(m.key), cell(m.type), el("td", {}, text(m.description)), el("td", {}, el("details", {}, [el("summary", { text: (m.content || "").slice(0, 100) }), text(m.content || "")])), cell(when(m.created_at))])), "Long-term memories")
      : el("p", { class: "muted", text: "No long-term memories." }));
  });
  const input = el("input", { id: "user-search", type: "search", value: query, placeholder: "what to look for" });
  const form = el("form", { class: "row", on: { submit: (event) => {
    event.preventDefault();
    location.hash = userHref(userId) + (input.value.trim() ? "?q=" + enc(input.value.trim()) : "");
  } } }, [el("label", { for: "user-search", text: "Search" }), input, el("button", { type: "submit", text: "Search" })]);
  const results = query ? await part("Search results", async () => {
    const found = await call("/v1/memories/search", { method: "POST", body: { user_id: userId, query: query, limit: 20 } });
    return section("Search results", found.results.length ? table(["Score#", "Type", "Key", "Content", "Sources"], found.results.map(resultRow), "Search results") : el("p", { class: "muted", text: "Nothing found." }));
  }) : null;
  return el("div", {}, [el("h1", { text: "User " + userId }), el("p", {}, link("#/?q=" + enc(userId), "Conversations of " + userId)), form, results, factsPart, memoriesPart]);
}

async function viewOps() {
  const tokenInput = el("input", { id: "admin-token", type: "password", autocomplete: "off", placeholder: "ADMIN_TOKEN" });
  const form = el("form", { class: "row", on: { submit: (event) => {
    event.preventDefault();
    if (tokenInput.value) sessionStorage.setItem(ADMIN, tokenInput.value);
    tokenInput.value = "";
    render();
  } } }, [el("label", { for: "admin-token", text: "Admin token" }), tokenInput, el("button", { type: "submit", text: "Use token" })]);
  const sweeps = await part("Cron sweeps", async () => {
    const runs = (await call("/admin/sweeps?limit=10", { admin: true })).runs;
    return section("Cron sweeps", runs.length ? table(["Started", "ms#", "Expired memories#", "Failed jobs#", "Purged conversations#", "Deleted messages#", "Errors#", "Backlog"],
      runs.map((r) => el("tr", {}, [cell(when(r.started_at)), num(r.duration_ms), num(r.expired_memories), num(r.failed_jobs), num(r.purged_conversations), num(r.deleted_messages), num(r.error_count),
        cell(Object.keys(r.backlog).filter((k) => r.backlog[k]).join(", ") || "none")])), "Cron sweeps") : el("p", { class: "muted", text: "No sweep has run yet." }));
  });
  const index = await part("Search index", async () => {
    const listed = (await call("/v1/conversations?limit=10")).conversations;
    const statuses = await Promise.all(listed.map((c) => call("/v1/conversations/" + enc(c.conversation_id) + "/index-status")));
    return section("Search index (10 most recent conversations)", table(["Conversation", "Last seq#", "Indexed through#", "Pending", "Failed"], statuses.map((s) => el("tr", {}, [
      el("td", {}, link(convHref(s.conversation_id), s.conversation_id)), num(s.last_seq), num(s.indexed_through_seq),
      cell(s.pending ? s.pending.from_seq + "–" + s.pending.to_seq : "none"), cell(s.failed ? s.failed.from_seq + "–" + s.failed.to_seq + ": " + s.failed.reason : "none")])), "Search index"));
  });
  return el("div", {}, [el("h1", { text: "Operations" }), form, sweeps, index]);
}

render();
`;
