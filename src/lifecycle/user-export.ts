import type { MessageContent, StoredMessage } from "../conversations/messages";
import type { FactView } from "../facts/service";

/** Everything the service holds about one user (GET /v1/users/{id}/export). */
export interface UserExport {
  user_id: string;
  exported_at: string;
  conversations: Array<{
    conversation_id: string;
    created_at: string;
    last_activity_at: string;
    /** As the API shows them: a parts message with its parts. */
    messages: Array<Omit<StoredMessage, "content" | "parts"> & { content: MessageContent | null }>;
    /** The conversation's summary chain. */
    summaries: Array<{
      memory_id: number;
      text: string | null;
      start_seq: number;
      end_seq: number;
      base_memory_id: number | null;
      status: "processing" | "completed" | "failed";
      created_at: string;
    }>;
  }>;
  /** The memories the user's agents stored. */
  memories: Array<{
    key: string;
    type: string;
    description: string;
    summary: string | null;
    content: string | null;
    conversation_id: string | null;
    agent_id: string | null;
    metadata: Record<string, unknown>;
    created_at: string;
    expires_at: string | null;
  }>;
  /** The user's facts, every version (current, superseded, retracted). */
  facts: FactView[];
}
