import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NZ_REGIONS } from "../locations/regions";
import { DELIVERY_BANDS, MAX_DELIVERY_KM } from "./delivery-quote";
import {
  INTER_ISLAND_SURCHARGE,
  nzDeliveryQuoteForDistance,
  nzIslandOf,
} from "./nz-delivery-quote";

describe("nzIslandOf", () => {
  it.each([
    ["AUK", "North"],
    ["Auckland", "North"],
    ["WGN", "North"],
    ["Canterbury", "South"],
    ["TAS", "South"],
    ["STL", "South"],
    ["CIT", "Chatham"],
    ["QLD", null],
    [null, null],
  ] as const)("%s → %s", (region, island) => expect(nzIslandOf(region)).toBe(island));
});

describe("nzDeliveryQuoteForDistance (issue 18: NZ regions, Cook Strait instead of state borders)", () => {
  it.each([
    [12, "AUK", "Auckland", { price: 199, name: "Metro Auckland" }],
    [120, "WKO", "AUK", { price: 499, name: "Regional Waikato" }],
    [
      480,
      "WGN",
      "CAN",
      { price: 899 + INTER_ISLAND_SURCHARGE, name: "Inter-island Country Wellington" },
    ],
    [
      1100,
      "AUK",
      "Canterbury",
      { price: 1490 + INTER_ISLAND_SURCHARGE, name: "Inter-island Long Distance Auckland" },
    ],
    [300, "OTA", "CAN", { price: 899, name: "Country Otago" }],
  ] as const)("%s km to %s from %s → %j", (km, to, from, quote) => {
    expect(nzDeliveryQuoteForDistance(km, to, from)).toEqual(quote);
  });

  it.each([1500.01, -1, Number.NaN])("%s km → null", (km) =>
    expect(nzDeliveryQuoteForDistance(km, "AUK", "AUK")).toBeNull(),
  );

  it("the Chatham Islands get no road delivery", () => {
    expect(nzDeliveryQuoteForDistance(800, "CIT", "CAN")).toBeNull();
  });

  const regionArb = fc.constantFrom(
    ...NZ_REGIONS.filter((r) => r.code !== "CIT").map((r) => r.code),
  );

  it("property: a quote is a band's price, plus the ferry exactly when the islands differ", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: MAX_DELIVERY_KM, noNaN: true }),
        regionArb,
        regionArb,
        (km, to, from) => {
          const quote = nzDeliveryQuoteForDistance(km, to, from);
          const band = DELIVERY_BANDS.find((b) => km <= b.upToKm);
          const ferry = nzIslandOf(to) !== nzIslandOf(from) ? INTER_ISLAND_SURCHARGE : 0;
          expect(quote?.price).toBe((band?.price ?? Number.NaN) + ferry);
          expect(quote?.name.startsWith("Inter-island ")).toBe(ferry > 0);
          expect(quote?.name).not.toMatch(/\b(QLD|NSW|VIC|Interstate)\b/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("property: price never falls as the distance grows (same regions)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: MAX_DELIVERY_KM, noNaN: true }),
        fc.double({ min: 0, max: MAX_DELIVERY_KM, noNaN: true }),
        regionArb,
        regionArb,
        (a, b, to, from) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const pNear = nzDeliveryQuoteForDistance(near, to, from)?.price ?? 0;
          const pFar = nzDeliveryQuoteForDistance(far, to, from)?.price ?? 0;
          expect(pFar).toBeGreaterThanOrEqual(pNear);
        },
      ),
      { numRuns: 100 },
    );
  });
});
