import { Car, defaultSiteConfig, type SiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { createKnownPictures } from "./known-pictures";

const photo = "/images/cars/Land%20Rover/U1-A/suv-red-side.svg";
const segments = (address: string) => address.replace(/^\/images\//, "").split("/");

/** A store holding one car (stock number U1/A) and one site, counting what it is asked. */
function fakeStore(options: { failFirst?: boolean } = {}) {
  const asked: string[] = [];
  let sitesRead = 0;
  const site = defaultSiteConfig("alpha");
  const sites: SiteConfig[] = [
    { ...site, theme: { ...site.theme, heroImageUrl: "/images/heroes/a/b/c/alpha.svg" } },
  ];
  return {
    asked,
    sitesRead: () => sitesRead,
    stock: {
      async withStockNumber(stockNumber: string) {
        asked.push(stockNumber);
        if (options.failFirst && asked.length === 1) throw new Error("store unavailable");
        return stockNumber === "U1-A"
          ? [Car.parse({ id: "1", stocknum: "U1/A", images: [{ image: { url: photo } }] })]
          : [];
      },
    },
    sites: {
      async list() {
        sitesRead++;
        return sites;
      },
    },
  };
}

describe("known pictures: the store's answer, kept briefly (issue 30 item 4)", () => {
  it("asks the store once per stock number while the answer is fresh, a no included", async () => {
    const store = fakeStore();
    let clock = 0;
    const known = createKnownPictures({ ...store, ttlMs: 1000, now: () => clock });
    expect(await known.has(segments(photo))).toBe(true);
    expect(await known.has(segments(photo.replace("side", "front")))).toBe(false);
    expect(await known.has(segments(photo.replace("U1-A", "NOPE")))).toBe(false);
    expect(await known.has(segments(photo.replace("U1-A", "NOPE")))).toBe(false);
    expect(store.asked).toEqual(["U1-A", "NOPE"]);
    clock = 1000;
    expect(await known.has(segments(photo))).toBe(true);
    expect(store.asked).toEqual(["U1-A", "NOPE", "U1-A"]);
  });

  it("reads the sites once for every site picture, and again after forget", async () => {
    const store = fakeStore();
    const known = createKnownPictures(store);
    expect(await known.has(["heroes", "a", "b", "c", "alpha.svg"])).toBe(true);
    expect(await known.has(["heroes", "x", "b", "c", "alpha.svg"])).toBe(false);
    expect(store.sitesRead()).toBe(1);
    known.forget();
    expect(await known.has(["heroes", "a", "b", "c", "alpha.svg"])).toBe(true);
    expect(store.sitesRead()).toBe(2);
  });

  it("remembers at most maxEntries stock numbers, dropping the oldest", async () => {
    const store = fakeStore();
    const known = createKnownPictures({ ...store, maxEntries: 2 });
    for (const stock of ["S1", "S2", "S3", "S2", "S1"]) {
      await known.has(segments(photo.replace("U1-A", stock)));
    }
    // S1 was dropped when S3 came, so it is asked again; S2 was still held.
    expect(store.asked).toEqual(["S1", "S2", "S3", "S1"]);
  });

  it("does not remember a failed look-up", async () => {
    const store = fakeStore({ failFirst: true });
    const known = createKnownPictures(store);
    await expect(known.has(segments(photo))).rejects.toThrow("store unavailable");
    expect(await known.has(segments(photo))).toBe(true);
  });
});
