import { describe, expect, it } from "vitest";
import { eventLoopGauge } from "./load-gauge";

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // keeps the event loop busy, as a burst of requests does
  }
};

describe("event-loop load gauge", () => {
  it("reads busy after the loop ran code without a pause, and idle after it waited", async () => {
    const gauge = eventLoopGauge(0.5);
    await new Promise((r) => setTimeout(r, 5)); // the window starts inside a task
    gauge.reset();
    spin(60);
    expect(gauge.busy()).toBe(true);
    gauge.reset();
    await new Promise((r) => setTimeout(r, 60));
    expect(gauge.busy()).toBe(false);
  });
});
