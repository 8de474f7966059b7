import {
  mergeSettingsPatch,
  settingsProblems,
  type ConversationSettings,
  type ConversationSettingsPatch,
} from "../../src/conversations/settings";
import { rescheduled } from "../../src/summaries/breaker";
import type { ConversationCore } from "./core";
import { currentJob } from "./meta-store";
import { ok } from "./answers";
import type { Result } from "../../src/lib/errors";
import { breakerLimits, effectiveSettings } from "./effective-settings";

/**
 * PATCH of a conversation's settings. A changed breaker_cooldown_seconds also moves an open
 * breaker's trial (and the alarm that runs it): otherwise the breaker kept the cooldown it
 * opened with, and a lowered cooldown did nothing until the old one ended.
 */
export async function updateSettings(core: ConversationCore, patch: ConversationSettingsPatch): Promise<Result<ConversationSettings>> {
  const merged = mergeSettingsPatch(core.meta.get("settings"), patch);
  const problems = settingsProblems(effectiveSettings(core.env, merged));
  if (problems.length > 0) return { ok: false, error: { code: "invalid_request", message: problems.join("; "), details: problems } };
  const before = breakerLimits(core.env, core.settings());
  const moved = core.ctx.storage.transactionSync(() => {
    core.meta.set("settings", merged);
    const breaker = core.meta.get("breaker");
    const next = rescheduled(breaker, before, breakerLimits(core.env, core.settings()));
    if (!next || next === breaker) return null;
    core.meta.set("breaker", next);
    return next;
  });
  // With no job in flight the alarm is the breaker's (a job's watchdog re-arms it after).
  if (moved && !currentJob(core.sql)) await core.ctx.storage.setAlarm(moved.retryAt);
  return ok(core.settings());
}
