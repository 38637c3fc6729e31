import type { MediaObject, MediaStore } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { serveMedia } from "./serve-media";

const KEY = "0123456789abcdef0123456789abcdef";

/** An in-memory store that counts reads: the oracle for "answered from the store only". */
function memoryStore(objects: Record<string, MediaObject>) {
  const reads: string[] = [];
  const store: MediaStore = {
    async put(key, object) {
      objects[key] = object;
    },
    async get(key) {
      reads.push(key);
      return objects[key] ?? null;
    },
    async has(key) {
      return key in objects;
    },
  };
  return { store, reads };
}

describe("issue 33 §2: /media/{key}/{name} serves stored copies only", () => {
  const webp = { contentType: "image/webp", bytes: Uint8Array.from([1, 2, 3]) };
  const { store, reads } = memoryStore({
    [`${KEY}/w640-q75.webp`]: webp,
    [`${KEY}/master`]: { contentType: "image/jpeg", bytes: Uint8Array.from([9]) },
    [`${KEY}/record.json`]: { contentType: "application/json", bytes: Uint8Array.from([9]) },
  });

  it("answers a stored copy with a year of immutable caching", async () => {
    expect(await serveMedia(store, KEY, "w640-q75.webp")).toEqual({
      status: 200,
      contentType: "image/webp",
      bytes: webp.bytes,
      cacheControl: "public, max-age=31536000, immutable",
    });
  });

  it.each([
    ["a copy not stored", KEY, "w320-q75.webp"],
    ["the master", KEY, "master"],
    ["the record", KEY, "record.json"],
    ["a width not served", KEY, "w641-q75.webp"],
    ["a key that is not one", "../../etc", "w640-q75.webp"],
    ["an upper-case key", KEY.toUpperCase(), "w640-q75.webp"],
  ])("404 for %s", async (_name, key, name) => {
    const before = reads.length;
    expect(await serveMedia(store, key, name)).toEqual({ status: 404 });
    if (name !== "w320-q75.webp") expect(reads.length).toBe(before);
  });
});
