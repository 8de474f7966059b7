import { usageView } from "../../usage/pricing";

/**
 * Usage answers shown in the OpenAPI document and on /docs, by operationId: a conversation of
 * 120 turns read before every answer with a 2,000-token budget, its summaries and facts
 * extracted by the LLM. Priced by the same view the routes use, at the default 0.1.
 */
const counters = {
  appends: 120,
  appended_messages: 120,
  appended_tokens: 15_107,
  reads: 60,
  served_tokens: 120_440,
  stable_prefix_tokens: 96_352,
  cached_tokens: 94_380,
  history_tokens: 462_930,
  history_cached_tokens: 455_312,
  "job.summary.llm_calls": 9,
  "job.summary.llm_input_tokens": 21_870,
  "job.summary.llm_output_tokens": 2_304,
  "job.facts.llm_calls": 60,
  "job.facts.llm_input_tokens": 38_400,
  "job.facts.llm_output_tokens": 4_140,
  "job.intent.llm_calls": 22,
  "job.intent.llm_input_tokens": 19_866,
  "job.intent.llm_output_tokens": 770,
};
const figures = usageView(counters, 0.1);
const day = { day: "2026-11-26", usage: figures };
const range = { from: "2026-10-28", to: "2026-11-26" };

export const USAGE_EXAMPLES = {
  getConversationUsage: { conversation_id: "conv_1", totals: figures, days: [day] },
  getUsage: { tenant_id: "ten_9yys8ifsD0OE", ...range, totals: figures, days: [day] },
  getTenantUsage: { tenant_id: "acme", ...range, totals: figures, days: [day] },
};
