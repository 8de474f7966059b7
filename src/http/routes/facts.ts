import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../auth";
import { factsService } from "../../facts/service";
import { validationHook } from "../validation";
import { errorResponses, jsonBody, jsonResponse } from "../schemas/common";
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
import { assertUserAllowed } from "../auth";
import { userStub } from "../../facts/service";

const tags = ["facts"];
const security = [{ bearerAuth: [] }];
const conflict = { 409: errorResponses[400] };

/** The user layer: facts distilled from every conversation of a user, kept current. */
export const facts = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

facts.openapi(
  createRoute({
    method: "get",
    path: "/{user_id}/facts",
    tags,
    security,
    summary: "The user's current facts (with include_history=true: superseded and retracted ones too), filtered by type and topic",
    request: { params: UserFactsParamsSchema, query: FactsQuerySchema },
    responses: { 200: jsonResponse(FactListSchema, "Facts, by topic then time"), ...errorResponses },
  }),
  async (c) => {
    const { user_id } = c.req.valid("param");
    const { type, topic, include_history } = c.req.valid("query");
    const list = await factsService.list(c.env, c.get("principal"), user_id, { type, topic, includeHistory: include_history });
    return c.json({ user_id, facts: list }, 200);
  },
);

facts.openapi(
  createRoute({
    method: "post",
    path: "/{user_id}/facts",
    tags,
    security,
    summary: "State a fact explicitly; it supersedes a current fact on the same topic with another value",
    request: { params: UserFactsParamsSchema, body: jsonBody(StateFactSchema) },
    responses: { 201: jsonResponse(StatedFactSchema, "Where the fact went"), ...errorResponses },
  }),
  async (c) => {
    const { user_id } = c.req.valid("param");
    const stated = await factsService.state(c.env, c.get("principal"), user_id, c.req.valid("json"));
    return c.json({ user_id, ...stated }, 201);
  },
);

facts.openapi(
  createRoute({
    method: "patch",
    path: "/{user_id}/facts/{id}",
    tags,
    security,
    summary: "Correct a fact in place (text, type, confidence)",
    request: { params: FactParamsSchema, body: jsonBody(CorrectFactSchema) },
    responses: { 200: jsonResponse(FactSchema, "The corrected fact"), ...errorResponses, ...conflict },
  }),
  async (c) => {
    const { user_id, id } = c.req.valid("param");
    return c.json(await factsService.correct(c.env, c.get("principal"), user_id, id, c.req.valid("json")), 200);
  },
);

facts.openapi(
  createRoute({
    method: "delete",
    path: "/{user_id}/facts/{id}",
    tags,
    security,
    summary: "Retract a fact: status `retracted`, kept in history, out of the context and search",
    request: { params: FactParamsSchema },
    responses: { 200: jsonResponse(FactSchema, "The retracted fact"), ...errorResponses },
  }),
  async (c) => {
    const { user_id, id } = c.req.valid("param");
    return c.json(await factsService.retract(c.env, c.get("principal"), user_id, id), 200);
  },
);

facts.openapi(
  createRoute({
    method: "get",
    path: "/{user_id}/facts/stats",
    tags,
    security,
    summary: "What extraction has cost for this user: rounds, candidates, LLM calls and tokens, total lag",
    request: { params: UserFactsParamsSchema },
    responses: { 200: jsonResponse(ExtractionStatsSchema, "Counters since the user's first round"), ...errorResponses },
  }),
  async (c) => {
    const { user_id } = c.req.valid("param");
    const principal = c.get("principal");
    assertUserAllowed(principal, user_id);
    return c.json({ user_id, ...(await userStub(c.env, principal.tenantId, user_id).extractionStats()) }, 200);
  },
);

facts.openapi(
  createRoute({
    method: "get",
    path: "/{user_id}/facts/{id}/history",
    tags,
    security,
    summary: "Every version of the fact's topic, oldest statement first",
    request: { params: FactParamsSchema },
    responses: { 200: jsonResponse(FactHistorySchema, "The topic's versions"), ...errorResponses },
  }),
  async (c) => {
    const { user_id, id } = c.req.valid("param");
    const versions = await factsService.history(c.env, c.get("principal"), user_id, id);
    return c.json({ user_id, topic: versions[0]?.topic ?? "", facts: versions }, 200);
  },
);
