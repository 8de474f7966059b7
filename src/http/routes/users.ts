import { router, mountedGroup, API_KEY } from "../router";
import { pathUser } from "../auth";
import { exportUser } from "../../lifecycle/export";
import { forgetUser } from "../../lifecycle/forget";
import { jsonResponse } from "../schemas/common";
import { ForgetUserResultSchema, UserExportSchema, UserParamsSchema } from "../schemas/users";

/** A user's data as a whole: forget (erase everywhere) and export. */
export const users = router();
const route = mountedGroup(users, { tags: ["users"], security: API_KEY, params: UserParamsSchema });

route.delete("/{user_id}", {
  summary: "Forget a user: every message, summary, memory, blob and vector of theirs, in every conversation",
  responses: { 200: jsonResponse(ForgetUserResultSchema, "What was removed") },
})(async (c) => {
  const { principal, userId } = pathUser(c);
  const { counts, facts, complete } = await forgetUser(c.env, principal.tenantId, userId);
  return c.json({ user_id: userId, complete, deleted: { ...counts, facts } }, 200);
});

route.get("/{user_id}/export", {
  summary: "Export a user's data as JSON: conversations with messages and summaries, long-term memories with content",
  responses: { 200: jsonResponse(UserExportSchema, "The user's data") },
})(async (c) => {
  const { principal, userId } = pathUser(c);
  return c.json(await exportUser(c.env, principal.tenantId, userId), 200);
});
