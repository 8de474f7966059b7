import { describe, expect, it } from "vitest";
import { pacer } from "../../src/lib/pace";

describe("pacer", () => {
  it("spaces calls 1000 / perSecond ms apart from the first, which waits for nothing", async () => {
    const waits: number[] = [];
    const pace = pacer(
      100,
      async (ms) => void waits.push(ms),
      () => 0,
    );
    for (let i = 0; i < 4; i += 1) await pace();
    // At 100 a second the slots are 10 ms apart; the clock stands still, so each waits for its slot.
    expect(waits).toEqual([10, 20, 30]);
  });

  it("does not wait for a slot that has already passed", async () => {
    const waits: number[] = [];
    let clock = 0;
    const pace = pacer(
      10,
      async (ms) => void waits.push(ms),
      () => clock,
    );
    await pace(); // slot 0
    clock = 250; // the next slot (100) passed while the caller worked
    await pace();
    await pace(); // its slot is 100 ms after the one at 250
    expect(waits).toEqual([100]);
  });

  it("paces nothing at 0 a second", async () => {
    const waits: number[] = [];
    const pace = pacer(
      0,
      async (ms) => void waits.push(ms),
      () => 0,
    );
    for (let i = 0; i < 5; i += 1) await pace();
    expect(waits).toEqual([]);
  });
});
