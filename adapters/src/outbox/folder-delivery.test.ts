import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { StoredLead } from "@forecourt/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  folderLeadDelivery,
  leadFilePaths,
  ORPHAN_TEMP_FILE_AGE_MS,
  sweepOrphanTempFiles,
} from "./folder-delivery";

const lead: StoredLead = {
  id: "lead-1",
  site: "alpha",
  kind: "general",
  payload: { name: "Jo" },
  idempotencyKey: null,
  createdAt: new Date("2026-03-01T00:00:00Z"),
};
const rendered = { adfXml: "<adf/>", emailText: "Jo" };

/** The id of a process that has exited (what a kill -9 leaves behind). */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;

let dataDir: string;
let siteDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "forecourt-folder-"));
  siteDir = join(dataDir, "outbox", "alpha");
  await mkdir(siteDir, { recursive: true });
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("folder lead delivery (issue 4 §3, issue 16 §2)", () => {
  it("writes the two files through temp names in the same folder and leaves no temp file", async () => {
    await folderLeadDelivery(dataDir).deliver(lead, rendered, null);
    const paths = leadFilePaths(dataDir, "alpha", "lead-1");
    expect(await readFile(paths.adf, "utf8")).toBe("<adf/>");
    expect(await readFile(paths.text, "utf8")).toBe("Jo");
    expect((await readdir(siteDir)).sort()).toEqual(["lead-1.adf.xml", "lead-1.txt"]);
  });

  it("recover() sweeps the temp files of a writer killed mid-write, and those left too long", async () => {
    const now = new Date();
    const killed = join(siteDir, `lead-2.adf.xml.${deadPid()}.tmp`);
    // A live process's file, but untouched for longer than any write takes (another machine's crash).
    const abandoned = join(siteDir, `lead-3.txt.${process.ppid}.tmp`);
    // A live process writing right now: its rename is about to happen, so it stays.
    const inFlight = join(siteDir, `lead-4.txt.${process.ppid}.tmp`);
    const mine = join(siteDir, `lead-5.txt.${process.pid}.tmp`);
    const delivered = join(siteDir, "lead-6.adf.xml");
    for (const path of [killed, abandoned, inFlight, mine, delivered]) await writeFile(path, "x");
    const old = new Date(now.getTime() - ORPHAN_TEMP_FILE_AGE_MS - 1_000);
    await utimes(abandoned, old, old);

    expect((await sweepOrphanTempFiles(dataDir, now)).sort()).toEqual([abandoned, killed].sort());
    expect((await readdir(siteDir)).sort()).toEqual([
      `lead-4.txt.${process.ppid}.tmp`,
      `lead-5.txt.${process.pid}.tmp`,
      "lead-6.adf.xml",
    ]);

    await writeFile(killed, "x");
    await folderLeadDelivery(dataDir).recover?.();
    expect(await readdir(siteDir)).not.toContain(basename(killed));
  });

  it("a data dir with no outbox yet has nothing to sweep", async () => {
    expect(await sweepOrphanTempFiles(join(dataDir, "missing"))).toEqual([]);
  });
});
