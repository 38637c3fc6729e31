import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PhotoRecord } from "./photo-record";
import { photoCopyWidths } from "./photo-sizes";
import {
  CARD_PHOTO_SLOT,
  FULL_SCREEN_PHOTO_SLOT,
  GALLERY_PHOTO_SLOT,
  type PhotoSlot,
  photoSource,
  photoSources,
  photoWidthsFor,
  THUMBNAIL_PHOTO_SLOT,
} from "./photo-sources";
import { RASTER_WIDTHS, type RasterWidth } from "./raster-images";

const KEY = "0123456789abcdef0123456789abcdef";
const storedRecord = (
  width: number,
  avif: Extract<PhotoRecord, { state: "stored" }>["avif"] = [],
): PhotoRecord => ({
  state: "stored",
  key: KEY,
  source: "https://cdn.dealer.com.au/a.jpg",
  width,
  height: Math.round((width * 2) / 3),
  widths: photoCopyWidths(width),
  avif,
  placeholder: "data:image/webp;base64,AAAA",
});

/** Displayed widths weighted toward the served widths, their halves and the ends. */
const displayWidthArb = fc.oneof(
  fc.integer({ min: 1, max: 3000 }),
  fc.constantFrom(...RASTER_WIDTHS.flatMap((w) => [w, w / 2, w / 2 + 1, w - 1, w + 1])),
);

const widthsIn = (srcSet: string): number[] =>
  srcSet.split(", ").map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));

describe("issue 33 §2: a photo never downloads more than twice its displayed width", () => {
  it("offers only widths up to twice the displayed width, and one at least as wide", () => {
    fc.assert(
      fc.property(displayWidthArb, (display) => {
        const widths = photoWidthsFor(display);
        expect(widths.length).toBeGreaterThan(0);
        for (const w of widths)
          expect(w).toBeLessThanOrEqual(Math.max(2 * display, RASTER_WIDTHS[0]));
        expect(Math.max(...widths)).toBeGreaterThanOrEqual(Math.min(display, 1280));
      }),
      { numRuns: 500 },
    );
  });

  it("holds for every slot's srcset of a stored photo", () => {
    const slotArb = fc.record({
      sizes: fc.constant("100vw"),
      narrowestDisplayWidth: displayWidthArb,
      quality: fc.constantFrom(75 as const, 90 as const),
    });
    fc.assert(
      fc.property(slotArb, fc.integer({ min: 50, max: 4000 }), (slot: PhotoSlot, master) => {
        const source = photoSource("https://x.example/a.jpg", storedRecord(master), slot);
        if (source.kind !== "stored") throw new Error("not stored");
        for (const w of widthsIn(source.srcSet)) {
          expect(w).toBeLessThanOrEqual(Math.max(2 * slot.narrowestDisplayWidth, RASTER_WIDTHS[0]));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a card at any width from 320 px and any screen density downloads at most twice its width", () => {
    const source = photoSource("https://x.example/a.jpg", storedRecord(2048), CARD_PHOTO_SLOT);
    if (source.kind !== "stored") throw new Error("not stored");
    const offered = widthsIn(source.srcSet);
    /** What a browser picks from a `w` srcset: the smallest wide enough, else the widest. */
    const pick = (needed: number) => offered.find((w) => w >= needed) ?? Math.max(...offered);
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 1280 }),
        fc.constantFrom(1, 1.5, 2, 2.625, 3, 4),
        (displayed, density) => {
          expect(pick(displayed * density)).toBeLessThanOrEqual(2 * displayed);
          // …and a phone-width card (up to 640 px) is never blurred at 1x.
          if (displayed <= 640) expect(pick(displayed)).toBeGreaterThanOrEqual(displayed);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ["a card", CARD_PHOTO_SLOT, [160, 320, 640], 75],
    ["the §9 gallery slide", GALLERY_PHOTO_SLOT, [160, 320, 640, 960, 1280], 75],
    ["the gallery's 96 px thumbnails", THUMBNAIL_PHOTO_SLOT, [160], 75],
    ["full screen at quality 90", FULL_SCREEN_PHOTO_SLOT, [960, 1280], 90],
  ] as const)("%s", (_name, slot, widths, quality) => {
    const source = photoSource("https://x.example/a.jpg", storedRecord(2048), slot);
    expect(source).toMatchObject({ kind: "stored", sizes: slot.sizes });
    if (source.kind !== "stored") return;
    expect(widthsIn(source.srcSet)).toEqual(widths);
    expect(source.srcSet).toContain(`/media/${KEY}/w${widths[0]}-q${quality}.webp ${widths[0]}w`);
    expect(source.src).toBe(`/media/${KEY}/w${widths.at(-1)}-q${quality}.webp`);
  });

  it("never offers a width the master was too small to fill", () => {
    const source = photoSource(
      "https://x.example/a.jpg",
      storedRecord(700),
      FULL_SCREEN_PHOTO_SLOT,
    );
    expect(source.kind === "stored" && widthsIn(source.srcSet)).toEqual([160, 320, 640]);
  });

  it("offers AVIF only when every width in the set has an AVIF copy", () => {
    const all = (RASTER_WIDTHS as readonly RasterWidth[]).map((width) => ({
      width,
      quality: 75 as const,
    }));
    const whole = photoSource("u", storedRecord(2048, all), GALLERY_PHOTO_SLOT);
    expect(whole.kind === "stored" && whole.avifSrcSet).toContain(
      `/media/${KEY}/w960-q75.avif 960w`,
    );
    const part = photoSource("u", storedRecord(2048, all.slice(1)), GALLERY_PHOTO_SLOT);
    expect(part.kind === "stored" && part.avifSrcSet).toBeNull();
  });
});

describe("issue 33 §2: each of a car's photos as stored, to follow, or as named", () => {
  it("keeps feed order and says which could not be fetched", () => {
    const car = {
      primary_image_url: null,
      images: [
        { image: { url: "https://cdn.example/1.jpg" } },
        { image: { url: "https://cdn.example/2.jpg" } },
        { image: { url: "/images/cars/Toyota/U1/suv-red-side.svg" } },
      ],
    };
    const records = new Map<string, PhotoRecord>([
      ["https://cdn.example/1.jpg", { ...storedRecord(1024), source: "https://cdn.example/1.jpg" }],
      [
        "https://cdn.example/2.jpg",
        {
          state: "failed",
          key: KEY,
          source: "https://cdn.example/2.jpg",
          reason: "cdn.example answered 500",
          attempts: 1,
          retryAt: "2026-01-01T00:10:00Z",
        },
      ],
    ]);
    expect(photoSources(car, records, CARD_PHOTO_SLOT).map((s) => s.kind)).toEqual([
      "stored",
      "to-follow",
      "as-named",
    ]);
  });
});
