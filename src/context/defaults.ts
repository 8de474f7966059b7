/**
 * The seeds' numbers, used as the defaults of every conversation's settings. Each one can be
 * overridden per conversation (PATCH /v1/conversations/{id}/settings).
 */
export const CONTEXT_STRATEGIES = ["sliding-window", "rolling-lines", "exchanges", "tiered"] as const;
export type ContextStrategy = (typeof CONTEXT_STRATEGIES)[number];

/** Seed 000 ("Agent Memory Strategy"). */
export const SEED_000 = {
  /** KEEP_LAST_N: messages sent in full (1 user + 1 assistant). */
  keepLastMessages: 2,
  /** "Keep only last 3 lines" of the rolling summary. */
  rollingSummaryLines: 3,
  /** user_msg[:30] */
  userBriefChars: 30,
  /** ai_response[:50] */
  actionBriefChars: 50,
  /** Not defaults: the "device-automation" preset's lists (src/context/presets.ts). */
  contextTools: [
    "navigate_to_node",
    "take_control",
    "click_element",
    "execute_device_action",
    "auto_discover_screen",
    "get_node_tree",
    "explore_navigation",
  ],
  contextKeys: ["userinterface_name", "tree_id", "host_name", "device_id"],
} as const;

/** How seed 000's system prompt names its tracked keys; other keys are shown as they are. */
export const CONTEXT_KEY_LABELS: Readonly<Record<string, string>> = {
  userinterface_name: "Interface",
  tree_id: "Tree ID",
  host_name: "Host",
  device_id: "Device",
};

/** Seed 001 ("Memory Manager"). Sizes are UTF-8 bytes; 4 KB / 3 KB as its code writes them. */
export const SEED_001 = {
  maxExchanges: 10,
  answerMaxBytes: 750,
  answerSummaryBytes: 500,
  summaryMaxBytes: 4000,
  summaryTargetBytes: 3000,
} as const;

/** Seed 004 ("Memory Layer"), production thresholds. */
export const SEED_004 = {
  contextWindowTokens: 128_000,
  toolResultMaxChars: 10_000,
  autocompactTriggerRatio: 0.8,
  autocompactBufferTokens: 13_000,
  summaryReserveTokens: 20_000,
  maxCompactFailures: 3,
  keepRecentMessages: 10,
} as const;

/** Not a seed number: how much of an old intermediate result microcompact keeps inline. */
export const MICROCOMPACT_MAX_CHARS = 500;
