/**
 * The context in each format (json, openai, text) as shown in the OpenAPI document and on /docs:
 * recorded from the local service for the conversation of the append example.
 */
import { storedMessages } from "./conversations";

// Cache-stable (the default): layers from stable to volatile; both messages are the stable part.
const renderedLayers = [
  { kind: "pinned", token_count: 0, items: [] },
  { kind: "user_facts", token_count: 0, items: [] },
  { kind: "summary", token_count: 0, items: [] },
  { kind: "recent", token_count: 38, items: ["seq:0", "seq:1"] },
  { kind: "retrieval", token_count: 0, items: [] },
  { kind: "working_state", token_count: 0, items: [] },
];
const cache = { stable_prefix_tokens: 38, stable_prefix_hash: "15476792139d8210", compacted_at_seq: 1, next_compaction_in_tokens: 3562 };
const first = "I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama.";
const answer = "Welcome to Lisbon! Here are three vegetarian places near Alfama.";
export const CONTEXT_EXAMPLES = {
  getContextJson: {
    conversation_id: "conv_1",
    summary: null,
    messages: storedMessages,
    memories: [],
    injected: [],
    token_count: 38,
    full_token_count: 38,
    budget_tokens: 4000,
    source: "raw",
    dropped_messages: 0,
    strategy: "sliding-window",
    strategy_summary: null,
    compaction: null,
    retrieval: null,
    layers: renderedLayers,
    expansions: [],
    user_facts: null,
    recalled: [],
    cache,
  },
  getContextOpenai: {
    messages: [
      { role: "user", content: "I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama." },
      { role: "assistant", content: "Welcome to Lisbon! Here are three vegetarian places near Alfama." },
    ],
    token_count: 38,
    layers: renderedLayers,
    cache,
  },
  getContextText: {
    text: `## Conversation\nuser: ${first}\nassistant: ${answer}`,
    token_count: 38,
    layers: renderedLayers,
    cache: { ...cache, stable_prefix_tokens: 37, stable_prefix_hash: "a6ab81b4a12399c0" },
  },
  getContextAnthropic: {
    system: [],
    messages: [
      { role: "user", content: [{ type: "text", text: first }] },
      { role: "assistant", content: [{ type: "text", text: answer, cache_control: { type: "ephemeral" } }] },
    ],
    token_count: 38,
    layers: renderedLayers,
    cache,
  },
};
