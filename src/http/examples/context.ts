/**
 * The context in each format (json, openai, text) as shown in the OpenAPI document and on /docs:
 * recorded from the local service for the conversation of the append example.
 */
import { storedMessages } from "./conversations";

const renderedLayers = [
  { kind: "pinned", token_count: 69, items: [] },
  { kind: "working_state", token_count: 0, items: [] },
  { kind: "summary", token_count: 0, items: [] },
  { kind: "retrieval", token_count: 0, items: [] },
  { kind: "recent", token_count: 38, items: ["seq:0", "seq:1"] },
];
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
    layers: [
      { kind: "pinned", token_count: 0, items: [] },
      { kind: "working_state", token_count: 0, items: [] },
      { kind: "summary", token_count: 0, items: [] },
      { kind: "retrieval", token_count: 0, items: [] },
      { kind: "recent", token_count: 38, items: ["seq:0", "seq:1"] },
    ],
    expansions: [],
    user_facts: null,
  },
  getContextOpenai: {
    messages: [
      { role: "user", content: "I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama." },
      { role: "assistant", content: "Welcome to Lisbon! Here are three vegetarian places near Alfama." },
    ],
    token_count: 38,
    layers: renderedLayers,
  },
  getContextText: {
    text: "## Conversation\nuser: I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama.\nassistant: Welcome to Lisbon! Here are three vegetarian places near Alfama.",
    token_count: 38,
    layers: renderedLayers,
  },
};
