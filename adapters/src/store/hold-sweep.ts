import type { Car, ReservationRepository } from "@forecourt/core";

/** Issue 30 §7: frees the cars of lapsed unpaid holds in the background. */
export interface HoldSweep {
  /** Releases the holds expired now and frees their cars; returns the cars freed. */
  sweep(): Promise<Array<{ site: string; car: Car }>>;
  /** Sweeps every `intervalMs` until stopped (the timer does not keep the process alive). */
  start(intervalMs: number): void;
  stop(): void;
}

/** Holds lapse at their own time; a car freed here reaches the index through the stock sync. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * One sweep at a time per process; several processes may sweep the same store, since each hold is
 * released by one atomic update (the second finds nothing left to release).
 */
export function createHoldSweep(
  reservations: Pick<ReservationRepository, "releaseExpired">,
  onError: (error: unknown) => void,
  now: () => Date = () => new Date(),
): HoldSweep {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<Array<{ site: string; car: Car }>> | null = null;
  function sweep() {
    running ??= reservations.releaseExpired(now()).finally(() => {
      running = null;
    });
    return running;
  }
  return {
    sweep,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void sweep().catch(onError), intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
