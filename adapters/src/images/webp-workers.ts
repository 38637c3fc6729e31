import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import type { WebpAnswer, WebpJob } from "@forecourt/fixtures/images/svg-webp-worker";

/** What one WebP render needs: the SVG and the served width and quality. */
export type WebpRender = { svg: string; width: number; quality: number };

/** Worker threads that turn SVGs into WebP (fixtures images/svg-webp-worker.ts), one job each. */
export interface WebpWorkers {
  run(job: WebpRender): Promise<Uint8Array>;
  close(): Promise<void>;
}

const SCRIPT = "@forecourt/fixtures/src/images/svg-webp-worker.ts";

/**
 * The worker's file, found from the working folder as svg-webp.ts finds its WASM (the web build
 * must not bundle it), by its real path: Node strips the types of no file under node_modules.
 */
function workerScript(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", SCRIPT);
    if (existsSync(/* turbopackIgnore: true */ candidate)) {
      return realpathSync(/* turbopackIgnore: true */ candidate);
    }
    if (path.dirname(dir) === dir) throw new Error(`webp-workers: ${SCRIPT} not found`);
  }
}

// Taken from Node at run time, not imported: a bundler reads `new Worker(path)` as a file to
// bundle, and this path is known only when the server runs.
const { Worker } = process.getBuiltinModule("node:worker_threads");
type Worker = InstanceType<typeof Worker>;

type Job = { id: number; resolve(webp: Uint8Array): void; reject(error: Error): void };
type Thread = { worker: Worker; job: Job | null };
type Waiter = { take(thread: Thread): void; reject(error: Error): void };

/**
 * Up to `size` worker threads, started on first use and kept; a caller (the render pool) runs at
 * most `size` jobs at once, and any more wait here. A thread that dies fails its job and is
 * replaced. Threads do not keep the process alive.
 */
export function createWebpWorkers(options: { size: number }): WebpWorkers {
  const size = Math.max(1, Math.floor(options.size));
  const threads: Thread[] = [];
  const waiting: Waiter[] = [];
  let nextId = 1;
  let script: string | undefined;

  // Synchronous from a thread's choice to its job, so two callers never take the same one.
  const handOver = (take: (thread: Thread) => void, reject: (error: Error) => void) => {
    const idle = threads.find((t) => t.job === null);
    if (idle) return take(idle);
    if (threads.length >= size) return void waiting.push({ take, reject });
    try {
      take(start());
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const free = (thread: Thread) => {
    thread.job = null;
    const next = waiting.shift();
    if (next) next.take(thread);
  };

  const start = (): Thread => {
    script ??= workerScript();
    const worker = new Worker(script);
    worker.unref();
    const thread: Thread = { worker, job: null };
    worker.on("message", (answer: WebpAnswer) => {
      const job = thread.job;
      if (!job || job.id !== answer.id) return;
      if ("webp" in answer) job.resolve(answer.webp);
      else job.reject(new Error(`webp-workers: ${answer.error}`));
      free(thread);
    });
    const die = (error: Error) => {
      const at = threads.indexOf(thread);
      if (at < 0) return;
      threads.splice(at, 1);
      thread.job?.reject(error);
      thread.job = null;
      // A job waiting for a thread gets a new one in this one's place.
      const next = waiting.shift();
      if (next) handOver(next.take, next.reject);
    };
    worker.on("error", die);
    worker.on("exit", (code) => die(new Error(`webp-workers: a thread exited (${code})`)));
    threads.push(thread);
    return thread;
  };

  return {
    run({ svg, width, quality }) {
      return new Promise<Uint8Array>((resolve, reject) => {
        handOver((thread) => {
          const id = nextId++;
          thread.job = { id, resolve, reject };
          const message: WebpJob = { id, svg, width, quality };
          thread.worker.postMessage(message);
        }, reject);
      });
    },
    async close() {
      const all = threads.splice(0);
      for (const waiter of waiting.splice(0)) waiter.reject(new Error("webp-workers: closed"));
      for (const t of all) t.job?.reject(new Error("webp-workers: closed"));
      await Promise.all(all.map((t) => t.worker.terminate()));
    },
  };
}
