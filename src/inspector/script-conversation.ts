/**
 * The inspector's browser script, part 2: the conversations list and one conversation
 * (messages with their offload placeholders, summary chain, job and breaker, settings, tool
 * cache, working memory). Same rules as script-core.ts.
 */
export const SCRIPT_CONVERSATION = String.raw`
async function viewList(params) {
  const filter = el("input", { id: "conv-search", type: "search", placeholder: "conversation or user id", value: params.get("q") || "", "aria-describedby": "conv-count" });
  const body = el("tbody");
  const count = el("p", { id: "conv-count", class: "muted", "aria-live": "polite" });
  const more = el("button", { type: "button", text: "Load more" });
  const rows = [];
  let cursor = null;
  function apply() {
    const q = filter.value.trim().toLowerCase();
    let shown = 0;
    for (const row of rows) {
      const hit = !q || row.item.conversation_id.toLowerCase().includes(q) || row.item.user_id.toLowerCase().includes(q);
      row.tr.hidden = !hit;
      if (hit) shown += 1;
    }
    count.textContent = shown + " of " + rows.length + " loaded conversations" + (cursor ? " (more to load)" : "");
  }
  async function load() {
    const page = await call("/v1/conversations?limit=50" + (cursor ? "&cursor=" + enc(cursor) : ""));
    for (const item of page.conversations) {
      const status = item.summary_status;
      const tr = el("tr", {}, [
        el("td", {}, link(convHref(item.conversation_id), item.conversation_id)),
        el("td", {}, link(userHref(item.user_id), item.user_id)),
        num(item.message_count),
        cell(when(item.last_activity_at)),
        cell(item.strategy),
        el("td", {}, pill(status + (item.summarized_through_seq === null ? "" : " ≤ " + item.summarized_through_seq), status === "breaker_open" ? "bad" : status === "summarized" ? "ok" : null)),
      ]);
      rows.push({ item: item, tr: tr });
      body.appendChild(tr);
    }
    cursor = page.next_cursor;
    more.hidden = !cursor;
    apply();
  }
  filter.addEventListener("input", apply);
  more.addEventListener("click", () => load().catch(showError));
  await load();
  const headers = ["Conversation", "User", "Messages#", "Last activity", "Strategy", "Summary"];
  const head = el("tr", {}, headers.map((h) => el("th", { scope: "col", class: h.endsWith("#") ? "num" : null, text: h.replace(/#$/, "") })));
  return el("div", {}, [
    el("h1", { text: "Conversations" }),
    el("div", { class: "row" }, [el("label", { for: "conv-search", text: "Search" }), filter]),
    count,
    el("div", { class: "table-wrap", role: "region", "aria-label": "Conversations", tabindex: "0" }, el("table", { id: "conversations" }, [el("thead", {}, head), body])),
    el("div", { class: "row" }, more),
  ]);
}

const REF = /\[MemoryRef: (\S+) - /g;
/** The memory keys a message points at: placeholders in its text, file parts by memory_ref. */
function memoryRefs(message) {
  const keys = [];
  const texts = typeof message.content === "string" ? [message.content] : (message.content || []).filter((p) => p.type === "text").map((p) => p.text);
  for (const t of texts) for (const m of t.matchAll(REF)) keys.push(m[1]);
  for (const p of Array.isArray(message.content) ? message.content : []) if (p.type === "file" && p.file && p.file.memory_ref) keys.push(p.file.memory_ref);
  return [...new Set(keys)];
}
function contentOf(message) {
  if (message.content === null) return "";
  if (typeof message.content === "string") return message.content;
  return message.content.map((p) =>
    p.type === "text" ? p.text : p.type === "image_url" ? "[image: " + p.image_url.url.slice(0, 80) + "]" : "[file: " + (p.file.filename || p.file.memory_ref || p.file.url || "") + "]").join("\n");
}
/** Reads an offloaded content range by range (4 KiB at a time) under its message. */
function expander(key) {
  const box = el("div", { class: "expansion" });
  const button = el("button", { type: "button", "aria-expanded": "false", text: "Expand " + key });
  let offset = 0;
  button.addEventListener("click", async () => {
    try {
      const memory = await call("/v1/memories/" + enc(key) + "?offset=" + offset + "&length=4096");
      if (offset === 0) box.appendChild(el("p", { class: "muted", text: memory.description + " · " + memory.content_bytes + " bytes · " + memory.token_count + " tokens" }));
      const range = memory.range;
      box.appendChild(el("p", { class: "muted", text: "bytes " + range.offset + "–" + (range.offset + range.length) }));
      box.appendChild(text(memory.content));
      button.setAttribute("aria-expanded", "true");
      if (range.next_offset === null) { button.disabled = true; button.textContent = "End of " + key; }
      else { offset = range.next_offset; button.textContent = "Next range of " + key; }
    } catch (error) { showError(error); }
  });
  // The button follows the text it has shown, so the next range is read after the last one.
  return el("div", {}, [box, button]);
}
function messageRow(message) {
  const calls = (message.tool_calls || []).map((c) => "→ " + c.function.name + "(" + c.function.arguments + ")");
  const body = [text(contentOf(message))];
  if (calls.length) body.push(text(calls.join("\n")));
  for (const key of memoryRefs(message)) body.push(expander(key));
  return el("tr", { id: "seq-" + message.seq }, [
    num(message.seq),
    cell(message.role + (message.name ? " (" + message.name + ")" : "") + (message.tool_call_id ? " ← " + message.tool_call_id : "")),
    num(message.token_count),
    el("td", {}, body),
  ]);
}
async function messagesSection(id) {
  const body = el("tbody");
  const older = el("button", { type: "button", text: "Load older messages" });
  let toSeq = null;
  async function load() {
    const page = await call("/v1/conversations/" + enc(id) + "/messages?order=desc&limit=200" + (toSeq === null ? "" : "&to_seq=" + toSeq));
    // Newest first from the API; shown oldest first, older pages going on top.
    const rows = page.messages.slice().reverse().map(messageRow);
    body.insertBefore(add(document.createDocumentFragment(), rows), body.firstChild);
    toSeq = page.next_to_seq;
    older.hidden = toSeq === null;
  }
  older.addEventListener("click", () => load().catch(showError));
  await load();
  const head = el("tr", {}, ["Seq", "Role", "Tokens", "Content"].map((h, i) => el("th", { scope: "col", class: i === 0 || i === 2 ? "num" : null, text: h })));
  return section("Messages", [
    el("div", { class: "row" }, older),
    el("div", { class: "table-wrap", role: "region", "aria-label": "Messages", tabindex: "0" }, el("table", { id: "messages" }, [el("thead", {}, head), body])),
  ]);
}
async function viewConversation(id) {
  const base = "/v1/conversations/" + enc(id);
  const s = await call(base);
  const [messages, chain, cache, working] = await Promise.all([
    part("Messages", () => messagesSection(id)),
    part("Summary chain", async () => {
      const c = await call(base + "/memories?limit=50");
      return section("Summary chain", c.memories.length === 0 ? el("p", { class: "muted", text: "No summary yet." }) : table(
        ["Memory#", "Window", "Base", "Status", "Generation ms#", "Created", "Text"],
        c.memories.map((m) => el("tr", {}, [
          num(m.memory_id), cell(m.start_sequence + "–" + m.end_sequence), cell(m.base_memory_id === null ? "none" : "#" + m.base_memory_id + " (≤ " + m.base_end_seq + ")"),
          el("td", {}, pill(m.status, m.status === "failed" ? "bad" : m.status === "completed" ? "ok" : null)), num(m.generation_time_ms), cell(when(m.created_at)),
          el("td", {}, m.memory_text === null ? (m.error || "–") : el("details", {}, [el("summary", { text: m.memory_text.slice(0, 80) }), text(m.memory_text)])),
        ])), "Summary chain"));
    }),
    part("Tool cache", async () => {
      const c = await call(base + "/tool-cache");
      return section("Tool cache", c.entries.length === 0 ? el("p", { class: "muted", text: "Nothing cached." }) : table(
        ["Tool", "Remaining exchanges#", "Of#", "Hits#", "Result"],
        c.entries.map((e) => el("tr", {}, [cell(e.tool_name), num(e.remaining_duration), num(e.original_duration), num(e.hits), el("td", {}, text(e.result))])), "Tool cache"));
    }),
    part("Working memory", async () => {
      const w = await call(base + "/working-memory");
      return section("Working memory", [el("p", { class: "muted", text: "version " + w.version + " · updated " + when(w.updated_at) }), json(w.state)]);
    }),
  ]);
  const breaker = s.breaker.state === "closed" ? pill("closed", "ok") : pill(s.breaker.state + (s.breaker.next_trial_at ? " until " + when(s.breaker.next_trial_at) : ""), "bad");
  return el("div", {}, [
    el("h1", { text: "Conversation " + id }),
    el("div", { class: "row" }, [link(base.replace("/v1/conversations/", "#/c/") + "/context", "What the agent receives →"), link(base.replace("/v1/conversations/", "#/c/") + "/usage", "What it costs →"), link(userHref(s.user_id), "User " + s.user_id)]),
    el("div", { class: "cards" }, [
      el("div", { class: "card" }, [el("h3", { text: "Status" }), facts([["user", s.user_id], ["messages", s.message_count], ["last seq", s.last_seq], ["tokens", s.full_token_count], ["strategy", s.settings.strategy]])]),
      el("div", { class: "card", id: "job-card" }, [el("h3", { text: "Summary, job and breaker" }), facts([
        ["summary", s.summary ? "#" + s.summary.memory_id + " covers " + s.summary.start_seq + "–" + s.summary.end_seq + " (" + s.summary.token_count + " tokens)" : "none"],
        ["job", s.job ? "#" + s.job.memory_id + " for " + s.job.start_seq + "–" + s.job.end_seq + ", deadline " + when(s.job.deadline) : "none in flight"],
        ["failures", s.consecutive_failures], ["breaker", breaker]])]),
      el("div", { class: "card" }, [el("h3", { text: "Settings" }), el("details", {}, [el("summary", { text: Object.keys(s.settings).length + " settings" }), json(s.settings)])]),
    ]),
    messages, chain, cache, working,
  ]);
}
`;
