import { z } from "zod";
import { factsService } from "../../facts/service";
import { UserIdSchema } from "../../lib/ids";
import {
  CorrectFactSchema,
  FactHistorySchema,
  FactIdSchema,
  FactListSchema,
  FactSchema,
  FactTypeSchema,
  StatedFactSchema,
  StateFactSchema,
  TopicSchema,
} from "../schemas/facts";
import { defineTool, type McpTool } from "./tools";

/*
 * The user layer's operations as tools, over the same service and the same field schemas as
 * /v1/users/{user_id}/facts. The path parameters become arguments (`user_id`, and `fact_id` for
 * the REST path's `id`, which alone would be ambiguous next to the other ids a model sees);
 * `include_history` is a boolean here, since tool arguments are JSON, not a query string.
 */
const FactRefSchema = z.object({ user_id: UserIdSchema, fact_id: FactIdSchema }).strict();

export const ListFactsInputSchema = z
  .object({
    user_id: UserIdSchema,
    type: FactTypeSchema.optional(),
    topic: TopicSchema.optional(),
    include_history: z.boolean().optional().describe("true: superseded and retracted facts too"),
    as_of: z.iso.datetime({ offset: true }).optional().describe("An ISO 8601 instant: the facts that were true then"),
    conflicts: z.boolean().optional().describe("true: only facts that contradict another one and wait for review"),
  })
  .strict();

export const StateFactInputSchema = z.object({ user_id: UserIdSchema, ...StateFactSchema.shape }).strict();

// CorrectFactSchema's own refinement counts keys, which user_id and fact_id would always satisfy.
export const CorrectFactInputSchema = FactRefSchema.extend(CorrectFactSchema.shape).refine(
  (input) => input.text !== undefined || input.type !== undefined || input.confidence !== undefined,
  { message: "nothing to correct: give text, type or confidence" },
);

const listFactsTool = defineTool({
  name: "list_facts",
  title: "List the user's facts",
  description:
    "The facts known about the user (preferences, profile, decisions, instructions, events, relationships), current ones only " +
    "unless include_history is true (or those true at as_of); filter by type, topic, or conflicts (pairs to review). Each has an id to pass to correct_fact, retract_fact or fact_history.",
  input: ListFactsInputSchema,
  output: FactListSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async ({ env, principal }, { user_id, type, topic, include_history, as_of, conflicts }) => ({
    user_id,
    facts: await factsService.list(env, principal, user_id, {
      type,
      topic,
      includeHistory: include_history ?? false,
      asOf: as_of,
      conflicts: conflicts ?? false,
    }),
  }),
});

const stateFactTool = defineTool({
  name: "state_fact",
  title: "State a fact about the user",
  description:
    "Record a fact the user stated (topic e.g. home_city, diet, likes:sushi). A current fact on the same topic with another value " +
    "is superseded and kept in history; outcome says where the fact went.",
  input: StateFactInputSchema,
  output: StatedFactSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: async ({ env, principal }, { user_id, ...input }) => ({ user_id, ...(await factsService.state(env, principal, user_id, input)) }),
});

const correctFactTool = defineTool({
  name: "correct_fact",
  title: "Correct a fact",
  description:
    "Fix a fact in place (text, type or confidence) when it was recorded wrong; the topic stays. To record a change, use state_fact.",
  input: CorrectFactInputSchema,
  output: FactSchema,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  run: ({ env, principal }, { user_id, fact_id, ...patch }) => factsService.correct(env, principal, user_id, fact_id, patch),
});

const retractFactTool = defineTool({
  name: "retract_fact",
  title: "Retract a fact",
  description: "Withdraw a fact that is no longer true or was never true: it leaves the context and search but stays in history.",
  input: FactRefSchema,
  output: FactSchema,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  run: ({ env, principal }, { user_id, fact_id }) => factsService.retract(env, principal, user_id, fact_id),
});

const factHistoryTool = defineTool({
  name: "fact_history",
  title: "A fact's history",
  description: "Every version of the fact's topic, oldest statement first, with when each held (valid_from, valid_to) and its status.",
  input: FactRefSchema,
  output: FactHistorySchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async ({ env, principal }, { user_id, fact_id }) => {
    const versions = await factsService.history(env, principal, user_id, fact_id);
    return { user_id, topic: versions[0]?.topic ?? "", facts: versions };
  },
});

export const factTools: McpTool[] = [listFactsTool, stateFactTool, correctFactTool, retractFactTool, factHistoryTool];
