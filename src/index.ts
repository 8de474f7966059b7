import { app } from "./http/app";
import { handleQueueBatch } from "./queue/consumer";
import { runSweep } from "./cron/sweep";
import { metered } from "./lib/binding-meter";

export { ConversationDO } from "../durable-objects/conversation";
export { RateLimiterDO } from "../durable-objects/rate-limiter";
export { UserDO } from "../durable-objects/user";

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, metered(env), ctx),
  async queue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext): Promise<void> {
    await handleQueueBatch(batch, metered(env));
  },
  async scheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    await runSweep(metered(env), { now: new Date(controller.scheduledTime), cron: controller.cron || null });
  },
} satisfies ExportedHandler<Env>;
