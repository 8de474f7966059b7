/**
 * Dates named in a query ("in May 2023", "on 8 May 2023", "2023-05-08", "in 2022") become a
 * time hint: results dated inside it are ranked up (never filtered: "what did I say in May"
 * may well be answered by a later turn). Relative phrases need a reference date the service
 * does not have for backfilled history, so they are left alone.
 */
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join("|")})\\.?`;

export interface TimeHint {
  from: string;
  to: string;
}

const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));

function dayRange(year: number, month: number, day: number): TimeHint | null {
  const start = Date.UTC(year, month, day);
  const check = new Date(start);
  if (check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000 - 1).toISOString() };
}

function monthRange(year: number, month: number): TimeHint {
  return { from: new Date(Date.UTC(year, month, 1)).toISOString(), to: new Date(Date.UTC(year, month + 1, 1) - 1).toISOString() };
}

function yearRange(year: number): TimeHint {
  return { from: new Date(Date.UTC(year, 0, 1)).toISOString(), to: new Date(Date.UTC(year + 1, 0, 1) - 1).toISOString() };
}

/** The most specific date the query names, if any. */
export function timeHint(query: string): TimeHint | null {
  const iso = /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/.exec(query);
  if (iso) return dayRange(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const dayMonthYear = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+((?:19|20)\\d{2})\\b`, "i").exec(query);
  if (dayMonthYear) return dayRange(Number(dayMonthYear[3]), monthIndex(dayMonthYear[2] ?? ""), Number(dayMonthYear[1]));
  const monthDayYear = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\b`, "i").exec(query);
  if (monthDayYear) return dayRange(Number(monthDayYear[3]), monthIndex(monthDayYear[1] ?? ""), Number(monthDayYear[2]));
  const monthYear = new RegExp(`\\b${MONTH},?\\s+((?:19|20)\\d{2})\\b`, "i").exec(query);
  if (monthYear) return monthRange(Number(monthYear[2]), monthIndex(monthYear[1] ?? ""));
  const year = /\b(?:in|during|since|of|from)\s+((?:19|20)\d{2})\b/i.exec(query);
  if (year) return yearRange(Number(year[1]));
  return null;
}
