/**
 * Values the service must show, written out here once for the tests that check them. They are
 * not imported from src/: a test that compares a default with the constant defining it passes
 * whatever the default is.
 */

const TENANT_RATE_LIMIT_DEFAULTS = { rate_limit_per_minute: 6000, rate_limit_burst: 1000 };
const TENANT_RETENTION_DEFAULTS = { retention_days: 0, summary_keep_versions: 20, summary_failed_keep_days: 7 };

/** A tenant's effective settings before any override: the deployment's defaults. */
export const TENANT_SETTING_DEFAULTS = { pii_mode: "off", ...TENANT_RATE_LIMIT_DEFAULTS, ...TENANT_RETENTION_DEFAULTS };

/** A tenant that overrides none of its settings. */
export const NO_TENANT_OVERRIDES = Object.fromEntries(Object.keys(TENANT_SETTING_DEFAULTS).map((name) => [name, null]));

/** Seed 000's device-automation lists: the tools whose calls set context keys, and those keys. */
export const DEVICE_AUTOMATION = {
  context_tools:
    "navigate_to_node take_control click_element execute_device_action auto_discover_screen get_node_tree explore_navigation".split(" "),
  context_keys: ["userinterface_name", "tree_id", "host_name", "device_id"],
};

const SHAPING_CHOICES = { strategy: "sliding-window", agent_id: null, preset: null, context_tools: [], context_keys: [] };
const SEED_000_SETTINGS = { keep_last_messages: 2, rolling_summary_lines: 3, user_brief_chars: 30, action_brief_chars: 50 };
const SEED_001_EXCHANGES = { max_exchanges: 10, answer_max_bytes: 750, answer_summary_bytes: 500 };
const SEED_001_SUMMARY = { summary_max_bytes: 4000, summary_target_bytes: 3000 };
const SEED_004_TOKENS = { context_window_tokens: 128_000, autocompact_buffer_tokens: 13_000, summary_reserve_tokens: 20_000 };
const SEED_004_LIMITS = {
  tool_result_max_chars: 10_000,
  autocompact_trigger_ratio: 0.8,
  keep_recent_messages: 10,
  max_compact_failures: 3,
};

/** A conversation's context-shaping settings before any patch: the seeds' numbers, no preset, the sliding window. */
export const SHAPING_SETTING_DEFAULTS = {
  ...SHAPING_CHOICES,
  ...SEED_000_SETTINGS,
  ...SEED_001_EXCHANGES,
  ...SEED_001_SUMMARY,
  ...SEED_004_TOKENS,
  ...SEED_004_LIMITS,
};

const BUDGET_SHARES = { recent_share: 0.2, summary_share: 0.15, user_facts_share: 0.1, task_max_share: 0.15 };
const BUDGET_SWITCHES = { auto_retrieval: true, pin_task: true, expand_refs: true };

/** The context budget a conversation starts with: each layer's share, and every switch on. */
export const CONTEXT_BUDGET_DEFAULTS = { ...BUDGET_SHARES, ...BUDGET_SWITCHES };
