const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers true or the time is up; answers whether it did. */
export async function waitFor(check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(250);
  }
  return false;
}
