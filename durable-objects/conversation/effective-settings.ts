import { serviceConfig } from "../../src/lib/config";
import type { TieredSettings } from "../../src/context/compaction";
import type { ExchangesSettings } from "../../src/context/exchanges";
import type { RollingLinesSettings } from "../../src/context/rolling-lines";
import { MICROCOMPACT_MAX_CHARS, SEED_000, SEED_001, SEED_004 } from "../../src/context/defaults";
import { presetLists } from "../../src/context/presets";
import { DEFAULT_CONTEXT_BUDGET } from "../../src/context/budget";
import { CACHE_DEFAULTS } from "../../src/context/cache-state";
import type { ConversationSettings, ConversationSettingsPatch } from "../../src/conversations/settings";
import type { BreakerLimits } from "../../src/summaries/breaker";

/** A conversation's settings: the seeds' defaults, overridden by what was patched. */
export function effectiveSettings(env: Env, stored: ConversationSettingsPatch | undefined): ConversationSettings {
  const config = serviceConfig(env);
  return {
    window_size: config.MEMORY_WINDOW_SIZE,
    summarize_after_seq: config.MEMORY_SUMMARIZE_AFTER_SEQ,
    job_timeout_seconds: config.SUMMARY_JOB_TIMEOUT_SECONDS,
    max_consecutive_failures: config.SUMMARY_MAX_CONSECUTIVE_FAILURES,
    breaker_cooldown_seconds: config.SUMMARY_BREAKER_COOLDOWN_SECONDS,
    offload_threshold_tokens: config.OFFLOAD_THRESHOLD_TOKENS,
    strategy: "sliding-window",
    agent_id: null,
    keep_last_messages: SEED_000.keepLastMessages,
    rolling_summary_lines: SEED_000.rollingSummaryLines,
    user_brief_chars: SEED_000.userBriefChars,
    action_brief_chars: SEED_000.actionBriefChars,
    preset: null,
    max_exchanges: SEED_001.maxExchanges,
    answer_max_bytes: SEED_001.answerMaxBytes,
    answer_summary_bytes: SEED_001.answerSummaryBytes,
    summary_max_bytes: SEED_001.summaryMaxBytes,
    summary_target_bytes: SEED_001.summaryTargetBytes,
    context_window_tokens: SEED_004.contextWindowTokens,
    tool_result_max_chars: SEED_004.toolResultMaxChars,
    microcompact_max_chars: MICROCOMPACT_MAX_CHARS,
    autocompact_trigger_ratio: SEED_004.autocompactTriggerRatio,
    autocompact_buffer_tokens: SEED_004.autocompactBufferTokens,
    summary_reserve_tokens: SEED_004.summaryReserveTokens,
    keep_recent_messages: SEED_004.keepRecentMessages,
    max_compact_failures: SEED_004.maxCompactFailures,
    user_facts: true,
    ...CACHE_DEFAULTS,
    // A preset only fills the lists; lists given explicitly (in `stored`) win over it.
    ...presetLists(stored?.preset),
    ...stored,
    context_budget: { ...DEFAULT_CONTEXT_BUDGET, ...stored?.context_budget },
  };
}

export const rollingSettings = (s: ConversationSettings): RollingLinesSettings => ({
  keepLastMessages: s.keep_last_messages,
  summaryLines: s.rolling_summary_lines,
  userBriefChars: s.user_brief_chars,
  actionBriefChars: s.action_brief_chars,
});

export const exchangesSettings = (s: ConversationSettings): ExchangesSettings => ({
  maxExchanges: s.max_exchanges,
  answerMaxBytes: s.answer_max_bytes,
  answerSummaryBytes: s.answer_summary_bytes,
  summaryMaxBytes: s.summary_max_bytes,
  summaryTargetBytes: s.summary_target_bytes,
});

export const tieredSettings = (s: ConversationSettings): TieredSettings => ({
  toolResultMaxChars: s.tool_result_max_chars,
  microcompactMaxChars: s.microcompact_max_chars,
  keepRecentMessages: s.keep_recent_messages,
});

/**
 * Seed 004's autocompact threshold as a token count: 80 % of the window, and never above the
 * window minus the buffer (the cushion below the hard limit). The planner plans a tiered
 * context under it; a caller's budget can only lower that target (fitCandidates).
 */
export const tieredThreshold = (s: ConversationSettings): number =>
  Math.min(Math.floor(s.context_window_tokens * s.autocompact_trigger_ratio), s.context_window_tokens - s.autocompact_buffer_tokens);

export const breakerLimits = (env: Env, s: ConversationSettings): BreakerLimits => ({
  maxFailures: s.max_consecutive_failures,
  cooldownSeconds: s.breaker_cooldown_seconds,
  maxCooldownSeconds: Math.max(s.breaker_cooldown_seconds, serviceConfig(env).SUMMARY_BREAKER_MAX_COOLDOWN_SECONDS),
});
