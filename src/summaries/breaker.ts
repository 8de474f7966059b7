/**
 * The summarization circuit breaker, as pure functions over its stored state. After
 * `max_consecutive_failures` failures it opens; once its cooldown has passed it is half-open:
 * the next trigger (an append, or the object's alarm at that time) lets ONE trial job through.
 * The trial's success closes it; its failure re-opens it with the cooldown doubled, capped.
 * Without this an open breaker waited for a success that no job could bring.
 */

export interface BreakerState {
  /** Epoch ms when a trial may run. */
  retryAt: number;
  /** The cooldown that set retryAt; a failed trial doubles it. */
  cooldownMs: number;
  /** True while the job in flight is the half-open trial. */
  trial: boolean;
}

export type BreakerPosition = "closed" | "open" | "half_open";

export interface BreakerView {
  state: BreakerPosition;
  /** When the next trial may run (open), or null (closed, or a trial already due or running). */
  nextTrialAt: number | null;
  /** The cooldown in force while open or half-open, else null. */
  cooldownSeconds: number | null;
}

export interface BreakerLimits {
  maxFailures: number;
  cooldownSeconds: number;
  maxCooldownSeconds: number;
}

const tripped = (failures: number, limits: BreakerLimits) => failures >= limits.maxFailures;

/**
 * A breaker tripped with no stored state (tripped before cooldowns existed) is treated as due
 * for a trial: otherwise it would stay open for ever, which is the failure this module ends.
 */
export function breakerView(failures: number, breaker: BreakerState | undefined, limits: BreakerLimits, now: number): BreakerView {
  if (!tripped(failures, limits)) return { state: "closed", nextTrialAt: null, cooldownSeconds: null };
  const cooldownSeconds = breaker ? Math.round(breaker.cooldownMs / 1000) : limits.cooldownSeconds;
  if (!breaker || breaker.trial || now >= breaker.retryAt) return { state: "half_open", nextTrialAt: null, cooldownSeconds };
  return { state: "open", nextTrialAt: breaker.retryAt, cooldownSeconds };
}

/**
 * Whether a trigger may reserve a job now: closed, or half-open. ONE trial at a time needs
 * no flag here: the summarization lock already admits one job at a time.
 */
export function breakerAdmits(failures: number, breaker: BreakerState | undefined, limits: BreakerLimits, now: number): boolean {
  if (!tripped(failures, limits)) return true;
  return !breaker || now >= breaker.retryAt;
}

/** The state after a job failed with `failures` consecutive failures now on record. */
export function afterFailure(
  failures: number,
  previous: BreakerState | undefined,
  limits: BreakerLimits,
  now: number,
): BreakerState | undefined {
  if (!tripped(failures, limits)) return undefined;
  const base = limits.cooldownSeconds * 1000;
  const cooldownMs = previous?.trial ? Math.min(previous.cooldownMs * 2, limits.maxCooldownSeconds * 1000) : base;
  return { retryAt: now + cooldownMs, cooldownMs, trial: false };
}

/** The state once a job was reserved while the breaker admitted it as a trial. */
export function asTrial(failures: number, breaker: BreakerState | undefined, limits: BreakerLimits, now: number): BreakerState | undefined {
  if (!tripped(failures, limits)) return breaker;
  const cooldownMs = breaker?.cooldownMs ?? limits.cooldownSeconds * 1000;
  return { retryAt: breaker?.retryAt ?? now, cooldownMs, trial: true };
}

/**
 * An open breaker after its cooldown setting changed: its trial moves to when the new cooldown
 * ends, counted from when it opened, keeping the doublings of failed trials (capped). A
 * half-open or trial breaker is left as it is: its trial is already due.
 */
export function rescheduled(breaker: BreakerState | undefined, before: BreakerLimits, after: BreakerLimits): BreakerState | undefined {
  if (!breaker || breaker.trial || before.cooldownSeconds === after.cooldownSeconds) return breaker;
  const openedAt = breaker.retryAt - breaker.cooldownMs;
  const doublings = breaker.cooldownMs / (before.cooldownSeconds * 1000);
  const cooldownMs = Math.min(Math.round(after.cooldownSeconds * 1000 * doublings), after.maxCooldownSeconds * 1000);
  return { retryAt: openedAt + cooldownMs, cooldownMs, trial: false };
}
