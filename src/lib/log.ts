type Level = "debug" | "info" | "warn" | "error";

/** One JSON object per line: Workers Logs and `wrangler tail` index the fields. */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
