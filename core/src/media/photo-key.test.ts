import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIngestiblePhotoUrl, isPhotoKey, photoKey } from "./photo-key";
import { parsePhotoCopyName, photoCopies, photoCopyName, photoCopyWidths } from "./photo-sizes";

describe("issue 33 §2: photo keys and the names of a photo's copies", () => {
  it("keys an address by its SHA-256, the same for the same address", async () => {
    const key = await photoKey(" https://cdn.dealer.com.au/a.jpg ");
    expect(isPhotoKey(key)).toBe(true);
    expect(key).toBe(await photoKey("https://cdn.dealer.com.au/a.jpg"));
    expect(key).not.toBe(await photoKey("https://cdn.dealer.com.au/b.jpg"));
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223…
    expect(await photoKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223");
  });

  it.each([
    ["https://cdn.dealer.com.au/a.jpg", true],
    ["http://127.0.0.1:8080/a.jpg", true],
    ["/images/cars/Toyota/U1/suv-red-side.svg", false],
    ["ftp://x.example/a.jpg", false],
    ["photo coming", false],
  ])("%s is fetched and stored: %s", (url, ingestible) => {
    expect(isIngestiblePhotoUrl(url)).toBe(ingestible);
  });

  it("reads back every copy it names, and nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (width) => {
        for (const copy of photoCopies(width))
          expect(parsePhotoCopyName(photoCopyName(copy))).toEqual(copy);
      }),
    );
    for (const name of [
      "w641-q75.webp",
      "w640-q90.webp",
      "w640-q80.webp",
      "w640-q75.png",
      "master",
      "../x",
    ]) {
      expect(parsePhotoCopyName(name)).toBeNull();
    }
  });

  it("never enlarges a master", () => {
    expect(photoCopyWidths(2048)).toEqual([160, 320, 640, 960, 1280]);
    expect(photoCopyWidths(700)).toEqual([160, 320, 640]);
    expect(photoCopyWidths(100)).toEqual([160]);
  });
});
