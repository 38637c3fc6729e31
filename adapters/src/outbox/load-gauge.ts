import { performance } from "node:perf_hooks";

/** Tells a background job whether the process is busy serving shoppers right now. */
export interface LoadGauge {
  /** Starts a new measuring window (the job calls it when its own work ends). */
  reset(): void;
  /** Whether the event loop was busier than the threshold since the last reset. */
  busy(): boolean;
}

/**
 * A LoadGauge on Node's event-loop utilisation: the share of time the loop spent running
 * code rather than waiting for I/O. Above `threshold` the process is saturated by requests.
 */
export function eventLoopGauge(threshold = 0.85): LoadGauge {
  let since = performance.eventLoopUtilization();
  return {
    reset() {
      since = performance.eventLoopUtilization();
    },
    busy() {
      return performance.eventLoopUtilization(since).utilization > threshold;
    },
  };
}
