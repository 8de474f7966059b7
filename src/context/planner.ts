import { messageCost, splitTurn, toolUnits } from "./assemble";
import { MESSAGE_OVERHEAD_TOKENS } from "./tokens";
import type { StoredMessage } from "../conversations/messages";
import { UNBUDGETED_RETRIEVAL_RESULTS, type ContextBudget } from "./budget";

/**
 * The budget planner: which items of each layer a context sends under `budget_tokens`. Pure:
 * the caller gathers candidates (the Durable Object's shaped context, search results, user
 * facts) and renders what the plan keeps.
 *
 * Always sent (or the request is refused): pinned instructions and working state, the pinned
 * task, system messages, and the turn being answered whole (from the newest user message on,
 * tool calls and results included). Then the summary, user facts, retrieval ranked by
 * relevance (neighbouring turns after the ranked hits), and older recent turns newest first.
 */
export type LayerKind = "pinned" | "working_state" | "user_facts" | "summary" | "retrieval" | "recent";

export interface Layer {
  kind: LayerKind;
  token_count: number;
  items: string[];
}

export interface PlanItem {
  id: string;
  tokens: number;
  /** False when the item says nothing about the query: it then waits until retrieval is done. */
  relevant?: boolean;
}

export interface RetrievalCandidate extends PlanItem {
  /** Seqs of this conversation the item shows (a message hit, a summary's range). */
  seqs: number[];
  /** A turn next to a ranked hit: considered only after every ranked hit. */
  neighbour?: boolean;
}

export interface PlanInput {
  budget: number | null;
  shares: ContextBudget;
  pinned: PlanItem[];
  workingState: PlanItem[];
  /** The first user turn, already cut to `task_max_share` by the caller. */
  task: PlanItem | null;
  /** Seed 002's summary, when there is one. */
  summary: PlanItem | null;
  /** The strategy's messages, oldest first (synthetic summaries have seq < 0). */
  messages: StoredMessage[];
  /** Ranked best first; null when retrieval did not run. */
  retrieval: RetrievalCandidate[] | null;
  userFacts: PlanItem[] | null;
  /** Tokens the rendering adds (section headings, legend): counted as must-send. */
  frameTokens?: number;
  /**
   * What the summary, each user fact and each retrieved item costs beyond its own tokens: a
   * message's framing in JSON (the client may send each as a message; the default), a line
   * break when rendered as a line of the system message.
   */
  itemOverhead?: number;
}

export interface Plan {
  layers: Layer[];
  messages: StoredMessage[];
  summary: boolean;
  task: boolean;
  retrieval: RetrievalCandidate[];
  userFacts: PlanItem[];
  tokenCount: number;
}

export class BudgetTooSmallError extends Error {
  constructor(
    readonly requiredTokens: number,
    readonly budgetTokens: number,
  ) {
    super(
      `budget_tokens ${budgetTokens} is below the ${requiredTokens} tokens that must be sent (pinned instructions, working state, the task and the turn being answered); raise budget_tokens to at least ${requiredTokens}`,
    );
    this.name = "BudgetTooSmallError";
  }
}

const unitCost = (unit: StoredMessage[]) => unit.reduce((sum, m) => sum + messageCost(m), 0);
const sum = (items: PlanItem[]) => items.reduce((total, item) => total + item.tokens, 0);
const seqId = (m: StoredMessage) => (m.seq < 0 ? `summary:${String(m.metadata?.synthetic ?? "strategy")}` : `seq:${m.seq}`);

