import { TenantSettingsOverridesSchema } from "../../tenants/overrides";

/**
 * Answers shown in the OpenAPI document and on /docs for memories, search, facts, instructions,
 * webhooks and the admin API, by operationId: recorded from the local service answering the
 * request examples (an update written as the answer it changed); a test validates each.
 */
const tenantSettings = {
  tenant_id: "ten_9yys8ifsD0OE",
  settings: {
    pii_mode: "off",
    retention_days: 0,
    rate_limit_per_minute: 6000,
    rate_limit_burst: 1000,
    summary_keep_versions: 20,
    summary_failed_keep_days: 7,
  },
  // No overrides yet: every setting is the deployment default.
  overrides: Object.fromEntries(TenantSettingsOverridesSchema.keyof().options.map((name) => [name, null])),
};
const instruction = {
  id: "pin_lOtdg4TVaz4Y8TYb",
  scope: "tenant",
  user_id: null,
  agent_id: null,
  name: "tone",
  content: "Answer in two sentences at most; never promise delivery dates.",
  token_count: 13,
  position: 0,
  created_at: "2026-11-23T23:35:15.215Z",
  updated_at: "2026-11-23T23:35:15.215Z",
};
const webhookSecret = {
  id: "whk_1Pm2Td5bQI9Jx61N",
  name: "support inbox",
  version: 1,
  secret: "whsec_HQViUl7fhOVmuZGf0CifMmfqb56oMhWHokFXtKm7W5E=",
  created_at: "2026-11-23T23:35:16.628Z",
  previous_secrets_expire_at: null,
};
const fact = {
  id: "fct_C8du7rWq9H56A_3R",
  text: "Lives in Lisbon (Alfama)",
  type: "profile",
  topic: "home_city",
  status: "current",
  valid_from: "2026-11-23T23:35:15.565Z",
  valid_to: null,
  superseded_by: null,
  confidence: 0.95,
  sources: [],
  flags: [],
  created_at: "2026-11-23T23:35:15.566Z",
  updated_at: "2026-11-23T23:35:15.841Z",
  expires_at: null,
};
export const RESOURCE_EXAMPLES = {
  createTenant: { id: "ten_9yys8ifsD0OE", name: "Acme", created_at: "2026-11-23T23:35:11.806Z" },
  createApiKey: {
    id: "key_1FP9zmLKHMVg",
    key: "eng_bbpABZoTsdT1qtdxgSXwpoWigLrV2jJn",
    tenant_id: "ten_9yys8ifsD0OE",
    user_id: null,
    name: "support bot",
    created_at: "2026-11-23T23:35:12.057Z",
  },
  getTenantSettings: tenantSettings,
  updateTenantSettings: {
    ...tenantSettings,
    settings: { ...tenantSettings.settings, retention_days: 90 },
    overrides: { ...tenantSettings.overrides, retention_days: 90 },
  },
  createInstruction: instruction,
  updateInstruction: {
    ...instruction,
    content: "Answer in three sentences at most; never promise delivery dates.",
    updated_at: "2026-11-23T23:35:15.371Z",
  },
  stateFact: {
    user_id: "user_42",
    outcome: "superseded",
    fact: { ...fact, text: "Lives in Lisbon", updated_at: "2026-11-23T23:35:15.566Z" },
  },
  correctFact: fact,
  listFacts: { user_id: "user_42", facts: [fact] },
  storeMemory: {
    key: "mem_62d2d3f3821951960966cdfb405b461f",
    ref: "[MemoryRef: mem_62d2d3f3821951960966cdfb405b461f - Flight booking - 17 tokens]",
    token_count: 17,
    content_bytes: 49,
    created_at: "2026-11-23T23:35:16.083Z",
    expires_at: null,
  },
  getMemory: {
    key: "mem_62d2d3f3821951960966cdfb405b461f",
    ref: "[MemoryRef: mem_62d2d3f3821951960966cdfb405b461f - Flight booking - 17 tokens]",
    user_id: "user_42",
    agent_id: null,
    conversation_id: null,
    source_seq: null,
    type: "document",
    origin: "api",
    description: "Flight booking",
    summary: null,
    metadata: {},
    token_count: 17,
    content_bytes: 49,
    line_count: 1,
    created_at: "2026-11-23T23:35:16.083Z",
    expires_at: null,
    content: "Flight TP1234 Lisbon to Porto, 14 June, seat 12A.",
    range: null,
  },
  search: {
    results: [
      {
        key: "msg:conv_1:0",
        score: 0.016555,
        type: "message",
        memory_type: null,
        summary: "I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama.",
        content: "I moved to Lisbon last month and I'm looking for a vegetarian place near Alfama.",
        sources: [{ conversation_id: "conv_1", seq: 0 }],
        metadata: {},
        created_at: "2026-11-23T23:35:12.870Z",
        token_count: 17,
        role: "user",
        name: null,
      },
      {
        key: "msg:conv_1:1",
        score: 0.016293,
        type: "message",
        memory_type: null,
        summary: "Welcome to Lisbon! Here are three vegetarian places near Alfama.",
        content: "Welcome to Lisbon! Here are three vegetarian places near Alfama.",
        sources: [{ conversation_id: "conv_1", seq: 1 }],
        metadata: {},
        created_at: "2026-11-23T23:35:12.870Z",
        token_count: 13,
        role: "assistant",
        name: null,
      },
    ],
  },
  createWebhook: webhookSecret,
  rotateWebhookSecret: {
    ...webhookSecret,
    version: 2,
    secret: "whsec_P3lREHvO44MqoaXUrnm/+MVbgiW1fEuj9GtT/OUSesw=",
    created_at: "2026-11-23T23:35:16.902Z",
    previous_secrets_expire_at: "2026-11-24T00:35:16.850Z",
  },
  listWebhooks: {
    webhooks: [
      {
        id: "whk_1Pm2Td5bQI9Jx61N",
        name: "support inbox",
        created_at: "2026-11-23T23:35:16.628Z",
        revoked_at: null,
        secrets: [
          { version: 2, created_at: "2026-11-23T23:35:16.876Z", expires_at: null },
          { version: 1, created_at: "2026-11-23T23:35:16.628Z", expires_at: "2026-11-24T00:35:16.850Z" },
        ],
      },
    ],
  },
  ingestWebhookTurns: {
    delivery_id: "dlv_2f9c81",
    status: "ingested",
    conversations: [{ conversation_id: "conv_1", status: "stored", message_count: 1, first_seq: 2, last_seq: 2 }],
  },
};
