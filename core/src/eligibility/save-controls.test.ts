import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { isPurchasable } from "./purchasable";
import {
  hasImageOrThumbnail,
  type SaveControlMode,
  saveControlShown,
  saveVisibility,
  showSaveControl,
} from "./save-controls";

const base = defaultSiteConfig("demo");
// The watchlist lives in the garage: these sites have one unless a case says otherwise.
const site = (features: Partial<typeof base.features> = {}) => ({
  features: { ...base.features, garage: true, ...features },
});
const photo = [{ image: { url: "/a.jpg" } }];
const car = { status: "in_stock", price: 25990, car_type: "used", images: photo } as const;

describe("§5 save, favourite and compare control", () => {
  it.each([
    ["purchasable car, every mode", car, site(), ["save", "favourite", "compare"]],
    ["sold car", { ...car, status: "sold" }, site(), []],
    ["unavailable status", { ...car, status: "withdrawn" }, site(), []],
    ["compare: price 0", { ...car, price: 0 }, site(), ["save", "favourite"]],
    [
      "compare: no image or thumbnail",
      { ...car, images: [] as typeof photo },
      site(),
      ["save", "favourite"],
    ],
    ["used-only site, new car", { ...car, car_type: "new" }, site({ usedOnly: true }), []],
    ["used-only site, used car", car, site({ usedOnly: true }), ["save", "favourite", "compare"]],
    ["compare switched off", car, site({ compare: false }), ["save", "favourite"]],
    ["no garage: no watchlist save", car, site({ garage: false }), ["favourite", "compare"]],
    [
      "garage at a branded alias",
      car,
      site({ garage: "/mymotorama" }),
      ["save", "favourite", "compare"],
    ],
  ] as const)("%s → %j", (_n, c, s, shown) => {
    const modes: SaveControlMode[] = ["save", "favourite", "compare"];
    expect(modes.filter((m) => showSaveControl(c, s, m))).toEqual(shown);
  });

  it("§4: a sold car keeps the save button only when already saved", () => {
    expect(showSaveControl({ ...car, status: "sold" }, site(), "save", true)).toBe(true);
    expect(showSaveControl({ ...car, status: "sold" }, site(), "favourite", true)).toBe(false);
  });

  it("§4 visibility before the watchlist is known: sold cars show the save only once saved", () => {
    expect(saveVisibility(car, site())).toBe("shown");
    expect(saveVisibility({ ...car, status: "sold" }, site())).toBe("when-saved");
    expect(saveVisibility({ ...car, status: "withdrawn" }, site())).toBe("hidden");
    expect(saveVisibility(car, site({ garage: false }))).toBe("hidden");
    expect(saveControlShown("shown", false)).toBe(true);
    expect(saveControlShown("when-saved", false)).toBe(false);
    expect(saveControlShown("when-saved", true)).toBe(true);
    expect(saveControlShown("hidden", true)).toBe(false);
  });

  it("property: saveVisibility agrees with showSaveControl for saved and unsaved cars", () => {
    const carArb = fc.record({
      status: fc.constantFrom("in_stock", "coming_soon", "sold", "x"),
      sold: fc.option(fc.boolean()),
      price: fc.option(fc.integer({ min: -100, max: 100_000 })),
      car_type: fc.constantFrom("new", "used", "demo"),
    });
    fc.assert(
      fc.property(
        carArb,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (c, garage, usedOnly, saved) => {
          const s = site({ garage, usedOnly });
          expect(saveControlShown(saveVisibility(c, s), saved)).toBe(
            showSaveControl(c, s, "save", saved),
          );
        },
      ),
    );
  });

  it("a thumbnail or primary image counts as an image", () => {
    expect(
      hasImageOrThumbnail({ images: [{ image: { url: null, thumb: { url: "/t.jpg" } } }] }),
    ).toBe(true);
    expect(hasImageOrThumbnail({ primary_image_url: "/p.jpg" })).toBe(true);
    expect(hasImageOrThumbnail({ images: [{ image: { url: " " } }] })).toBe(false);
  });

  it("property: compare visible implies save visible, and both imply purchasable", () => {
    const carArb = fc.record({
      status: fc.constantFrom("in_stock", "coming_soon", "sold", "x"),
      sold: fc.option(fc.boolean()),
      price: fc.option(fc.integer({ min: -100, max: 100_000 })),
      car_type: fc.constantFrom("new", "used", "demo"),
      images: fc.constantFrom([], photo),
    });
    fc.assert(
      fc.property(carArb, fc.boolean(), (c, usedOnly) => {
        const s = site({ usedOnly });
        if (showSaveControl(c, s, "compare")) expect(showSaveControl(c, s, "save")).toBe(true);
        if (showSaveControl(c, s, "save")) expect(isPurchasable(c)).toBe(true);
      }),
    );
  });
});
