// Replays one labelled chat through the offline extractor, for scripts/train-disclosure.mjs:
// each turn of the chosen speaker with its disclosure features and label, and the score
// (precision of the facts against the labelled turns, recall of the labelled observations)
// a given model reaches. The chats are ours (scripts/disclosure/chats), in LoCoMo's shape.
import { planCandidate } from "../../src/facts/consolidate";
import { disclosureFeatures, type DisclosureModel } from "../../src/facts/disclosure";
import { extractFacts } from "../../src/facts/extract";
import { loadLanguage, taggedSentences } from "../../src/facts/nlp";
import type { Fact } from "../../src/facts/types";

interface Turn {
  speaker: string;
  dia_id: string;
  text: string;
  /** LoCoMo's shared photos: said as the bench says them ("[shares a photo of ...]"). */
  blip_caption?: string;
}
export interface Chat {
  conversation: Record<string, unknown> & { speaker_a: string; speaker_b: string };
  observation: Record<string, Record<string, Array<[string, string]>>>;
}
export interface Row {
  dia_id: string;
  label: number;
  features: Record<string, number>;
}

function sessionDate(raw: string): number {
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s*on\s*(\d{1,2})\s+(\w+),?\s+(\d{4})/i.exec(raw);
  if (!m) throw new Error(`bad session date: ${raw}`);
  const hour = (Number(m[1]) % 12) + (m[3]?.toLowerCase() === "pm" ? 12 : 0);
  return Date.parse(`${m[5]} ${m[4]}, ${m[6]} ${String(hour).padStart(2, "0")}:${m[2]}:00 UTC`);
}

export const load = loadLanguage;

/** The speaker's turns as rows, and the facts/naive score under `model` (null: the rules alone). */
export function replay(chat: Chat, speaker: "a" | "b", model: DisclosureModel | null) {
  const conv = chat.conversation;
  const name = speaker === "a" ? conv.speaker_a : conv.speaker_b;
  const observations = Object.values(chat.observation).flatMap((s) =>
    (s[name] ?? []).map(([, ev]) =>
      String(ev)
        .split(/[;,\s]+/)
        .filter(Boolean),
    ),
  );
  const evidence = new Set(observations.flat());
  const keys = Object.keys(conv)
    .filter((k) => /^session_\d+$/.test(k))
    .sort((a, b) => Number(a.split("_")[1]) - Number(b.split("_")[1]));
  const rows: Row[] = [];
  const store: Fact[] = [];
  const naive: string[] = [];
  const seqToDia = new Map<number, string>();
  let id = 0;
  for (const key of keys) {
    const base = sessionDate(String(conv[`${key}_date_time`]));
    (conv[key] as Turn[]).forEach((turn, i) => {
      if (turn.speaker !== name) return;
      const text = turn.blip_caption ? `${turn.text} [shares ${turn.blip_caption}]` : turn.text;
      const statement = {
        conversation_id: "chat",
        seq: rows.length + 1,
        content: text,
        created_at: new Date(base + i * 1000).toISOString(),
      };
      seqToDia.set(statement.seq, turn.dia_id);
      const read = extractFacts([statement], null);
      rows.push({
        dia_id: turn.dia_id,
        label: evidence.has(turn.dia_id) ? 1 : 0,
        features: disclosureFeatures(taggedSentences(text), text, read.length),
      });
      if (/\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|our)\b/i.test(text)) naive.push(turn.dia_id);
      for (const candidate of model ? extractFacts([statement], model) : read) {
        const versions = store.filter((f) => f.topic === candidate.topic && f.status !== "retracted");
        for (const change of planCandidate(versions, candidate, String(++id), new Date(0).toISOString()).changes) {
          if (change.kind === "insert") store.push(change.fact);
          else Object.assign(store.find((f) => f.id === change.id) ?? {}, change.patch);
        }
      }
    });
  }
  const score = (cited: string[][]) => {
    const all = new Set(cited.flat());
    const precision = cited.filter((c) => c.some((d) => evidence.has(d))).length / Math.max(1, cited.length);
    const recall = observations.filter((o) => o.some((d) => all.has(d))).length / Math.max(1, observations.length);
    return { precision, recall, f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0 };
  };
  const factCites = store.map((f) => f.sources.map((s) => seqToDia.get(s.seq) ?? ""));
  return { rows, facts: score(factCites), naive: score(naive.map((d) => [d])) };
}
