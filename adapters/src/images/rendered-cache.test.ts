import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createRenderedCache, renderedCacheBytes, renderedPictureKey } from "./rendered-cache";

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe("rendered picture cache", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("renders a key once, however many ask at the same time", async () => {
    const cache = createRenderedCache({ maxBytes: 1000 });
    let renders = 0;
    const render = async () => {
      renders++;
      return bytes(10);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("a", render)));
    expect(await cache.get("a", render)).toBe(answers[0]);
    expect(renders).toBe(1);
  });

  it("keeps at most maxBytes in memory, dropping the least recently used", async () => {
    const cache = createRenderedCache({ maxBytes: 25 });
    const renders: string[] = [];
    const render = (key: string) => async () => {
      renders.push(key);
      return bytes(10);
    };
    await cache.get("a", render("a"));
    await cache.get("b", render("b"));
    await cache.get("a", render("a")); // a is now the most recent
    await cache.get("c", render("c")); // 30 bytes: b goes
    expect(cache.memoryBytes).toBe(20);
    await cache.get("a", render("a"));
    await cache.get("b", render("b"));
    expect(renders).toEqual(["a", "b", "c", "b"]);
  });

  it("keeps rendered bytes on disk, so a new cache (a restart) does not render again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "rendered-cache-"));
    dirs.push(dir);
    await createRenderedCache({ maxBytes: 100, dir }).get("/images/w640/x.webp", async () =>
      bytes(5, 7),
    );
    const again = await createRenderedCache({ maxBytes: 100, dir }).get("/images/w640/x.webp", () =>
      Promise.reject(new Error("rendered again")),
    );
    expect([...again]).toEqual([7, 7, 7, 7, 7]);
    expect((await readdir(dir)).filter((f) => f.endsWith(".bin"))).toHaveLength(1);
  });

  it("draws a picture again after a restart when its source changed, from its key", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "rendered-cache-"));
    dirs.push(dir);
    const address = "w640-q75/coming-soon.svg";
    const before = renderedPictureKey(address, '<svg><text y="20">COMING SOON</text></svg>');
    const after = renderedPictureKey(address, '<svg><text y="207">COMING SOON</text></svg>');
    expect(after).not.toBe(before);
    expect(renderedPictureKey(address, '<svg><text y="20">COMING SOON</text></svg>')).toBe(before);
    await createRenderedCache({ maxBytes: 100, dir }).get(before, async () => bytes(3, 1));
    const redrawn = await createRenderedCache({ maxBytes: 100, dir }).get(after, async () =>
      bytes(3, 2),
    );
    expect([...redrawn]).toEqual([2, 2, 2]);
  });

  it("does not keep a failed render", async () => {
    const cache = createRenderedCache({ maxBytes: 100 });
    await expect(cache.get("a", () => Promise.reject(new Error("bad svg")))).rejects.toThrow(
      "bad svg",
    );
    expect(await cache.get("a", async () => bytes(3))).toHaveLength(3);
  });

  it("reads FORECOURT_IMAGE_CACHE_MB: 64 MB unset, megabytes when set, a named error when bad", () => {
    expect(renderedCacheBytes(undefined)).toBe(64 * 1024 * 1024);
    expect(renderedCacheBytes("")).toBe(64 * 1024 * 1024);
    expect(renderedCacheBytes("0")).toBe(0);
    expect(renderedCacheBytes(" 1.5 ")).toBe(1.5 * 1024 * 1024);
    for (const bad of ["-1", "lots", "1e3", "64MB"]) {
      expect(() => renderedCacheBytes(bad)).toThrow(/^FORECOURT_IMAGE_CACHE_MB must be/);
    }
  });
});
