import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMING_SOON_IMAGE,
  ORBIT_ASSETS,
  ORBIT_PREFIX,
  orbitAsset,
  vehiclePagePreloads,
} from "./orbit-assets";

describe("§7 preloads come from static assets under /orbit/", () => {
  it("a car without photos preloads the coming-soon image; one with photos preloads no static file", () => {
    expect(vehiclePagePreloads(0)).toEqual([COMING_SOON_IMAGE]);
    expect(vehiclePagePreloads(3)).toEqual([]);
  });

  it("every preload is an /orbit/ file the site serves", () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), (count) => {
        for (const href of vehiclePagePreloads(count)) {
          expect(href.startsWith(ORBIT_PREFIX)).toBe(true);
          expect(orbitAsset(href.slice(ORBIT_PREFIX.length))).not.toBeNull();
        }
      }),
      { numRuns: 61 },
    );
  });

  it("only the listed files are assets: no path outside, no inherited names", () => {
    expect(orbitAsset("coming-soon.svg")?.type).toBe("image/svg+xml");
    for (const name of ["../package.json", "constructor", "toString", "", "coming-soon.SVG"])
      expect(orbitAsset(name)).toBeNull();
    expect(Object.keys(ORBIT_ASSETS)).toContain(COMING_SOON_IMAGE.slice(ORBIT_PREFIX.length));
  });
});
