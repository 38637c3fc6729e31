import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createDiskBudget } from "./disk-budget";

/**
 * Rendered picture bytes, kept so a page view does not draw them again: the most recently used
 * up to `maxBytes` in memory, and on disk under `dir` (when given) up to `diskMaxBytes` (256 MB
 * unless set; least recently used dropped first) so a restart does not either. Requests for a
 * key being rendered wait for that one render.
 */
export interface RenderedCache {
  get(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** Bytes held in memory now. */
  readonly memoryBytes: number;
}

export function createRenderedCache(options: {
  maxBytes: number;
  dir?: string | undefined;
  diskMaxBytes?: number | undefined;
}): RenderedCache {
  const disk = options.dir
    ? createDiskBudget({ dir: options.dir, maxBytes: options.diskMaxBytes ?? 256 * 1024 * 1024 })
    : null;
  const memory = new Map<string, Uint8Array>();
  const pending = new Map<string, Promise<Uint8Array>>();
  let memoryBytes = 0;

  const remember = (key: string, bytes: Uint8Array) => {
    if (bytes.byteLength > options.maxBytes) return;
    memory.set(key, bytes);
    memoryBytes += bytes.byteLength;
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const [oldKey, old] of memory) {
      if (memoryBytes <= options.maxBytes) break;
      memory.delete(oldKey);
      memoryBytes -= old.byteLength;
    }
  };

  const file = (key: string) =>
    options.dir
      ? path.join(options.dir, `${createHash("sha256").update(key).digest("hex")}.bin`)
      : null;

  const load = async (key: string, render: () => Promise<Uint8Array>) => {
    const onDisk = file(key);
    if (onDisk) {
      try {
        const held = new Uint8Array(await readFile(onDisk));
        void disk?.used(onDisk);
        return held;
      } catch {
        // Not rendered yet (or unreadable): render it.
      }
    }
    const bytes = await render();
    if (onDisk) {
      try {
        await mkdir(path.dirname(onDisk), { recursive: true });
        // Written beside and renamed, so a reader never sees half a file.
        const partial = `${onDisk}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        await writeFile(partial, bytes);
        await rename(partial, onDisk);
        await disk?.added(bytes.byteLength);
      } catch {
        // A full or read-only disk only costs a render next time.
      }
    }
    return bytes;
  };

  return {
    get memoryBytes() {
      return memoryBytes;
    },
    async get(key, render) {
      const held = memory.get(key);
      if (held) {
        memory.delete(key);
        memory.set(key, held);
        return held;
      }
      let running = pending.get(key);
      if (!running) {
        running = load(key, render).finally(() => pending.delete(key));
        pending.set(key, running);
        const bytes = await running;
        remember(key, bytes);
        return bytes;
      }
      return running;
    },
  };
}

/**
 * A picture's cache key: its address and a digest of the source it is drawn from. The disk copy
 * outlives the process, so a key of the address alone kept serving a picture drawn by an older
 * release after its drawing changed (the coming-soon picture's old label, seen after an upgrade).
 */
export function renderedPictureKey(address: string, source: string): string {
  return `${address}#${createHash("sha256").update(source).digest("hex").slice(0, 20)}`;
}

/**
 * The memory limit FORECOURT_IMAGE_CACHE_MB sets, in bytes: 64 MB when unset; a number of
 * megabytes (0 or more) otherwise, or an error naming the setting.
 */
export function renderedCacheBytes(setting: string | undefined): number {
  const text = setting?.trim() || "64";
  if (!/^\d+(\.\d+)?$/.test(text))
    throw new Error(
      `FORECOURT_IMAGE_CACHE_MB must be a number of megabytes (0 or more), not "${text}"`,
    );
  return Math.round(Number(text) * 1024 * 1024);
}
