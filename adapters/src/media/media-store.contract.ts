import type { MediaStore } from "@forecourt/core";
import { afterAll, beforeAll, expect, it } from "vitest";

/**
 * The MediaStore contract (issue 33 §2), run against every adapter with its factory: objects
 * come back byte for byte with their type, a second put replaces the first whole, keys that
 * could escape the store are refused, and concurrent puts of one key leave one whole object.
 * `open` is called once for the suite; each test uses keys of its own.
 */
export function mediaStoreContract(
  open: () => Promise<{ store: MediaStore; close(): Promise<void> }>,
) {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  }, 120_000);
  afterAll(() => close());
  const withStore = (test: (store: MediaStore) => Promise<void>) => () => test(store);
  const bytes = (size: number, seed: number) =>
    Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256);
  const KEY = "0123456789abcdef0123456789abcdef/w640-q75.webp";
  const REPLACED = "0123456789abcdef0123456789abcdef/w320-q75.webp";
  const RACED = "0123456789abcdef0123456789abcdef/w160-q75.webp";

  it(
    "gives back what was put, byte for byte, with its content type",
    withStore(async (store) => {
      const photo = bytes(300_000, 7);
      await store.put(KEY, { contentType: "image/webp", bytes: photo });
      const got = await store.get(KEY);
      expect(got?.contentType).toBe("image/webp");
      expect(Buffer.from(got?.bytes ?? []).equals(Buffer.from(photo))).toBe(true);
      expect(await store.has(KEY)).toBe(true);
    }),
  );

  it(
    "answers null and false for a key never put",
    withStore(async (store) => {
      expect(await store.get("ffffffffffffffffffffffffffffffff/master")).toBeNull();
      expect(await store.has("ffffffffffffffffffffffffffffffff/master")).toBe(false);
    }),
  );

  it(
    "keeps an empty object and an object whose bytes start with a newline",
    withStore(async (store) => {
      await store.put("a/empty", { contentType: "application/json", bytes: new Uint8Array() });
      await store.put("a/newline", {
        contentType: "image/png",
        bytes: Uint8Array.from([10, 10, 1]),
      });
      expect(await store.get("a/empty")).toEqual({
        contentType: "application/json",
        bytes: new Uint8Array(),
      });
      expect(Array.from((await store.get("a/newline"))?.bytes ?? [])).toEqual([10, 10, 1]);
    }),
  );

  it(
    "replaces an object whole on a second put",
    withStore(async (store) => {
      await store.put(REPLACED, { contentType: "image/webp", bytes: bytes(1000, 1) });
      await store.put(REPLACED, { contentType: "image/avif", bytes: bytes(10, 2) });
      const got = await store.get(REPLACED);
      expect(got?.contentType).toBe("image/avif");
      expect(Array.from(got?.bytes ?? [])).toEqual(Array.from(bytes(10, 2)));
    }),
  );

  it(
    "leaves one whole object after concurrent puts of one key",
    withStore(async (store) => {
      const versions = [1, 2, 3, 4, 5, 6].map((seed) => bytes(50_000 + seed, seed));
      await Promise.all(
        versions.map((b) => store.put(RACED, { contentType: "image/webp", bytes: b })),
      );
      const got = Array.from((await store.get(RACED))?.bytes ?? []);
      expect(versions.some((v) => v.length === got.length && v.every((x, i) => x === got[i]))).toBe(
        true,
      );
    }),
  );

  it.each(["../escape", "a/../../b", "/absolute", "A/Upper", "a//b", ".hidden/x", "", "a\\b"])(
    "refuses the key %j",
    (key) =>
      withStore(async (store) => {
        await expect(
          store.put(key, { contentType: "image/webp", bytes: bytes(1, 1) }),
        ).rejects.toThrow(/not an object key/);
        await expect(store.get(key)).rejects.toThrow(/not an object key/);
      })(),
  );

  it(
    "refuses a content type that is not one",
    withStore(async (store) => {
      await expect(
        store.put("a/b", { contentType: "image/webp\nx", bytes: bytes(1, 1) }),
      ).rejects.toThrow(/not a content type/);
    }),
  );
}
