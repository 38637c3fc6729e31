/** A render refused because every thread is busy and the queue is full: answer 503, Retry-After. */
export class RenderQueueFull extends Error {
  constructor() {
    super("the picture renderer's queue is full");
    this.name = "RenderQueueFull";
  }
}

/** Renders run at most `concurrency` at once, the rest wait in a bounded queue. */
export interface RenderPool<Job> {
  /**
   * Runs `job` when a slot is free; a `key` already running or waiting shares that render.
   * Rejects with RenderQueueFull, at once, when `queueLimit` renders already wait.
   */
  render(key: string, job: Job): Promise<Uint8Array>;
  /** Renders running now. */
  readonly running: number;
  /** Renders waiting for a slot. */
  readonly queued: number;
}

/**
 * Issue 30 item 4: a cap on how many pictures are drawn at once (each on a worker thread, so the
 * request thread stays free) and on how many may wait, so a burst of new addresses cannot pile
 * up without end.
 */
export function createRenderPool<Job>(options: {
  concurrency: number;
  queueLimit: number;
  run: (job: Job) => Promise<Uint8Array>;
}): RenderPool<Job> {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const slot = (): Promise<void> => {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= options.queueLimit) return Promise.reject(new RenderQueueFull());
    return new Promise((resolve) => waiting.push(resolve));
  };
  // A finished render hands its slot to the next waiting one (`running` stays as it is).
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
    render(key, job) {
      const shared = inFlight.get(key);
      if (shared) return shared;
      const task = slot().then(async () => {
        try {
          return await options.run(job);
        } finally {
          release();
        }
      });
      inFlight.set(key, task);
      const forget = () => {
        inFlight.delete(key);
      };
      task.then(forget, forget);
      return task;
    },
  };
}
