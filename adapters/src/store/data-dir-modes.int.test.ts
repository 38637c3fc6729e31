import { chmod, mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderLeadDelivery } from "../outbox/folder-delivery";
import { createStore } from "./create-store";

/** Every entry under `dir` (itself included) with its permission bits. */
async function modesUnder(
  dir: string,
): Promise<Array<{ path: string; dir: boolean; mode: number }>> {
  const info = await stat(dir);
  const here = [{ path: dir, dir: info.isDirectory(), mode: info.mode & 0o777 }];
  if (!info.isDirectory()) return here;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isSocket()) continue; // the store's socket lives in its own 0700 temp folder
    here.push(...(await modesUnder(join(dir, entry.name))));
  }
  return here;
}

const loose = (entries: Awaited<ReturnType<typeof modesUnder>>) =>
  entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600)).map((e) => e.path);

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "forecourt-modes-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("data folder modes (issue 30 §12): folders 0700, files 0600", () => {
  it("a fresh embedded store's folder and every file it writes are the owner's only", async () => {
    const dataDir = join(root, "fresh");
    const store = await createStore({ dataDir });
    try {
      await store.sites.save({ ...(await import("@forecourt/core")).defaultSiteConfig("alpha") });
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      const entries = await modesUnder(dataDir);
      expect(entries.filter((e) => !e.dir).length).toBeGreaterThan(10);
      expect(loose(entries)).toEqual([]);
    } finally {
      await store.close();
    }
    // And what it wrote by the time it closed.
    expect(loose(await modesUnder(dataDir))).toEqual([]);
  }, 120_000);

  it("an existing world-readable data folder is made the owner's only at start", async () => {
    const dataDir = join(root, "existing");
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    const store = await createStore({ dataDir });
    await store.close();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  }, 120_000);

  it("lead files in the outbox are 0600 in 0700 folders", async () => {
    const dataDir = join(root, "outbox-only");
    await folderLeadDelivery(dataDir).deliver(
      {
        id: "lead-1",
        site: "alpha",
        kind: "general",
        payload: {},
        idempotencyKey: null,
        createdAt: new Date("2026-03-01T00:00:00Z"),
      },
      { adfXml: "<adf/>", emailText: "Jo" },
      null,
    );
    expect(loose(await modesUnder(join(dataDir, "outbox")))).toEqual([]);
  });
});