export function planContext(input: PlanInput): Plan {
  const budget = input.budget ?? Number.POSITIVE_INFINITY;
  const overhead = input.itemOverhead ?? MESSAGE_OVERHEAD_TOKENS;
  const itemCost = (tokens: number) => tokens + overhead;
  const units = toolUnits(input.messages);
  const system = units.filter((u) => u.some((m) => m.role === "system"));
  const synthetic = units.filter((u) => !system.includes(u) && u.every((m) => m.seq < 0));
  const { turn, older } = splitTurn(units.filter((u) => !system.includes(u) && !synthetic.includes(u)));

  const must =
    sum(input.pinned) +
    sum(input.workingState) +
    (input.task ? input.task.tokens : 0) +
    system.reduce((s, u) => s + unitCost(u), 0) +
    turn.reduce((s, u) => s + unitCost(u), 0) +
    (input.frameTokens ?? 0);
  if (must > budget) throw new BudgetTooSmallError(must, budget);
  let left = budget - must;
  const retrieving = input.retrieval !== null && input.retrieval.length > 0;

  const summaryCap = retrieving ? Math.floor(budget * input.shares.summary_share) : Number.POSITIVE_INFINITY;
  const summaryCost = (input.summary ? itemCost(input.summary.tokens) : 0) + synthetic.reduce((s, u) => s + unitCost(u), 0);
  // Retrieving, a summary or fact that says nothing about the query waits for what retrieval leaves.
  const waits = (item: PlanItem | null) => retrieving && item?.relevant === false;
  let keepSummary = false;
  const placeSummary = () => {
    keepSummary = summaryCost > 0 && summaryCost <= left && summaryCost <= summaryCap;
    if (keepSummary) left -= summaryCost;
  };
  if (!waits(input.summary)) placeSummary();

  const facts: PlanItem[] = [];
  let factsLeft = Math.floor(budget * input.shares.user_facts_share);
  const placeFacts = (later: boolean) => {
    for (const fact of input.userFacts ?? []) {
      const cost = itemCost(fact.tokens);
      if (waits(fact) !== later || cost > Math.min(left, factsLeft)) continue;
      facts.push(fact);
      factsLeft -= cost;
      left -= cost;
    }
  };
  placeFacts(false);

  // Older recent turns keep a reserve (their share, or what they cost if less); retrieval
  // gets the rest, then older turns get whatever retrieval left.
  const olderCost = older.reduce((s, u) => s + unitCost(u), 0);
  const recentReserve = retrieving ? Math.min(olderCost, Math.floor(budget * input.shares.recent_share), left) : left;
  const chosen: RetrievalCandidate[] = [];
  const candidates = (input.retrieval ?? []).slice(0, input.budget === null ? UNBUDGETED_RETRIEVAL_RESULTS : undefined);
  // What the context sends as messages is never retrieved again; a hit among the older turns
  // counts as retrieved until those turns are placed, and is then given back to retrieval.
  const sent = new Set([...system, ...turn].flat().map((m) => m.seq));
  const shown = (c: RetrievalCandidate) => c.seqs.length > 0 && c.seqs.every((s) => sent.has(s));
  const fillRetrieval = (room: number): number => {
    let used = 0;
    for (const pass of [false, true]) {
      for (const c of candidates) {
        if (Boolean(c.neighbour) !== pass || chosen.includes(c) || shown(c)) continue;
        const cost = itemCost(c.tokens);
        if (used + cost > room) continue;
        chosen.push(c);
        used += cost;
      }
    }
    return used;
  };
  left -= fillRetrieval(left - recentReserve);

  const keptOlder: StoredMessage[][] = [];
  for (let i = older.length - 1; i >= 0; i -= 1) {
    const unit = older[i];
    if (!unit || unitCost(unit) > left) break;
    keptOlder.unshift(unit);
    left -= unitCost(unit);
  }
  for (const m of keptOlder.flat()) sent.add(m.seq);
  for (const c of chosen.filter(shown)) {
    chosen.splice(chosen.indexOf(c), 1);
    left += itemCost(c.tokens);
  }
  // Turns not sent, and hits the recent turns turned out to show: retrieval may use their room.
  if (retrieving) left -= fillRetrieval(left);
  if (waits(input.summary)) placeSummary();
  placeFacts(true);

  const kept = new Set([...system, ...(keepSummary ? synthetic : []), ...keptOlder, ...turn]);
  const messages = units.filter((u) => kept.has(u)).flat();
  const recentMessages = [...keptOlder, ...turn].flat();
  const rank = new Map(candidates.map((c, i) => [c, i]));
  chosen.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));

  const layers: Layer[] = [
    {
      kind: "pinned",
      // The rendering's own headings and legend are counted here: they are sent with the pinned part.
      token_count: sum(input.pinned) + (input.task?.tokens ?? 0) + system.reduce((s, u) => s + unitCost(u), 0) + (input.frameTokens ?? 0),
      items: [...input.pinned.map((p) => p.id), ...(input.task ? [input.task.id] : []), ...system.flat().map(seqId)],
    },
    { kind: "working_state", token_count: sum(input.workingState), items: input.workingState.map((w) => w.id) },
  ];
  if (input.userFacts)
    layers.push({ kind: "user_facts", token_count: facts.reduce((s, f) => s + itemCost(f.tokens), 0), items: facts.map((f) => f.id) });
  layers.push(
    {
      kind: "summary",
      token_count: keepSummary ? summaryCost : 0,
      items: keepSummary ? [...(input.summary ? [input.summary.id] : []), ...synthetic.flat().map(seqId)] : [],
    },
    { kind: "retrieval", token_count: chosen.reduce((s, c) => s + itemCost(c.tokens), 0), items: chosen.map((c) => c.id) },
    { kind: "recent", token_count: recentMessages.reduce((s, m) => s + messageCost(m), 0), items: recentMessages.map(seqId) },
  );
  return {
    layers,
    messages,
    summary: keepSummary,
    task: input.task !== null,
    retrieval: chosen,
    userFacts: facts,
    tokenCount: layers.reduce((s, l) => s + l.token_count, 0),
  };
}

/**
 * The plan's layers once rendered: the rendering's headings were planned with an estimate, and
 * the pinned layer (which carries them) takes the difference, so the layers sum to what the
 * rendered answer costs.
 */
export function withRenderedCost(plan: Plan, renderedTokens: number): Plan {
  const layers = plan.layers.map((l) =>
    l.kind === "pinned" ? { ...l, token_count: Math.max(0, l.token_count + renderedTokens - plan.tokenCount) } : l,
  );
  return { ...plan, layers, tokenCount: layers.reduce((s, l) => s + l.token_count, 0) };
}

/**
 * Messages of the history neither in the context nor covered by a summary (nor shown by the
 * task or a retrieved item): what the model can no longer see in any form.
 */
export function droppedCount(historyCount: number, shown: Iterable<number>, covered: { from: number; to: number } | null): number {
  const seen = new Set<number>();
  for (const seq of shown) if (seq >= 0 && seq < historyCount) seen.add(seq);
  if (covered) for (let seq = Math.max(0, covered.from); seq <= Math.min(covered.to, historyCount - 1); seq += 1) seen.add(seq);
  return historyCount - seen.size;
}
