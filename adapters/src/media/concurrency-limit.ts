/** Runs tasks at most `concurrency` at once; the rest wait their turn in order. */
export function concurrencyLimit(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  const cap = Math.max(1, Math.floor(concurrency));
  const waiting: Array<() => void> = [];
  let running = 0;
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (task) => {
    if (running < cap) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
