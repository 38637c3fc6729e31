/** One queued call: its argument and how to answer its caller. */
interface Waiting<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

/** Leads one commit may carry: keeps statements a sane size under a burst. */
export const MAX_GROUP = 64;

/**
 * Group commit: calls go to the store together in one transaction (`commitMany`),
 * and each caller is answered only after that transaction has committed. A commit
 * starts on the event loop's next check phase (setImmediate), after the pending
 * I/O has run, so the requests that arrived together — and those that arrived while
 * the last commit ran — share it; an idle server adds no timer delay. Under load one
 * COMMIT serves many callers, which is what lets the single-connection embedded store
 * take thousands of leads a second. When a group fails, its calls are retried one per
 * transaction (`commitOne`), so one bad input fails alone.
 */
export function groupCommit<I, O>(
  commitOne: (input: I) => Promise<O>,
  commitMany: (inputs: I[]) => Promise<O[]>,
  maxGroup = MAX_GROUP,
): (input: I) => Promise<O> {
  const queue: Array<Waiting<I, O>> = [];
  let busy = false;

  async function commitGroup(group: Array<Waiting<I, O>>) {
    if (group.length === 1) {
      const [only] = group as [Waiting<I, O>];
      await commitOne(only.input).then(only.resolve, only.reject);
      return;
    }
    let outputs: O[] | null = null;
    try {
      outputs = await commitMany(group.map((w) => w.input));
    } catch {
      // Nothing of the group was committed (one transaction): each call tries alone.
      for (const w of group) await commitOne(w.input).then(w.resolve, w.reject);
    }
    if (outputs) for (const [i, w] of group.entries()) w.resolve(outputs[i] as O);
  }

  function schedule() {
    if (busy || queue.length === 0) return;
    busy = true;
    setImmediate(async () => {
      try {
        await commitGroup(queue.splice(0, maxGroup));
      } finally {
        busy = false;
        schedule();
      }
    });
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}
