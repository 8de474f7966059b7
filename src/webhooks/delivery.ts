import type { MessageBody } from "../conversations/messages";

/**
 * A signed delivery's body as the service handles it: exactly one of `turns` (a message an
 * entry, conversations mixed) or `conversations` (grouped). src/http/schemas/webhooks.ts
 * validates the wire form into this.
 */
export interface WebhookDelivery {
  turns?: Array<{ conversation_id: string; user_id: string; message: MessageBody }>;
  conversations?: Array<{ conversation_id: string; user_id: string; messages: MessageBody[] }>;
}

/** What a delivery did, per conversation. */
export interface WebhookIngestResult {
  delivery_id: string;
  /** duplicate: this delivery was ingested before; nothing was written now. */
  status: "ingested" | "duplicate";
  conversations: Array<{
    conversation_id: string;
    /** replayed: stored by an earlier attempt of this delivery; rejected: the conversation belongs to another user. */
    status: "stored" | "replayed" | "rejected";
    message_count: number;
    first_seq: number | null;
    last_seq: number | null;
    error?: { code: string; message: string };
  }>;
}
