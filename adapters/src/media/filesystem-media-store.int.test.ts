import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFilesystemMediaStore } from "./filesystem-media-store";
import { mediaStoreContract } from "./media-store.contract";

describe("FilesystemMediaStore meets the MediaStore contract", () => {
  mediaStoreContract(async () => {
    const root = await mkdtemp(join(tmpdir(), "media-"));
    return {
      store: createFilesystemMediaStore(join(root, "media")),
      close: () => rm(root, { recursive: true, force: true }),
    };
  });
});

describe("FilesystemMediaStore on disk (issue 30 §12 modes)", () => {
  it("writes owner-only folders and files and leaves no temporary file", async () => {
    const root = await mkdtemp(join(tmpdir(), "media-"));
    try {
      const store = createFilesystemMediaStore(join(root, "media"));
      await store.put("0123456789abcdef0123456789abcdef/master", {
        contentType: "image/jpeg",
        bytes: new Uint8Array(10),
      });
      const folder = join(root, "media", "0123456789abcdef0123456789abcdef");
      expect((await stat(folder)).mode & 0o777).toBe(0o700);
      expect((await stat(join(folder, "master"))).mode & 0o777).toBe(0o600);
      expect(await readdir(folder)).toEqual(["master"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
