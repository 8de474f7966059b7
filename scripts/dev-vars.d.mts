export function parseDevVars(text: string): Record<string, string>;
export function requiredSecrets(toml: string): string[];
export function devVarArgs(devVarsText: string, toml: string): string[];
