import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasRasterCopies,
  parseRasterImagePath,
  RASTER_QUALITIES,
  RASTER_WIDTHS,
  rasterImageUrl,
  rasterOrOriginal,
  rasterQualityFor,
  rasterSrcSet,
  rasterWidthFor,
} from "./raster-images";

const CAR = "/images/cars/Toyota/U123/ute-white-side.svg";
const segmentsOf = (url: string) => url.split("/").slice(2);

describe("raster image addresses", () => {
  it("puts the width first and swaps .svg for .webp", () => {
    expect(rasterImageUrl(CAR, 640)).toBe("/images/w640-q75/cars/Toyota/U123/ute-white-side.webp");
    expect(rasterImageUrl("/images/people/jo-bloggs.svg", 160)).toBe(
      "/images/w160-q75/people/jo-bloggs.webp",
    );
  });

  it("keeps any other picture's own address", () => {
    expect(rasterOrOriginal(CAR, 960)).toBe(
      "/images/w960-q75/cars/Toyota/U123/ute-white-side.webp",
    );
    expect(rasterOrOriginal("https://cdn.example.com/a.jpg", 960)).toBe(
      "https://cdn.example.com/a.jpg",
    );
  });

  it("has no copies of other pictures: static files, logos, other sites, other types", () => {
    for (const url of [
      "/images/coming-soon.svg",
      "/images/logos/toyota.svg",
      "/images/stock/suv-red.png",
      "https://cdn.example.com/images/cars/a/b.svg",
      "/images/cars/Toyota/U1/suv-red-side.svg?x=1",
    ]) {
      expect(hasRasterCopies(url)).toBe(false);
      expect(rasterImageUrl(url, 640)).toBeNull();
      expect(rasterSrcSet(url)).toBeNull();
    }
  });

  it("reads back what it builds, for every folder, served width and quality", () => {
    const folder = fc.constantFrom("cars", "car-gallery", "showrooms", "heroes", "people");
    const segment = fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/).filter((s) => !/^\.+$/.test(s));
    fc.assert(
      fc.property(
        folder,
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...RASTER_WIDTHS),
        fc.constantFrom(...RASTER_QUALITIES),
        (dir, rest, width, quality) => {
          const svg = `/images/${dir}/${rest.join("/")}.svg`;
          const url = rasterImageUrl(svg, width, quality);
          expect(url).not.toBeNull();
          expect(parseRasterImagePath(segmentsOf(url ?? ""))).toEqual({
            kind: "raster",
            width,
            quality,
            svgSegments: segmentsOf(svg),
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it("answers not-served for any width or quality not in the lists, so it can be a 404", () => {
    const served = (list: readonly number[]) => (n: number) => !list.includes(n);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            w: fc.integer({ min: 0, max: 99_999 }).filter(served(RASTER_WIDTHS)),
            q: fc.constantFrom(...RASTER_QUALITIES),
          }),
          fc.record({
            w: fc.constantFrom(...RASTER_WIDTHS),
            q: fc.integer({ min: 0, max: 999 }).filter(served(RASTER_QUALITIES)),
          }),
        ),
        ({ w, q }) => {
          const path = [`w${w}-q${q}`, "cars", "Toyota", "U1", "suv-red-side.webp"];
          expect(parseRasterImagePath(path)).toEqual({ kind: "not-served" });
        },
      ),
      { numRuns: 100 },
    );
    expect(parseRasterImagePath(["w0640-q75", "cars", "a", "b.webp"])).toEqual({
      kind: "not-served",
    });
  });

  it("is not a raster path without a size segment, a drawn folder or .webp", () => {
    expect(parseRasterImagePath(["cars", "Toyota", "U1", "suv-red-side.svg"])).toBeNull();
    expect(parseRasterImagePath(["w640-q75", "logos", "toyota.webp"])).toBeNull();
    expect(parseRasterImagePath(["w640-q75", "cars", "U1", "suv-red-side.svg"])).toBeNull();
    expect(parseRasterImagePath(["w640-q75", "cars"])).toBeNull();
    expect(parseRasterImagePath(["w640", "cars", "a.webp"])).toBeNull();
  });

  it("serves quality 90 when asked for 90 or more, else 75", () => {
    expect(rasterQualityFor(undefined)).toBe(75);
    expect(rasterQualityFor(75)).toBe(75);
    expect(rasterQualityFor(89)).toBe(75);
    expect(rasterQualityFor(90)).toBe(90);
    expect(rasterQualityFor(100)).toBe(90);
    expect(rasterSrcSet(CAR, 96, 90)).toMatch(
      /^\/images\/w160-q90\/cars\/.* 1x, \/images\/w320-q90\//,
    );
  });

  it("picks the smallest served width that covers the CSS pixels", () => {
    expect(rasterWidthFor(1)).toBe(160);
    expect(rasterWidthFor(160)).toBe(160);
    expect(rasterWidthFor(161)).toBe(320);
    expect(rasterWidthFor(5000)).toBe(1280);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1280 }), (px) => {
        const w = rasterWidthFor(px);
        expect(w).toBeGreaterThanOrEqual(px);
        expect(RASTER_WIDTHS.filter((x) => x >= px && x < w)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("lists every width for a sized image, and 1x/2x for a fixed one", () => {
    expect(rasterSrcSet(CAR)).toBe(
      RASTER_WIDTHS.map((w) => `/images/w${w}-q75/cars/Toyota/U123/ute-white-side.webp ${w}w`).join(
        ", ",
      ),
    );
    expect(rasterSrcSet("/images/people/jo.svg", 96)).toBe(
      "/images/w160-q75/people/jo.webp 1x, /images/w320-q75/people/jo.webp 2x",
    );
    expect(rasterSrcSet("/images/people/jo.svg", 1200)).toBe("/images/w1280-q75/people/jo.webp 1x");
  });
});
