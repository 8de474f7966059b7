import { app } from "./app";
import { sweepMemories } from "./jobs/memory-sweep";
import { handleQueueBatch } from "./jobs/queue";

export { ConversationDO } from "../durable-objects/conversation";

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext): Promise<void> {
    await handleQueueBatch(batch, env);
  },
  async scheduled(_controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    await sweepMemories(env);
  },
} satisfies ExportedHandler<Env>;
