export function parseDevVars(text: string): Record<string, string>;
export function requiredSecrets(toml: string): string[];
export function devVarOverrides(devVarsText: string, toml: string): Record<string, string>;
