import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRIZES, drawPrize, findSpinEntry, wheelStopAngle } from "./prize-draw";

const prizes = [
  { label: "A", weight: 1 },
  { label: "B", weight: 0 },
  { label: "C", weight: 3 },
];

describe("spin-to-win prize draw", () => {
  it.each([
    [0, 0],
    [0.2499, 0],
    [0.25, 2],
    [0.9999999, 2],
    [1, 2],
    [-1, 0],
  ])("random %d → prize %d (weights 1, 0, 3)", (random, index) => {
    expect(drawPrize(prizes, random)).toBe(index);
  });

  it("a prize of weight 0 never wins; nothing winnable is a programmer error", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (r) => {
        expect(drawPrize(prizes, r)).not.toBe(1);
      }),
    );
    expect(() => drawPrize([{ label: "x", weight: 0 }], 0.5)).toThrow(RangeError);
    expect(() => drawPrize([], 0.5)).toThrow(RangeError);
  });

  it("property: over evenly spread draws, each prize wins in proportion to its weight", () => {
    const counts = DEFAULT_PRIZES.map(() => 0);
    const n = 10_000;
    for (let i = 0; i < n; i++) {
      const won = drawPrize(DEFAULT_PRIZES, (i + 0.5) / n);
      counts[won] = (counts[won] ?? 0) + 1;
    }
    const total = DEFAULT_PRIZES.reduce((sum, p) => sum + p.weight, 0);
    for (const [i, p] of DEFAULT_PRIZES.entries()) {
      expect(Math.abs((counts[i] ?? 0) / n - p.weight / total)).toBeLessThan(0.001);
    }
  });

  it("the wheel stops with the prize's segment centre under the top pointer", () => {
    expect(wheelStopAngle(0, 4, 5)).toBe(5 * 360 + 315);
    expect(wheelStopAngle(3, 4, 0)).toBe(45);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(), (count, i) => {
        const index = i % count;
        const angle = wheelStopAngle(index, count, 3);
        // Rotating the wheel by `angle` brings the segment centre to 0° (mod 360).
        const centre = index * (360 / count) + 180 / count;
        const offset = (centre + angle) % 360;
        expect(Math.min(offset, 360 - offset)).toBeCloseTo(0, 6);
        expect(angle).toBeGreaterThanOrEqual(3 * 360);
      }),
    );
  });

  it("a phone's entry is its 'Spin to Win' lead, the prize read from the subcategory", () => {
    const leads = [
      { id: "a", payload: { category: "Sales" } },
      { id: "b", payload: { category: "Spin to Win", subcategory: "C" } },
    ];
    expect(findSpinEntry(leads, prizes)).toEqual({ leadId: "b", prize: "C", index: 2 });
    expect(findSpinEntry(leads.slice(0, 1), prizes)).toBeNull();
    expect(
      findSpinEntry(
        [{ id: "x", payload: { category: "Spin to Win", subcategory: "Old" } }],
        prizes,
      ),
    ).toEqual({
      leadId: "x",
      prize: "Old",
      index: -1,
    });
  });
});
