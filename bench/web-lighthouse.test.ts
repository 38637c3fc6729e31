import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from "./web-lighthouse";

// Lighthouse docs/throttling.md: 4× from a high-end desktop (benchmarkIndex 1,500–2,000), 2× from a
// low-end desktop (1,000–1,500), 1× from a host that is itself a mid-tier phone.
describe("calibratedCpuSlowdown", () => {
  it("follows Lighthouse's table for a mid-tier phone target", () => {
    expect(calibratedCpuSlowdown(2000)).toBe(4);
    expect(calibratedCpuSlowdown(1000)).toBe(2);
    expect(calibratedCpuSlowdown(1360)).toBe(2.7);
    expect(calibratedCpuSlowdown(500)).toBe(1);
  });

  it("never throttles more than Lighthouse's default nor less than not at all", () => {
    expect(calibratedCpuSlowdown(5000)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(120)).toBe(1);
  });
});
