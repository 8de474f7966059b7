import { app } from "./app";
import { handleQueueBatch } from "./jobs/queue";

export { ConversationDO } from "../durable-objects/conversation";
export { RateLimiterDO } from "../durable-objects/rate-limiter";

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext): Promise<void> {
    await handleQueueBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
