import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AUTO_ROTATE_INTERVAL_MS,
  autoRotationTick,
  canSpin,
  frameAfterDrag,
  framesForDrag,
  SPIN_SENSITIVITY_PX,
  startAutoRotation,
  stopAutoRotation,
  wrapFrame,
} from "./spin-frames";

/** Frame counts weighted toward the edges: 2 (the smallest spin), 12 (the demo), 36 and 72. */
const countArb = fc.oneof(fc.constantFrom(2, 3, 12, 36, 72), fc.integer({ min: 2, max: 200 }));
const dragArb = fc.oneof(
  fc.constantFrom(0, 19, 20, 21, -19, -20, -21, 39, 40, -40),
  fc.integer({ min: -20_000, max: 20_000 }),
);

describe("§9 spinner constants", () => {
  it("one frame per 20 px, auto-rotate every 100 ms", () => {
    expect(SPIN_SENSITIVITY_PX).toBe(20);
    expect(AUTO_ROTATE_INTERVAL_MS).toBe(100);
  });
});

describe("frame from drag distance (§9 sensitivity 20px)", () => {
  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [-19, 0],
    [-20, -1],
    [-41, -2],
  ])("%i px → %i frames", (dx, frames) => {
    expect(framesForDrag(dx)).toBe(frames);
  });

  it.each([
    ["right from the last frame wraps to the first", 11, 20, 0],
    ["left from the first frame wraps to the last", 0, -20, 11],
    ["a full loop of 12 × 20 px comes back", 5, 240, 5],
    ["65 px right turns three frames", 2, 65, 5],
  ])("%s", (_name, start, dx, frame) => {
    expect(frameAfterDrag(start, dx, 12)).toBe(frame);
  });

  it("rejects a count or sensitivity that cannot make a frame", () => {
    expect(() => wrapFrame(1, 0)).toThrow("bad frame count: 0");
    expect(() => framesForDrag(10, 0)).toThrow("bad sensitivity: 0");
  });

  it("property: the frame is always on the loop and congruent to start + whole frames", () => {
    fc.assert(
      fc.property(countArb, fc.nat(500), dragArb, (count, start, dx) => {
        const frame = frameAfterDrag(start, dx, count);
        expect(Number.isInteger(frame)).toBe(true);
        expect(frame).toBeGreaterThanOrEqual(0);
        expect(frame).toBeLessThan(count);
        const moved = start + Math.trunc(dx / SPIN_SENSITIVITY_PX) - frame;
        expect(((moved % count) + count) % count).toBe(0);
      }),
    );
  });

  it("property: dragging back the same distance returns to the start frame", () => {
    fc.assert(
      fc.property(countArb, fc.nat(), dragArb, (count, seed, dx) => {
        const start = seed % count;
        expect(frameAfterDrag(frameAfterDrag(start, dx, count), -dx, count)).toBe(start);
      }),
    );
  });

  it("property: a drag never turns more than one frame per 20 px", () => {
    fc.assert(
      fc.property(dragArb, (dx) => {
        expect(Math.abs(framesForDrag(dx))).toBeLessThanOrEqual(Math.abs(dx) / 20);
        expect(Math.abs(framesForDrag(dx))).toBeGreaterThan(Math.abs(dx) / 20 - 1);
      }),
    );
  });
});

describe("§4 auto-rotation stops after one full loop", () => {
  const run = (start: number, count: number, ticks: number) => {
    let rotation = startAutoRotation(start, count);
    const frames: number[] = [];
    for (let i = 0; i < ticks; i++) {
      rotation = autoRotationTick(rotation, count);
      frames.push(rotation.frame);
    }
    return { rotation, frames };
  };

  it("12 frames from frame 0: turns 1…11, 0 and stops there", () => {
    const { rotation, frames } = run(0, 12, 15);
    expect(frames.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
    expect(frames.slice(12)).toEqual([0, 0, 0]);
    expect(rotation).toEqual({ frame: 0, steps: 12, running: false });
  });

  it("an interaction stops it where it is", () => {
    const { rotation } = run(3, 12, 4);
    const stopped = stopAutoRotation(rotation);
    expect(stopped).toEqual({ frame: 7, steps: 4, running: false });
    expect(autoRotationTick(stopped, 12)).toEqual(stopped);
  });

  it("a single frame never starts", () => {
    expect(canSpin(1)).toBe(false);
    expect(startAutoRotation(0, 1).running).toBe(false);
  });

  it("property: it runs exactly one loop and ends on its starting frame", () => {
    fc.assert(
      fc.property(countArb, fc.nat(), (count, seed) => {
        const start = seed % count;
        const before = run(start, count, count - 1).rotation;
        expect(before.running).toBe(true);
        const { rotation } = run(start, count, count + 5);
        expect(rotation).toEqual({ frame: start, steps: count, running: false });
      }),
    );
  });
});
