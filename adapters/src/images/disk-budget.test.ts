import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDiskBudget } from "./disk-budget";
import { createRenderedCache } from "./rendered-cache";

/** Bytes held by the files of `dir`. */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}

describe("the rendered pictures' disk cache stays under its cap (issue 30 item 4)", () => {
  const dirs: string[] = [];
  const folder = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "disk-budget-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("never holds more than diskMaxBytes, however many pictures are rendered", async () => {
    const dir = await folder();
    // No memory cache: every render goes to disk.
    const cache = createRenderedCache({ maxBytes: 0, dir, diskMaxBytes: 1000 });
    for (let i = 0; i < 40; i++) {
      await cache.get(`w640-q75/cars/Make/S${i}/suv-red-side.svg`, async () =>
        new Uint8Array(100).fill(i),
      );
      expect(await folderBytes(dir)).toBeLessThanOrEqual(1000);
    }
    expect((await readdir(dir)).length).toBeGreaterThan(0);
  });

  it("drops the least recently used files first, a read counting as a use", async () => {
    const dir = await folder();
    const old = (year: number) => new Date(`${year}-01-01T00:00:00Z`);
    for (const [name, year] of [
      ["a.bin", 2001],
      ["b.bin", 2002],
      ["c.bin", 2003],
    ] as const) {
      await writeFile(path.join(dir, name), new Uint8Array(400));
      await utimes(path.join(dir, name), old(year), old(year));
    }
    const budget = createDiskBudget({ dir, maxBytes: 1000 });
    await budget.used(path.join(dir, "a.bin"));
    await writeFile(path.join(dir, "d.bin"), new Uint8Array(400));
    await budget.added(400);
    expect((await readdir(dir)).sort()).toEqual(["a.bin", "d.bin"]);
  });

  it("counts files it did not write (an earlier run, another instance)", async () => {
    const dir = await folder();
    for (let i = 0; i < 10; i++) {
      await writeFile(path.join(dir, `old-${i}.bin`), new Uint8Array(300));
      await utimes(path.join(dir, `old-${i}.bin`), new Date(1000 * i), new Date(1000 * i));
    }
    const budget = createDiskBudget({ dir, maxBytes: 1000 });
    await writeFile(path.join(dir, "new.bin"), new Uint8Array(300));
    await budget.added(300);
    expect(await folderBytes(dir)).toBeLessThanOrEqual(1000);
    expect(await readdir(dir)).toContain("new.bin");
  });
});
