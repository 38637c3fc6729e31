import { availableParallelism, cpus, loadavg } from "node:os";

export { freePort } from "../e2e/free-port";

/** Shared by the benchmarks: command-line options, percentiles, a free port, the machine. */

/** The value after `--name` on the command line, else `fallback`. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
}

/** The p-th percentile (0..100) of timings in ms (nearest rank). */
export function percentile(timings: readonly number[], p: number): number {
  const sorted = [...timings].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * One line naming the machine for the figures a benchmark prints: cores (as `nproc`
 * counts them), CPU, Node, and the 1-minute load, since other work on a 2-core
 * machine moves the figures.
 */
export function machineLine(): string {
  const load = loadavg()[0] ?? 0;
  return `${availableParallelism()} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, load ${load.toFixed(1)}`;
}
