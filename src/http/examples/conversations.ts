/**
 * Answers shown in the OpenAPI document and on /docs for a conversation, its turn log and context
 * shaping, by operationId: recorded from the local service answering the request examples (parts
 * two answers share are written once); a test validates each against its schema.
 */
import { CACHE_DEFAULTS } from "../../context/cache-state";
import { DEFAULT_CONTEXT_BUDGET } from "../../context/budget";

export const storedMessages = [
  {
    seq: 0,
    role: "user",
    created_at: "2026-11-23T23:35:12.870Z",
    token_count: 17,
    content: "I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama.",
  },
  {
    seq: 1,
    role: "assistant",
    created_at: "2026-11-23T23:35:12.870Z",
    token_count: 13,
    content: "Welcome to Lisbon! Here are three vegetarian places near Alfama.",
  },
];
const settings = {
  window_size: 14,
  summarize_after_seq: 5,
  job_timeout_seconds: 300,
  max_consecutive_failures: 3,
  breaker_cooldown_seconds: 600,
  offload_threshold_tokens: 500,
  strategy: "sliding-window",
  agent_id: null,
  keep_last_messages: 2,
  rolling_summary_lines: 3,
  user_brief_chars: 30,
  action_brief_chars: 50,
  preset: null,
  max_exchanges: 10,
  answer_max_bytes: 750,
  answer_summary_bytes: 500,
  summary_max_bytes: 4000,
  summary_target_bytes: 3000,
  context_window_tokens: 128000,
  tool_result_max_chars: 10000,
  microcompact_max_chars: 500,
  autocompact_trigger_ratio: 0.8,
  autocompact_buffer_tokens: 13000,
  summary_reserve_tokens: 20000,
  keep_recent_messages: 10,
  max_compact_failures: 3,
  user_facts: true,
  ...CACHE_DEFAULTS,
  context_tools: [],
  context_keys: [],
  context_budget: DEFAULT_CONTEXT_BUDGET,
};
const toolCacheEntry = {
  key: "ea802f891f3e43369b23614107ded834",
  tool_name: "get_weather",
  parameters: { city: "Lisbon" },
  result: "22°C, sunny",
  remaining_duration: 3,
  original_duration: 3,
  call_id: null,
  cached_at: "2026-11-23T23:35:14.095Z",
  hits: 0,
};
const workingMemorySchema = { type: "object", properties: { destination: { type: "string" }, nights: { type: "integer" } } };
export const CONVERSATION_EXAMPLES = {
  appendMessages: { conversation_id: "conv_1", messages: storedMessages, last_seq: 1 },
  listMessages: { conversation_id: "conv_1", messages: storedMessages, next_from_seq: 2, next_to_seq: null },
  getConversation: {
    conversation_id: "conv_1",
    user_id: "user_42",
    last_seq: 1,
    message_count: 2,
    full_token_count: 38,
    summary: null,
    job: null,
    consecutive_failures: 0,
    circuit_open: false,
    breaker: { state: "closed", next_trial_at: null, cooldown_seconds: null },
    settings: settings,
  },
  updateConversationSettings: { ...settings, window_size: 30 },
  putToolCacheEntry: toolCacheEntry,
  lookupToolCache: { hit: true, key: "ea802f891f3e43369b23614107ded834", entry: toolCacheEntry },
  putScreenContext: { conversation_id: "conv_1", injected: false, cached: [] },
  putWorkingMemorySchema: { conversation_id: "conv_1", state: {}, schema: workingMemorySchema, version: 0, updated_at: null },
  patchWorkingMemory: {
    conversation_id: "conv_1",
    state: { destination: "Porto", nights: 3 },
    schema: workingMemorySchema,
    version: 1,
    updated_at: "2026-11-23T23:35:15.036Z",
  },
};
