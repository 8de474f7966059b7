// The five-field cron expressions of wrangler.toml's top-level [triggers], matched in UTC as
// Cloudflare does, so the local service can fire them on the production schedule.

/** The `crons` list of the top-level `[triggers]` table (environment tables are not read). */
export function parseCrons(toml) {
  const section = /^\[triggers\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml);
  const list = section && /crons\s*=\s*\[([^\]]*)\]/.exec(section[1]);
  return list ? [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
}

function fieldMatches(field, value, min) {
  return field.split(",").some((part) => {
    const [range, stepText] = part.split("/");
    const step = stepText ? Number(stepText) : 1;
    let low = min;
    let high = Number.MAX_SAFE_INTEGER;
    if (range !== "*") {
      const [a, b] = range.split("-").map(Number);
      low = a;
      high = b ?? (stepText ? Number.MAX_SAFE_INTEGER : a);
    }
    return value >= low && value <= high && (value - low) % step === 0;
  });
}

/** Whether `cron` (minute hour day-of-month month day-of-week) fires in the minute of `date`. */
export function cronMatches(cron, date) {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  return (
    fieldMatches(minute, date.getUTCMinutes(), 0) &&
    fieldMatches(hour, date.getUTCHours(), 0) &&
    fieldMatches(day, date.getUTCDate(), 1) &&
    fieldMatches(month, date.getUTCMonth() + 1, 1) &&
    fieldMatches(weekday, date.getUTCDay(), 0)
  );
}
