/**
 * Relative time in a statement ("two months ago", "last week", "since 2019", "this year", "in
 * March") resolved against the message's created_at. A statement about the past or present looks
 * back ("in March" is the last March); a plan looks forward ("in March" is the next one).
 */
export interface ResolvedTime {
  /** The words matched, as they appear in the clause. */
  phrase: string;
  /** When the fact started (since / a past point) or when it is due (a plan). */
  at: string;
  /** The absolute time as text: "on 3 May 2026", "in May 2026", "since 2019". */
  label: string;
  since: boolean;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
/** Day names as people write them: "Friday", "Fri", "Tues". */
const DAY_NAMES = "sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues|tue|wed|thurs|thur|thu|fri|sat";
const dayIndex = (name: string) => DAYS.findIndex((d) => d.startsWith(name.slice(0, 3)));
const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  "a few": 3,
  few: 3,
  "a couple of": 2,
  "a couple": 2,
  several: 3,
};
const COUNT = `(\\d{1,3}|a couple of|a couple|a few|several|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const UNIT = `(day|week|month|year|weekend)s?`;
const MONTH = `(${MONTHS.join("|")}|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)`;
const NTH = `(\\d{1,2})(?:st|nd|rd|th)?`;
/** A day of a month as people write it: "the 1st of June", "June 1st", "4 May 2025". */
const DAY_OF_MONTH = [
  `(?:on )?(?:the )?${NTH} of ${MONTH}(?:,? (\\d{4}))?`,
  `(?:on )?${MONTH} ${NTH}(?:,? (\\d{4}))?`,
  `(?:on )?${NTH} ${MONTH}(?:,? (\\d{4}))?`,
];

type Granularity = "day" | "week" | "month" | "year";
const DAY_MS = 86_400_000;

function shift(base: Date, unit: string, n: number): Date {
  const d = new Date(base.getTime());
  if (unit === "day") d.setUTCDate(d.getUTCDate() + n);
  else if (unit === "week" || unit === "weekend") d.setUTCDate(d.getUTCDate() + 7 * n);
  else if (unit === "month") d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCFullYear(d.getUTCFullYear() + n);
  return d;
}

function startOf(d: Date, g: Granularity): Date {
  const y = d.getUTCFullYear();
  if (g === "year") return new Date(Date.UTC(y, 0, 1));
  if (g === "month") return new Date(Date.UTC(y, d.getUTCMonth(), 1));
  const day = new Date(Date.UTC(y, d.getUTCMonth(), d.getUTCDate()));
  if (g === "week") day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

function label(d: Date, g: Granularity, since: boolean): string {
  const month = MONTHS[d.getUTCMonth()] ?? "";
  const m = `${month.charAt(0).toUpperCase()}${month.slice(1)}`;
  const y = d.getUTCFullYear();
  const text = g === "year" ? `${y}` : g === "month" ? `${m} ${y}` : `${d.getUTCDate()} ${m} ${y}`;
  if (since) return `since ${text}`;
  return g === "year" || g === "month" ? `in ${text}` : g === "week" ? `in the week of ${text}` : `on ${text}`;
}

const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));

/** One expression's point in time, or null. `forward`: a plan's "in March" is the next March. */
function point(expr: string, base: Date, forward: boolean): { at: Date; g: Granularity } | null {
  let m: RegExpExecArray | null;
  if (/^(?:yesterday|last night)$/.test(expr)) return { at: shift(startOf(base, "day"), "day", -1), g: "day" };
  if (/^(?:today|tonight|this morning|this evening|this afternoon)$/.test(expr)) return { at: startOf(base, "day"), g: "day" };
  if (expr === "tomorrow") return { at: shift(startOf(base, "day"), "day", 1), g: "day" };
  if ((m = new RegExp(`^${COUNT} ${UNIT} ago$`).exec(expr))) {
    const unit = m[2] ?? "day";
    const g: Granularity = unit === "weekend" ? "week" : (unit as Granularity);
    return {
      at: startOf(shift(base, unit, -(NUMBERS[m[1] ?? ""] ?? Number(m[1]))), g === "year" ? "month" : g),
      g: g === "year" ? "month" : g,
    };
  }
  if ((m = new RegExp(`^(last|past|this|next) ${UNIT}$`).exec(expr))) {
    const unit = m[2] ?? "week";
    const g: Granularity = unit === "weekend" ? "week" : (unit as Granularity);
    const n = m[1] === "next" ? 1 : m[1] === "this" ? 0 : -1;
    return { at: startOf(shift(base, unit, n), g), g };
  }
  if ((m = new RegExp(`^(?:last|on|this past) (${DAY_NAMES})$`).exec(expr))) {
    const day = dayIndex(m[1] ?? "");
    const back = (base.getUTCDay() - day + 7) % 7 || 7;
    return { at: shift(startOf(base, "day"), "day", -back), g: "day" };
  }
  const day = dayOfMonth(expr, base, forward);
  if (day) return { at: day, g: "day" };
  if ((m = new RegExp(`^(?:in |back in |early |late |mid )?${MONTH}(?: (\\d{4}))?$`).exec(expr))) {
    const month = monthIndex(m[1] ?? "");
    let year = m[2] ? Number(m[2]) : base.getUTCFullYear();
    if (!m[2] && !forward && month > base.getUTCMonth()) year -= 1;
    if (!m[2] && forward && month < base.getUTCMonth()) year += 1;
    return { at: new Date(Date.UTC(year, month, 1)), g: "month" };
  }
  if ((m = /^(?:in |back in )?((?:19|20)\d{2})$/.exec(expr))) return { at: new Date(Date.UTC(Number(m[1]), 0, 1)), g: "year" };
  return null;
}

/**
 * "the 12th of December", "June 1st": without a year, the occurrence nearest the message (a plan:
 * the next one), so that a date still to come is not read as last year's.
 */
function dayOfMonth(expr: string, base: Date, forward: boolean): Date | null {
  for (const [k, form] of DAY_OF_MONTH.entries()) {
    const m = new RegExp(`^${form}$`).exec(expr);
    if (!m) continue;
    const [dayText, monthText] = k === 1 ? [m[2], m[1]] : [m[1], m[2]];
    const day = Number(dayText);
    const month = monthIndex(monthText ?? "");
    if (day < 1 || day > 31 || month < 0) return null;
    if (m[3]) return new Date(Date.UTC(Number(m[3]), month, day));
    const y = base.getUTCFullYear();
    const options = [y - 1, y, y + 1].map((year) => new Date(Date.UTC(year, month, day)));
    const pool = forward ? options.filter((d) => d.getTime() >= startOf(base, "day").getTime()) : options;
    return pool.reduce((a, b) => (Math.abs(b.getTime() - base.getTime()) < Math.abs(a.getTime() - base.getTime()) ? b : a));
  }
  return null;
}

const POINT = [
  "yesterday",
  "last night",
  "today",
  "tonight",
  "this morning",
  "this evening",
  "this afternoon",
  "tomorrow",
  `${COUNT} ${UNIT} ago`,
  `(?:last|past|this|next) ${UNIT}`,
  `(?:last|on|this past) (?:${DAY_NAMES})`,
  ...DAY_OF_MONTH,
  `(?:in |back in |early |late |mid )?${MONTH}(?: \\d{4})?`,
  `(?:in |back in )?(?:19|20)\\d{2}`,
]
  .join("|")
  // Groups inside a point stay uncaptured: the expression's own groups say which form matched.
  .replace(/\((?!\?)/g, "(?:");
const EXPRESSION = new RegExp(
  `\\b(?:(?:ever )?since (?:about |around |roughly )?(${POINT})|for (?:about |around |the past |the last )?(${`${COUNT} ${UNIT}`.replace(/\((?!\?)/g, "(?:")})|(${POINT}))\\b(?!['’]s\\b)`,
  "i",
);

/** The first time expression of a clause, resolved; null when it has none. */
export function resolveTime(clause: string, createdAt: string, forward = false): ResolvedTime | null {
  const base = new Date(createdAt);
  if (Number.isNaN(base.getTime())) return null;
  const m = EXPRESSION.exec(clause);
  if (!m) return null;
  const phrase = m[0];
  if (m[1]) {
    const p = point(m[1].toLowerCase(), base, false);
    return p ? { phrase, at: p.at.toISOString(), label: label(p.at, p.g === "week" ? "day" : p.g, true), since: true } : null;
  }
  if (m[2]) {
    // "for two years" on a present state: since two years before the statement.
    const d = new RegExp(`^${COUNT} ${UNIT}$`, "i").exec(m[2]);
    if (!d) return null;
    const unit = (d[2] ?? "year").toLowerCase();
    const start = shift(base, unit, -(NUMBERS[(d[1] ?? "").toLowerCase()] ?? Number(d[1])));
    const g: Granularity = unit === "day" || unit === "week" ? "day" : "month";
    return { phrase, at: startOf(start, g).toISOString(), label: label(startOf(start, g), g, true), since: true };
  }
  const p = point((m[3] ?? "").toLowerCase(), base, forward);
  if (!p) return null;
  // A point after the statement only makes sense for a plan.
  if (!forward && p.at.getTime() > base.getTime() + DAY_MS) return null;
  return { phrase, at: p.at.toISOString(), label: label(p.at, p.g, false), since: false };
}
