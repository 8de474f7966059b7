/**
 * Request bodies shown in the OpenAPI document and on /docs, by operationId. A test validates
 * each against its operation's schema, so an example cannot drift from the API.
 */
export const REQUEST_EXAMPLES = {
  createTenant: { name: "Acme" },
  createApiKey: { name: "support bot" },
  updateTenantSettings: { retention_days: 90 },
  appendMessages: {
    user_id: "user_42",
    messages: [
      { role: "user", content: "I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama." },
      { role: "assistant", content: "Welcome to Lisbon! Here are three vegetarian places near Alfama." },
    ],
  },
  updateConversationSettings: { window_size: 30 },
  putToolCacheEntry: { tool_name: "get_weather", parameters: { city: "Lisbon" }, result: "22°C, sunny", duration: 3 },
  lookupToolCache: { tool_name: "get_weather", parameters: { city: "Lisbon" } },
  putScreenContext: { content: "Checkout page: 2 items in the cart, total 48.90 EUR" },
  putWorkingMemorySchema: { schema: { type: "object", properties: { destination: { type: "string" }, nights: { type: "integer" } } } },
  patchWorkingMemory: { destination: "Porto", nights: 3 },
  createInstruction: { scope: "tenant", name: "tone", content: "Answer in two sentences at most; never promise delivery dates." },
  updateInstruction: { content: "Answer in three sentences at most; never promise delivery dates." },
  stateFact: { text: "Lives in Lisbon", type: "profile", topic: "home_city", confidence: 0.95 },
  correctFact: { text: "Lives in Lisbon (Alfama)" },
  storeMemory: {
    user_id: "user_42",
    content: "Flight TP1234 Lisbon to Porto, 14 June, seat 12A.",
    description: "Flight booking",
    type: "document",
  },
  search: { user_id: "user_42", query: "vegetarian restaurant", limit: 5 },
  createWebhook: { name: "support inbox" },
  rotateWebhookSecret: { overlap_seconds: 3600 },
  ingestWebhookTurns: {
    turns: [{ conversation_id: "conv_1", user_id: "user_42", message: { role: "user", content: "Is my order 1042 shipped yet?" } }],
  },
};
