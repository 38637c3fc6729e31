import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceStamp } from "./source-stamp";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "forecourt-stamp-"));
  await mkdir(join(root, "core/src"), { recursive: true });
  await mkdir(join(root, "web/app"), { recursive: true });
  await writeFile(join(root, "package-lock.json"), "{}");
  await writeFile(join(root, "core/src/rule.ts"), "export const a = 1;");
  await writeFile(join(root, "web/app/page.tsx"), "export default 1;");
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("sourceStamp (npm start builds only when the sources changed)", () => {
  it("is the same for the same sources, whatever their times", async () => {
    const before = await sourceStamp(root);
    await utimes(join(root, "core/src/rule.ts"), new Date(0), new Date(0));
    expect(await sourceStamp(root)).toBe(before);
  });

  it("changes when a source's content, name or the lock file changes", async () => {
    const before = await sourceStamp(root);
    await writeFile(join(root, "core/src/rule.ts"), "export const a = 2;");
    const edited = await sourceStamp(root);
    expect(edited).not.toBe(before);
    await writeFile(join(root, "core/src/other.ts"), "");
    expect(await sourceStamp(root)).not.toBe(edited);
    const added = await sourceStamp(root);
    await writeFile(join(root, "package-lock.json"), '{"v":2}');
    expect(await sourceStamp(root)).not.toBe(added);
  });

  it("ignores tests, the build output, data and dependencies", async () => {
    const before = await sourceStamp(root);
    await writeFile(join(root, "core/src/rule.test.ts"), "test");
    await mkdir(join(root, "web/.next"), { recursive: true });
    await writeFile(join(root, "web/.next/BUILD_ID"), "x");
    await mkdir(join(root, "web/node_modules/x"), { recursive: true });
    await writeFile(join(root, "web/node_modules/x/i.js"), "x");
    expect(await sourceStamp(root)).toBe(before);
  });
});
