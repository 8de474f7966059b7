import type { CallerScope, ContextOutcome } from "../conversations/outcomes";
import type { ConversationContract } from "../conversations/contract";
import { EngramError } from "../lib/errors";
import type { RetrievedItem } from "../search/query";
import { plannedSection, type UserFactsSection } from "../facts/context-section";
import { RETRIEVAL_TOKENS_PER_RESULT, UNBUDGETED_RETRIEVAL_RESULTS } from "./budget";
import { reportCompaction } from "./compaction-report";
import { applyExpansions } from "./expansion-fit";
import { fitCandidates } from "./fit";
import type { Expansion, InjectedItem } from "./items";
import { parseMemoryRef } from "./memory-ref";
import {
  BudgetTooSmallError,
  droppedCount,
  planContext,
  withRenderedCost,
  type Plan,
  type PlanItem,
  type RetrievalCandidate,
} from "./planner";
import type { ContextReaders, Recalled } from "./recall";
import { speakingTo } from "./relevance";
import { frameTokens, openAiTokens, renderOpenAi, renderText, retrievedLine, type OpenAiMessage, type RenderInput } from "./render";
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from "./tokens";

export interface PlannedParams {
  budget: number | null;
  query?: string;
  format: "json" | "openai" | "text" | "anthropic";
  /** The inspector's read: no autocompact job is reserved. */
  preview?: boolean;
}

export interface ServedContext {
  context: ContextOutcome;
  plan: Plan;
  injected: InjectedItem[];
  retrieved: RetrievedItem[];
  retrieval: Recalled["retrieval"] | null;
  droppedMessages: number;
  /** The planned messages with the chosen placeholders expanded. */
  messages: Plan["messages"];
  tokenCount: number;
  expansions: Expansion[];
  rendered: { messages: OpenAiMessage[]; text: string; tokenCount: number } | null;
  /** The user layer as planned: the user's current facts that fit their share. */
  userFacts: UserFactsSection | null;
}

/** The planned read (every context but a cache-stable one): what the object answered, and the caller. */
export interface PlannedRead {
  conversationId: string;
  shaped: ContextOutcome;
  factsLayer: Parameters<typeof plannedSection>[0];
  /** The pinned task as cut for this read (taskItem). */
  task: InjectedItem | null;
  stub: ConversationContract;
  scope: CallerScope;
}

const MAX_SEARCH_RESULTS = 100;
/** A line of the rendered system message costs its text and its line break. */
const RENDERED_LINE_TOKENS = 1;
/** Re-plans of a rendered context at most, and how close under the budget is close enough. */
const MAX_PLAN_ATTEMPTS = 5;
const FIT_SLACK_TOKENS = 8;

const candidateOf = (result: RetrievedItem, conversationId: string, rendered: boolean): RetrievalCandidate => ({
  id: result.key,
  // Rendered, an item is its quoted line; in JSON, its own text.
  tokens: rendered ? countTokens(retrievedLine(result, false)) : result.token_count,
  seqs: result.sources.filter((s) => s.conversation_id === conversationId).map((s) => s.seq),
});

/**
 * The planned read: the strategy's candidates cut to the budget (fitCandidates), recall for
 * the query (given, or the newest user turn), the planner's shares, the placeholders the turn
 * needs expanded, the chosen format rendered (re-planned until the rendering fits).
 */
