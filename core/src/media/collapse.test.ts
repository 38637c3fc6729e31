import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLLAPSE_ANIMATION_MS, collapseAnimation } from "./collapse";

describe("collapseAnimation (§9 collapse animation 300 ms)", () => {
  it("animates the height from the old to the new one in 300 ms", () => {
    expect(collapseAnimation(120, 480, false)).toEqual({
      keyframes: [{ height: "120px" }, { height: "480px" }],
      options: { duration: 300, easing: "ease-in-out" },
    });
    expect(COLLAPSE_ANIMATION_MS).toBe(300);
  });

  it("does not animate with reduced motion or an unchanged height", () => {
    expect(collapseAnimation(120, 480, true)).toBeNull();
    expect(collapseAnimation(200.2, 199.9, false)).toBeNull();
    expect(collapseAnimation(Number.NaN, 10, false)).toBeNull();
  });

  it("always lasts 300 ms and ends at the new height", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (from, to) => {
          const animation = collapseAnimation(from, to, false);
          if (from === to) {
            expect(animation).toBeNull();
            return;
          }
          expect(animation?.options.duration).toBe(300);
          expect(animation?.keyframes.at(-1)).toEqual({ height: `${to}px` });
        },
      ),
      { numRuns: 100 },
    );
  });
});
