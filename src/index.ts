import { app } from "./app";
import { handleQueueBatch } from "./jobs/queue";

export { ConversationDO } from "../durable-objects/conversation";

export default {
  fetch: app.fetch,
  queue: handleQueueBatch,
} satisfies ExportedHandler<Env>;
