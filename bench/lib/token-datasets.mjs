// The conversations bench/run-tokens.mjs replays, as lists of turns (each turn: the messages of one append).
import { readFileSync } from "node:fs";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "1:56 pm on 8 May, 2023" -> ISO 8601 (UTC). */
function sessionDate(text) {
  const m = /^(\d+):(\d+) (am|pm) on (\d+) (\w+), (\d+)$/.exec(text.trim());
  if (!m) throw new Error(`unexpected date ${text}`);
  const hour = (Number(m[1]) % 12) + (m[3] === "pm" ? 12 : 0);
  return new Date(Date.UTC(Number(m[6]), MONTHS.indexOf(m[5]), Number(m[4]), hour, Number(m[2]))).toISOString();
}

export function locomoTurns(dataset) {
  const [sample] = JSON.parse(readFileSync(dataset, "utf8"));
  const c = sample.conversation;
  const sessions = Object.keys(c)
    .filter((k) => /^session_\d+$/.test(k))
    .sort((a, b) => Number(a.split("_")[1]) - Number(b.split("_")[1]));
  const turns = [];
  for (const s of sessions) {
    const createdAt = sessionDate(c[`${s}_date_time`]);
    for (const t of c[s]) {
      const text = t.blip_caption ? `${t.text} [shares an image: ${t.blip_caption}]` : t.text;
      // Speaker A plays the user, speaker B the assistant: a two-person chat as an agent conversation.
      turns.push([
        {
          role: t.speaker === c.speaker_a ? "user" : "assistant",
          name: t.speaker,
          content: text,
          created_at: createdAt,
          metadata: { dia_id: t.dia_id },
        },
      ]);
    }
  }
  return turns;
}

/** Seed 000's documented example: 4 turns (3 with a navigation tool), then "now show current node". */
export function seed000Turns() {
  const tool = (id, name, args, result, answer, question) => [
    { role: "user", content: question },
    { role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] },
    { role: "tool", tool_call_id: id, content: result },
    { role: "assistant", content: answer },
  ];
  return [
    tool(
      "c1",
      "navigate_to_node",
      { userinterface_name: "google_tv", tree_id: "xxx-xxx-xxx", node_label: "watchlist" },
      '{"success": true, "node": "watchlist", "path": ["home", "watchlist"]}',
      "✅ Navigated to 'watchlist' on google_tv",
      "navigate to watchlist on google_tv",
    ),
    tool(
      "c2",
      "navigate_to_node",
      { userinterface_name: "google_tv", tree_id: "xxx-xxx-xxx", node_label: "shop" },
      '{"success": true, "node": "shop", "path": ["watchlist", "home", "shop"]}',
      "✅ Navigated to 'shop'",
      "goto shop",
    ),
    tool(
      "c3",
      "navigate_to_node",
      { userinterface_name: "google_tv", tree_id: "xxx-xxx-xxx", node_label: "home" },
      '{"success": true, "node": "home", "path": ["shop", "home"]}',
      "✅ Navigated to home",
      "goto home",
    ),
    [
      { role: "user", content: "show status" },
      { role: "assistant", content: "Status: home node, google_tv on sunri-pi1 / device1, nothing playing." },
    ],
    [{ role: "user", content: "now show current node" }],
  ];
}