export async function servePlanned(
  params: PlannedParams,
  { conversationId, shaped, factsLayer, task: pinnedTask, stub, scope }: PlannedRead,
  readers: ContextReaders,
): Promise<ServedContext> {
  // The planner's first step: the strategy's messages cut to the budget, in the strategy's order.
  const context = { ...shaped, ...fitCandidates(shaped, params.budget) };
  if (context.compaction) {
    const read = { conversationId, preview: params.preview ?? false, stub, scope };
    // Logged as the steps counted them: the messages alone, the injected items aside.
    const messageTokens = context.tokenCount - context.injected.reduce((sum, i) => sum + i.token_count, 0);
    context.compaction = await reportCompaction(context.compaction, messageTokens, read);
  }
  // Rendered, the user layer costs its header once; each fact, its quoted line.
  const userFacts = factsLayer
    ? factsLayer.items.map((i, n) => ({
        id: i.fact.id,
        tokens: i.tokens + (n === 0 ? factsLayer.headerTokens : 0),
        text: `${i.fact.topic} ${i.fact.text}`,
      }))
    : null;
  const shares = context.contextBudget;
  const newest = context.messages.at(-1);
  // An offloaded user turn is searched by its description, not by its placeholder.
  const newestText = newest?.content ? (parseMemoryRef(newest.content.trim())?.description ?? newest.content) : null;
  const autoQuery = !params.query && shares.auto_retrieval && newest?.role === "user" ? newestText : null;
  // A conversation never written has no owner yet: there is nobody's history to search.
  const query = context.userId === null ? null : (params.query ?? autoQuery);
  const task = pinnedTask && !context.messages.some((m) => m.seq === context.task?.seq) ? pinnedTask : null;
  const injected = [...context.injected, ...(task ? [task] : [])];
  const recalled =
    query && context.userId !== null
      ? await readers.recall({
          userId: context.userId,
          query,
          summary: context.summary,
          messages: context.messages,
          limit:
            params.budget === null
              ? UNBUDGETED_RETRIEVAL_RESULTS
              : Math.min(MAX_SEARCH_RESULTS, Math.max(8, Math.ceil(params.budget / RETRIEVAL_TOKENS_PER_RESULT))),
          // The pinned task is sent as it is: never as a retrieved item.
          skip: (r) =>
            task !== null &&
            r.sources.length === 1 &&
            `seq:${r.sources[0]?.seq}` === task.id &&
            r.sources[0]?.conversation_id === conversationId,
          shown: new Set([...context.messages.map((m) => m.seq), ...(context.task ? [context.task.seq] : [])]),
          delayNeighbours: false,
        })
      : null;
  const results = recalled?.results ?? null;
  // The query's words as recall read them, once.
  const relevant = recalled ? speakingTo(recalled.terms.stems) : () => true;
  const summaryItem = context.summary
    ? { id: `summary:${context.summary.memoryId}`, tokens: context.summary.tokenCount, relevant: relevant(context.summary.text) }
    : null;
  const factItems = userFacts && userFacts.length > 0 ? userFacts.map(({ text, ...f }) => ({ ...f, relevant: relevant(text) })) : null;
  const byKey = new Map((results ?? []).map((r) => [r.key, r]));
  const item = (i: InjectedItem, n: number): PlanItem => ({ id: i.id ?? i.key ?? `${i.type}:${n}`, tokens: i.token_count });

  // The tiered strategy plans under its own limit (seed 004's threshold) even without budget_tokens.
  const planBudget = context.compaction ? context.compaction.budget_tokens : params.budget;
  let withTask = task !== null;
  // Priced once: the plan may be redone a few times to fit the rendered form.
  const pinned = context.injected.filter((i) => i.type === "pinned_instruction").map(item);
  const workingState = context.injected.filter((i) => i.type !== "pinned_instruction").map(item);
  const candidates = results ? results.map((r) => candidateOf(r, conversationId, params.format !== "json")) : null;
  const planFor = (frame: number) =>
    planContext({
      budget: planBudget,
      shares,
      pinned,
      workingState,
      task: task && withTask ? { id: task.id ?? "task", tokens: task.token_count } : null,
      summary: summaryItem,
      messages: context.messages,
      retrieval: candidates,
      userFacts: factItems,
      frameTokens: frame,
      // Rendered, the summary, facts and retrieved items are lines of the system message.
      itemOverhead: params.format === "json" ? MESSAGE_OVERHEAD_TOKENS : RENDERED_LINE_TOKENS,
    });
  const renderInput = (plan: Plan, expanded: Plan["messages"]): RenderInput => ({
    injected: plan.task ? injected : context.injected,
    userFacts:
      plannedSection(
        factsLayer,
        plan.userFacts.map((f) => f.id),
      )?.text ?? null,
    summaryText: plan.summary && context.summary ? context.summary.text : null,
    retrieved: plan.retrieval.flatMap((c) => byKey.get(c.id) ?? []),
    messages: expanded,
  });

  // The object could not fit the turn being answered: what must be sent does not fit the budget.
  // A summary that reaches the newest message (seed 002 after a round's summary, before the
  // next user turn) covers it: nothing is missing.
  const newestSeq = context.historyCount - 1;
  const covered = context.coveredRange !== null && context.coveredRange.to >= newestSeq;
  if (params.budget !== null && newestSeq >= 0 && !covered && !context.messages.some((m) => m.seq === newestSeq)) {
    const required = context.injected.reduce((sum, i) => sum + i.token_count, 0) + context.turnTokens;
    const error = new BudgetTooSmallError(Math.max(required, params.budget + 1), params.budget);
    throw new EngramError("budget_too_small", error.message, { required_tokens: error.requiredTokens, budget_tokens: params.budget });
  }
  const prepared = await readers.expansions({ messages: context.messages, query, enabled: shares.expand_refs });
  let frame =
    params.format === "json"
      ? 0
      : frameTokens({ task: task !== null, retrieved: (results?.length ?? 0) > 0, summary: context.summary !== null, refs: true });
  let plan: Plan | null = null;
  let expansion: ReturnType<typeof applyExpansions> = { messages: [], expansions: [] };
  let rendered: ServedContext["rendered"] = null;
  try {
    // Rendering adds headings whose exact cost is known only once rendered (the first frame is
    // an upper bound): re-plan with the measured difference, up or down, and keep the fullest
    // rendering that fits.
    type Fitted = { plan: Plan; expansion: typeof expansion; messages: OpenAiMessage[]; tokenCount: number };
    let fitted: Fitted | null = null;
    let best: Fitted | null = null;
    for (let attempt = 0; attempt < MAX_PLAN_ATTEMPTS; attempt += 1) {
      try {
        plan = planFor(frame);
      } catch (error) {
        if (!(error instanceof BudgetTooSmallError)) throw error;
        // A re-plan after an overshoot: the fullest rendering that fitted stands.
        if (best) break;
        // The task is pinned when there is room for it with what must be sent; never a reason to refuse.
        if (!withTask) throw error;
        withTask = false;
        plan = planFor(frame);
      }
      expansion = applyExpansions(plan, prepared, planBudget);
      if (params.format === "json") break;
      const messages = renderOpenAi(renderInput(plan, expansion.messages));
      fitted = { plan, expansion, messages, tokenCount: openAiTokens(messages) };
      if (planBudget === null) break;
      const slack = planBudget - fitted.tokenCount;
      if (slack >= 0 && (!best || fitted.tokenCount > best.tokenCount)) best = fitted;
      if (slack >= 0 && slack <= FIT_SLACK_TOKENS) break;
      frame -= slack;
    }
    const final = best ?? fitted;
    if (final) {
      ({ plan, expansion } = final);
      plan = withRenderedCost(final.plan, final.tokenCount);
      // The text form is the same input as one block: rendered once, for the plan that stands.
      rendered = { messages: final.messages, tokenCount: final.tokenCount, text: renderText(renderInput(plan, expansion.messages)) };
    }
  } catch (error) {
    if (error instanceof BudgetTooSmallError) {
      throw new EngramError("budget_too_small", error.message, {
        required_tokens: error.requiredTokens,
        budget_tokens: error.budgetTokens,
      });
    }
    throw error;
  }
  if (!plan) throw new Error("unreachable: the plan loop runs at least once");
  if (rendered && planBudget !== null && rendered.tokenCount > planBudget) {
    throw new EngramError(
      "budget_too_small",
      `the rendered context needs ${rendered.tokenCount} tokens, more than the budget of ${planBudget}`,
      { required_tokens: rendered.tokenCount, budget_tokens: planBudget },
    );
  }
  const shown = [
    ...plan.messages.map((m) => m.seq),
    ...(plan.task && context.task ? [context.task.seq] : []),
    ...plan.retrieval.flatMap((c) => c.seqs),
  ];
  return {
    context,
    plan,
    injected: plan.task ? injected : context.injected,
    retrieved: plan.retrieval.flatMap((c) => byKey.get(c.id) ?? []),
    retrieval: recalled?.retrieval ?? null,
    droppedMessages: droppedCount(context.historyCount, shown, plan.summary ? context.coveredRange : null),
    messages: expansion.messages,
    tokenCount:
      plan.tokenCount +
      expansion.messages.reduce((sum, m) => sum + m.token_count, 0) -
      plan.messages.reduce((sum, m) => sum + m.token_count, 0),
    expansions: expansion.expansions,
    rendered,
    userFacts: plannedSection(
      factsLayer,
      plan.userFacts.map((f) => f.id),
    ),
  };
}
