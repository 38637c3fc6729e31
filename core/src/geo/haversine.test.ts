import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, haversineKm } from "./haversine";

const BRISBANE = { lat: -27.4698, lng: 153.0251 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };

describe("§9 haversine distance (Earth radius 6371 km)", () => {
  it("known distances", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversineKm(BRISBANE, SYDNEY)).toBeCloseTo(732, 0);
    // A quarter of a great circle: π/2 × 6371.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  const point = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it("property: zero on the same point, symmetric, bounded by half the circumference, triangle inequality", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(haversineKm(a, a)).toBe(0);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
        expect(haversineKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
        // Near antipodal points asin(√h) is ill-conditioned: h's last-bit rounding moves the
        // distance by up to ~0.2 m there, so the inequality holds to a metre, not a millimetre.
        expect(haversineKm(a, c)).toBeLessThanOrEqual(haversineKm(a, b) + haversineKm(b, c) + 1e-3);
      }),
    );
  });
});
