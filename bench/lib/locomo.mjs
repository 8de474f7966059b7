// The shared LoCoMo conversation (benchmarks only, never the product). It sits next to the
// checkout (../shared) or one level further up from a git worktree; LOCOMO_DATA overrides.
import { existsSync, readFileSync } from "node:fs";

const CANDIDATES = [
  new URL("../../../shared/bench/locomo-conv-26.json", import.meta.url),
  new URL("../../../../shared/bench/locomo-conv-26.json", import.meta.url),
];

/** The head of a LoCoMo benchmark's result file: when it ran, on which data, and how (`setup`). */
export const locomoResultHead = (setup) => ({
  generated_at: new Date().toISOString(),
  setup: { data: "LoCoMo conv-26 (shared/bench/locomo-conv-26.json)", ...setup },
});

/** A turn as the message content an agent would have sent: its text, plus the image caption if any. */
export const turnContent = (turn) => (turn.blip_caption ? `${turn.text} [shares a photo: ${turn.blip_caption}]` : turn.text);

/** Where the LoCoMo file is: LOCOMO_DATA, else beside the checkout or the worktree. */
export function locomoPath() {
  const path = process.env.LOCOMO_DATA ?? CANDIDATES.find((url) => existsSync(url));
  if (!path) throw new Error("LoCoMo data not found: put it in ../shared/bench/ or set LOCOMO_DATA");
  return path;
}

/** The first LoCoMo sample, and its session numbers in order. */
export function loadLocomo() {
  const [sample] = JSON.parse(readFileSync(locomoPath(), "utf8"));
  const conv = sample.conversation;
  const sessions = Object.keys(conv)
    .map((k) => /^session_(\d+)$/.exec(k))
    .filter((m) => m && Array.isArray(conv[m[0]]))
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  return { sample, conv, sessions };
}

/**
 * Appends one turn as a live agent would (the first speaker as the user, the other as the
 * assistant), with the speaker's name when `name` and `metadata` when given; the benches that
 * replay the conversation turn by turn share it so their messages cannot drift apart.
 */
export async function appendTurn(api, { conversation, user }, conv, turn, { name = false, metadata } = {}) {
  const role = turn.speaker === conv.speaker_a ? "user" : "assistant";
  const content = turnContent(turn);
  const appended = await api.post(`/v1/conversations/${conversation}/messages`, {
    user_id: user,
    messages: [{ role, ...(name ? { name: turn.speaker } : {}), content, ...(metadata ? { metadata } : {}) }],
  });
  return { seq: appended.last_seq, role, content };
}

/**
 * Replays the conversation's sessions turn by turn (names on when `name`), each turn's dia_id in
 * its metadata, waiting after each session until its summary job is done, as a live agent's
 * conversation would have it; the turns with their seqs, for the benches that score them.
 */
export async function replaySessions(api, target, conv, sessions, { name, waitFor, waitOptions }) {
  const turns = [];
  for (const n of sessions) {
    for (const turn of conv[`session_${n}`]) {
      const { seq, content } = await appendTurn(api, target, conv, turn, { name, metadata: { dia_id: turn.dia_id } });
      turns.push({ seq, dia: turn.dia_id, speaker: turn.speaker, content });
    }
    await waitFor(
      async () => (await api.get(`/v1/conversations/${target.conversation}`)).job === null,
      `summary of session ${n}`,
      waitOptions,
    );
  }
  return turns;
}
