import { SEED_000 } from "./defaults";

/**
 * Named bundles of list settings. Seed 000's tool and key names describe one device-automation
 * agent and mean nothing to most users, so they are no longer the defaults (the lists default
 * to empty) but a preset a conversation opts into with `preset: "device-automation"`.
 */
export const CONTEXT_PRESETS = {
  "device-automation": { context_tools: SEED_000.contextTools, context_keys: SEED_000.contextKeys },
} as const satisfies Record<string, { context_tools: readonly string[]; context_keys: readonly string[] }>;

type PresetName = keyof typeof CONTEXT_PRESETS;
export const PRESET_NAMES = Object.keys(CONTEXT_PRESETS) as [PresetName, ...PresetName[]];

interface PresetLists {
  context_tools: string[];
  context_keys: string[];
}

/** The lists a conversation starts from: the preset's when one is named, empty otherwise. */
export function presetLists(preset: PresetName | null | undefined): PresetLists {
  if (!preset) return { context_tools: [], context_keys: [] };
  const lists = CONTEXT_PRESETS[preset];
  return { context_tools: [...lists.context_tools], context_keys: [...lists.context_keys] };
}
