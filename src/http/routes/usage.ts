import { router, mountedGroup, API_KEY } from "../router";
import { conversationCall } from "../conversation-call";
import { database } from "../../db/client";
import { EngramError } from "../../lib/errors";
import { adminRoutes, pathTenant } from "../admin-tenant";
import { serviceConfig } from "../../lib/config";
import { addCounters, type Counters } from "../../usage/counters";
import { usageView } from "../../usage/pricing";
import { usageRange } from "../../usage/range";
import { tenantUsageDays } from "../../usage/rollup";
import { ConversationParamsSchema, jsonResponse } from "../schemas/common";
import { CachedPriceQuerySchema, ConversationUsageSchema, TenantUsageSchema, UsageRangeQuerySchema } from "../schemas/usage";
import { USAGE_EXAMPLES } from "../examples/usage";

const priceOf = (env: Env, query: { cached_price?: number }) => query.cached_price ?? serviceConfig(env).USAGE_CACHED_PRICE;

/** Totals and days, priced. */
function priced(days: Array<{ day: string; counters: Counters }>, price: number) {
  return {
    totals: usageView(addCounters(...days.map((d) => d.counters)), price),
    days: days.map((d) => ({ day: d.day, usage: usageView(d.counters, price) })),
  };
}

/** A tenant's rolled-up usage for the range the query names (400 for a range out of bounds). */
async function tenantUsage(env: Env, tenantId: string, query: { from?: string; to?: string; cached_price?: number }) {
  const range = usageRange(query.from, query.to, Date.now());
  if ("problem" in range) throw new EngramError("invalid_request", range.problem);
  const days = await tenantUsageDays(database(env.DB), tenantId, range.from, range.to);
  return { tenant_id: tenantId, from: range.from, to: range.to, ...priced(days, priceOf(env, query)) };
}

/** One conversation's usage, live from its object. */
export const conversationUsage = router();
const conversationRoute = mountedGroup(conversationUsage, { tags: ["usage"], security: API_KEY, params: ConversationParamsSchema });

conversationRoute.get("/{conversation_id}/usage", {
  summary: "What a conversation costs: appends, context reads, tokens served and billed beside the whole history's, jobs' model tokens",
  request: { query: CachedPriceQuerySchema },
  responses: { 200: jsonResponse(ConversationUsageSchema, "Usage, live", USAGE_EXAMPLES.getConversationUsage) },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const usage = await conversationCall(c, (stub, scope) => stub.usage(scope));
  return c.json({ conversation_id, ...priced(usage.days, priceOf(c.env, c.req.valid("query"))) }, 200);
});

/** The key's tenant's usage by day, from the sweep's rollup. */
export const usage = router();
const usageRoute = mountedGroup(usage, { tags: ["usage"], security: API_KEY });

usageRoute.get("/", {
  summary: "What the key's tenant costs, by UTC day (a tenant-wide key; rolled up by the cron sweep)",
  request: { query: UsageRangeQuerySchema },
  responses: { 200: jsonResponse(TenantUsageSchema, "Usage by day", USAGE_EXAMPLES.getUsage) },
})(async (c) => {
  const principal = c.get("principal");
  // The rollup is per tenant: a key limited to one user would see the others' usage in it.
  if (principal.userId !== null) throw new EngramError("forbidden", "tenant usage is read with a tenant-wide API key");
  return c.json(await tenantUsage(c.env, principal.tenantId, c.req.valid("query")), 200);
});

/** The same for any tenant, with the admin token. */
export const adminUsage = router();
const { tenantRoute } = adminRoutes(adminUsage);

tenantRoute.get("/tenants/{tenant_id}/usage", {
  summary: "What a tenant costs, by UTC day (rolled up by the cron sweep)",
  request: { query: UsageRangeQuerySchema },
  responses: { 200: jsonResponse(TenantUsageSchema, "Usage by day", USAGE_EXAMPLES.getTenantUsage) },
})(async (c) => {
  const { tenantId } = await pathTenant(c);
  return c.json(await tenantUsage(c.env, tenantId, c.req.valid("query")), 200);
});
