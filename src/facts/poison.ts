import type { FactFlag } from "./types";

/**
 * Text that speaks to the model instead of about the user. A stored fact or memory is data
 * that later lands in a prompt; one carrying any of these is kept out of the automatic context.
 */
const RULES: ReadonlyArray<{ flag: FactFlag; pattern: RegExp }> = [
  // Chat-template and transcript role markers.
  {
    flag: "role_marker",
    pattern: /<\|(?:im_start|im_end|system|user|assistant|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:system|assistant|developer)>/i,
  },
  { flag: "role_marker", pattern: /(?:^|\n)\s*(?:#{1,3}\s*)?(?:system|assistant|developer)\s*(?:prompt)?\s*:/i },
  {
    flag: "override_instruction",
    pattern:
      /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)?(?:previous|prior|above|earlier|preceding|system|safety|original)?\s*(?:instructions?|prompts?|rules?|guidelines?|directives?)\b/i,
  },
  {
    flag: "override_instruction",
    pattern:
      /\b(?:you are now|from now on you (?:are|will|must)|new instructions?\s*:|act as (?:an? )?(?:unrestricted|jailbroken)|developer mode)\b/i,
  },
  {
    flag: "tool_call_syntax",
    pattern:
      /<\/?(?:tool_call|function_call|tool_use|invoke|function)\b|<function=|"(?:tool_calls?|function_call)"\s*:|\{\s*"name"\s*:\s*"[^"]+"\s*,\s*"(?:arguments|parameters)"\s*:/i,
  },
  // Zero-width characters, bidi overrides and Unicode tag characters hide text from a reader.
  { flag: "hidden_text", pattern: /[\u200B-\u200F\u2060-\u2064\uFEFF\u202A-\u202E\u2066-\u2069]|[\u{E0000}-\u{E007F}]/u },
];

/** The flags a text earns; empty means it reads as plain data. */
export function poisonFlags(text: string): FactFlag[] {
  const flags = new Set<FactFlag>();
  for (const rule of RULES) if (rule.pattern.test(text)) flags.add(rule.flag);
  return [...flags];
}
