import type { Car } from "@forecourt/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHoldSweep } from "./hold-sweep";

describe("createHoldSweep (issue 30 §7)", () => {
  afterEach(() => vi.useRealTimers());

  it("releases the holds expired at the clock's time, one sweep at a time", async () => {
    const asked: Date[] = [];
    let finish!: () => void;
    const freed = [{ site: "s", car: { id: "c1", reserved: false } as Car }];
    const sweep = createHoldSweep(
      {
        releaseExpired: (now) => {
          asked.push(now);
          return new Promise((resolve) => {
            finish = () => resolve(freed);
          });
        },
      },
      () => {},
      () => new Date("2026-12-07T10:00:00Z"),
    );
    const first = sweep.sweep();
    const overlapping = sweep.sweep();
    finish();
    expect(await first).toEqual(freed);
    expect(await overlapping).toEqual(freed);
    expect(asked).toEqual([new Date("2026-12-07T10:00:00Z")]);
  });

  it("sweeps on its interval until stopped, and reports a failed sweep", async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const sweep = createHoldSweep(
      {
        releaseExpired: async () => {
          calls += 1;
          if (calls === 2) throw new Error("store down");
          return [];
        },
      },
      (e) => errors.push(e),
    );
    sweep.start(60_000);
    await vi.advanceTimersByTimeAsync(120_000);
    sweep.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error("store down")]);
  });
});
