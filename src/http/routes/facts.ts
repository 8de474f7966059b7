import { router, mountedGroup, API_KEY } from "../router";
import { factsService } from "../../facts/service";
import { jsonBody, jsonResponse } from "../schemas/common";
import {
  CorrectFactSchema,
  FactHistorySchema,
  FactListSchema,
  FactParamsSchema,
  FactSchema,
  FactsQuerySchema,
  StatedFactSchema,
  StateFactSchema,
  UserFactsParamsSchema,
  ExtractionStatsSchema,
} from "../schemas/facts";
import { pathUser } from "../auth";
import { userStub } from "../../users/stub";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

/** The user layer: facts distilled from every conversation of a user, kept current. */
export const facts = router();
const route = mountedGroup(facts, { tags: ["facts"], security: API_KEY, params: UserFactsParamsSchema });
/** The routes of one fact (`/{user_id}/facts/{id}...`), whose path names the fact too. */
const factRoute = mountedGroup(facts, { tags: ["facts"], security: API_KEY, params: FactParamsSchema });

route.get("/{user_id}/facts", {
  summary:
    "The user's current facts (with include_history=true: superseded and retracted ones too; with as_of: those true at that time; with conflicts=true: those flagged for review), filtered by type and topic",
  request: { query: FactsQuerySchema },
  responses: { 200: jsonResponse(FactListSchema, "Facts, by topic then time", ANSWER.listFacts) },
})(async (c) => {
  const { user_id } = c.req.valid("param");
  const { type, topic, include_history, as_of, conflicts } = c.req.valid("query");
  const list = await factsService.list(c.env, c.get("principal"), user_id, {
    type,
    topic,
    includeHistory: include_history,
    asOf: as_of,
    conflicts,
  });
  return c.json({ user_id, facts: list }, 200);
});

route.post("/{user_id}/facts", {
  summary: "State a fact explicitly; it supersedes a current fact on the same topic with another value",
  request: { body: jsonBody(StateFactSchema, REQUEST.stateFact) },
  responses: { 201: jsonResponse(StatedFactSchema, "Where the fact went", ANSWER.stateFact) },
})(async (c) => {
  const { user_id } = c.req.valid("param");
  const stated = await factsService.state(c.env, c.get("principal"), user_id, c.req.valid("json"));
  return c.json({ user_id, ...stated }, 201);
});

factRoute.patch("/{user_id}/facts/{id}", {
  summary: "Correct a fact in place (text, type, confidence)",
  request: { body: jsonBody(CorrectFactSchema, REQUEST.correctFact) },
  responses: { 200: jsonResponse(FactSchema, "The corrected fact", ANSWER.correctFact) },
  errors: [409],
})(async (c) => {
  const { user_id, id } = c.req.valid("param");
  return c.json(await factsService.correct(c.env, c.get("principal"), user_id, id, c.req.valid("json")), 200);
});

factRoute.delete("/{user_id}/facts/{id}", {
  summary: "Retract a fact: status `retracted`, kept in history, out of the context and search",
  responses: { 200: jsonResponse(FactSchema, "The retracted fact") },
})(async (c) => {
  const { user_id, id } = c.req.valid("param");
  return c.json(await factsService.retract(c.env, c.get("principal"), user_id, id), 200);
});

route.get("/{user_id}/facts/stats", {
  summary: "What extraction has cost for this user: rounds, candidates, LLM calls and tokens, total lag",
  responses: { 200: jsonResponse(ExtractionStatsSchema, "Counters since the user's first round") },
})(async (c) => {
  const { principal, userId } = pathUser(c);
  return c.json({ user_id: userId, ...(await userStub(c.env, principal.tenantId, userId).extractionStats()) }, 200);
});

factRoute.get("/{user_id}/facts/{id}/history", {
  summary: "Every version of the fact's topic, oldest statement first",
  responses: { 200: jsonResponse(FactHistorySchema, "The topic's versions") },
})(async (c) => {
  const { user_id, id } = c.req.valid("param");
  const versions = await factsService.history(c.env, c.get("principal"), user_id, id);
  return c.json({ user_id, topic: versions[0]?.topic ?? "", facts: versions }, 200);
});
