import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Location } from "../schemas/location";
import {
  DELIVERY_BANDS,
  deliveryQuoteForDistance,
  INTERSTATE_SURCHARGE,
  MAX_DELIVERY_KM,
  nearestLocation,
} from "./delivery-quote";
import { stateOfPostcode } from "./postcode-state";

describe("stateOfPostcode", () => {
  it.each([
    ["4000", "QLD"],
    ["2164", "NSW"],
    ["2600", "ACT"],
    ["2913", "ACT"],
    ["2620", "NSW"],
    ["3198", "VIC"],
    ["5000", "SA"],
    ["6000", "WA"],
    ["7000", "TAS"],
    ["0800", "NT"],
    ["0870", "NT"],
    ["1000", null],
    ["9000", null],
    ["0000", null],
    ["6850", null],
    ["400", null],
    ["40000", null],
    ["abcd", null],
  ])("%s → %s", (postcode, state) => expect(stateOfPostcode(postcode)).toBe(state));
});

const loc = (
  id: string,
  lat: number | null,
  lng: number | null,
  extra: Partial<Location> = {},
): Location => ({
  id,
  name: id,
  slug: id,
  visible: true,
  primary: false,
  address: lat === null || lng === null ? null : { lat, long: lng, state: "QLD" },
  ...extra,
});

describe("nearestLocation (§9 haversine)", () => {
  const brisbane = { lat: -27.4698, lng: 153.0251 };
  it("picks the nearest visible selling location", () => {
    const near = nearestLocation(brisbane, [
      loc("springwood", -27.6122, 153.1295),
      loc("newstead", -27.4455, 153.0448),
      loc("hidden", -27.4698, 153.0251, { visible: false }),
      loc("service", -27.47, 153.025, { location_type: "service" }),
      loc("nowhere", null, null),
    ]);
    expect(near?.location.id).toBe("newstead");
    expect(near?.km).toBeCloseTo(3.4, 0);
  });

  it("falls back to service or parts when there is nothing else", () => {
    expect(
      nearestLocation(brisbane, [loc("svc", -27.5, 153, { location_type: "service" })])?.location
        .id,
    ).toBe("svc");
  });

  it("null without coordinates", () => {
    expect(nearestLocation(brisbane, [loc("x", null, null)])).toBeNull();
    expect(nearestLocation(brisbane, [])).toBeNull();
  });
});

describe("deliveryQuoteForDistance", () => {
  it.each([
    [0, "QLD", "QLD", { price: 199, name: "Metro QLD" }],
    [60, "QLD", "QLD", { price: 199, name: "Metro QLD" }],
    [60.1, "QLD", "QLD", { price: 499, name: "Regional QLD" }],
    [450, "QLD", "QLD", { price: 899, name: "Country QLD" }],
    [
      900,
      "NSW",
      "QLD",
      { price: 1490 + INTERSTATE_SURCHARGE, name: "Interstate Long Distance NSW" },
    ],
    [1500, "VIC", "VIC", { price: 1490, name: "Long Distance VIC" }],
  ] as const)("%s km to %s from %s → %j", (km, to, from, quote) => {
    expect(deliveryQuoteForDistance(km, to, from)).toEqual(quote);
  });

  it.each([1500.01, 3600, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    "%s km → null ('Sorry, we can't provide an estimate…')",
    (km) => expect(deliveryQuoteForDistance(km, "QLD", "QLD")).toBeNull(),
  );

  it("property: price never falls as the distance grows (same states)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: MAX_DELIVERY_KM, noNaN: true }),
        fc.double({ min: 0, max: MAX_DELIVERY_KM, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const pNear = deliveryQuoteForDistance(near, "QLD", "QLD")?.price ?? 0;
          const pFar = deliveryQuoteForDistance(far, "QLD", "QLD")?.price ?? 0;
          expect(pFar).toBeGreaterThanOrEqual(pNear);
        },
      ),
    );
  });

  it("bands are ordered and end at the maximum distance", () => {
    const limits = DELIVERY_BANDS.map((b) => b.upToKm);
    expect([...limits].sort((a, b) => a - b)).toEqual(limits);
    expect(MAX_DELIVERY_KM).toBe(1500);
  });
});
