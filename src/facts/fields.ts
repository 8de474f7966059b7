import { isCityName } from "./cities";
import { capitalize } from "./distill";
import type { Statement } from "./statement-words";

/** A fact read from a labelled field, with the line it came from. */
export type FieldReading = Pick<Statement, "type" | "topic" | "value" | "text" | "change"> & { line: string };

/**
 * "City: Kidderminster", "Job: Optical assistant", "Update — City: Stranraer": the fields of a
 * profile pasted into a message. Only fields whose value is checked are read: a city by name
 * (a template's "Anytown" is none), a job that is no placeholder ("Your job title").
 */
const FIELD =
  /(?:^|\n|[—–]\s*|\bupdate\s*[:—–-]\s*)(city|town|location|based in|job title|job|role|occupation|position)\s*:\s*([^\n.;,!?]{2,60})/gi;
const PLACEHOLDER = /\b(?:your|xxx|tbc|n\/a|example|sample|enter|insert|anytown|anywhere|somewhere|city name|town name)\b|\[|</i;

export function fieldReadings(content: string): FieldReading[] {
  const out: FieldReading[] = [];
  for (const match of content.matchAll(FIELD)) {
    const key = (match[1] ?? "").toLowerCase();
    const value = (match[2] ?? "").trim();
    if (!value || PLACEHOLDER.test(value)) continue;
    const line = match[0].replace(/^[\n—–\s]+/, "").trim();
    const change = /update/i.test(match[0]);
    if (/^(?:city|town|location|based in)$/.test(key)) {
      // A labelled city may be a town too small for the list, if it is written as a name.
      if (!isCityName(value.toLowerCase()) && !/^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}$/u.test(value)) continue;
      out.push({ type: "profile", topic: "home_city", value, text: `Lives in ${value}`, change, line });
    } else if (value.split(/\s+/).length <= 6) {
      out.push({
        type: "profile",
        topic: "occupation",
        value: value.toLowerCase(),
        text: capitalize(`works as ${value.toLowerCase()}`),
        change,
        line,
      });
    }
  }
  return out;
}
