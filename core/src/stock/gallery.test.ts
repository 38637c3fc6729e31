import { describe, expect, it } from "vitest";
import { imageLoadsWithPriority, showGalleryThumbnails } from "./gallery";

const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ image: { url: `/${i}.jpg` } }));

describe("§4 gallery", () => {
  it.each([
    ["in_stock", 4, true, true],
    ["in_stock", 3, false, false],
    ["sold", 4, false, true],
    ["coming_soon", 10, false, true],
    ["in_stock", 0, false, false],
  ] as const)(
    "%s with %i images → default %s, 'more than 3' reading %s",
    (status, n, byDefault, loose) => {
      const car = { status, images: images(n) };
      expect(showGalleryThumbnails(car)).toBe(byDefault);
      expect(showGalleryThumbnails(car, "in-stock-and-more-than-3")).toBe(byDefault);
      expect(showGalleryThumbnails(car, "more-than-3")).toBe(loose);
    },
  );

  it("the first 2 images load with priority", () => {
    expect([0, 1, 2, 3, -1].map(imageLoadsWithPriority)).toEqual([true, true, false, false, false]);
  });
});
