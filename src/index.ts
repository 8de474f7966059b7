import { app } from "./http/app";
import { handleQueueBatch } from "./queue/consumer";
import { runSweep } from "./cron/sweep";

export { ConversationDO } from "../durable-objects/conversation";
export { RateLimiterDO } from "../durable-objects/rate-limiter";
export { UserDO } from "../durable-objects/user";

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext): Promise<void> {
    await handleQueueBatch(batch, env);
  },
  async scheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    await runSweep(env, { now: new Date(controller.scheduledTime), cron: controller.cron || null });
  },
} satisfies ExportedHandler<Env>;
