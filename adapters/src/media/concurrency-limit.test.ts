import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";

describe("issue 33 §2: photos are resized at most `concurrency` at once", () => {
  it("never runs more than the cap, runs every task, and survives failures", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.record({ ms: fc.integer({ min: 0, max: 3 }), fails: fc.boolean() }), {
          maxLength: 20,
        }),
        async (cap, tasks) => {
          const limit = concurrencyLimit(cap);
          let running = 0;
          let most = 0;
          const results = await Promise.allSettled(
            tasks.map(({ ms, fails }, i) =>
              limit(async () => {
                running++;
                most = Math.max(most, running);
                await new Promise((done) => setTimeout(done, ms));
                running--;
                if (fails) throw new Error(`task ${i}`);
                return i;
              }),
            ),
          );
          expect(most).toBeLessThanOrEqual(cap);
          expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(
            tasks.filter((t) => !t.fails).length,
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
