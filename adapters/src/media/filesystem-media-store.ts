import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { MediaObject, MediaStore } from "@forecourt/core";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../store/private-data-dir";
import { assertMediaKey } from "./media-key";

const NEWLINE = 0x0a;

/**
 * Issue 33 §2, the default media store: one file per object under `root` (`<data dir>/media/`),
 * its content type on the first line and its bytes after it, so one rename puts both. Written to
 * a temporary file beside it and renamed over, so a reader sees the old object or the new one;
 * folders 0700 and files 0600, as everything else in the data folder.
 */
export function createFilesystemMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => join(root, ...key.split("/"));
  return {
    async put(key, object) {
      assertMediaKey(key, object.contentType);
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = join(dirname(target), `.${randomUUID()}.part`);
      const head = Buffer.from(`${object.contentType}\n`, "ascii");
      try {
        await writeFile(temporary, Buffer.concat([head, object.bytes]), {
          mode: PRIVATE_FILE_MODE,
          flush: true,
        });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      assertMediaKey(key);
      let file: Buffer;
      try {
        file = await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const end = file.indexOf(NEWLINE);
      if (end < 0) return null;
      const object: MediaObject = {
        contentType: file.subarray(0, end).toString("ascii"),
        bytes: new Uint8Array(file.buffer, file.byteOffset + end + 1, file.byteLength - end - 1),
      };
      return object;
    },
    async has(key) {
      assertMediaKey(key);
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
