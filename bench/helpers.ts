import { availableParallelism, cpus, loadavg } from "node:os";

export { freePort } from "../e2e/free-port";

/** Shared by the benchmarks: command-line options, percentiles, a free port, the machine. */

/** The value after `--name` on the command line, else `fallback`. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
}

/**
 * A whole-number option (`--warmup 5`): decimal digits only, at least `min`. Anything else (empty,
 * "abc", "0x10", "-1", "2.5") is one line naming the flag and exit code 2, not a NaN that
 * silently skips the step it controls.
 */
export function wholeOption(name: string, fallback: number, min = 0): number {
  try {
    return parseWholeOption(process.argv, name, fallback, min);
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

/** wholeOption's reading of `argv`: throws OptionError instead of exiting. */
export function parseWholeOption(
  argv: readonly string[],
  name: string,
  fallback: number,
  min = 0,
): number {
  const i = argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const text = argv[i + 1] ?? "";
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= min) return value;
  throw new OptionError(`--${name} must be a whole number of at least ${min} (got "${text}")`);
}

/** A bad command-line option: its message is the one line the benchmark prints. */
export class OptionError extends Error {
  override name = "OptionError";
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
